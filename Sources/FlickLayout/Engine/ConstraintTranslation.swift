import FlickSolver

/// Where a translation finds the solver variables of items: a screen's engine (`EngineSpace`),
/// or a fitting-size computation over one subtree (`FittingSpace`).
protocol VariableSpace {
    /// The item's variables, nil when it is not in this space.
    func variables(_ node: LayoutNode) -> ItemVariables?
    /// The node whose coordinates `node`'s origin is in; nil at the space's root.
    func parent(_ node: LayoutNode) -> LayoutNode?
    /// Levels below the space's root (for nodes in the space).
    func depth(_ node: LayoutNode) -> Int
    /// The direction leading → trailing runs in above every node of the space.
    var rootDirection: LayoutDirection { get }
    /// False when no node of the space can have an explicit `semanticLayoutDirection` (then
    /// every node's direction is `rootDirection`, without walking up).
    var mayHaveExplicitDirections: Bool { get }
    /// Called with every view whose margins a translation read (the engine then refreshes the
    /// constant when the view's safe area moves).
    func readMargins(_ view: View)
}

/// A layout constraint as a solver constraint, with what the engine keeps about it.
struct Translation {
    var constraint: LinearConstraint
    /// The part of the expression's constant that comes from attribute offsets (margins,
    /// baselines): a constant change is then `offsets − constant`.
    var offsets: Double
    /// The direction leading/trailing were resolved with.
    var direction: LayoutDirection
}

/// Turning a layout constraint into a solver constraint.
///
/// Each item's x, y are relative to its parent (a view's superview, a guide's owning view), so
/// an attribute of an item, seen from the view holding the constraint, is the sum of the
/// origins on the way up to that view: a tableau row only mentions the views near a
/// constraint — deep and long layouts keep short rows, and moving a container does not rewrite
/// its descendants' rows. Location attributes are measured in the holder's coordinates (so a
/// location multiplier is measured from its origin, as UIKit).
struct ConstraintTranslator<Space: VariableSpace> {
    let space: Space

    /// `c` in `space`, nil when one of its items is not in the space (or not below the holder).
    /// - Complexity: O(terms), the depth between the items and the holder.
    func translate(_ c: LayoutConstraint) -> Translation? {
        var terms: [Term] = []
        return translate(c, terms: &terms)
    }

    /// `translate(_:)` writing the expression's terms into `terms`, emptied first and kept
    /// with its capacity: the constraint returned shares that storage, so a caller that keeps
    /// `terms` and drops the constraint before the next call (the engine, whose solver copies
    /// the terms it keeps) allocates nothing for terms. Left empty when it returns nil.
    func translate(_ c: LayoutConstraint, terms: inout [Term]) -> Translation? {
        if !terms.isEmpty { terms.removeAll(keepingCapacity: true) }
        terms.reserveCapacity(8)
        var constant = 0.0
        let directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
        let dir = directional ? direction(at: c.firstNode) : .leftToRight
        if case .screen = c.origin, let v = space.variables(c.firstNode) {
            // The screen's own origin and size, in layout space.
            switch c.firstAttribute {
            case .left: terms.append(Term(v.x))
            case .top: terms.append(Term(v.y))
            case .width: terms.append(Term(v.w))
            default: terms.append(Term(v.h))
            }
        } else {
            // The holder; a constraint not held by a view (content size) is held by its item's.
            let holder: LayoutNode
            if let h = c.holder { holder = h.layoutNode }
            else if c.firstNode.view != nil { holder = c.firstNode }
            else if let o = c.firstNode.item?.owningView { holder = o.layoutNode }
            else { return nil }
            // Under right-to-left, leading/trailing constraints are measured leftwards: a positive
            // constant moves toward the trailing edge (UIKit's mirroring), so both sides are negated.
            let mirror: Double = dir == .rightToLeft && c.firstAttribute.isDirectional
                && (c.secondNode == nil || c.secondAttribute.isDirectional) ? -1 : 1
            guard append(c.firstNode, c.firstAttribute, dir, in: holder, other: c.secondNode, times: mirror,
                         terms: &terms, constant: &constant) else { return nil }
            if let s = c.secondNode, c.secondAttribute != .notAnAttribute {
                guard append(s, c.secondAttribute, dir, in: holder, other: c.firstNode, times: -c.multiplier * mirror,
                             terms: &terms, constant: &constant) else { return nil }
            }
        }
        let rel: Relation
        switch c.relation {
        case .equal: rel = .equal
        case .lessThanOrEqual: rel = .lessOrEqual
        case .greaterThanOrEqual: rel = .greaterOrEqual
        }
        let sc = LinearConstraint(LinearExpression(terms, constant: constant - c.constant), rel, strength: c.storedPriority.strength)
        return Translation(constraint: sc, offsets: constant, direction: dir)
    }

