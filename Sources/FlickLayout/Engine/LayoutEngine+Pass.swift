import FlickCore
import FlickSolver

/// The layout pass: refresh generated constraints, flush the activation queue, solve, read back
/// what changed, place it on the pixel grid, and feed width-dependent text, safe areas and
/// subclass hooks back until nothing more changes.
extension LayoutEngine {
    /// One layout pass, run to its fixed point, as UIKit's layout engine runs until no view
    /// needs layout: rounds of solve → feedback (multi-line labels re-wrapped at their new
    /// width, safe-area insets and the margins that include them, `layoutSubviews` hooks) until
    /// a round's feedback changes nothing, so the frames a pass leaves are the same whether one
    /// pass or many run before the screen is shown (a display link at 60 or 120 Hz).
    ///
    /// Feedback that has not settled after `maxRounds` rounds is a **layout feedback loop**
    /// (it diverges or oscillates: no layout satisfies the constraints together with the
    /// margins or text metrics they produce). Policy: one closing round solves the constraints
    /// as they stand and places the frames, without feeding back again, and the pass records a
    /// `.feedbackLoop` event naming the views that still moved (UIKit's layout feedback loop
    /// debugger names them too). The frames then solve the constraints exactly (as a fresh
    /// solver would), with each moved view's safe-area insets, margins and wrap width those of
    /// the round before; nothing is left pending, so the next pass does nothing until something
    /// else changes, and the result does not depend on how many passes run.
    /// - Complexity: at most `maxRounds + 1` solves; each round reads and places only what changed.
    func layout() -> LayoutPassResult {
        pass += 1
        var result = LayoutPassResult()
        result.pass = pass
        var reported: [LayoutNode] = []
        let scale = screen.scale
        for round in 0...LayoutEngine.maxRounds {
            result.rounds = round + 1
            // 1. UIKit's update-constraints step (bottom-up hooks), generated constraints (stack
            //    arrangements, content sizes), then the queue.
            // Called only with requests waiting (most passes have none): the call alone costs
            // more than the check.
            if !constraintRequests.isEmpty { runUpdateConstraints(in: nil, inPass: true) }
            updateGeneratedConstraints()
            flush()
            // 2. Solve and read back only what changed.
            let changed = solver.updateVariables()
            result.changedVariables += changed.count
            let stamp = pass &* 8 &+ round
            var touched: [LayoutNode] = []
            for node in fresh where node.stamp != stamp {
                guard node.vars != nil else { continue }
                read(node, stamp)
                touched.append(node)
            }
            fresh.removeAll()
            for v in changed {
                let id = Int(v.id)
                guard id < owners.count, let node = owners[id], node.stamp != stamp, node.vars != nil else { continue }
                read(node, stamp)
                touched.append(node)
            }
            // Screen rectangles, top-down from each changed node that has no changed ancestor;
            // a node's subtree is revisited only where its origin moved or on the way down to
            // a changed node. Every path is marked (by `hasChangedAncestor`) before any walk.
            var moved: [LayoutNode] = []
            // Guarded: `removeAll(where:)` on an empty list still costs a call (about 200
            // instructions), and most passes of a replay read nothing.
            if !touched.isEmpty { touched.removeAll { hasChangedAncestor($0, stamp) } }
            for node in touched {
                propagate(node, stamp: stamp, scale: scale, moved: &moved, reported: &reported)
            }
            // The closing round of a pass whose feedback did not settle: no feedback.
            if round == LayoutEngine.maxRounds {
                if !moved.isEmpty { record(feedbackLoop(moved)) }
                break
            }
            // 3. Feedback: width-dependent text, safe-area insets, subclass hooks.
            let before = mutations
            for node in moved {
                if let label = node.view as? Label { label.widthDidChange(node.rect.width) }
                else if let textView = node.view as? TextView { textView.widthDidChange(node.rect.width) }
            }
            refreshSafeAreas(moved)
            // Only when a view asked or something moved: on most passes neither (the call and
            // its buffer swap cost about 60 instructions a pass).
            if !layoutRequests.isEmpty || !moved.isEmpty { runLayoutSubviews(resizedIn: moved) }
            if pendingUpdates.isEmpty && queue.isEmpty && mutations == before && !hasDueLayoutRequests
                && !hasDueConstraintRequests { break }
        }
        needsLayout = !layoutRequests.isEmpty || !constraintRequests.isEmpty
        result.events = Array(events[reportedEvents...])
        reportedEvents = events.count
        result.changes = reported.compactMap { node in
            guard node.rounded != node.passOld, let view = node.view else { return nil }
            return FrameChange(view: view, old: node.passOld, new: node.rounded)
        }
        return result
    }

