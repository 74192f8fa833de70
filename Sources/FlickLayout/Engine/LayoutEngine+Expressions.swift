import FlickSolver

/// Turning a layout constraint into a solver constraint.
///
/// Each item's x, y are relative to its parent (a view's superview, a guide's owning view), so
/// an attribute of an item, seen from the view holding the constraint, is the sum of the
/// origins on the way up to that view: a tableau row only mentions the views near a
/// constraint — deep and long layouts keep short rows, and moving a container does not rewrite
/// its descendants' rows.
extension LayoutEngine {
    /// The solver constraint for `c`, in the coordinates of the view holding it (so a location
    /// multiplier is measured from that view's origin, as UIKit); records in `c` the offset part
    /// of its constant and the layout direction used. Nil when an item is not attached here.
    /// - Complexity: O(terms), the depth between the items and the holder.
    func solverConstraint(_ c: LayoutConstraint) -> FlickSolver.Constraint? {
        var terms: [Term] = []
        terms.reserveCapacity(8)
        var constant = 0.0
        let directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
        let dir = directional ? direction(of: c.firstItem) : .leftToRight
        if case .screen = c.origin, let v = c.firstItem.layoutNode.vars {
            // The screen's own origin and size, in layout space.
            switch c.firstAttribute {
            case .left: terms.append(Term(v.x))
            case .top: terms.append(Term(v.y))
            case .width: terms.append(Term(v.w))
            default: terms.append(Term(v.h))
            }
        } else {
            guard let holder = (c.holder ?? c.firstItem.owningView)?.layoutNode else { return nil }
            // Under right-to-left, leading/trailing constraints are measured leftwards: a positive
            // constant moves toward the trailing edge (UIKit's mirroring), so both sides are negated.
            let mirror: Double = dir == .rightToLeft && c.firstAttribute.isDirectional
                && (c.secondItem == nil || c.secondAttribute.isDirectional) ? -1 : 1
            guard append(c.firstItem, c.firstAttribute, dir, in: holder, other: c.secondItem, times: mirror,
                         terms: &terms, constant: &constant) else { return nil }
            if let s = c.secondItem, c.secondAttribute != .notAnAttribute {
                guard append(s, c.secondAttribute, dir, in: holder, other: c.firstItem, times: -c.multiplier * mirror,
                             terms: &terms, constant: &constant) else { return nil }
            }
        }
        c.offsets = constant
        c.installedDirection = dir
        let rel: Relation
        switch c.relation {
        case .equal: rel = .equal
        case .lessThanOrEqual: rel = .lessOrEqual
        case .greaterThanOrEqual: rel = .greaterOrEqual
        }
        return FlickSolver.Constraint(Expression(terms, constant: constant - c.constant), rel, strength: c.storedPriority.strength)
    }

    /// The layout direction at `item`: the nearest explicit `semanticLayoutDirection` at or above
    /// it, else the screen's. - Complexity: O(depth).
    func direction(of item: LayoutItem) -> LayoutDirection {
        guard item.layoutNode.engine === self else { return item.owningView?.effectiveLayoutDirection ?? .leftToRight }
        var n: LayoutNode? = item.layoutNode
        while let m = n {
            if let d = m.view?.semanticLayoutDirection { return d }
            n = m.parent
        }
        return screen.layoutDirection
    }

    /// Appends `k ×` (`attr` of `item` in `holder`'s coordinates) to `terms` and `constant`.
    /// Returns false when the item is not attached inside `holder`.
    private func append(_ item: LayoutItem, _ attr: LayoutAttribute, _ dir: LayoutDirection, in holder: LayoutNode,
                        other: LayoutItem?, times k: Double, terms: inout [Term], constant: inout Double) -> Bool {
        var node = item.layoutNode
        var view = node.view
        // A scroll view's edges, as seen from its content, are its content area.
        if node.isScrollView, let sv = view as? ScrollView, let o = other?.owningView, o !== sv,
           o.layoutNode.isAttachedDescendant(of: node) || (o.layoutNode.engine == nil && o.isDescendant(of: sv)) {
            switch attr.withoutMargin {
            case .left, .right, .top, .bottom, .leading, .trailing:
                node = sv.contentLayoutGuide.layoutNode
                view = nil
            default: break
            }
        }
        guard let v = node.vars else { return false }
        var m = EdgeInsets.zero
        if attr.isMargin, let view {
            m = view.effectiveLayoutMargins
            watchSafeArea(view)
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
            guard let view else { return origins(node, .vertical, holder, k, &terms) }
            let b = view.forFirstBaselineLayout
            if !origins(b.layoutNode, .vertical, holder, k, &terms) { return origins(node, .vertical, holder, k, &terms) }
            constant += k * b.firstBaselineOffsetFromTop
        case .lastBaseline:
            let plain = { (terms: inout [Term]) -> Bool in
                guard self.origins(node, .vertical, holder, k, &terms) else { return false }
                terms.append(Term(v.h, k))
                return true
            }
            guard let view else { return plain(&terms) }
            let b = view.forLastBaselineLayout
            guard let bv = b.layoutNode.vars, origins(b.layoutNode, .vertical, holder, k, &terms) else { return plain(&terms) }
            terms.append(Term(bv.h, k)); constant -= k * b.lastBaselineOffsetFromBottom
        case .notAnAttribute: break
        }
        return true
    }

    /// Appends `k ×` the origin variables on `axis` from `node` up to (not including) `holder`.
    /// Returns false (appending nothing) when `node` is not attached below `holder`.
    /// - Complexity: O(depth between them).
    private func origins(_ node: LayoutNode, _ axis: LayoutAxis, _ holder: LayoutNode, _ k: Double,
                         _ terms: inout [Term]) -> Bool {
        if node === holder { return true }
        let start = terms.count
        var n: LayoutNode? = node
        while let m = n, m !== holder {
            guard let v = m.vars, m.engine === self, m.depth > holder.depth else {
                terms.removeSubrange(start...)
                return false
            }
            terms.append(Term(axis == .horizontal ? v.x : v.y, k))
            n = m.parent
        }
        if n == nil { terms.removeSubrange(start...); return false }
        return true
    }
}
