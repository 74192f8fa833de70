import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT/SIGTERM once `StopSignals.install()` has run; read by long-running
/// commands to finish cleanly.
private let stopRequested = Atomic<Bool>(false)

/// SIGINT and SIGTERM as a polite request to stop (a flag), for commands such as
/// `flick record` that must close their output cleanly.
enum StopSignals {
    /// Installs the handlers (idempotent) and clears the flag.
    static func install() {
        stopRequested.store(false, ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in stopRequested.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A closed pipe or socket must give EPIPE, not kill the process before it closes its output.
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started us with these blocked (spawned from a thread that blocks
        // signals); a recorder that cannot be interrupted would never close its file.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Whether a stop was requested.
    static var requested: Bool { stopRequested.load(ordering: .relaxed) }
}