    /// The event of a pass cut off at its round limit: the views (at most four, in the order
    /// the closing round placed them) that the closing round still moved.
    private func feedbackLoop(_ moved: [LayoutNode]) -> LayoutEvent {
        var names: [String] = []
        for node in moved {
            guard let v = node.view ?? node.guide?.owningView, !names.contains(v.layoutName) else { continue }
            names.append(v.layoutName)
            if names.count == 4 { break }
        }
        let more = moved.count > names.count ? " …" : ""
        return LayoutEvent(kind: .feedbackLoop,
                           message: "layout feedback loop: still changing after \(LayoutEngine.maxRounds) rounds of feedback in one pass (\(names.joined(separator: ", "))\(more)); the frames solve the constraints as they stand")
    }

    /// UIKit's layout step: `layoutSubviews()` once in this pass for every view whose bounds
    /// changed (its size in this pass; a scroll offset marks the scroll view) or that asked with
    /// `setNeedsLayout()`, shallow views first (parents before children; equal depths in
    /// request order, then tree order). A view that asks again after it ran in this pass is
    /// laid out in the next pass. Constraint changes made in a hook are solved in this pass.
    /// - Complexity: O(k log k) for k views due, plus the hooks.
    func runLayoutSubviews(resizedIn moved: [LayoutNode]) {
        // The list of views due reuses one buffer pass after pass (a scrolling scroll view is
        // due every tick); taken out while in use, so a hook's nested pass gets its own.
        var due: [View] = []
        swap(&due, &dueScratch)
        defer {
            due.emptyKeepingCapacity()
            swap(&due, &dueScratch)
        }
        let me = ObjectIdentifier(self)
        if !layoutRequests.isEmpty {
            var later: [View] = []
            // The loops below read each listed view without a retain (`unretained(at:)`; a
            // `for v in list` loop retains and releases every element): the list holds each of
            // its views and is not changed while it is read (no hook runs here); only a view
            // kept in another list is retained (appended).
            for i in layoutRequests.indices {
                let listed = layoutRequests.unretained(at: i)
                let keep: Int = listed._withUnsafeGuaranteedRef { v in
                    // Entries already served (a view marked again after leaving and rejoining)
                    // or for views that left this screen are dropped.
                    guard v.needsLayoutRequested, v.layoutNode.engineID == me else { return 0 }
                    if v.layoutSubviewsPass == pass { return 1 }
                    v.needsLayoutRequested = false
                    v.layoutSubviewsPass = pass
                    return 2
                }
                if keep == 1 { later.append(listed.takeUnretainedValue()) }
                else if keep == 2 { due.append(listed.takeUnretainedValue()) }
            }
            // Emptied in place when nothing waits, so the next request reuses the buffer.
            if later.isEmpty { layoutRequests.emptyKeepingCapacity() } else { layoutRequests = later }
        }
        // `moved` (the caller's) holds every node, each held by its view or guide, which the
        // screen's tree holds for the pass: read without a retain.
        for i in moved.indices {
            let owner: View? = moved.unretained(at: i)._withUnsafeGuaranteedRef { node in
                guard node.resizedPass == pass else { return nil }
                // A resized content layout guide changes its scroll view's content size.
                let owner = node.view ?? (node.guide?.role == .scrollContent ? node.guide?.owningView : nil)
                guard let v = owner, v.layoutSubviewsPass != pass else { return nil }
                v.layoutSubviewsPass = pass
                return v
            }
            if let v = owner { due.append(v) }
        }
        guard !due.isEmpty else { return }
        if due.count > 1 {
            due = due.enumerated().sorted { a, b in
                let da = a.element.layoutNode.depth, db = b.element.layoutNode.depth
                return da != db ? da < db : a.offset < b.offset
            }.map(\.element)
        }
        // `due`, a local no hook can reach, holds each view strongly until the loop ends, so a
        // hook that removes a view still due (its superview's, say) cannot free it: called
        // without a retain and release of each view.
        for i in due.indices { due.unretained(at: i)._withUnsafeGuaranteedRef { $0.layoutSubviews() } }
    }

