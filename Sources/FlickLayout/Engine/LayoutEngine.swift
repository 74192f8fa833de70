import FlickSolver

/// The storage for the variable → item map (one alias so it can be measured and swapped).
typealias VariableOwnerTable = [LayoutNode?]

/// One screen's constraint engine: the solver, the map from solver variables back to items,
/// the queue of views whose generated constraints need refreshing, and the layout pass.
///
/// Work is proportional to change: activating, deactivating or changing a constraint touches the
/// solver once; a layout pass visits only the variables the solver reports as changed.
final class LayoutEngine {
    unowned let screen: Screen
    let solver = Solver()
    var owners: VariableOwnerTable = []
    var byHandle: [ConstraintHandle: LayoutConstraint] = [:]
    var events: [LayoutEvent] = []
    /// Nodes attached since the last pass: placed even if their variables stay at zero.
    var fresh: [LayoutNode] = []
    /// How many events earlier passes have reported.
    var reportedEvents = 0
    var pendingUpdates: [View] = []
    var watchedSafeArea: [View] = []
    var needsLayout = true
    var pass = 0
    var nextSerial = 0
    /// Maximum solve → feedback rounds in one pass (label re-wrapping, safe-area insets, hooks).
    static let maxRounds = 4

    init(screen: Screen) { self.screen = screen }

    func record(_ e: LayoutEvent) { events.append(e) }

    // MARK: Attaching items

    func makeVariables(for node: LayoutNode, name: String) {
        guard node.vars == nil else { return }
        let n = sanitize(name)
        let v = ItemVariables(x: solver.makeVariable(n + ".x"), y: solver.makeVariable(n + ".y"),
                              w: solver.makeVariable(n + ".w"), h: solver.makeVariable(n + ".h"))
        node.vars = v
        node.engine = self
        node.serial = nextSerial
        nextSerial += 1
        node.rect = .zero
        node.local = .zero
        node.rounded = .zero
        node.view?.superview?.childGeometryVersion &+= 1
        fresh.append(node)
        for x in [v.x, v.y, v.w, v.h] {
            let i = Int(x.id)
            if i >= owners.count { owners.append(contentsOf: repeatElement(nil, count: i - owners.count + 1)) }
            owners[i] = node
        }
    }

    func dropVariables(for node: LayoutNode) {
        if let v = node.vars {
            for x in [v.x, v.y, v.w, v.h] where Int(x.id) < owners.count { owners[Int(x.id)] = nil }
        }
        node.vars = nil
        node.engine = nil
        node.view?.superview?.childGeometryVersion &+= 1
    }

    /// Attaches a subtree: variables first (constraints may reach into descendants), then the
    /// constraints held in the subtree, then generated ones.
    func attach(_ root: View) {
        events.append(contentsOf: root.pendingEvents)
        root.pendingEvents = []
        root.forEachInSubtree { v in
            makeVariables(for: v.layoutNode, name: v.layoutName)
            for g in v.layoutGuides { makeVariables(for: g.layoutNode, name: g.layoutName) }
        }
        root.forEachInSubtree { v in
            for c in v.constraints { install(c) }
            v.installAutoresizingConstraints()
            v.needsContentSizeUpdate = true
            needsUpdate(v)
            if v.safeAreaGuideStorage != nil || v.marginsGuideStorage != nil { watchSafeArea(v) }
            if let s = v as? StackView { s.needsRecipe = true }
        }
        needsLayout = true
    }

    func detach(_ root: View) {
        root.forEachInSubtree { v in
            for c in v.constraints { uninstall(c) }
            for case let c? in v.contentConstraints { uninstall(c) }
            v.contentConstraints = [nil, nil, nil, nil]
            for g in v.layoutGuides { dropVariables(for: g.layoutNode) }
            dropVariables(for: v.layoutNode)
        }
        watchedSafeArea.removeAll { v in
            if v.layoutNode.engine !== self { v.watchesSafeArea = false; return true }
            return false
        }
        needsLayout = true
    }

    func attachGuide(_ g: LayoutGuide) { makeVariables(for: g.layoutNode, name: g.layoutName) }
    func detachGuide(_ g: LayoutGuide) { dropVariables(for: g.layoutNode) }

    func needsUpdate(_ v: View) {
        pendingUpdates.append(v)
        needsLayout = true
    }

    func watchSafeArea(_ v: View) {
        guard !(v is Screen), !v.watchesSafeArea else { return }
        v.watchesSafeArea = true
        watchedSafeArea.append(v)
        safeAreaDirty = true
    }

