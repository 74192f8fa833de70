import FlickLayout

/// UIScrollViewDelegate. Every method has an empty default. Set an object conforming to
/// it as the scroll view's `delegate`.
///
/// Order for one drag and fling: `willBeginDragging`, `didScroll`*, `willEndDragging` (velocity
/// in **points per millisecond**, target offset settable), `didEndDragging(willDecelerate:)`,
/// then if decelerating `willBeginDecelerating`, `didScroll`*, `didEndDecelerating`.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: InteractiveScrollView)
    func scrollViewWillBeginDragging(_ scrollView: InteractiveScrollView)
    func scrollViewWillEndDragging(_ scrollView: InteractiveScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    func scrollViewDidEndDragging(_ scrollView: InteractiveScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: InteractiveScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: InteractiveScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: InteractiveScrollView)
    /// After `adjustedContentInset` changed (safe area, `contentInset`, behavior, sizes).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: InteractiveScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: InteractiveScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: InteractiveScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: InteractiveScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: InteractiveScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: InteractiveScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: InteractiveScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: InteractiveScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: InteractiveScrollView) {}
}