    /// Whether a view asked for layout and has not been laid out in this pass yet.
    var hasDueLayoutRequests: Bool { layoutRequests.contains { $0.needsLayoutRequested && $0.layoutSubviewsPass != pass } }

    /// Rebuilds the stack arrangements and content-size constraints that asked for it, in
    /// request order (their constraints join the queue).
    func updateGeneratedConstraints() {
        while !pendingUpdates.isEmpty {
            let batch = pendingUpdates
            pendingUpdates.removeAll(keepingCapacity: true)
            for v in batch {
                if let st = v as? StackView, st.needsRecipe, st.layoutNode.engine === self { st.rebuildArrangement() }
                updateContentSize(v)
            }
        }
    }

    @inline(__always) private func read(_ node: LayoutNode, _ stamp: Int) {
        guard let vars = node.vars else { return }
        node.stamp = stamp
        node.local = Rect(x: solver.value(of: vars.x), y: solver.value(of: vars.y),
                          width: solver.value(of: vars.w), height: solver.value(of: vars.h))
    }

    /// Whether a node above `node` changed in this round (`stamp`). If one did, the nodes
    /// between them are marked (`pathStamp`), so the walk down from that ancestor reaches
    /// `node` even where nothing on the way changed or moved.
    /// - Complexity: O(depth from `node` up to its nearest changed ancestor, or to the screen).
    func hasChangedAncestor(_ node: LayoutNode, _ stamp: Int) -> Bool {
        var p = node.parent
        while let q = p, q.stamp != stamp { p = q.parent }
        guard let changed = p else { return false }
        var m = node.parent
        while let q = m, q !== changed, q.pathStamp != stamp { q.pathStamp = stamp; m = q.parent }
        return true
    }

    /// Recomputes `node`'s screen rectangle from its parent's and its solved local one, then its
    /// children's where needed (their origin moved with it, or they changed themselves).
    func propagate(_ node: LayoutNode, stamp: Int, scale: Double, moved: inout [LayoutNode], reported: inout [LayoutNode]) {
        let base = node.parent?.rect.origin ?? .zero
        let l = node.local
        let newRect = Rect(x: base.x + l.minX, y: base.y + l.minY, width: l.width, height: l.height)
        let originMoved = newRect.origin != node.rect.origin
        node.rect = newRect
        let r = newRect.roundedToPixels(scale: scale)
        if r != node.rounded {
            if r.size != node.rounded.size { node.resizedPass = pass }
            if node.reportStamp != pass { node.reportStamp = pass; node.passOld = node.rounded; reported.append(node) }
            if let view = node.view {
                screen.modelWillChange?(view)
                // No retain: the superview outlives this write (see `View.superviewRef`).
                view.superviewRef?._withUnsafeGuaranteedRef { $0.childGeometryVersion &+= 1 }
            }
            node.rounded = r
            moved.append(node)
        }
        guard let view = node.view else { return }
        for child in view.subviews where originMoved || child.layoutNode.stamp == stamp || child.layoutNode.pathStamp == stamp {
            propagate(child.layoutNode, stamp: stamp, scale: scale, moved: &moved, reported: &reported)
        }
        for g in view.layoutGuides where originMoved || g.layoutNode.stamp == stamp {
            propagate(g.layoutNode, stamp: stamp, scale: scale, moved: &moved, reported: &reported)
        }
    }

    // MARK: Content size