    // MARK: Constraints → solver

    /// The variables whose x (y) sum to `item`'s origin in `holder`'s coordinates: the item's own
    /// and those of its ancestors below `holder` (empty for the holder itself); nil when the item
    /// is not inside `holder` or not attached.
    ///
    /// Each view's x, y are relative to its superview (a guide's to its owning view), so a
    /// tableau row only mentions the views near a constraint — deep and long layouts keep short
    /// rows, and moving a container does not rewrite its descendants' rows.
    func originChain(_ item: LayoutItem, in holder: View) -> [ItemVariables]? {
        if item === holder { return [] }
        guard let own = item.layoutNode.vars else { return nil }
        var chain = [own]
        var p: View? = item.layoutNode.view?.superview ?? item.layoutNode.guide?.owningView
        while let cur = p, cur !== holder {
            guard let v = cur.layoutNode.vars else { return nil }
            chain.append(v)
            p = cur.superview
        }
        return p === holder ? chain : nil
    }

    /// The expression of `attr` of `item` in `holder`'s coordinates.
    func expression(_ item: LayoutItem, _ attr: LayoutAttribute, _ dir: LayoutDirection, in holder: View,
                    other: LayoutItem?) -> Expression? {
        var item = item
        // A scroll view's edges, as seen from its content, are its content area.
        if let sv = item as? ScrollView, let o = other?.owningView, o !== sv, o.isDescendant(of: sv),
           [.left, .right, .top, .bottom, .leading, .trailing].contains(attr.withoutMargin) {
            item = sv.contentLayoutGuide
        }
        guard let v = item.layoutNode.vars, let chain = originChain(item, in: holder) else { return nil }
        let x = Expression(chain.map { Term($0.x) }), y = Expression(chain.map { Term($0.y) })
        let view = item as? View
        var m = EdgeInsets.zero
        if attr.isMargin, let view {
            m = view.effectiveLayoutMargins
            watchSafeArea(view)
        }
        let ltr = dir == .leftToRight
        switch attr {
        case .left, .leftMargin: return x + m.left
        case .right, .rightMargin: return x + v.w - m.right
        case .top, .topMargin: return y + m.top
        case .bottom, .bottomMargin: return y + v.h - m.bottom
        case .leading, .leadingMargin: return ltr ? x + m.left : x + v.w - m.right
        case .trailing, .trailingMargin: return ltr ? x + v.w - m.right : x + m.left
        case .width: return Expression(v.w)
        case .height: return Expression(v.h)
        case .centerX, .centerXWithinMargins: return x + 0.5 * v.w + (m.left - m.right) / 2
        case .centerY, .centerYWithinMargins: return y + 0.5 * v.h + (m.top - m.bottom) / 2
        case .firstBaseline:
            guard let view else { return y }
            let b = view.forFirstBaselineLayout
            guard let bc = originChain(b, in: holder) else { return y }
            return Expression(bc.map { Term($0.y) }) + b.firstBaselineOffsetFromTop
        case .lastBaseline:
            guard let view else { return y + v.h }
            let b = view.forLastBaselineLayout
            guard let bv = b.layoutNode.vars, let bc = originChain(b, in: holder) else { return y + v.h }
            return Expression(bc.map { Term($0.y) }) + bv.h - b.lastBaselineOffsetFromBottom
        case .notAnAttribute: return Expression()
        }
    }

    /// The solver constraint for `c`, in the coordinates of the view holding it (so a location
    /// multiplier is measured from that view's origin, as UIKit), and the offset part of its
    /// constant.
    func solverConstraint(_ c: LayoutConstraint) -> FlickSolver.Constraint? {
        let dir = c.firstItem.owningView?.effectiveLayoutDirection ?? .leftToRight
        var e: Expression
        if case .screen = c.origin, let v = c.firstItem.layoutNode.vars {
            // The screen's own origin and size, in layout space.
            switch c.firstAttribute {
            case .left: e = Expression(v.x)
            case .top: e = Expression(v.y)
            case .width: e = Expression(v.w)
            default: e = Expression(v.h)
            }
        } else {
            guard let holder = c.holder ?? c.firstItem.owningView else { return nil }
            // Under right-to-left, leading/trailing constraints are measured leftwards: a positive
            // constant moves toward the trailing edge (UIKit's mirroring), so both sides are negated.
            let mirror: Double = dir == .rightToLeft && c.firstAttribute.isDirectional
                && (c.secondItem == nil || c.secondAttribute.isDirectional) ? -1 : 1
            guard let first = expression(c.firstItem, c.firstAttribute, dir, in: holder, other: c.secondItem) else { return nil }
            e = mirror * first
            if let s = c.secondItem, c.secondAttribute != .notAnAttribute {
                guard let r = expression(s, c.secondAttribute, dir, in: holder, other: c.firstItem) else { return nil }
                e = e - c.multiplier * (mirror * r)
            }
        }
        e = e - c.constant
        c.offsets = e.constant + c.constant
        c.installedDirection = dir
        let rel: Relation
        switch c.relation {
        case .equal: rel = .equal
        case .lessThanOrEqual: rel = .lessOrEqual
        case .greaterThanOrEqual: rel = .greaterOrEqual
        }
        return FlickSolver.Constraint(e, rel, strength: c.storedPriority.strength)
    }

