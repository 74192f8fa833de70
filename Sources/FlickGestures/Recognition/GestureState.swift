/// A recognizer's state (UIGestureRecognizer.State, raw values as in UIKit, §4.1).
public enum GestureState: Int, Sendable, CaseIterable, CustomStringConvertible {
    case possible = 0
    case began = 1
    case changed = 2
    /// Ended; for a discrete recognizer, recognized.
    case ended = 3
    case cancelled = 4
    case failed = 5

    /// The discrete recognizers' name for `.ended`.
    public static let recognized = GestureState.ended

    /// Whether the recognizer has begun and not yet finished (began or changed).
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether this is a final state that waits for `reset`.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// What a recognizer asks its state machine to do.
public enum GestureEvent: Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// Continuous: possible → began.
    case begin
    /// Continuous: began/changed → changed.
    case change
    /// Continuous: began/changed → ended.
    case end
    /// Discrete: possible → recognized (ended).
    case recognize
    /// Continuous: began/changed → cancelled.
    case cancel
    /// possible → failed.
    case fail
    /// A finished (or still possible) recognizer back to possible.
    case reset

    public var description: String {
        switch self {
        case .begin: "begin"
        case .change: "change"
        case .end: "end"
        case .recognize: "recognize"
        case .cancel: "cancel"
        case .fail: "fail"
        case .reset: "reset"
        }
    }
}
