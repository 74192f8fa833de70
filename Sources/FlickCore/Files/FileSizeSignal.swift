#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGXFSZ, which the kernel sends to a process whose write passes its file-size limit
/// (`ulimit -f`, `RLIMIT_FSIZE`), and whose default action ends it (exit status 153) with no
/// message and its temporary file left behind. Ignored, the same write fails with `EFBIG`
/// ("File too large"), which `OutputFile` reports like any other write error: the path and
/// the reason, the temporary file removed, an existing output untouched.
package enum FileSizeSignal {
    /// Ignores SIGXFSZ for the whole process, unless a handler of the program's own is
    /// installed (then it is left alone: that program chose what a passed limit does).
    /// Idempotent; child processes inherit the disposition (so `flick fuzz`'s workers too).
    /// `flick` calls it at start; every `OutputFile` calls it when it is made, so a library
    /// user writing traces or goldens is covered as well.
    /// - Complexity: two `sigaction` calls the first time, one atomic load afterwards.
    package static func ignore() {
        guard !done.load(ordering: .acquiring) else { return }
        var current = sigaction()
        if sigaction(SIGXFSZ, nil, &current) == 0,
           unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 0 {
            // 0 is SIG_DFL: nobody chose; anything else (SIG_IGN, a handler) is kept.
            signal(SIGXFSZ, SIG_IGN)
        }
        done.store(true, ordering: .releasing)
    }

    private static let done = Atomic<Bool>(false)
}
