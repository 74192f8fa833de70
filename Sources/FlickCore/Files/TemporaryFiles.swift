#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `OutputFile`s are writing, removed if the process is ended by SIGINT,
/// SIGTERM or SIGHUP before they are renamed into place.
///
/// The handler only calls `unlink` (async-signal-safe) on paths registered beforehand, and
/// only when the signal ends the process (its default action, raised again); a signal the
/// process handles itself goes to that handler, and one it ignores stays ignored (see
/// `installHandlers`).
package enum TemporaryFiles {
    /// How many temporary files can be registered at once; more are still written, only not
    /// removed by a signal. (The handler's loop uses the same literal.)
    package static let capacity = 64

    /// Registers `path`; returns its slot, or nil when every slot is taken.
    static func register(_ path: String) -> Int? {
        installHandlers()
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = strdup(path)
            return i
        }
        return nil
    }

    /// Installs the handlers and blocks SIGINT, SIGTERM and SIGHUP for this thread until
    /// `release`: a file made and registered in between is never left behind by one of them.
    /// Returns the signal mask to restore.
    static func holdSignals() -> sigset_t {
        installHandlers()
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&block, sig) }
        pthread_sigmask(SIG_BLOCK, &block, &old)
        return old
    }

    /// Restores the mask `holdSignals` returned; a signal that arrived meanwhile is delivered
    /// now, and its handler sees every file registered by then.
    static func release(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    /// Forgets the file in `slot` (renamed or removed).
    static func unregister(_ slot: Int) {
        let p = slots[slot]
        slots[slot] = nil
        free(p)
    }

    /// Removes every registered temporary file now. Async-signal-safe (`unlink` only): for a
    /// signal handler that is about to let the signal end the process (`ChildGroups`'s).
    package static func removeAllNow() {
        for i in 0..<64 { if let p = slots[i] { unlink(p) } }
    }

    /// Installs the handlers of SIGINT, SIGTERM and SIGHUP. On a signal the process was left to
    /// die of (the default action), every temporary file is removed and the signal raised again.
    /// A signal the process already handles itself (a polite stop: `flick fuzz`, `record`,
    /// a live replay) goes to that handler and the files stay, since the process goes on and
    /// commits or abandons them itself; removing them would make its next rename fail. A
    /// signal the process ignores (SIGHUP under `nohup`) is left ignored.
    private static func installHandlers() {
        guard !installed.pointee else { return }
        installed.pointee = true
        for (i, sig) in [SIGINT, SIGTERM, SIGHUP].enumerated() {
            var current = sigaction()
            sigaction(sig, nil, &current)
            // 0 is SIG_DFL and 1 SIG_IGN; anything else is a handler of its own.
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                let index = signal == SIGINT ? 0 : signal == SIGTERM ? 1 : 2
                var previous = previousActions[index]
                if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) > 1,
                   let handler = previous.__sigaction_handler.sa_handler {
                    handler(signal)
                    return
                }
                for i in 0..<64 { if let p = slots[i] { unlink(p) } }
                sigaction(signal, &previous, nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, &previousActions[i])
        }
        // A parent may have started us with these blocked (spawned from a thread that blocks
        // signals, as dispatch worker threads do): a stop would then wait for the end of the
        // input, and the output would be renamed into place after all.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}

/// Registered temporary paths (C strings), read by the signal handler.
nonisolated(unsafe) private let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: TemporaryFiles.capacity)
    p.initialize(repeating: nil, count: TemporaryFiles.capacity)
    return p
}()
/// The actions installed before ours, for SIGINT, SIGTERM and SIGHUP.
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
