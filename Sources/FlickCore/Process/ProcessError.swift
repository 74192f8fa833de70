#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a child process could not be started. Each caller words it in its own error type (the
/// bench's "cannot run X: …", the fuzzer's "cannot start a worker: …").
package enum ProcessError: Error, Sendable, Hashable {
    /// A pipe to the child could not be made; the system's reason.
    case pipe(String)
    /// `posix_spawn` refused the executable (no such file, not executable, …); the system's reason.
    case spawn(executable: String, reason: String)

    /// The system's reason for `code` (`strerror`).
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
