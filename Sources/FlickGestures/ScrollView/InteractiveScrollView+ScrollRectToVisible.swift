import FlickLayout

extension InteractiveScrollView {
    /// UIScrollView's `scrollRectToVisible(_:animated:)`: scrolls the least distance that
    /// shows `rect` (in the content's coordinates, the scroll view's bounds space) inside the
    /// visible area — the bounds less `adjustedContentInset` — through
    /// `setContentOffset(_:animated:)`, so it animates on the scene's clock and calls the
    /// delegate as that does. A rect already visible along an axis leaves that axis alone;
    /// the offset never leaves the legal resting range (`horizontalRange`, `verticalRange`).
    ///
    /// Policy (UIKit does not document it): a rect longer than the visible area along an
    /// axis is shown from its leading (top, left) edge; a non-finite rect changes nothing;
    /// an axis that cannot scroll keeps its offset.
    /// - Complexity: O(1).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset
        let visibleWidth = max(0, bounds.width - inset.left - inset.right)
        let visibleHeight = max(0, bounds.height - inset.top - inset.bottom)
        var target = contentOffset
        if scrollsHorizontally {
            target.x = Self.offsetShowing(rect.minX, rect.maxX, from: contentOffset.x + inset.left, length: visibleWidth) - inset.left
            target.x = min(max(target.x, horizontalRange.lowerBound), horizontalRange.upperBound)
        }
        if scrollsVertically {
            target.y = Self.offsetShowing(rect.minY, rect.maxY, from: contentOffset.y + inset.top, length: visibleHeight) - inset.top
            target.y = min(max(target.y, verticalRange.lowerBound), verticalRange.upperBound)
        }
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The start of a visible span of `length` (now starting at `start`) moved the least to
    /// hold `low…high`, or the span's leading edge at `low` when it cannot hold it all.
    private static func offsetShowing(_ low: Double, _ high: Double, from start: Double, length: Double) -> Double {
        if high - low > length { return low }
        if low < start { return low }
        if high > start + length { return high - length }
        return start
    }
}
