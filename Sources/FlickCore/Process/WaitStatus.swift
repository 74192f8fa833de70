/// How a child process ended: the raw status `waitpid` gives, and its readings.
package struct WaitStatus: Sendable, Hashable {
    /// The raw `waitpid` status.
    package var raw: Int32

    package init(raw: Int32) { self.raw = raw }

    /// The signal that ended it, nil when it exited (`WIFSIGNALED`; 0x7f marks a stopped
    /// child, which `waitpid` without `WUNTRACED` never reports).
    package var signal: Int32? {
        let s = raw & 0x7f
        return s == 0 || s == 0x7f ? nil : s
    }

    /// The status it exited with (0…255), nil when a signal ended it.
    package var exitStatus: Int32? { signal == nil ? (raw >> 8) & 0xff : nil }

    /// The status as a shell shows it: the exit status, or 128 + the signal.
    package var shellStatus: Int32 { signal.map { 128 + $0 } ?? (raw >> 8) & 0xff }
}

extension WaitStatus {
    /// How it ended, as a message says it: `exited with status 3`, `was killed by signal 9`.
    package var phrase: String {
        signal.map { "was killed by signal \($0)" } ?? "exited with status \(shellStatus)"
    }
}
