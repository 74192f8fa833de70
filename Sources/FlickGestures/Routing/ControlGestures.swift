import FlickLayout

extension GestureRecognizer {
    /// The kind of gesture this recognizer is making, as controls see it (UIKit's list of the
    /// gestures a control keeps from its ancestors' recognizers), after its only finger travelled
    /// `travel` (window points) from where it went down: a one-finger single tap, or a
    /// one-finger pan or swipe that went more horizontally than vertically. Nil for anything
    /// else — long presses, pinches, rotations, multi-tap taps, edge pans, vertical drags.
    func controlGesture(travel: Point) -> Control.AncestorGesture? {
        switch self {
        case let tap as TapGestureRecognizer:
            return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 ? .singleTap : nil
        case is ScreenEdgePanGestureRecognizer:
            return nil
        case is PanGestureRecognizer, is SwipeGestureRecognizer:
            return abs(travel.x) > abs(travel.y) ? .horizontalDrag : nil
        default:
            return nil
        }
    }
}
