import FlickLayout

/// A change to the scene's layout model applied by the fuzzer at the start of a tick (before
/// that tick delivers its input), through FlickLayout's public API only.
///
/// Targets are *selectors*: an integer resolved, when the mutation is applied, modulo the
/// number of candidates then present (`MutationTargets`). A selector always resolves to
/// something while there are candidates, so a case stays meaningful when the minimizer drops
/// earlier mutations or the environment changes the tree; `note` records what it resolved to
/// the last time the case ran, for people reading the case file.
public struct Mutation: Sendable, Hashable {
    /// The tick it is applied on (0-based, at the case's refresh rate).
    public var tick: Int
    public var op: MutationOp
    /// What the selectors resolved to and how the layout took it, as last run (informative:
    /// never read back as input).
    public var note: String?

    public init(tick: Int, op: MutationOp, note: String? = nil) {
        self.tick = tick
        self.op = op
        self.note = note
    }
}

/// What a mutation does. Structural ones change constraints or the tree the way no scene
/// does on its own; environmental ones are what a device does to any app (rotation, safe
/// area, dynamic type, new text, typing), so every invariant still applies after them
/// (`isEnvironmental`, see `FindingPolicy`).
public enum MutationOp: Sendable, Hashable {
    /// Sets a constraint's constant (points; small, large, negative, fractional, rarely not
    /// finite).
    case constant(constraint: Int, value: Double)
    /// Sets a constraint's priority (1…1000); to or from required while active it must be
    /// refused (`setter`: through the property, which records the refusal, else through
    /// `setPriority(_:)`, which throws).
    case priority(constraint: Int, value: Double, setter: Bool)
    /// Deactivates an active constraint.
    case deactivate(constraint: Int)
    /// Activates again a constraint seen active earlier in the run and inactive now.
    case reactivate(constraint: Int)
    /// Adds a constraint between existing views (or a view and a constant).
    case add(AddedConstraint)
    /// Inserts a new plain view into `parent` (a selector over every view, the screen
    /// included) at `position` (modulo the subview count + 1); pinned by constraints to the
    /// parent's top-left with `size`, or by its frame when `pinned` is false; as an arranged
    /// subview when the parent is a stack view and `arranged`.
    case insert(parent: Int, position: Int, size: Size, pinned: Bool, arranged: Bool)
    /// Removes a view (never the screen) from its superview.
    case remove(view: Int)
    /// Hides (`hidden`) or shows a view.
    case hidden(view: Int, hidden: Bool)
    /// A stack view's axis.
    case stackAxis(stack: Int, axis: LayoutAxis)
    /// A stack view's distribution.
    case stackDistribution(stack: Int, distribution: StackView.Distribution)
    /// A stack view's alignment.
    case stackAlignment(stack: Int, alignment: StackView.Alignment)
    /// A stack view's spacing, points.
    case stackSpacing(stack: Int, value: Double)
    /// A label's text, `length` characters of words.
    case labelText(label: Int, length: Int)
    /// The screen's dynamic-type multiplier (> 0).
    case typeScale(value: Double)
    /// Turns the device to the other orientation.
    case rotate
    /// Replaces the safe-area insets of both orientations, points.
    case safeArea(FuzzEnvironment.Insets)
    /// Edits the text of a text input (`input`, a selector over the views that take typed
    /// text, `KeyInput` and `canBecomeFirstResponder`) at its caret, as a user does: makes it
    /// the first responder, presses delete `delete` times, then types `text` (one character
    /// at a time; `"\n"` is the return key; up to `TextEvent.maximumTextBytes` bytes) through
    /// the scene (`Scene.deleteBackward()`, `Scene.insertText(_:)`).
    case editText(input: Int, delete: Int, text: String)

    /// The name case files use for the operation.
    public var name: String {
        switch self {
        case .constant: return "constant"
        case .priority: return "priority"
        case .deactivate: return "deactivate"
        case .reactivate: return "reactivate"
        case .add: return "add-constraint"
        case .insert: return "insert-view"
        case .remove: return "remove-view"
        case .hidden(_, let h): return h ? "hide" : "show"
        case .stackAxis: return "stack-axis"
        case .stackDistribution: return "stack-distribution"
        case .stackAlignment: return "stack-alignment"
        case .stackSpacing: return "stack-spacing"
        case .labelText: return "label-text"
        case .typeScale: return "type-scale"
        case .rotate: return "rotate"
        case .safeArea: return "safe-area"
        case .editText: return "edit-text"
        }
    }

    /// Whether a device does this to any app (rotation, safe area, dynamic type, new text, a
    /// user's typing): every invariant keeps applying after it.
    public var isEnvironmental: Bool {
        switch self {
        case .labelText, .typeScale, .rotate, .safeArea, .editText: return true
        default: return false
        }
    }
}

/// A constraint the fuzzer adds: `first.firstAttribute RELATION multiplier × second.secondAttribute
/// + constant @ priority`, or against the constant alone when `second` is nil. Any attribute
/// pair may be drawn; the illegal ones must be refused (`LayoutConstraint.tryActivate`).
public struct AddedConstraint: Sendable, Hashable {
    /// View selectors (over every view, the screen included).
    public var first: Int
    public var second: Int?
    public var firstAttribute: LayoutAttribute
    public var secondAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var multiplier: Double
    public var constant: Double
    /// 1…1000.
    public var priority: Double

    public init(first: Int, firstAttribute: LayoutAttribute, relation: LayoutRelation, second: Int?,
                secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: Double) {
        self.first = first; self.firstAttribute = firstAttribute; self.relation = relation
        self.second = second; self.secondAttribute = secondAttribute
        self.multiplier = multiplier; self.constant = constant; self.priority = priority
    }
}

/// Names of the layout enums in case files.
enum LayoutNames {
    static func attribute(_ name: String) -> LayoutAttribute? { LayoutAttribute.allCases.first { $0.description == name } }
    static func relation(_ r: LayoutRelation) -> String {
        switch r { case .equal: return "=="; case .lessThanOrEqual: return "<="; case .greaterThanOrEqual: return ">=" }
    }
    static func relation(_ name: String) -> LayoutRelation? {
        switch name { case "==": return .equal; case "<=": return .lessThanOrEqual; case ">=": return .greaterThanOrEqual; default: return nil }
    }
    static func axis(_ name: String) -> LayoutAxis? { LayoutAxis.allCases.first { $0.description == name } }

    static let distributions: [(String, StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    static let alignments: [(String, StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ]
    static func name(_ d: StackView.Distribution) -> String { distributions.first { $0.1 == d }?.0 ?? "fill" }
    static func distribution(_ name: String) -> StackView.Distribution? { distributions.first { $0.0 == name }?.1 }
    static func name(_ a: StackView.Alignment) -> String { alignments.first { $0.1 == a }?.0 ?? "fill" }
    static func alignment(_ name: String) -> StackView.Alignment? { alignments.first { $0.0 == name }?.1 }
}
