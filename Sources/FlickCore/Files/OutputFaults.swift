import Synchronization

/// Failures planted in `OutputFile`'s system calls, for tests: a full disk on `fsync`, an I/O
/// error on `close`, a `rename` refused — failures no file-size limit or `/dev/full` gives on
/// demand. A fault is armed for one target path (the file renamed onto, as `OutputFile`
/// resolves it) and hits every `OutputFile` written there until it is disarmed; writes to any
/// other path are untouched, so tests that run in parallel do not see each other's faults.
///
/// Nothing in Flick arms one: with none armed, an `OutputFile` pays one relaxed atomic load
/// per system call it makes.
package enum OutputFaults {
    /// The system call a fault stands in for.
    package enum Step: Sendable, Hashable {
        /// `write(2)` of the content (fails before any byte is written).
        case write
        /// `fsync(2)` before the rename (or before the close of a direct file).
        case sync
        /// `close(2)` of the file.
        case close
        /// `rename(2)` of the temporary file over the target.
        case rename
    }

    /// What fails for one path: each step with the `errno` it gives.
    package struct Plan: Sendable, Hashable {
        var failures: [Step: Int32] = [:]

        func code(at step: Step) -> Int32? { failures[step] }
    }

    /// Makes `step` fail with `code` (an `errno`, such as `EIO` or `ENOSPC`) for every
    /// `OutputFile` whose target is `path` (absolute, as `realpath` gives it, or the path as
    /// given when it does not exist yet), until `disarm(path)`.
    package static func arm(_ step: Step, _ code: Int32, for path: String) {
        plans.withLock { $0[path, default: Plan()].failures[step] = code }
        anyArmed.store(true, ordering: .relaxed)
    }

    /// Removes every fault armed for `path`.
    package static func disarm(_ path: String) {
        plans.withLock {
            $0[path] = nil
            anyArmed.store(!$0.isEmpty, ordering: .relaxed)
        }
    }

    /// The faults for `path`, nil (the usual case, without taking the lock) when none is armed.
    static func plan(for path: String) -> Plan? {
        guard anyArmed.load(ordering: .relaxed) else { return nil }
        return plans.withLock { $0[path] }
    }

    private static let plans = Mutex<[String: Plan]>([:])
    private static let anyArmed = Atomic<Bool>(false)
}
