#if canImport(Glibc)
import Glibc
#endif

/// Ends a worker (or a forked case) once its parent is gone, without a thread: a worker
/// stuck in a hung case never reads its input again, and a thread would not survive the
/// `fork()` of the worker's fork-server (only the forking thread does; see `ForkedCase`).
///
/// Once a second a real-time interval timer raises `SIGALRM`; its handler compares the
/// parent's id with the one seen at `start()` and, when they differ, kills the forked case
/// the process waits on (if any) and `_exit`s. The handler is installed with `SA_RESTART`,
/// so blocking reads and writes resume; `poll` callers retry on `EINTR`. A `fork()` keeps
/// the handler but not the timer: a forked case calls `start()` again to watch the worker.
enum ParentWatch {
    /// Starts watching this process's parent now (replacing any earlier watch).
    /// - Complexity: one `sigaction` and one `setitimer`; the handler costs one `getppid` a second.
    static func start() {
        watchedParent = getppid()
        watchedChild = 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            guard getppid() != watchedParent else { return }
            if watchedChild > 0 { kill(watchedChild, SIGKILL) }
            _exit(0)
        }
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        sigaction(SIGALRM, &action, nil)
        var every = itimerval(it_interval: timeval(tv_sec: 1, tv_usec: 0), it_value: timeval(tv_sec: 1, tv_usec: 0))
        setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &every, nil)
    }

    /// The forked case to kill with the process when the parent goes (0: none).
    static func watch(child: pid_t) { watchedChild = child }
}

/// Read by the `SIGALRM` handler (one thread; plain words, set before the timer runs).
nonisolated(unsafe) private var watchedParent: pid_t = 0
nonisolated(unsafe) private var watchedChild: pid_t = 0
