/// UIViewAnimatingState, with UIKit's raw values.
public enum AnimatingState: Int, Sendable, CustomStringConvertible {
    /// Not started, or finished: no animations in flight.
    case inactive = 0
    /// Started or paused: animations in flight.
    case active = 1
    /// Stopped without finishing: waiting for `finishAnimation(at:)`.
    case stopped = 2

    public var description: String {
        switch self {
        case .inactive: "inactive"
        case .active: "active"
        case .stopped: "stopped"
        }
    }
}

/// UIViewAnimatingPosition: where an animation ended, passed to completions.
public enum AnimatingPosition: Int, Sendable, CustomStringConvertible {
    case end = 0, start = 1, current = 2

    public var description: String {
        switch self {
        case .end: "end"
        case .start: "start"
        case .current: "current"
        }
    }
}