    func install(_ c: LayoutConstraint) {
        guard c.handle == nil, let sc = solverConstraint(c) else { return }
        c.engine = self
        c.isBroken = false
        mutations &+= 1
        do throws(SolverError) {
            let h = try solver.add(sc)
            c.handle = h
            byHandle[h] = c
        } catch {
            // A stack's generated constraint yields to the user's constraint it conflicts with
            // (UIKit logs the conflict and the hidden arranged view still collapses).
            if case .unsatisfiable(let ex) = error, case .stack = c.origin,
               let victim = ex.conflicting.compactMap({ byHandle[$0] }).last(where: { !$0.origin.isGenerated }),
               let vh = victim.handle {
                try? solver.remove(vh)
                byHandle[vh] = nil
                victim.handle = nil
                victim.isBroken = true
                if let h = try? solver.add(sc) {
                    c.handle = h
                    byHandle[h] = c
                    let others = ex.conflicting.compactMap { byHandle[$0] }.filter { $0 !== victim }
                    record(LayoutEvent(kind: .unsatisfiable, message: "generated constraint conflicts with required constraints",
                                       constraints: [c, victim] + others, broken: victim))
                    needsLayout = true
                    return
                }
                // Still unsatisfiable: restore the victim and break the newcomer instead.
                victim.isBroken = false
                if let vc = solverConstraint(victim), let h = try? solver.add(vc) { victim.handle = h; byHandle[h] = victim }
            }
            breakConstraint(c, error: error, updated: false)
        }
        needsLayout = true
    }

    func uninstall(_ c: LayoutConstraint) {
        if let h = c.handle {
            do throws(SolverError) { try solver.remove(h) } catch { /* already gone: nothing to undo */ }
            byHandle[h] = nil
            c.handle = nil
            needsLayout = true
            mutations &+= 1
        }
        c.engine = nil
        c.isBroken = false
    }

    /// Records the conflict and leaves `c` active but out of the solver (UIKit's "breaking").
    /// Policy (UIKit's choice is undocumented): the constraint whose activation or change caused
    /// the conflict is the one broken — except a stack view's generated constraint, which breaks
    /// the most recent user constraint in the minimal set instead (so hidden arranged views
    /// still collapse, as in UIKit). A broken constraint is retried on its next constant or
    /// priority change.
    func breakConstraint(_ c: LayoutConstraint, error: SolverError, updated: Bool) {
        c.isBroken = true
        switch error {
        case .unsatisfiable(let ex):
            let others = ex.conflicting.compactMap { byHandle[$0] }.filter { $0 !== c }
            record(LayoutEvent(kind: .unsatisfiable,
                               message: updated ? "constant change made required constraints conflict" : "activation conflicts with required constraints",
                               constraints: [c] + others, broken: c))
        default:
            record(LayoutEvent(kind: .invalidChange, message: error.description, constraints: [c], broken: c))
        }
    }

    func constantChanged(_ c: LayoutConstraint) {
        if c.isBroken { retry(c); return }
        guard let h = c.handle else { return }
        mutations &+= 1
        do throws(SolverError) {
            try solver.setConstant(of: h, to: c.offsets - c.constant)
        } catch {
            try? solver.remove(h)
            byHandle[h] = nil
            c.handle = nil
            breakConstraint(c, error: error, updated: true)
        }
        needsLayout = true
    }

    func priorityChanged(_ c: LayoutConstraint) {
        if c.isBroken { retry(c); return }
        guard c.handle != nil else { return }
        uninstall(c)
        install(c)
    }

    func retry(_ c: LayoutConstraint) {
        c.isBroken = false
        install(c)
    }

    /// Recomputes margin/baseline offsets of the constraints mentioning `node`.
    func refreshOffsets(of node: LayoutNode) {
        for c in node.referencing where c.engine === self && c.handle != nil {
            let old = c.offsets
            guard solverConstraint(c) != nil else { continue }
            if c.offsets != old { constantChanged(c) }
        }
    }