    /// Brings a view's content-size constraints up to date.
    func updateContentSize(_ v: View) {
        guard v.needsContentSizeUpdate, v.layoutNode.engine === self else { return }
        v.needsContentSizeUpdate = false
        let size = v.intrinsicContentSize
        for axis in LayoutAxis.allCases {
            let value = size[axis]
            let attr: LayoutAttribute = axis == .horizontal ? .width : .height
            if updateContentPair(v, axis, value, attr) { continue }
            for k in 0..<2 {
                let i = axis.rawValue * 2 + k
                if value < 0 || !value.isFinite {
                    if let c = v.contentConstraints[i] { uninstall(c); v.contentConstraints[i] = nil }
                    continue
                }
                let p = k == 0 ? v.contentHuggingPriority(for: axis) : v.contentCompressionResistancePriority(for: axis)
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

    /// Keeps an axis's hugging and compression-resistance constraints as one solver constraint
    /// (`contentPair`) when the size is known and both priorities are optional; returns false,
    /// after taking an existing pair out, when the axis needs the two inequalities instead.
    /// The pair is two `LayoutConstraint`s as always (descriptions, `constraintsAffectingLayout`,
    /// `.cas` export); only the hugging one is queued, and the compression one shares its handle.
    private func updateContentPair(_ v: View, _ axis: LayoutAxis, _ value: Double, _ attr: LayoutAttribute) -> Bool {
        let i = axis.rawValue * 2
        let hug = v.contentHuggingPriority(for: axis), resist = v.contentCompressionResistancePriority(for: axis)
        let pairs = pairsContentSizes && value >= 0 && value.isFinite && !hug.isRequired && !resist.isRequired
        if let h = v.contentConstraints[i], let partner = h.pairedCompression {
            if pairs && h.storedPriority == hug && partner.storedPriority == resist {
                if h.constant != value { h.constant = value }                    // moves the shared constraint
                if partner.constant != value { partner.constant = value }        // already moved: no change
                return true
            }
            uninstall(h)
            uninstall(partner)
            h.pairedCompression = nil
            v.contentConstraints[i] = nil
            v.contentConstraints[i + 1] = nil
        }
        guard pairs else { return false }
        for k in 0..<2 { if let c = v.contentConstraints[i + k] { uninstall(c); v.contentConstraints[i + k] = nil } }
        let h = LayoutConstraint(item: v, attribute: attr, relatedBy: .lessThanOrEqual,
                                 toItem: nil, attribute: .notAnAttribute, constant: value, priority: hug)
        h.origin = .contentHugging
        let c = LayoutConstraint(item: v, attribute: attr, relatedBy: .greaterThanOrEqual,
                                 toItem: nil, attribute: .notAnAttribute, constant: value, priority: resist)
        c.origin = .contentCompression
        c.isPairedCompression = true
        h.pairedCompression = c
        v.contentConstraints[i] = h
        v.contentConstraints[i + 1] = c
        install(h)
        return true
    }

    // MARK: Safe areas

    /// Recomputes the safe-area insets of the views that moved (every view's after the
    /// screen's insets changed; every watcher's after a new watcher), so a frame costs only
    /// what changed: the guides of watching views follow, and each view whose insets changed
    /// gets `safeAreaInsetsDidChange()` (and `layoutMarginsDidChange()` when its margins
    /// include them). - Complexity: O(1) per moved view outside the unsafe edges.
    func refreshSafeAreas(_ moved: [LayoutNode]) {
        if screenInsetsChanged.safeArea || screenInsetsChanged.margins {
            safeAreaDirty = false
            let changedSafeArea = screenInsetsChanged.safeArea
            notifyScreenInsets()
            if changedSafeArea {
                for sub in screen.subviews { sub.forEachInSubtree { refreshSafeArea($0) } }
                return
            }
        }
        if safeAreaDirty {
            safeAreaDirty = false
            for v in watchedSafeArea where v.layoutNode.engine === self { refreshSafeArea(v) }
        }
        // An index loop: see `runUpdateConstraints` (a first pass moves every view).
        var i = 0
        while i < moved.count {
            if let v = moved[i].view, v !== screen { refreshSafeArea(v) }
            i += 1
        }
    }

    func refreshSafeArea(_ v: View) {
        let insets = safeAreaInsets(of: v)
        if insets != v.storedSafeAreaInsets {
            v.storedSafeAreaInsets = insets
            if v.watchesSafeArea { v.applyInsetsToGuides() }
            v.safeAreaInsetsChanged()
        }
    }

    /// The safe-area insets of `v` from its current screen rectangle: its overlap with the
    /// screen's unsafe edges, each clamped to the view's size. Content of a scroll view gets
    /// none (the scroll view adjusts its content inset instead, UIKit's automatic content-inset
    /// adjustment). - Complexity: O(depth).
    func safeAreaInsets(of v: View) -> EdgeInsets {
        let s = screen.storedSafeAreaInsets
        let size = screen.bounds.size
        let r = v.layoutNode.rect
        func clamp(_ x: Double, _ hi: Double) -> Double { max(0, min(hi, x)) }
        let insets = EdgeInsets(top: clamp(s.top - r.minY, r.height), left: clamp(s.left - r.minX, r.width),
                                bottom: clamp(r.maxY - (size.height - s.bottom), r.height),
                                right: clamp(r.maxX - (size.width - s.right), r.width))
        // The walk up for a scroll view only when the view reaches into an unsafe edge.
        return insets == .zero || v.isInsideScrollView ? .zero : insets
    }
}
