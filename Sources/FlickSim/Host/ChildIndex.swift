import FlickCore
import FlickLayout

/// A vertical index over the subviews of a view with many of them (a feed's content view), so
/// a walk visits only the children near a band instead of every child: the frame walk asks for
/// the children near the screen, hit testing for those under the touch.
///
/// A child is *skippable* when the walk may leave it out whenever its rectangle misses the
/// band; skippable children are kept sorted by their rectangle's top, the others are always
/// returned. What counts as skippable, and which rectangle, depends on the `Purpose`.
/// Valid while the view's `childGeometryVersion` is unchanged (bumped by FlickLayout whenever
/// the list of subviews, a subview's frame or its `clipsToBounds` changes; `SceneHost` checks
/// it before each use). A child's transform is not covered by that number: hit testing tells
/// the index with `keepVisiting(_:)` when one may have changed.
///
/// - Complexity: `candidates` O(log n + answer); `rebuild` O(n log n).
final class ChildIndex {
    /// What the index serves.
    enum Purpose {
        /// The frame walk: a child that clips (`clipsToBounds`, or a scroll view) with a finite,
        /// non-negative model frame (`layoutSpaceFrame`, layout space) shows nothing of its
        /// subtree when that frame is off screen.
        case frames
        /// Hit testing: a child whose type hit-tests as `View` does (`SceneHitTesting`) and
        /// whose bounds origin is zero (not a scroll view), with an identity transform and a
        /// finite, non-negative `frame` (the superview's coordinates) within
        /// ±`SceneHitTesting.coordinateLimit`, never answers a point outside that frame.
        case hits
    }

    /// Views with at least this many subviews are indexed.
    static let threshold = 32
    /// Slack around the band, points: absorbs rounding differences between this test and the
    /// walk's exact one (which still decides for every candidate).
    static let margin = 1.0

    /// Held strongly: the scene's tree outlives its host's index, and a strong reference
    /// spares the weak load (a side-table round trip) on every tick's identity check.
    let view: View
    let purpose: Purpose
    @exclusivity(unchecked)
    private(set) var version = 0
    /// Skippable children's rectangle tops, ascending, with their subview positions.
    @exclusivity(unchecked)
    private var tops: [Double] = []
    @exclusivity(unchecked)
    private var positions: [Int32] = []
    /// The tallest skippable child, points.
    @exclusivity(unchecked)
    private var tallest = 0.0
    /// Children returned whatever the band (ascending positions).
    @exclusivity(unchecked)
    private var always: [Int32] = []
    /// Subview position of each child.
    @exclusivity(unchecked)
    private var positionOf: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked)
    private var scratch: [(Double, Int32)] = []

    init(_ view: View, purpose: Purpose = .frames) {
        self.view = view
        self.purpose = purpose
        rebuild()
    }

    /// Re-reads every child.
    func rebuild() {
        version = view.childGeometryVersion
        scratch.removeAll(keepingCapacity: true)
        always.removeAll(keepingCapacity: true)
        positionOf.removeAll(keepingCapacity: true)
        tallest = 0
        // Each child read without a retain (the list holds it): in a forked fuzz case a
        // retain is a copy-on-write fault on the child's page.
        let subviews = view.subviews
        for i in subviews.indices {
            subviews.unretained(at: i)._withUnsafeGuaranteedRef { c in file(c, at: Int32(i)) }
        }
        // Ties keep subview order, so the result never depends on the sort's stability.
        scratch.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        tops = scratch.map(\.0)
        positions = scratch.map(\.1)
    }

    /// Files child `c`, at subview position `p`, by the rectangle it may draw or be hit in
    /// (`scratch`), or as always visited when it has none to skip by.
    private func file(_ c: View, at p: Int32) {
        positionOf[ObjectIdentifier(c)] = p
        let m: Rect
        let eligible: Bool
        switch purpose {
        case .frames:
            m = c.layoutSpaceFrame
            eligible = c.clipsToBounds || c is ScrollView
        case .hits:
            m = c.frame
            let limit = SceneHitTesting.coordinateLimit
            eligible = SceneHitTesting.hitTestsAsView(c) && !(c is ScrollView) && c.transform.isIdentity
                && abs(m.minY) <= limit && abs(m.maxY) <= limit
        }
        let skippable = eligible
            && m.minX.isFinite && m.minY.isFinite && m.width.isFinite && m.height.isFinite
            && m.width >= 0 && m.height >= 0
        if skippable {
            scratch.append((m.minY, p))
            tallest = max(tallest, m.height)
        } else {
            always.append(p)
        }
    }

    /// The subview position of `child`, or -1 when it is not a subview.
    func position(of child: View) -> Int32 { positionOf[ObjectIdentifier(child)] ?? -1 }

    /// From now until the next rebuild, `child` is returned whatever the band (its transform
    /// may have changed, so its rectangle no longer bounds what it covers).
    /// - Complexity: O(n) when the child was skippable, else O(1).
    func keepVisiting(_ child: View) {
        let p = position(of: child)
        guard p >= 0 else { return }
        var lo = 0, hi = always.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if always[mid] < p { lo = mid + 1 } else { hi = mid }
        }
        if lo < always.count && always[lo] == p { return }
        always.insert(p, at: lo)
    }

    /// Replaces `out` with the positions, ascending, of the children a walk must visit for the
    /// band from `top` over `height` points (the view's content coordinates for `.frames`, its
    /// bounds coordinates for `.hits`): every skippable child whose rectangle may meet the
    /// band, and every other child, each once.
    func candidates(top: Double, height: Double, into out: inout [Int32]) {
        out.removeAll(keepingCapacity: true)
        let lo = lowerBound(top - tallest - ChildIndex.margin)
        let hi = lowerBound(top + height + ChildIndex.margin)
        if lo < hi { out += positions[lo..<hi] }
        out += always
        // Usually in order already (children stacked top to bottom in subview order).
        var sorted = true
        for k in out.indices.dropFirst() where out[k - 1] > out[k] { sorted = false; break }
        if !sorted { out.sort() }
        // A child `keepVisiting` moved to `always` may also be among the skippable ones.
        var w = 0
        for i in out.indices where i == 0 || out[i] != out[w - 1] { out[w] = out[i]; w += 1 }
        out.removeLast(out.count - w)
    }

    /// The first index whose top is ≥ `y`.
    private func lowerBound(_ y: Double) -> Int {
        var lo = 0, hi = tops.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid] < y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
