#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process with pipes to its standard input, output and (optionally) error, spoken to
/// in lines: the one process layer under the bench's A/B workers, git and kiwisolver runs and
/// the fuzzer's crash-safe workers.
///
/// Every wait on the child is bounded when the caller asks: `readLine(timeout:)` gives up
/// after its timeout, a line of standard output longer than `Options.lineLimit` bytes is
/// refused as soon as that many bytes are buffered (never read to its end), and the child's
/// end is noticed even when a grandchild still holds its output open. A child started in a
/// group of its own (`isolatesSignals`) is ended with its whole group: `kill()`, and every
/// wait for its exit, send SIGKILL to the group while the child's own id still names it, so
/// no grandchild outlives it holding a pipe (one that made a group or session of its own is
/// out of reach).
///
/// Every pipe end is close-on-exec, so a sibling child never inherits another one's pipe (its
/// input would then never see end of file). The ends this process reads are non-blocking.
/// This process ignores SIGPIPE once a child exists: writing to a child that died gives
/// `false` from `writeLine`, it does not end this process. A child still running when this
/// object goes away is killed (SIGKILL, with its group) and reaped.
package final class ChildProcess {
    /// How the child is started.
    package struct Options: Sendable, Hashable {
        /// Pipe standard error and keep its last `errorTailLimit` bytes (`errorText`); else the
        /// child inherits this process's standard error. Default true.
        package var capturesErrors = true
        /// The last bytes of standard error kept, at most. Default 16 KiB.
        package var errorTailLimit = 16 * 1024
        /// Put the child in its own process group with an empty signal mask and the default
        /// dispositions of SIGPIPE, SIGINT, SIGTERM and SIGHUP: a Ctrl-C at the terminal then
        /// reaches only this process, which stops its children itself. The group is killed
        /// with the child (see the type's notes). Default false.
        package var isolatesSignals = false
        /// With `isolatesSignals`: the child's group is also killed (SIGKILL) when this process
        /// is stopped by SIGINT, SIGTERM or SIGHUP (`ChildGroups`), for a child that does not
        /// stop by itself at the end of its input. Default false (a fuzz campaign stops its
        /// workers itself, after a grace period).
        package var stopsWithThisProcess = false
        /// The most bytes a line of standard output may have, its newline aside; a longer one
        /// is `LineRead.tooLong` (`readLine(timeout:)`) or `lineTooLong` (`readAvailableLines`).
        /// Default 4 MiB.
        package var lineLimit = 4 << 20
        /// Variables set on top of this process's environment; an empty value unsets one.
        /// Default none.
        package var environment: [String: String] = [:]

        package init() {}
    }

    /// What `readLine(timeout:)` got.
    package enum LineRead: Sendable, Hashable {
        /// A line, without its newline (or the unterminated rest at the end of the output).
        case line(String)
        /// The output ended: the child closed it, or the child exited (a grandchild may still
        /// hold it open; what the child wrote before it exited is read first).
        case end
        /// No complete line within the timeout.
        case timedOut
        /// A line longer than `Options.lineLimit` bytes: reading stopped there (`lineTooLong`).
        case tooLong
    }

    package let pid: pid_t
    private let options: Options
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pending: [UInt8] = []
    /// Where the unterminated last line in `pending` starts (after its last newline).
    private var partialStart = 0
    private var errorTail: [UInt8] = []
    /// Whether its standard output reached end of file (the child closed it or died).
    package private(set) var outputClosed = false
    /// Whether a line of its output passed `Options.lineLimit` bytes; reads return nothing
    /// more once it has.
    package private(set) var lineTooLong = false
    private var reaped: WaitStatus?
    private var groupSlot: Int?

    /// Starts `executable` with `arguments` (argv[1…]); a name without a slash is looked up on
    /// `PATH`.
    /// - Throws: `ProcessError.pipe` when a pipe cannot be made, `.spawn` when the executable
    ///   cannot be started (no such file, not executable).
    package init(_ executable: String, _ arguments: [String], options: Options = Options()) throws(ProcessError) {
        self.options = options
        let pipes = try Self.makePipes(errors: options.capturesErrors)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes.input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes.output.write, 1)
        if let e = pipes.errors { posix_spawn_file_actions_adddup2(&actions, e.write, 2) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        Self.setSignals(&attributes, isolated: options.isolatesSignals)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let envp = Self.environment(options.environment).map { strdup($0) } + [nil]
        defer { for p in envp { free(p) } }
        // A worker that dies must give EPIPE on write, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        // A stop signal between the spawn and the registration would miss the new group.
        let held = options.isolatesSignals && options.stopsWithThisProcess ? ChildGroups.holdSignals() : nil
        defer { if let held { ChildGroups.release(held) } }
        var child = pid_t()
        let status = executable.contains("/")
            ? posix_spawn(&child, executable, &actions, &attributes, argv, envp)
            : posix_spawnp(&child, executable, &actions, &attributes, argv, envp)
        close(pipes.input.read); close(pipes.output.write)
        if let e = pipes.errors { close(e.write) }
        guard status == 0 else {
            close(pipes.input.write); close(pipes.output.read)
            if let e = pipes.errors { close(e.read) }
            throw .spawn(executable: executable, reason: ProcessError.reason(status))
        }
        pid = child
        input = pipes.input.write
        output = pipes.output.read
        errors = pipes.errors?.read ?? -1
        for fd in [input, output, errors] where fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        if held != nil { groupSlot = ChildGroups.register(child) }
    }

    deinit {
        if reaped == nil { kill() }
        closeAll()
    }

    // MARK: Input

    /// Writes `line` and a newline to the child's standard input (retrying short writes and
    /// EINTR); false when the child is gone (EPIPE), its input is closed, or it has not taken
    /// the line within `timeout` seconds of wall time (nil: no limit; the pipe holds 64 KiB, so
    /// only a long line to a child that does not read waits at all).
    @discardableResult
    package func writeLine(_ line: String, timeout: Double? = nil) -> Bool {
        guard input >= 0 else { return false }
        let deadline = Self.deadline(timeout)
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            guard n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) else { return false }
            guard let wait = Self.pollMilliseconds(until: deadline) else { return false }
            var fd = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
            _ = poll(&fd, 1, wait)
        }
        return true
    }

    /// Closes the child's standard input (it sees the end of its input).
    package func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    // MARK: Output

    /// The next line of the child's standard output, waiting at most `timeout` seconds of wall
    /// time for it (nil: no limit); standard error is drained into `errorText` meanwhile.
    /// - Complexity: wakes at least every 100 ms while it waits, to notice the child's end.
    package func readLine(timeout: Double? = nil) -> LineRead {
        let deadline = Self.deadline(timeout)
        while true {
            if let line = takeLine() { return .line(line) }
            if lineTooLong { return .tooLong }
            if output < 0 || hasExited {
                // What the child wrote before it ended is in the pipe: take it, then stop.
                drainErrors()
                _ = readAvailableChunks()
                if let line = takeLine() { return .line(line) }
                if lineTooLong { return .tooLong }
                guard !pending.isEmpty else { return .end }
                defer { pending.removeAll(); partialStart = 0 }
                return .line(String(decoding: pending, as: UTF8.self))
            }
            guard let wait = Self.pollMilliseconds(until: deadline) else { return .timedOut }
            var fds = readDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), min(wait < 0 ? 100 : wait, 100))
            drainErrors()
            _ = readAvailableChunks()
        }
    }

    /// The complete lines of standard output available now, without blocking; standard error
    /// is drained into `errorText` first. Reads at most about 1 MiB a call (a child that writes
    /// without pause cannot hold the caller here); stops at a line past `Options.lineLimit`
    /// (`lineTooLong`).
    package func readAvailableLines() -> [String] {
        drainErrors()
        _ = readAvailableChunks()
        var lines: [String] = []
        while let line = takeLine() { lines.append(line) }
        return lines
    }

    /// The bytes of standard output available now, without blocking, lines or not (at most
    /// about 1 MiB a call); standard error is drained into `errorText` first.
    package func readAvailableBytes() -> [UInt8] {
        drainErrors()
        _ = readAvailableChunks(limitingLines: false)
        defer { pending.removeAll(); partialStart = 0 }
        return pending
    }

    /// The descriptors to poll for reading (output, then errors), those still open.
    package var readDescriptors: [Int32] { [output, errors].filter { $0 >= 0 } }

    /// The end of its standard error kept so far (at most `errorTailLimit` bytes), as text.
    package var errorText: String { String(decoding: errorTail, as: UTF8.self) }

    // MARK: Ending

    /// Kills the child (SIGKILL; its whole group when it has one of its own) and reaps it.
    package func kill() {
        if reaped == nil { _ = ownsGroup ? killpg(pid, SIGKILL) : Glibc.kill(pid, SIGKILL) }
        _ = waitForExit()
    }

    /// Closes its input (a line-driven child exits at the end of its input), then waits for
    /// it: at most `timeout` seconds of wall time (nil: no limit), then it is killed.
    package func finish(timeout: Double? = nil) -> WaitStatus {
        closeInput()
        if let status = waitForExit(timeout: timeout) { return status }
        kill()
        return waitForExit()
    }

    /// Waits at most `timeout` seconds of wall time (nil: no limit) for the child to end, then
    /// as `waitForExit()`; nil when it has not ended by then (it is left running). Its output
    /// and errors are read (the output dropped) meanwhile, so a child that writes on its way
    /// out cannot block on a full pipe.
    package func waitForExit(timeout: Double?) -> WaitStatus? {
        let deadline = Self.deadline(timeout)
        while !hasExited {
            guard Self.pollMilliseconds(until: deadline) != nil else { return nil }
            drainErrors()
            _ = readAvailableChunks(limitingLines: false)
            pending.removeAll()
            partialStart = 0
            usleep(5_000)
        }
        return waitForExit()
    }

    /// Waits for the child to end (cached after the first call), kills what is left of its
    /// group, keeps its last words on standard error and closes every pipe.
    package func waitForExit() -> WaitStatus {
        if let reaped { return reaped }
        // Wait without reaping: until it is reaped, its id still names its group.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        if ownsGroup { _ = killpg(pid, SIGKILL) }
        if let slot = groupSlot { ChildGroups.unregister(slot); groupSlot = nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        drainErrors()
        reaped = WaitStatus(raw: status)
        closeAll()
        return WaitStatus(raw: status)
    }

    /// How the child ended if it has, without blocking (reaping it, with `waitForExit`).
    package func statusIfEnded() -> WaitStatus? {
        if let reaped { return reaped }
        return hasExited ? waitForExit() : nil
    }

    /// Whether the child has ended (it is not reaped by asking).
    package var hasExited: Bool {
        if reaped != nil { return true }
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }

    // MARK: Steps

    private var ownsGroup: Bool { options.isolatesSignals }

    private struct Pipe { var read: Int32; var write: Int32 }

    /// The child's input, output and (when captured) error pipes, every end close-on-exec.
    private static func makePipes(errors: Bool) throws(ProcessError) -> (input: Pipe, output: Pipe, errors: Pipe?) {
        var made: [Pipe] = []
        for _ in 0..<(errors ? 3 : 2) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                let reason = ProcessError.reason(errno)
                for p in made { close(p.read); close(p.write) }
                throw .pipe(reason)
            }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            made.append(Pipe(read: ends[0], write: ends[1]))
        }
        return (made[0], made[1], errors ? made[2] : nil)
    }

    /// The child's SIGPIPE is the default one (this process ignores it for itself, the child
    /// must not inherit that); an isolated child also gets its own process group, an empty
    /// signal mask and the default SIGINT, SIGTERM and SIGHUP.
    private static func setSignals(_ attributes: inout posix_spawnattr_t, isolated: Bool) {
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        guard isolated else {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            return
        }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
    }

    /// This process's environment without the variables `overrides` names, then the
    /// overrides with a value, by name.
    private static func environment(_ overrides: [String: String]) -> [String] {
        var out: [String] = []
        var p = environ
        while let e = p.pointee {
            let entry = String(cString: e)
            if overrides[String(entry.prefix { $0 != "=" })] == nil { out.append(entry) }
            p += 1
        }
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) where !value.isEmpty {
            out.append("\(name)=\(value)")
        }
        return out
    }

    /// `WorkClock.monotonic` nanoseconds `timeout` seconds from now (nil: none).
    private static func deadline(_ timeout: Double?) -> Int64? {
        timeout.map { WorkClock.monotonic.now() + Int64(max(0, min($0, 1e9)) * 1e9) }
    }

    /// Milliseconds `poll` may wait before `deadline` (-1 without one; at least 1 before it);
    /// nil once it has passed.
    private static func pollMilliseconds(until deadline: Int64?) -> Int32? {
        guard let deadline else { return -1 }
        let left = deadline - WorkClock.monotonic.now()
        guard left > 0 else { return nil }
        return Int32(min(left / 1_000_000 + 1, 1000))
    }

    /// Reads what standard output holds now into `pending`, at most about 1 MiB; false when
    /// nothing was read. When the unterminated last line passes `lineLimit` bytes
    /// (`limitingLines`) it stops, drops that line and sets `lineTooLong`; the complete lines
    /// before it stay to be taken.
    private func readAvailableChunks(limitingLines: Bool = true) -> Bool {
        guard !lineTooLong else { return false }
        var total = 0
        while total < 1 << 20, output >= 0, let n = readChunk() {
            total += n
            if limitingLines, pending.count - partialStart > options.lineLimit {
                lineTooLong = true
                pending.removeSubrange(partialStart...)
                return true
            }
        }
        return total > 0
    }

    /// Reads once from standard output into `pending`: the bytes read, nil at its end (closed
    /// then), when nothing is available now, or on a read error.
    private func readChunk() -> Int? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress!, $0.count) }
            if n > 0 {
                if let last = chunk[0..<n].lastIndex(of: 0x0A) { partialStart = pending.count + last + 1 }
                pending.append(contentsOf: chunk[0..<n])
                return n
            }
            if n < 0 && errno == EINTR { continue }
            if n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                outputClosed = true
                close(output)
                output = -1
            }
            return nil
        }
    }

    /// The first complete line in `pending`, removed from it; nil (and `lineTooLong`, the
    /// rest dropped) when it is longer than `lineLimit` bytes.
    private func takeLine() -> String? {
        guard partialStart > 0, let newline = pending.firstIndex(of: 0x0A) else { return nil }
        guard newline <= options.lineLimit else {
            lineTooLong = true
            pending.removeAll()
            partialStart = 0
            return nil
        }
        defer {
            pending.removeSubrange(...newline)
            partialStart -= newline + 1
        }
        return String(decoding: pending[..<newline], as: UTF8.self)
    }

    /// Reads what standard error holds now into the bounded tail, without blocking (at most
    /// about 1 MiB a call: the rest is read by later calls).
    private func drainErrors() {
        guard errors >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 16384)
        var total = 0
        while total < 1 << 20 {
            let n = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            if n > 0 {
                total += n
                errorTail.append(contentsOf: chunk[0..<n])
                if errorTail.count > options.errorTailLimit { errorTail.removeFirst(errorTail.count - options.errorTailLimit) }
                continue
            }
            if n < 0 && errno == EINTR { continue }
            if n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { close(errors); errors = -1 }
            return
        }
    }

    private func closeAll() {
        for fd in [input, output, errors] where fd >= 0 { close(fd) }
        input = -1; output = -1; errors = -1
    }
}
