import FlickLayout
import FlickCore

/// What a hit view's own `touchesBegan/Moved/Ended/Cancelled` would receive, after the
/// recognizers' `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView` acted.
public struct ViewTouchEvent: CustomStringConvertible {
    public enum Phase: String, Sendable {
        case began, moved, ended, cancelled
    }
    /// When the view receives it, ns (a withheld event is delivered later than it happened).
    public var time: Int64
    /// When the touch event happened, ns.
    public var eventTime: Int64
    public var touchID: Int
    public var phase: Phase
    /// Window coordinates.
    public var location: Point
    /// The hit view the touch is bound to.
    public var view: any HitTestable

    public var description: String {
        "\(Format.seconds(Double(time) / 1e9))s touch \(touchID) \(phase.rawValue) at \(location)"
    }
}

extension ViewTouchEvent.Phase {
    /// The same phase, as a control's tracking sees it.
    var trackingPhase: TrackingTouch.Phase {
        switch self {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