    func refreshDirection(of view: View) {
        let dir = view.effectiveLayoutDirection
        for c in view.layoutNode.referencing where c.engine === self
            && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional) && c.installedDirection != dir {
            uninstall(c)
            install(c)
        }
    }

    // MARK: Generated constraints

    /// Brings a view's content-size constraints up to date.
    func updateContentSize(_ v: View) {
        guard v.layoutNode.engine === self, v.needsContentSizeUpdate else { return }
        v.needsContentSizeUpdate = false
        let size = v.intrinsicContentSize
        for axis in LayoutAxis.allCases {
            let value = size[axis]
            let attr: LayoutAttribute = axis == .horizontal ? .width : .height
            for k in 0..<2 {
                let i = axis.rawValue * 2 + k
                let p = k == 0 ? v.contentHuggingPriority(for: axis) : v.contentCompressionResistancePriority(for: axis)
                if value < 0 || !value.isFinite {
                    if let c = v.contentConstraints[i] { uninstall(c); v.contentConstraints[i] = nil }
                    continue
                }
                if let c = v.contentConstraints[i], c.storedPriority == p {
                    if c.constant != value { c.constant = value }
                    continue
                }
                if let c = v.contentConstraints[i] { uninstall(c) }
                let c = LayoutConstraint(item: v, attribute: attr, relatedBy: k == 0 ? .lessThanOrEqual : .greaterThanOrEqual,
                                         toItem: nil, attribute: .notAnAttribute, constant: value, priority: p)
                c.origin = k == 0 ? .contentHugging : .contentCompression
                v.contentConstraints[i] = c
                install(c)
            }
        }
    }

    // MARK: The layout pass

    func layout() -> LayoutPassResult {
        pass += 1
        var result = LayoutPassResult()
        result.pass = pass
        var reported: [LayoutNode] = []
        let scale = screen.scale
        for round in 0..<LayoutEngine.maxRounds {
            result.rounds = round + 1
            // 1. Update generated constraints (content sizes, stacks), in request order.
            // Stack arrangements first, in request order (outer stacks first), then content sizes:
            // a recipe's equalities then find their views' variables still free, so the solver
            // solves each for one of them, and the content-size inequalities enter through
            // their own slack variables (measured when the solver still used artificial
            // variables: 0 artificial adds instead of one per seven constraints on the profile
            // form).
            while !pendingUpdates.isEmpty {
                let batch = pendingUpdates
                pendingUpdates.removeAll(keepingCapacity: true)
                for v in batch { if let st = v as? StackView, st.needsRecipe, st.layoutNode.engine === self { st.rebuildArrangement() } }
                for v in batch { updateContentSize(v) }
            }
            // 2. Solve and read back only what changed.
            let changed = solver.updateVariables()
            result.changedVariables += changed.count
            let stamp = pass &* 8 &+ round
            var touched: [LayoutNode] = []
            for node in fresh where node.stamp != stamp {
                guard let vars = node.vars else { continue }
                node.stamp = stamp
                node.local = Rect(x: solver.value(of: vars.x), y: solver.value(of: vars.y),
                                  width: solver.value(of: vars.w), height: solver.value(of: vars.h))
                touched.append(node)
            }
            fresh.removeAll()
            for v in changed {
                let id = Int(v.id)
                guard id < owners.count, let node = owners[id], node.stamp != stamp, let vars = node.vars else { continue }
                node.stamp = stamp
                node.local = Rect(x: solver.value(of: vars.x), y: solver.value(of: vars.y),
                                  width: solver.value(of: vars.w), height: solver.value(of: vars.h))
                touched.append(node)
            }
            // Screen rectangles, top-down from each changed node that has no changed ancestor;
            // a node's subtree is revisited only where its origin moved.
            var moved: [LayoutNode] = []
            for node in touched where !hasChangedAncestor(node, stamp) {
                propagate(node, stamp: stamp, scale: scale, moved: &moved, reported: &reported)
            }
            // 3. Feedback: width-dependent text, safe-area insets, subclass hooks.
            let before = mutations
            for node in moved {
                if let label = node.view as? Label { label.widthDidChange(node.rect.width) }
            }
            refreshSafeAreas(moved)
            for node in moved { node.view?.layoutSubviews() }
            if pendingUpdates.isEmpty && mutations == before { break }
        }
        needsLayout = false
        result.events = Array(events[reportedEvents...])
        reportedEvents = events.count
        result.changes = reported.compactMap { node in
            guard node.rounded != node.passOld, let view = node.view else { return nil }
            return FrameChange(view: view, old: node.passOld, new: node.rounded)
        }
        return result
    }

    func parentNode(_ node: LayoutNode) -> LayoutNode? {
        (node.view?.superview ?? node.guide?.owningView)?.layoutNode
    }

    func hasChangedAncestor(_ node: LayoutNode, _ stamp: Int) -> Bool {
        var p = parentNode(node)
        while let q = p { if q.stamp == stamp { return true }; p = parentNode(q) }
        return false
    }

    /// Recomputes `node`'s screen rectangle from its parent's and its solved local one, then its
    /// children's where needed (their origin moved with it, or they changed themselves).
    func propagate(_ node: LayoutNode, stamp: Int, scale: Double, moved: inout [LayoutNode], reported: inout [LayoutNode]) {
        let base = parentNode(node)?.rect.origin ?? .zero
        let l = node.local
        let newRect = Rect(x: base.x + l.minX, y: base.y + l.minY, width: l.width, height: l.height)
        let originMoved = newRect.origin != node.rect.origin
        node.rect = newRect
        let r = newRect.roundedToPixels(scale: scale)
        if r != node.rounded {
            if node.reportStamp != pass { node.reportStamp = pass; node.passOld = node.rounded; reported.append(node) }
            if let view = node.view {
                screen.modelWillChange?(view)
                view.superview?.childGeometryVersion &+= 1
            }
            node.rounded = r
            moved.append(node)
        }
        guard let view = node.view else { return }
        for child in view.subviews where originMoved || child.layoutNode.stamp == stamp {
            propagate(child.layoutNode, stamp: stamp, scale: scale, moved: &moved, reported: &reported)
        }
        for g in view.layoutGuides where originMoved || g.layoutNode.stamp == stamp {
            propagate(g.layoutNode, stamp: stamp, scale: scale, moved: &moved, reported: &reported)
        }
    }

    /// Counts solver mutations, so the pass knows whether feedback asked for another round.
    var mutations = 0

    /// Views whose safe-area insets must be recomputed at the next pass whatever moved
    /// (new watchers, a profile change).
    var safeAreaDirty = true

    /// Recomputes the safe-area insets of watched views that moved (all of them after a
    /// profile change or a new watcher), so a frame costs only what changed.
    func refreshSafeAreas(_ moved: [LayoutNode]) {
        if safeAreaDirty {
            safeAreaDirty = false
            for v in watchedSafeArea where v.layoutNode.engine === self { refreshSafeArea(v) }
        } else {
            for node in moved { if let v = node.view, v.watchesSafeArea { refreshSafeArea(v) } }
        }
    }

    func refreshSafeArea(_ v: View) {
        // Content of a scroll view gets no safe-area insets (a scroll view adjusts its content
        // inset instead, UIKit's automatic content-inset adjustment).
        if v.isInsideScrollView {
            if v.safeAreaInsets != .zero { v.safeAreaInsets = .zero; v.applyInsetsToGuides() }
            return
        }
        let s = screen.safeAreaInsets
        let size = screen.bounds.size
        let r = v.layoutNode.rect
        func clamp(_ x: Double, _ hi: Double) -> Double { max(0, min(hi, x)) }
        let insets = EdgeInsets(top: clamp(s.top - r.minY, r.height), left: clamp(s.left - r.minX, r.width),
                                bottom: clamp(r.maxY - (size.height - s.bottom), r.height),
                                right: clamp(r.maxX - (size.width - s.right), r.width))
        if insets != v.safeAreaInsets {
            v.safeAreaInsets = insets
            v.applyInsetsToGuides()
        }
    }

    // MARK: Queries

    func ambiguousAttributes(of node: LayoutNode) -> [LayoutAttribute] {
        guard let v = node.vars else { return [] }
        var out: [LayoutAttribute] = []
        if solver.isAmbiguous(v.x) { out.append(.left) }
        if solver.isAmbiguous(v.y) { out.append(.top) }
        if solver.isAmbiguous(v.w) { out.append(.width) }
        if solver.isAmbiguous(v.h) { out.append(.height) }
        return out
    }
}

/// A name usable as a `.cas` variable: letters, digits, `_` and `.`, not starting with a digit.
func sanitize(_ s: String) -> String {
    var out = String(s.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." ? $0 : "_" }.filter { $0.isASCII })
    if out.first?.isNumber ?? true { out = "_" + out }
    return out
}