    /// The layout direction at `node`: the nearest explicit `semanticLayoutDirection` at or above
    /// it within the space, else the space's. - Complexity: O(depth).
    func direction(at node: LayoutNode) -> LayoutDirection {
        guard space.mayHaveExplicitDirections else { return space.rootDirection }
        var n: LayoutNode? = node
        while let m = n {
            if let d = m.semanticDirection { return d }
            n = space.parent(m)
        }
        return space.rootDirection
    }

    /// Whether `node` is `ancestor` or below it in the space.
    private func isDescendant(_ node: LayoutNode, of ancestor: LayoutNode) -> Bool {
        guard space.variables(node) != nil, space.variables(ancestor) != nil else { return false }
        let top = space.depth(ancestor)
        var n: LayoutNode? = node
        while let m = n, space.depth(m) > top { n = space.parent(m) }
        return n === ancestor
    }

    /// Appends `k ×` (`attr` of the item whose node is `itemNode`, in `holder`'s coordinates) to
    /// `terms` and `constant`. Returns false when the item is not in the space below `holder`.
    /// `other` is the node of the constraint's other item (read only for a scroll view's edges).
    private func append(_ itemNode: LayoutNode, _ attr: LayoutAttribute, _ dir: LayoutDirection, in holder: LayoutNode,
                        other: LayoutNode?, times k: Double, terms: inout [Term], constant: inout Double) -> Bool {
        var node = itemNode
        // A scroll view's edges, as seen from its content, are its content area.
        if node.isScrollView, let sv = node.view as? ScrollView, let o = other?.item?.owningView, o !== sv,
           space.variables(o.layoutNode) != nil ? isDescendant(o.layoutNode, of: node) : o.isDescendant(of: sv) {
            switch attr.withoutMargin {
            case .left, .right, .top, .bottom, .leading, .trailing:
                node = sv.contentLayoutGuide.layoutNode    // a guide's node: no view
            default: break
            }
        }
        guard let v = space.variables(node) else { return false }
        var m = EdgeInsets.zero
        // The item's view (nil for a guide) is read only by the attributes that need it.
        if attr.isMargin, let view = node.view {
            m = view.effectiveLayoutMargins
            space.readMargins(view)
        }
        let ltr = dir == .leftToRight
        switch attr {
        case .left, .leftMargin:
            guard origins(node, .horizontal, holder, k, &terms) else { return false }
            constant += k * m.left
        case .right, .rightMargin:
            guard origins(node, .horizontal, holder, k, &terms) else { return false }
            terms.append(Term(v.w, k)); constant -= k * m.right
        case .top, .topMargin:
            guard origins(node, .vertical, holder, k, &terms) else { return false }
            constant += k * m.top
        case .bottom, .bottomMargin:
            guard origins(node, .vertical, holder, k, &terms) else { return false }
            terms.append(Term(v.h, k)); constant -= k * m.bottom
        case .leading, .leadingMargin, .trailing, .trailingMargin:
            guard origins(node, .horizontal, holder, k, &terms) else { return false }
            let leading = attr == .leading || attr == .leadingMargin
            if leading == ltr { constant += k * m.left } else { terms.append(Term(v.w, k)); constant -= k * m.right }
        case .width: terms.append(Term(v.w, k))
        case .height: terms.append(Term(v.h, k))
        case .centerX, .centerXWithinMargins:
            guard origins(node, .horizontal, holder, k, &terms) else { return false }
            terms.append(Term(v.w, 0.5 * k)); constant += k * (m.left - m.right) / 2
        case .centerY, .centerYWithinMargins:
            guard origins(node, .vertical, holder, k, &terms) else { return false }
            terms.append(Term(v.h, 0.5 * k)); constant += k * (m.top - m.bottom) / 2
        case .firstBaseline:
            guard let view = node.view else { return origins(node, .vertical, holder, k, &terms) }
            let b = view.forFirstBaselineLayout
            if !origins(b.layoutNode, .vertical, holder, k, &terms) { return origins(node, .vertical, holder, k, &terms) }
            constant += k * b.firstBaselineOffsetFromTop
        case .lastBaseline:
            if let view = node.view {
                let b = view.forLastBaselineLayout
                if let bv = space.variables(b.layoutNode), origins(b.layoutNode, .vertical, holder, k, &terms) {
                    terms.append(Term(bv.h, k)); constant -= k * b.lastBaselineOffsetFromBottom
                    return true
                }
            }
            guard origins(node, .vertical, holder, k, &terms) else { return false }
            terms.append(Term(v.h, k))
        case .notAnAttribute: break
        }
        return true
    }

