/// UIKit's update-constraints step and the view-controller hooks around the layout step.
extension LayoutEngine {
    /// Queues `v` for `updateConstraints()` in the next pass. - Complexity: O(1).
    func requestConstraintUpdate(_ v: View) {
        constraintRequests.append(v)
        needsLayout = true
    }

    /// Whether a view asked for a constraint update and has not been updated in this pass yet.
    var hasDueConstraintRequests: Bool {
        !constraintRequests.isEmpty
            && constraintRequests.contains { $0.constraintUpdateRequested && $0.updateConstraintsPass != pass }
    }

    /// UIKit's update-constraints step: `updateConstraints()` once for every view that asked
    /// (or joined the screen), deepest views first (equal depths in request order), and again
    /// from the bottom for the views those calls marked (a superview marked by its subview's
    /// update runs in the same step). For the screen of a `ViewController`, the controller's
    /// `updateViewConstraints()` runs instead (its default calls the screen's). Within a layout
    /// pass (`inPass`), a view already updated in this pass that asks again waits for the next
    /// pass; `updateConstraintsIfNeeded()` (`inPass` false) runs whatever is due under `root`.
    /// An override that did not reach the base implementation is recorded (`.missingSuperCall`).
    /// - Complexity: O(k log k) for k views due, plus the hooks; O(1) when nothing asked.
    func runUpdateConstraints(in root: View?, inPass: Bool) {
        guard !constraintRequests.isEmpty else { return }
        var due: [View] = []
        swap(&due, &constraintScratch)
        defer {
            due.removeAll(keepingCapacity: true)
            swap(&due, &constraintScratch)
        }
        while !constraintRequests.isEmpty {
            var later: [View] = []
            // Index loops here and below: a `for … in` over an array allocates a coroutine
            // frame per element in a debug build, which the benchmark gate counts (a first
            // pass visits every view).
            var i = 0
            while i < constraintRequests.count {
                let v = constraintRequests[i]
                i += 1
                // Entries already served or for views that left this screen are dropped.
                guard v.constraintUpdateRequested, v.layoutNode.engine === self else { continue }
                if (inPass && v.updateConstraintsPass == pass) || (root.map { !v.isDescendant(of: $0) } ?? false) {
                    later.append(v)
                    continue
                }
                v.constraintUpdateRequested = false
                if inPass { v.updateConstraintsPass = pass }
                due.append(v)
            }
            if later.isEmpty { constraintRequests.removeAll(keepingCapacity: true) } else { constraintRequests = later }
            guard !due.isEmpty else { return }
            if due.count > 1 { orderDeepestFirst(&due) }
            i = 0
            while i < due.count { updateConstraints(of: due[i]); i += 1 }
            due.removeAll(keepingCapacity: true)
        }
    }

    /// Orders `views` by depth, deepest first, keeping the request order within a depth: a
    /// counting sort over depths, in buffers kept between passes (no comparisons and, once
    /// warm, no allocations: a screen's first pass updates every view).
    /// - Complexity: O(k + d) for k views and their largest depth d.
    private func orderDeepestFirst(_ views: inout [View]) {
        let k = views.count
        var maxDepth = 0, i = 0
        while i < k { maxDepth = max(maxDepth, views[i].layoutNode.depth); i += 1 }
        var slots = depthScratch
        depthScratch = []
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(0, count: maxDepth + 1))
        i = 0
        while i < k { slots[views[i].layoutNode.depth] += 1; i += 1 }
        var start = 0
        for d in stride(from: maxDepth, through: 0, by: -1) {
            let n = slots[d]
            slots[d] = start
            start += n
        }
        var out = orderScratch
        orderScratch = []
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: views)
        i = 0
        while i < k {
            let v = views[i], d = v.layoutNode.depth
            out[slots[d]] = v
            slots[d] += 1
            i += 1
        }
        swap(&views, &out)
        out.removeAll(keepingCapacity: true)
        orderScratch = out
        depthScratch = slots
    }

    /// Calls one view's update hook (its controller's for the screen) and records an override
    /// that did not call super.
    private func updateConstraints(of v: View) {
        v.reachedBaseUpdateConstraints = false
        let controller = v === screen ? screen.viewController : nil
        if let controller { controller.updateViewConstraints() } else { v.updateConstraints() }
        guard !v.reachedBaseUpdateConstraints else { return }
        let hook = controller.map { "\(type(of: $0)).updateViewConstraints()" } ?? "\(v.layoutName).updateConstraints()"
        let base = controller == nil ? "super.updateConstraints()" : "super.updateViewConstraints()"
        record(LayoutEvent(kind: .missingSuperCall,
                           message: "\(hook) did not call \(base) (UIKit raises an exception); the constraints it changed are kept"))
    }

    /// The screen's safe-area and margin hooks after a profile change (rotation, a new safe
    /// area), once each in the pass that applies it.
    func notifyScreenInsets() {
        let changed = screenInsetsChanged
        screenInsetsChanged = (false, false)
        if changed.safeArea { screen.safeAreaInsetsDidChange() }
        if changed.margins || (changed.safeArea && screen.insetsLayoutMarginsFromSafeArea) { screen.layoutMarginsDidChange() }
    }
}
