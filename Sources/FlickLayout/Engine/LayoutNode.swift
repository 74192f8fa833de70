import FlickSolver

/// The variables a layout item is solved with: origin relative to its parent (a view's
/// superview, a guide's owning view; scroll views at content offset zero, so scrolling never
/// re-solves) and size.
struct ItemVariables {
    let x: Variable, y: Variable, w: Variable, h: Variable
    func axisOrigin(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? x : y }
    func axisSize(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? w : h }
}

/// Per-item layout state kept beside a view or guide: its solver variables while attached to a
/// screen, its solved rectangle (exact and pixel-rounded, in layout space) and the active
/// constraints that mention it.
///
/// Back-references (`view`, `guide`, `engine`, `parent`) are `unowned(unsafe)`: a weak
/// reference would give every view a side table and send every retain and release of it down
/// the runtime's slow path (measured: a third of the engine's own time on the first layout of a
/// 1000-view screen). Each one is cleared by its target's owner before the target goes away:
/// a view clears `view` in its deinit, the engine clears `engine` and `parent` on detach and
/// in `tearDown()` (run by the screen's deinit).
public final class LayoutNode {
    @exclusivity(unchecked)
    unowned(unsafe) var view: View?
    @exclusivity(unchecked)
    unowned(unsafe) var guide: LayoutGuide?
    @exclusivity(unchecked)
    var vars: ItemVariables?
    /// The engine this item is attached to (its screen's), nil while detached.
    @exclusivity(unchecked)
    unowned(unsafe) var engine: LayoutEngine? {
        didSet { engineID = engine.map { ObjectIdentifier($0) } }
    }
    /// `engine`'s identity: comparing it needs no retain of either engine (the translator does
    /// it for every item of every constraint).
    @exclusivity(unchecked)
    private(set) var engineID: ObjectIdentifier?
    /// The parent item's node while attached: a view's superview's, a guide's owning view's.
    @exclusivity(unchecked)
    unowned(unsafe) var parent: LayoutNode?
    /// Levels below the screen while attached (the screen is 0, a guide is one below its owner).
    @exclusivity(unchecked)
    var depth = 0
    /// Chain links held here among the constraints being flushed (scratch, zero between flushes).
    @exclusivity(unchecked)
    var chainLinks: (h: Int, v: Int) = (0, 0)
    /// The view's `semanticLayoutDirection` (read by the engine without touching the view).
    @exclusivity(unchecked)
    var semanticDirection: LayoutDirection?
    /// Tie-breaking preferences left by `exerciseAmbiguityInLayout`.
    @exclusivity(unchecked)
    var ambiguityStays: [AmbiguityStay] = []
    /// Whether the item is a `ScrollView` (its edges, seen from its content, are the content area).
    @exclusivity(unchecked)
    var isScrollView = false
    /// `rounded` before the current pass first changed it (valid when `reportStamp` is the pass).
    @exclusivity(unchecked)
    var passOld: Rect = .zero
    @exclusivity(unchecked)
    var reportStamp: Int = -1
    /// Exact solved rectangle relative to the parent (superview, or a guide's owning view).
    @exclusivity(unchecked)
    var local: Rect = .zero
    /// Exact rectangle in layout space (screen coordinates, scroll offsets at zero).
    @exclusivity(unchecked)
    var rect: Rect = .zero
    /// `rect` rounded to the screen's pixel grid.
    @exclusivity(unchecked)
    var rounded: Rect = .zero
    /// Active constraints that mention this item (either side), for removal and refreshes.
    @exclusivity(unchecked)
    var referencing: [LayoutConstraint] = []
    /// Pass stamp used to de-duplicate changed nodes within one layout pass.
    @exclusivity(unchecked)
    var stamp: Int = -1
    /// The layout pass in which the node's pixel-rounded size last changed (-1: never).
    @exclusivity(unchecked)
    var resizedPass: Int = -1
    /// The round's stamp when this node lies between a changed node and its nearest changed
    /// ancestor: the pass must come down through it (see `LayoutEngine.hasChangedAncestor`).
    @exclusivity(unchecked)
    var pathStamp: Int = -1
    /// SnapKit constraints whose first item is this item (SnapKit's per-item set), in order.
    @exclusivity(unchecked)
    var snapConstraints: [Constraint] = []
    /// Creation order inside the engine (deterministic ordering of reports).
    @exclusivity(unchecked)
    var serial: Int = -1

    init() {}

    var item: LayoutItem? { view ?? guide }

    /// Removes `c` from `referencing` (it is no longer active). - Complexity: O(references).
    func forget(_ c: LayoutConstraint) {
        if let i = referencing.lastIndex(where: { $0 === c }) { referencing.remove(at: i) }
    }

    /// Called by the item's deinit: drops the constraints this node lists, which hold the node
    /// (a constraint refers to its items through their nodes), so neither outlives the item.
    func itemDidGoAway() {
        referencing = []
        snapConstraints = []
    }

    /// Whether this node is `ancestor` or below it (attached nodes only).
    /// - Complexity: O(depth difference).
    func isAttachedDescendant(of ancestor: LayoutNode) -> Bool {
        guard engine != nil, ancestor.engine === engine else { return false }
        var n: LayoutNode? = self
        while let m = n, m.depth > ancestor.depth { n = m.parent }
        return n === ancestor
    }
}

/// A preference (at `LayoutEngine.ambiguityPush`) for `variable` to stay at `value`: how
/// `exerciseAmbiguityInLayout` keeps the solution it moved to.
struct AmbiguityStay {
    let variable: Variable
    let value: Double
    var handle: ConstraintHandle
}

/// Anything a constraint can relate: a view or a layout guide.
public protocol LayoutItem: AnyObject {
    /// Layout state (opaque outside FlickLayout).
    var layoutNode: LayoutNode { get }
    /// The view whose coordinate system the item lives in: the view itself, or a guide's owner.
    var owningView: View? { get }
    /// A readable name for diagnostics and exports.
    var layoutName: String { get }
    /// What `equalToSuperview()` relates to: a view's superview, a guide's owning view.
    var constraintSuperview: View? { get }
}
