import FlickLayout

/// A vertical index over the subviews of a view with many of them (a feed's content view), so
/// the frame walk visits only the children near the screen instead of every child every tick.
///
/// A child is *skippable* when it clips (`clipsToBounds`, or a scroll view) and its model frame
/// (`layoutSpaceFrame`) is finite with a non-negative size: when such a child's frame is off
/// screen the walk leaves it and its subtree out, so only those near the visible band matter.
/// Skippable children are kept sorted by their frame's top; the others are always visited.
/// Valid while the view's `childGeometryVersion` is unchanged (`SceneHost` checks it each tick).
///
/// - Complexity: `candidates` O(log n + answer); `rebuild` O(n log n).
final class ChildIndex {
    /// Views with at least this many subviews are indexed.
    static let threshold = 32
    /// Slack around the visible band, points: absorbs rounding differences between this test
    /// and the walk's exact one (which still decides for every candidate).
    static let margin = 1.0

    /// Held strongly: the scene's tree outlives its host's index, and a strong reference
    /// spares the weak load (a side-table round trip) on every tick's identity check.
    let view: View
    private(set) var version = 0
    /// Skippable children's frame tops, ascending, with their subview positions.
    private var tops: [Double] = []
    private var positions: [Int32] = []
    /// The tallest skippable child, points.
    private var tallest = 0.0
    /// Children visited whatever the band (ascending positions).
    private var always: [Int32] = []
    /// Subview position of each child.
    private var positionOf: [ObjectIdentifier: Int32] = [:]
    private var scratch: [(Double, Int32)] = []

    init(_ view: View) {
        self.view = view
        rebuild()
    }

    /// Re-reads every child's frame.
    func rebuild() {
        version = view.childGeometryVersion
        scratch.removeAll(keepingCapacity: true)
        always.removeAll(keepingCapacity: true)
        positionOf.removeAll(keepingCapacity: true)
        tallest = 0
        for (i, c) in view.subviews.enumerated() {
            let p = Int32(i)
            positionOf[ObjectIdentifier(c)] = p
            let m = c.layoutSpaceFrame
            let skippable = (c.clipsToBounds || c is FlickLayout.ScrollView)
                && m.minX.isFinite && m.minY.isFinite && m.width.isFinite && m.height.isFinite
                && m.width >= 0 && m.height >= 0
            if skippable {
                scratch.append((m.minY, p))
                tallest = max(tallest, m.height)
            } else {
                always.append(p)
            }
        }
        // Ties keep subview order, so the result never depends on the sort's stability.
        scratch.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        tops = scratch.map(\.0)
        positions = scratch.map(\.1)
    }

    /// The subview position of `child`, or -1 when it is not a subview.
    func position(of child: View) -> Int32 { positionOf[ObjectIdentifier(child)] ?? -1 }

    /// Replaces `out` with the positions, ascending, of the children the walk must visit when
    /// the view's content is shown from `top` (content coordinates, the accumulated scroll
    /// offset) over `height` points: every skippable child whose frame may meet the band, and
    /// every other child.
    func candidates(top: Double, height: Double, into out: inout [Int32]) {
        out.removeAll(keepingCapacity: true)
        let lo = lowerBound(top - tallest - ChildIndex.margin)
        let hi = lowerBound(top + height + ChildIndex.margin)
        if lo < hi { out += positions[lo..<hi] }
        out += always
        out.sort()
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
