import FlickSolver
import FlickCore

/// `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute + constant`, at a
/// priority (NSLayoutConstraint).
///
/// Created inactive. Items, attributes, relation and multiplier are fixed; `constant` may
/// change at any time (an in-place solver update, the cheap path); `priority` may change
/// between two optional values at any time, but not to or from `required` while active
/// (`setPriority(_:)` throws `LayoutError.requiredPriorityChange`, the property setter records a
/// `LayoutEvent` and keeps the old value).
///
/// Location attributes with a multiplier ≠ 1 are measured in the coordinate system of the view
/// holding the constraint (the nearest common ancestor): `view.centerX == superview.centerX × 0.5`
/// puts the center at a quarter of the superview's width.
///
/// Under right-to-left, leading/trailing constraints are mirrored as in UIKit:
/// `view.leading == superview.leading + 10` insets the view 10 pt from the *right* edge.
///
/// Ownership is UIKit's: a constraint does not keep its items alive (NSLayoutConstraint's
/// `firstItem` and `secondItem` are weak), the view holding an active constraint owns it, and
/// the screen owns the tree. `firstItem` and `secondItem` are nil once their item is freed.
public final class LayoutConstraint: CustomStringConvertible {
    /// The item on the left-hand side; nil once it has been freed.
    public var firstItem: LayoutItem? { firstNode.item }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The item on the right-hand side (nil for a constant, or once it has been freed).
    public var secondItem: LayoutItem? { secondNode?.item }
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// The items' layout state. The engine reads these for every constraint it queues, orders
    /// and translates, never the items. A node does not own its item (its back-reference is
    /// cleared by the item's deinit), so holding it keeps no view alive: this is how the
    /// constraint refers to its items without retaining them and without a weak reference.
    let firstNode: LayoutNode
    let secondNode: LayoutNode?

