import FlickLayout

/// Everything routing keeps about one touch from touch-down until its view events are all
/// delivered: the touch as recognizers see it, the view it is bound to, the recognizers it
/// reaches, and the view events it is still withholding.
///
/// A record outlives its touch when the touch ended while a recognizer still withheld its
/// view events (`TouchDelivery` keeps it filed as a held touch until they are released).
final class TouchRecord {
    /// How far the hit view's events have got.
    enum ViewState {
        /// Events are queued in `queue` until no recognizer delays them any longer.
        case withheld
        /// Events go to the view as they happen.
        case delivering
        /// A recognizer that began or recognized took the touch away from the view.
        case cancelled
        /// The view received the touch's last event (ended or cancelled).
        case finished
    }

    /// A view event held back while the record is withheld: its phase, when it happened (ns)
    /// and where (window coordinates).
    typealias QueuedEvent = (phase: ViewTouchEvent.Phase, time: Int64, location: Point)

    /// The touch as of its latest event.
    @exclusivity(unchecked)
    var touch: GestureTouch
    /// The view hit at touch-down (nil: the touch hit nothing and no view receives events).
    let view: (any HitTestable)?
    /// The recognizers of the hit view and its ancestors at touch-down, hit view first, each
    /// view's in attach order. Fixed for the touch's life.
    let recognizers: [GestureRecognizer]
    @exclusivity(unchecked)
    var viewState: ViewState = .delivering
    /// Withheld view events, oldest first (empty unless `viewState` is `.withheld`).
    @exclusivity(unchecked)
    var queue: [QueuedEvent] = []
    /// Whether the view received `began` (a cancel is only sent after a began).
    @exclusivity(unchecked)
    var beganDelivered = false
    /// Which touch to end this was (0-based, set when the touch ends): held touches are
    /// released in end order.
    @exclusivity(unchecked)
    var endOrder = 0

    init(touch: GestureTouch, view: (any HitTestable)?, recognizers: [GestureRecognizer]) {
        self.touch = touch
        self.view = view
        self.recognizers = recognizers
    }
}
