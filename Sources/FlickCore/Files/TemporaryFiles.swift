#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `OutputFile`s are writing, removed if the process is ended by SIGINT,
/// SIGTERM or SIGHUP before they are renamed into place (`StopCleanup`: only by a signal that
/// ends the process; one the process handles itself leaves them to it).
package enum TemporaryFiles {
    /// How many temporary files can be registered at once; more are still written, only not
    /// removed by a signal.
    package static let capacity = stopCleanupCapacity

    /// Registers `path`; returns its slot, or nil when every slot is taken.
    static func register(_ path: String) -> Int? {
        StopCleanup.install()
        for i in 0..<capacity where fileSlots[i] == nil {
            fileSlots[i] = strdup(path)
            return i
        }
        return nil
    }

    /// Installs the handler and blocks the stop signals for this thread until `release`: a
    /// file made and registered in between is never left behind by one of them. Returns the
    /// signal mask to restore.
    static func holdSignals() -> sigset_t { StopCleanup.holdSignals() }

    /// Restores the mask `holdSignals` returned; a signal that arrived meanwhile is delivered
    /// now, and its handler sees every file registered by then.
    static func release(_ mask: sigset_t) { StopCleanup.release(mask) }

    /// Forgets the file in `slot` (renamed or removed).
    static func unregister(_ slot: Int) {
        let p = fileSlots[slot]
        fileSlots[slot] = nil
        free(p)
    }
}