    /// The constant in points. Changing it on an active constraint is an in-place solver update.
    @exclusivity(unchecked)
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }

    /// The priority (1…1000). See the type's doc for what may change while active.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            do throws(LayoutError) { try setPriority(newValue) } catch {
                reportLayoutEvent(LayoutEvent(kind: .invalidChange, message: error.description, constraints: [self]), near: firstItem)
            }
        }
    }
    @exclusivity(unchecked)
    var storedPriority: LayoutPriority

    /// A name for debugging output; shown in descriptions and `.cas` exports.
    @exclusivity(unchecked)
    public var identifier: String?

    /// Where the constraint came from (for diagnostics).
    public enum Origin: Sendable, Equatable {
        case code(file: String, line: Int)
        case snapKit(file: String, line: Int)
        case contentHugging, contentCompression, autoresizing, screen, guide, stack(String)
        var isGenerated: Bool {
            switch self { case .code, .snapKit: return false; default: return true }
        }
    }
    @exclusivity(unchecked)
    public internal(set) var origin: Origin

    // Engine state. `holder` and `engine` are unowned(unsafe) (see `LayoutNode`): the holder
    // clears `holder` in its deinit, the engine clears `engine` on uninstall and teardown.
    /// The view the constraint is stored on while active (the nearest common ancestor).
    @exclusivity(unchecked)
    unowned(unsafe) var holder: View?
    /// The constraint's index in its holder's `constraints`; -1 exactly when `holder` is nil
    /// (`View.hold` sets both, `View.release` and the holder's deinit clear both).
    @exclusivity(unchecked)
    var holderIndex = -1
    /// Set by `View.hold`: whether the constraint relates the positions of two items below its
    /// holder on one axis (a stack's spacing, `b.top == a.bottom + 8`): a link of a chain (see
    /// `LayoutEngine.flushOrder`).
    @exclusivity(unchecked)
    var isChainLink = false
    @exclusivity(unchecked)
    var handle: ConstraintHandle?
    /// On a content-hugging constraint whose axis's hugging and compression resistance are both
    /// optional: the compression-resistance constraint that shares its solver constraint (one
    /// asymmetric equality for the pair; see `LayoutEngine.updateContentSize`).
    @exclusivity(unchecked)
    var pairedCompression: LayoutConstraint?
    /// On that compression-resistance constraint: it is in the solver through its hugging partner
    /// (same handle, never queued itself).
    @exclusivity(unchecked)
    var isPairedCompression = false
    /// Active and waiting in the engine's queue for the next flush (not yet in the solver).
    @exclusivity(unchecked)
    var isQueued = false
    /// The part of the solver expression's constant that comes from attribute offsets (margins,
    /// baselines), so a constant change is `offsets − constant`.
    @exclusivity(unchecked)
    var offsets: Double = 0
    /// The layout direction leading/trailing were resolved with when installed.
    @exclusivity(unchecked)
    var installedDirection: LayoutDirection = .leftToRight
    @exclusivity(unchecked)
    unowned(unsafe) var engine: LayoutEngine?

    /// Active but not in the solver, because it conflicted with required constraints.
    /// Reading it first adds any queued constraints to the solver (that is when conflicts show).
    public internal(set) var isBroken: Bool {
        get {
            if isQueued { engine?.flush() }
            return broken
        }
        set { broken = newValue }
    }
    @exclusivity(unchecked)
    var broken = false

    public init(item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute,
                relatedBy relation: LayoutRelation, toItem secondItem: LayoutItem?,
                attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
                priority: LayoutPriority = .required, file: String = #fileID, line: Int = #line) {
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.firstNode = firstItem.layoutNode
        self.secondNode = secondItem?.layoutNode
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.storedPriority = priority
        self.origin = .code(file: file, line: line)
    }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates.
    ///
    /// Reading it writes nothing: it tests `holderIndex`, which is -1 exactly when there is no
    /// holder (a load of the unowned `holder` would retain and release the holder view).
    public var isActive: Bool {
        get { holderIndex >= 0 }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates the constraint; problems (an illegal attribute pairing, items without a common
    /// ancestor) are recorded as `LayoutEvent`s on the screen and leave it inactive.
    public func activate() {
        do throws(LayoutError) { try tryActivate() } catch {
            reportLayoutEvent(LayoutEvent(kind: .invalidConstraint, message: error.description, constraints: [self]), near: firstItem)
        }
    }

    /// Activates the constraint.
    /// - Throws: `LayoutError.illegalPairing` for attributes that cannot be related (location
    ///   with size, horizontal with vertical, leading/trailing with left/right, a location with a
    ///   constant); `LayoutError.noCommonAncestor` when the items share no view hierarchy.
    public func tryActivate() throws(LayoutError) {
        guard holder == nil else { return }
        try validate()
        guard let holder = commonAncestor() else { throw .noCommonAncestor(description) }
        holder.hold(self)
    }

    public func deactivate() {
        guard let holder else { return }
        holder.release(self)
    }

    /// Changes the priority.
    /// - Throws: `LayoutError.requiredPriorityChange` when the constraint is active and the
    ///   change is to or from `required` (deactivate first, as UIKit requires).
    public func setPriority(_ p: LayoutPriority) throws(LayoutError) {
        if p == storedPriority { return }
        if isActive && (p.isRequired != storedPriority.isRequired) {
            throw .requiredPriorityChange(description)
        }
        if origin == .contentHugging || origin == .contentCompression,
           let view = firstItem as? View, let axis = firstAttribute.axis {
            // A content-size constraint is its view's priority made visible: the change goes
            // to the view, so the view, the solver (where hugging and compression may share
            // one asymmetric equality) and the next intrinsic-size update agree. The view
            // re-makes its content constraints at the next layout pass.
            if origin == .contentHugging {
                view.setContentHuggingPriority(p, for: axis)
            } else {
                view.setContentCompressionResistancePriority(p, for: axis)
            }
            return
        }
        storedPriority = p
        engine?.priorityChanged(self)
    }

    /// Activates all (NSLayoutConstraint.activate). Activation only queues a constraint; the
    /// engine adds queued constraints to the solver together, in its own order, at the next
    /// layout pass (or query), so a batch costs no more than its parts.
    public static func activate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.activate() } }
    /// Deactivates all.
    public static func deactivate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.deactivate() } }

    public typealias Attribute = LayoutAttribute
    public typealias Relation = LayoutRelation
    public typealias Axis = LayoutAxis

    func validate() throws(LayoutError) {
        let a1 = firstAttribute, a2 = secondAttribute
        if a1 == .notAnAttribute { throw .illegalPairing("first attribute is notAnAttribute: \(description)") }
        // Checked first: a constraint against a constant needs a finite constant too.
        if !multiplier.isFinite || !constant.isFinite {
            throw .illegalPairing("non-finite multiplier or constant: \(description)")
        }
        guard secondNode != nil, a2 != .notAnAttribute else {
            if a1.isPosition {
                throw .illegalPairing("a location attribute cannot equal a constant; location constraints must be specified in pairs: \(description)")
            }
            return
        }
        if multiplier == 0 && a1.isPosition {
            throw .illegalPairing("a multiplier of 0 with a location attribute relates a location to a constant: \(description)")
        }
        if a1.isSize != a2.isSize {
            throw .illegalPairing("a location attribute cannot be related to a size attribute: \(description)")
        }
        if a1.isPosition && a1.axis != a2.axis {
            throw .illegalPairing("a horizontal attribute cannot be related to a vertical one: \(description)")
        }
        if (a1.isDirectional && a2.isAbsoluteHorizontal) || (a1.isAbsoluteHorizontal && a2.isDirectional) {
            throw .illegalPairing("leading/trailing cannot be mixed with left/right: \(description)")
        }
    }

    /// The nearest view that contains both items (the first item's owner for a constant).
    /// - Complexity: O(depth of the deeper item).
    func commonAncestor() -> View? {
        guard let v1 = firstItem?.owningView else { return nil }
        guard let second = secondNode else { return v1 }
        guard let v2 = second.item?.owningView else { return nil }
        if v1 === v2 { return v1 }
        // The usual cases first: parent and child, siblings.
        if v1.superview === v2 { return v2 }
        if v2.superview === v1 { return v1 }
        if let s = v1.superview, s === v2.superview { return s }
        func depth(_ v: View) -> Int { var d = 0; var p = v.superview; while let q = p { d += 1; p = q.superview }; return d }
        var a = v1, b = v2
        var da = depth(a), db = depth(b)
        while da > db, let s = a.superview { a = s; da -= 1 }
        while db > da, let s = b.superview { b = s; db -= 1 }
        while a !== b {
            guard let sa = a.superview, let sb = b.superview else { return nil }
            a = sa; b = sb
        }
        return a
    }

    /// `<LayoutConstraint 'id' a.top == b.bottom × 2 + 8 @750 (File.swift#12)>`, like Auto Layout's log.
    public var description: String {
        var s = "<LayoutConstraint"
        if let identifier { s += " '\(identifier)'" }
        s += " \(firstItem?.layoutName ?? "nil").\(firstAttribute) \(relation)"
        if let secondNode {
            s += " \(secondNode.item?.layoutName ?? "nil").\(secondAttribute)"
            if multiplier != 1 { s += " × \(Format.points(multiplier))" }
            if constant > 0 { s += " + \(Format.points(constant))" } else if constant < 0 { s += " - \(Format.points(-constant))" }
        } else {
            s += " \(Format.points(constant))"
        }
        if !storedPriority.isRequired { s += " @\(storedPriority)" }
        switch origin {
        case .code(let f, let l), .snapKit(let f, let l):
            s += " (\(f.split(separator: "/").last.map(String.init) ?? f)#\(l))"
        case .contentHugging: s += " (content hugging)"
        case .contentCompression: s += " (compression resistance)"
        case .autoresizing: s += " (autoresizing mask)"
        case .screen: s += " (screen)"
        case .guide: s += " (guide)"
        case .stack(let kind): s += " (\(kind))"
        }
        if broken { s += " BROKEN" }
        return s + ">"
    }
}

/// Records `e` on the item's screen, or keeps it on its detached tree until it joins one.
func reportLayoutEvent(_ e: LayoutEvent, near item: LayoutItem?) {
    guard let v = item?.owningView else { return }
    if let engine = v.layoutNode.engine { engine.record(e) } else { v.rootView.pendingEvents.append(e) }
}
