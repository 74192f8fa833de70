/// The pan recognizer a scroll view owns (`panGestureRecognizer`). It tells the scroll view
/// when fingers touch down and lift, so tracking and catching a deceleration happen at
/// touch-down, before the pan has begun.
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    @exclusivity(unchecked)
    weak var scrollView: InteractiveScrollView?

    public override func touchesBegan(_ touches: [GestureTouch], at time: Int64) {
        scrollView?.touchDown(at: time)
        super.touchesBegan(touches, at: time)
    }

    public override func touchesEnded(_ touches: [GestureTouch], at time: Int64) {
        super.touchesEnded(touches, at: time)
        if self.touches.isEmpty { scrollView?.touchUp(at: time) }
    }

    public override func touchesCancelled(_ touches: [GestureTouch], at time: Int64) {
        super.touchesCancelled(touches, at: time)
        if self.touches.isEmpty { scrollView?.touchUp(at: time) }
    }
}
