#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process with pipes to its standard input, output and (optionally) error, spoken to
/// in lines: the one process layer under the bench's A/B workers, git and kiwisolver runs and
/// the fuzzer's crash-safe workers.
///
/// Every pipe end is close-on-exec, so a sibling child never inherits another one's pipe (its
/// input would then never see end of file). This process ignores SIGPIPE once a child exists:
/// writing to a child that died gives `false` from `writeLine`, it does not end this process.
/// A child still running when this object goes away is killed (SIGKILL) and reaped.
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
        /// reaches only this process, which stops its children itself. Default false.
        package var isolatesSignals = false
        /// Reads never block: poll `readDescriptors`, then `readAvailableLines()`. Else
        /// `readLine()` blocks until a line or the end of the output. Default false.
        package var nonBlocking = false
        /// Variables set on top of this process's environment; an empty value unsets one.
        /// Default none.
        package var environment: [String: String] = [:]

        package init() {}
    }

    package let pid: pid_t
    private let options: Options
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pending: [UInt8] = []
    private var errorTail: [UInt8] = []
    /// Whether its standard output reached end of file (the child closed it or died).
    package private(set) var outputClosed = false
    private var reaped: WaitStatus?

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
        if options.nonBlocking {
            for fd in [output, errors] where fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
    }

    deinit {
        if reaped == nil { kill() }
        closeAll()
    }

    // MARK: Input and output

    /// Writes `line` and a newline to the child's standard input (retrying short writes and
    /// EINTR); false when the child is gone (EPIPE) or its input is closed.
    @discardableResult
    package func writeLine(_ line: String) -> Bool {
        guard input >= 0 else { return false }
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Closes the child's standard input (it sees the end of its input).
    package func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    /// The next line of the child's standard output (without the newline), blocking until it
    /// comes; the unterminated rest at the end of the output; nil at its end. For a child
    /// started without `nonBlocking`.
    package func readLine() -> String? {
        while true {
            if let line = takeLine() { return line }
            guard output >= 0, readChunk() else {
                guard !pending.isEmpty else { return nil }
                defer { pending.removeAll() }
                return String(decoding: pending, as: UTF8.self)
            }
        }
    }

    /// The complete lines of standard output available now, without blocking (for a child
    /// started `nonBlocking`); standard error is drained into `errorText` first.
    package func readAvailableLines() -> [String] {
        drainErrors()
        while output >= 0, readChunk() {}
        var lines: [String] = []
        while let line = takeLine() { lines.append(line) }
        return lines
    }

    /// The bytes of standard output available now, without blocking (for a child started
    /// `nonBlocking`), lines or not; standard error is drained into `errorText` first.
    package func readAvailableBytes() -> [UInt8] {
        drainErrors()
        while output >= 0, readChunk() {}
        defer { pending.removeAll() }
        return pending
    }

    /// The descriptors to poll for reading (output, then errors), those still open.
    package var readDescriptors: [Int32] { [output, errors].filter { $0 >= 0 } }

    /// The end of its standard error kept so far (at most `errorTailLimit` bytes), as text.
    package var errorText: String { String(decoding: errorTail, as: UTF8.self) }

    // MARK: Ending

    /// Kills the child (SIGKILL) and reaps it.
    package func kill() {
        if reaped == nil { _ = Glibc.kill(pid, SIGKILL) }
        _ = waitForExit()
    }

    /// Closes its input (a line-driven child exits at the end of its input), then waits for it.
    package func finish() -> WaitStatus {
        closeInput()
        return waitForExit()
    }

    /// Waits for the child to end (cached after the first call); keeps its last words on
    /// standard error and closes every pipe.
    package func waitForExit() -> WaitStatus {
        if let reaped { return reaped }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        drainErrors()
        reaped = WaitStatus(raw: status)
        closeAll()
        return WaitStatus(raw: status)
    }

    /// How the child ended if it has, without blocking.
    package func statusIfEnded() -> WaitStatus? {
        if let reaped { return reaped }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        drainErrors()
        reaped = WaitStatus(raw: status)
        return reaped
    }

    // MARK: Steps

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

    /// Reads once from standard output into `pending`; false at its end (closed then), when
    /// nothing is available now, or on a read error.
    private func readChunk() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress!, $0.count) }
            if n > 0 { pending.append(contentsOf: chunk[0..<n]); return true }
            if n < 0 && errno == EINTR { continue }
            if n == 0 {
                outputClosed = true
                close(output)
                output = -1
            }
            return false
        }
    }

    /// The first complete line in `pending`, removed from it.
    private func takeLine() -> String? {
        guard let newline = pending.firstIndex(of: 0x0A) else { return nil }
        defer { pending.removeSubrange(...newline) }
        return String(decoding: pending[..<newline], as: UTF8.self)
    }

    /// Reads what standard error holds now into the bounded tail (without blocking when the
    /// child is `nonBlocking`; after it ended, to its end).
    private func drainErrors() {
        guard errors >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            if n > 0 {
                errorTail.append(contentsOf: chunk[0..<n])
                if errorTail.count > options.errorTailLimit { errorTail.removeFirst(errorTail.count - options.errorTailLimit) }
                continue
            }
            if n < 0 && errno == EINTR { continue }
            if n == 0 { close(errors); errors = -1 }
            return
        }
    }

    private func closeAll() {
        for fd in [input, output, errors] where fd >= 0 { close(fd) }
        input = -1; output = -1; errors = -1
    }
}
