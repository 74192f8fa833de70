import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// One case run in a `fork()` of a template process (`TemplateProcess`): the child inherits
/// the template's memory — its scene already built — copy-on-write, runs the case, writes its
/// result line on a pipe and `_exit`s without freeing anything; the template waits for it
/// within the hang oracle's CPU limit and its memory limit.
///
/// What `fork()` breaks, and how it is kept whole here:
/// - only the forking thread survives: a process with a second thread never forks (`run`
///   returns nil and the case runs in the worker);
/// - buffered output would be written twice: C stdio is flushed before the fork (the worker
///   writes its protocol lines unbuffered);
/// - the child must not take the worker's requests: its standard input is `/dev/null`, and it
///   closes the template's own pipes (`closing`);
/// - the child watches its parent (`ParentWatch`), and is killed with it.
enum ForkedCase {
    /// How a forked case ended.
    enum Ending: Equatable {
        /// It wrote a whole line and exited 0: the line, without its newline.
        case result(String)
        /// It ended without a result (a trap, a fatal signal, an exit): its wait status.
        case died(status: Int32)
        /// It used more CPU time than the watchdog allows; killed. The watchdog's reason.
        case hang(String)
        /// Its own pages passed the memory limit; killed. The bytes seen.
        case overMemory(Int)
    }

    /// Runs `body` in a forked child and returns how it ended; nil when this process cannot
    /// fork safely (another thread is running) or `pipe`/`fork` fail — the caller runs the
    /// case itself.
    /// - Parameters:
    ///   - cpuLimit: the hang oracle's limit, ns of CPU time; the child is killed past it plus
    ///     the campaign watchdog's slack (`WorkerClient.slack`), the same bound the
    ///     campaign puts on a worker running the case itself.
    ///   - memoryLimit: bytes of the child's own (private) pages past which it is killed.
    ///   - closing: descriptors the child closes first (its parent's pipes to the worker).
    ///   - body: the case, in the child; returns the line to send (no newline).
    /// - Complexity: one `fork` (page tables of the forking process copied) and one poll
    ///   every 50 ms while the child runs.
    static func run(cpuLimit: Int64, memoryLimit: Int, closing: [Int32] = [], _ body: () -> String) -> Ending? {
        guard threadCount() == 1 else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        fflush(nil)
        let pid = fork()
        if pid < 0 {
            close(ends[0]); close(ends[1])
            return nil
        }
        if pid == 0 {
            close(ends[0])
            for fd in closing { close(fd) }
            child(writingTo: ends[1], body)
        }
        close(ends[1])
        ParentWatch.watch(child: pid)
        defer { ParentWatch.watch(child: 0) }
        let ending = wait(for: pid, reading: ends[0], cpuLimit: cpuLimit, memoryLimit: memoryLimit)
        close(ends[0])
        return ending
    }

    /// The reason the campaign's watchdog gives for a worker over `cpuLimit` (the same words,
    /// so that a forked hang is the same finding).
    static func hangReason(cpuLimit: Int64) -> String {
        "over \(Format.seconds(nanoseconds: cpuLimit)) of CPU time in one run"
    }

    // MARK: Steps

    /// The child's side: never returns.
    private static func child(writingTo fd: Int32, _ body: () -> String) -> Never {
        detachFromWorker()
        _exit(PipeLines.write(body(), to: fd) ? 0 : 3)
    }

    /// What a process forked from a worker or a template does first: its standard input
    /// becomes `/dev/null` (it must never take the worker's requests), and it watches its
    /// parent (`ParentWatch`: a fork keeps the handler, not the timer).
    static func detachFromWorker() {
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 { dup2(null, 0); close(null) }
        ParentWatch.start()
    }

    /// Reads the child's line to its end, then reaps it; kills it past a limit.
    private static func wait(for pid: pid_t, reading fd: Int32, cpuLimit: Int64, memoryLimit: Int) -> Ending {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let cpuBound = cpuLimit + WorkerClient.slack(cpuLimit)
        var polls = 0
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, 50)
            if ready > 0 {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n > 0 { data += chunk[0..<n]; continue }
                if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                break
            }
            if ready < 0 && errno != EINTR { break }
            polls += 1
            if let cpu = ProcessStats.cpuNanoseconds(pid: pid), cpu > cpuBound {
                kill(pid, SIGKILL); _ = reap(pid)
                return .hang(hangReason(cpuLimit: cpuLimit))
            }
            if polls % 20 == 0, let own = ChildMemory.privateBytes(pid: pid), own > memoryLimit {
                kill(pid, SIGKILL); _ = reap(pid)
                return .overMemory(own)
            }
        }
        let status = reap(pid)
        let ended = WaitStatus(raw: status)
        if ended.exitStatus == 0, data.last == 0x0A {
            return .result(String(decoding: data.dropLast(), as: UTF8.self))
        }
        return .died(status: status)
    }

    private static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// Threads of this process (entries of /proc/self/task); 0 when unreadable.
    static func threadCount() -> Int {
        guard let dir = opendir("/proc/self/task") else { return 0 }
        defer { closedir(dir) }
        var n = 0
        while let entry = readdir(dir) {
            let first = withUnsafeBytes(of: entry.pointee.d_name) { $0.first ?? 0 }
            if first != UInt8(ascii: ".") { n += 1 }
        }
        return n
    }
}
