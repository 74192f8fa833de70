/// A recognizer's state (UIGestureRecognizer.State, raw values as in UIKit).
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
