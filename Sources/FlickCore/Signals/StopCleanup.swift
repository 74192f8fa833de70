#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is undone when SIGINT, SIGTERM or SIGHUP reaches this process: the one handler of
/// those signals under `TemporaryFiles` (hidden temporary files of outputs not yet renamed into
/// place) and `ChildGroups` (process groups of children that must not outlive this process).
///
/// The handler is async-signal-safe: it only calls `killpg` and `unlink` on what was registered
/// beforehand, in fixed tables read without locks. On a signal:
/// 1. every registered child group is killed (SIGKILL);
/// 2. a signal the process already handled itself when the handler was installed (a polite
///    stop: `flick fuzz`, `record`, a live replay) goes to that handler, and the temporary
///    files stay, since the process goes on and commits or abandons them itself;
/// 3. otherwise the signal would end the process: the temporary files are removed, the
///    default action restored and the signal raised again, so the process ends as it asks.
///
/// A signal the process ignores when the handler is installed (SIGHUP under `nohup`) stays
/// ignored. SIGKILL cannot be caught.
package enum StopCleanup {
    /// The signals handled, in the order of `previousActions`.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handler once (idempotent) and unblocks the three signals for this thread:
    /// a parent may start us with them blocked (from a thread that blocks signals, as dispatch
    /// worker threads do), and a stop would then never arrive.
    static func install() {
        guard !installed.pointee else { return }
        installed.pointee = true
        for (i, sig) in signals.enumerated() {
            var current = sigaction()
            sigaction(sig, nil, &current)
            // 0 is SIG_DFL and 1 SIG_IGN; anything else is a handler of its own.
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                for i in 0..<64 where groupSlots[i] > 0 { _ = killpg(groupSlots[i], SIGKILL) }
                let index = signal == SIGINT ? 0 : signal == SIGTERM ? 1 : 2
                var previous = previousActions[index]
                if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) > 1,
                   let handler = previous.__sigaction_handler.sa_handler {
                    handler(signal)
                    return
                }
                for i in 0..<64 { if let p = fileSlots[i] { unlink(p) } }
                sigaction(signal, &previous, nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, &previousActions[i])
        }
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in signals { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Installs the handler and blocks the three signals for this thread until `release`: a
    /// file or child made and registered in between is never missed by one of them. Returns
    /// the signal mask to restore.
    static func holdSignals() -> sigset_t {
        install()
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        for sig in signals { sigaddset(&block, sig) }
        pthread_sigmask(SIG_BLOCK, &block, &old)
        return old
    }

    /// Restores the mask `holdSignals` returned; a signal that arrived meanwhile is delivered
    /// now, and the handler sees everything registered by then.
    static func release(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}

/// How many temporary files and child groups can be registered at once (the handler's loops
/// use the same literal, 64).
let stopCleanupCapacity = 64

/// Registered temporary paths (C strings; nil: a free slot), read by the handler.
nonisolated(unsafe) let fileSlots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: stopCleanupCapacity)
    p.initialize(repeating: nil, count: stopCleanupCapacity)
    return p
}()
/// Registered group ids (0: a free slot), read by the handler.
nonisolated(unsafe) let groupSlots: UnsafeMutablePointer<pid_t> = {
    let p = UnsafeMutablePointer<pid_t>.allocate(capacity: stopCleanupCapacity)
    p.initialize(repeating: 0, count: stopCleanupCapacity)
    return p
}()
/// The actions installed before the handler, for SIGINT, SIGTERM and SIGHUP.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 3)
    p.initialize(repeating: sigaction(), count: 3)
    return p
}()
nonisolated(unsafe) private let installed: UnsafeMutablePointer<Bool> = {
    let p = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    p.initialize(to: false)
    return p
}()
