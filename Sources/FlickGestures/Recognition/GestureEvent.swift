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
