/// An error a command reports to the user. Every case maps to exit code 2 except
/// `.internal`, which maps to 3.
package enum CLIError: Error, Equatable, CustomStringConvertible {
    /// The command line itself is wrong (unknown flag, missing argument, bad value).
    case usage(String)
    /// An input file or device is wrong; `location` is `file:line` or a path.
    case badInput(location: String, reason: String)
    /// A bug in Flick.
    case `internal`(String)

    package var description: String {
        switch self {
        case .usage(let message): return "usage: \(message)"
        case .badInput(let location, let reason): return "\(location): \(reason)"
        case .internal(let message): return "internal error: \(message)"
        }
    }

    /// The exit code this error ends the process with.
    package var exitCode: ExitCode {
        if case .internal = self { return .internalError }
        return .badInput
    }
}
