/// The process exit codes of every `flick` command (README, "Exit codes").
public enum ExitCode: Int32, Sendable {
    /// Everything held.
    case success = 0
    /// An invariant was violated or a regression was found.
    case failure = 1
    /// Bad usage or bad input; the message says what and where.
    case badInput = 2
    /// An internal error: a bug in Flick.
    case internalError = 3
}