    /// Appends `k ×` the origin variables on `axis` from `node` up to (not including) `holder`.
    /// Returns false (appending nothing) when `node` is not in the space below `holder`.
    /// - Complexity: O(depth between them).
    private func origins(_ node: LayoutNode, _ axis: LayoutAxis, _ holder: LayoutNode, _ k: Double,
                         _ terms: inout [Term]) -> Bool {
        if node === holder { return true }
        guard space.variables(holder) != nil else { return false }
        let top = space.depth(holder)
        let start = terms.count
        var n: LayoutNode? = node
        while let m = n, m !== holder {
            guard let v = space.variables(m), space.depth(m) > top else {
                terms.removeSubrange(start...)
                return false
            }
            terms.append(Term(axis == .horizontal ? v.x : v.y, k))
            n = space.parent(m)
        }
        if n == nil { terms.removeSubrange(start...); return false }
        return true
    }
}

/// The variables of the items attached to a screen's engine (kept on their nodes).
struct EngineSpace: VariableSpace {
    unowned(unsafe) let engine: LayoutEngine
    let engineID: ObjectIdentifier
    init(engine: LayoutEngine) {
        self.engine = engine
        engineID = ObjectIdentifier(engine)
    }
    @inline(__always) func variables(_ node: LayoutNode) -> ItemVariables? { node.engineID == engineID ? node.vars : nil }
    @inline(__always) func parent(_ node: LayoutNode) -> LayoutNode? { node.parent }
    @inline(__always) func depth(_ node: LayoutNode) -> Int { node.depth }
    var rootDirection: LayoutDirection { engine.screen.layoutDirection }
    @inline(__always) var mayHaveExplicitDirections: Bool { engine.hasExplicitDirections }
    @inline(__always) func readMargins(_ view: View) { engine.watchSafeArea(view) }
}

extension LayoutEngine {
    /// The solver constraint for `c`; records in `c` the offset part of its constant and the
    /// layout direction used. Nil when an item is not attached here. Its terms are written
    /// into the engine's `termBuffer`, which keeps their storage: when the caller has dropped
    /// the constraint by the next call (the solver keeps a copy of the terms, never the
    /// array), that call allocates nothing for them.
    func solverConstraint(_ c: LayoutConstraint) -> LinearConstraint? {
        var terms: [Term] = []
        swap(&terms, &termBuffer)
        defer { swap(&terms, &termBuffer) }
        guard let t = translator.translate(c, terms: &terms) else { return nil }
        c.offsets = t.offsets
        c.installedDirection = t.direction
        return t.constraint
    }
}
