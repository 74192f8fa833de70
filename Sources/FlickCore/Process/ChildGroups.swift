#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups of children that must not outlive this process when it is stopped by
/// SIGINT, SIGTERM or SIGHUP (`ChildProcess.Options.stopsWithThisProcess`): the bench's A/B
/// workers, which run in groups of their own, so a Ctrl-C at the terminal does not reach them.
///
/// `StopCleanup`'s handler kills every registered group (`killpg`, async-signal-safe), then
/// lets the signal go on. SIGKILL of this process cannot be caught: its children then see the
/// end of their input (a bench worker stops at it).
package enum ChildGroups {
    /// How many groups can be registered at once; more children still run, only without
    /// this guard.
    package static let capacity = stopCleanupCapacity

    /// Registers the group `pgid` (a child's id, the leader of its own group); its slot, or
    /// nil when every slot is taken.
    static func register(_ pgid: pid_t) -> Int? {
        StopCleanup.install()
        for i in 0..<capacity where groupSlots[i] == 0 {
            groupSlots[i] = pgid
            return i
        }
        return nil
    }

    /// Forgets the group in `slot` (call it before the leader is reaped: after, its id may
    /// name another process).
    static func unregister(_ slot: Int) {
        groupSlots[slot] = 0
    }

    /// Installs the handler and blocks the stop signals for this thread until `release`: a
    /// child started and registered in between is never missed by one of them.
    static func holdSignals() -> sigset_t { StopCleanup.holdSignals() }

    /// Restores the mask `holdSignals` returned.
    static func release(_ mask: sigset_t) { StopCleanup.release(mask) }
}
