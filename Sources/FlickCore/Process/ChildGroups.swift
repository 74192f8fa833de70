#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups of children that must not outlive this process when it is stopped by
/// SIGINT, SIGTERM or SIGHUP (`ChildProcess.Options.stopsWithThisProcess`): the bench's A/B
/// workers, which run in groups of their own, so a Ctrl-C at the terminal does not reach them.
///
/// The handler only calls `killpg` (async-signal-safe) on the groups registered, then hands
/// the signal on as `TemporaryFiles` does: to the handler installed before, if any, or to the
/// default action, so the process still ends as the signal asks. SIGKILL of this process
/// cannot be caught: its children then see the end of their input (a bench worker stops at
/// it).
package enum ChildGroups {
    /// How many groups can be registered at once; more children still run, only without
    /// this guard. (The handler's loop uses the same literal.)
    package static let capacity = 64

    /// Registers the group `pgid` (a child's id, the leader of its own group); its slot, or
    /// nil when every slot is taken.
    static func register(_ pgid: pid_t) -> Int? {
        installHandlers()
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

    /// Installs the handlers and blocks SIGINT, SIGTERM and SIGHUP for this thread until
    /// `release`: a child started and registered in between is never missed by one of them.
    static func holdSignals() -> sigset_t {
        installHandlers()
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&block, sig) }
        pthread_sigmask(SIG_BLOCK, &block, &old)
        return old
    }

    /// Restores the mask `holdSignals` returned.
    static func release(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    private static func installHandlers() {
        guard !groupsInstalled.pointee else { return }
        groupsInstalled.pointee = true
        for (i, sig) in [SIGINT, SIGTERM, SIGHUP].enumerated() {
            // A signal this process ignores (SIGHUP under nohup) does not stop it: nor its children.
            var current = sigaction()
            sigaction(sig, nil, &current)
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                for i in 0..<64 where groupSlots[i] > 0 { _ = killpg(groupSlots[i], SIGKILL) }
                let index = signal == SIGINT ? 0 : signal == SIGTERM ? 1 : 2
                var previous = groupPreviousActions[index]
                // 0 is SIG_DFL and 1 SIG_IGN; anything else is a handler of its own.
                if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) > 1,
                   let handler = previous.__sigaction_handler.sa_handler {
                    handler(signal)
                    return
                }
                // The signal ends the process: its temporary files go too.
                TemporaryFiles.removeAllNow()
                sigaction(signal, &previous, nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, &groupPreviousActions[i])
        }
        // A parent may have started us with these blocked (spawned from a thread that blocks
        // signals, as dispatch worker threads do): a stop would then never reach the handler.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}

/// Registered group ids (0: a free slot), read by the signal handler.
nonisolated(unsafe) private let groupSlots: UnsafeMutablePointer<pid_t> = {
    let p = UnsafeMutablePointer<pid_t>.allocate(capacity: ChildGroups.capacity)
    p.initialize(repeating: 0, count: ChildGroups.capacity)
    return p
}()
/// The actions installed before ours, for SIGINT, SIGTERM and SIGHUP.
nonisolated(unsafe) private let groupPreviousActions: UnsafeMutablePointer<sigaction> = {
    let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 3)
    p.initialize(repeating: sigaction(), count: 3)
    return p
}()
nonisolated(unsafe) private let groupsInstalled: UnsafeMutablePointer<Bool> = {
    let p = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    p.initialize(to: false)
    return p
}()
