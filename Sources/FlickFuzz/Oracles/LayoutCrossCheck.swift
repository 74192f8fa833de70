import FlickLayout
import FlickSolver

/// The incremental-versus-from-scratch check: the screen's active constraints, as
/// `Screen.exportCAS` writes them, solved by a fresh `Solver` (`Screen.freshSolve`, the same
/// solve as running the exported script, without writing and parsing it), must give every view
/// the frame the incremental layout shows, to the pixel. This catches tableau corruption
/// that no other invariant sees (a row left stale by an in-place update, a wrong pivot after
/// a removal).
///
/// A view whose layout is not unique (it or an ancestor is ambiguous: optimal solutions tie)
/// may legitimately differ between two solvers and is not compared. A fresh solver that finds
/// the installed constraints unsatisfiable is a mismatch too: the incremental solver holds
/// them all as satisfied.
///
/// - Complexity: O(constraints · terms) to export, one fresh solve, O(views).
package enum LayoutCrossCheck {
    /// How far apart two pixel-rounded edges may be, in pixels (rounding of values that differ
    /// in their last bits may move an edge by one).
    package static let tolerancePixels = 1.0

    /// The first difference between the incremental layout of `root` and a fresh solve, or nil.
    package static func mismatch(in root: Screen) -> String? {
        let fresh = root.freshSolve()
        if let error = fresh.failure { return "a fresh solve of the installed constraints fails: \(error)" }
        let scale = root.scale
        var found: String?
        // Preorder, without a retain of any view (in a forked case, no write to the template's
        // pages); each view is handed the origin its superview solved to, in root coordinates
        // ((0, 0) for the root, and below a view the fresh solve has no values for).
        root.walkSubtreeUnretained(from: (x: 0.0, y: 0.0)) { v, base in
            guard let x = fresh.value(v, "x"), let y = fresh.value(v, "y"),
                  let w = fresh.value(v, "w"), let h = fresh.value(v, "h") else { return (0, 0) }
            let origin = (x: base.x + x, y: base.y + y)
            let solved = Rect(x: origin.x, y: origin.y, width: w, height: h).roundedToPixels(scale: scale)
            let shown = v.layoutSpaceFrame
            if let edge = differingEdge(solved, shown, scale: scale), !isAmbiguous(v) {
                found = "\(v.layoutName) \(edge): incremental \(shown), fresh solve \(solved)"
                return nil
            }
            return origin
        }
        return found
    }

    /// The name of the first edge of `a` and `b` more than `tolerancePixels` apart, or nil.
    package static func differingEdge(_ a: Rect, _ b: Rect, scale: Double) -> String? {
        let limit = (tolerancePixels + 1e-6) / max(scale, 1)
        let edges: [(String, Double, Double)] = [("minX", a.minX, b.minX), ("minY", a.minY, b.minY),
                                                 ("maxX", a.maxX, b.maxX), ("maxY", a.maxY, b.maxY)]
        for (name, p, q) in edges {
            if p.isNaN != q.isNaN { return name }
            if p.isFinite && q.isFinite && abs(p - q) > max(limit, abs(p) * 1e-9) { return name }
            if p.isInfinite != q.isInfinite || (p.isInfinite && p != q) { return name }
        }
        return nil
    }

    /// Whether `v` or one of its ancestors has an ambiguous layout.
    private static func isAmbiguous(_ v: View) -> Bool {
        var p: View? = v
        while let q = p {
            if q.hasAmbiguousLayout { return true }
            p = q.superview
        }
        return false
    }
}
