#if canImport(Glibc)
import Glibc
#endif

/// A worker: a child process running `flick fuzz --worker` (this executable, so a user's own
/// scenes are there too), spoken to in lines over its standard input and output
/// (`WorkerProtocol`). Its standard error is kept (the last 16 KiB), for the message of a trap.
///
/// The child gets its own process group (a Ctrl-C at the terminal reaches only the parent,
/// which stops its workers itself), default signal dispositions, and `SWIFT_BACKTRACE=enable=no`
/// so a trap ends it at once with the runtime's one-line message.
final class WorkerProcess {
    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var outBuffer: [UInt8] = []
    private(set) var stderrTail: [UInt8] = []
    /// Whether its output reached end of file (the child closed it or died).
    private(set) var outputClosed = false
    private var reaped: Int32?

    static let stderrKeep = 16 * 1024

    /// Starts `executable` with `arguments` (argv[1…]), with `environment` set on top of this
    /// process's environment (an empty value unsets a variable).
    /// - Throws: `CampaignError.spawn` with the reason.
    init(executable: String, arguments: [String], environment: [String: String] = [:]) throws(CampaignError) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0], errChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0, pipe(&errChild) == 0 else {
            throw .spawn("pipe: \(String(cString: strerror(errno)))")
        }
        // Close-on-exec, so no other worker inherits these ends (the child gets its own by dup2).
        for fd in toChild + fromChild + errChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errChild[1], 2)
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attr, 0)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attr, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attr, &defaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var env: [String] = []
        var p = environ
        while let e = p.pointee {
            let s = String(cString: e)
            let name = s.prefix { $0 != "=" }
            if name != "SWIFT_BACKTRACE" && environment[String(name)] == nil { env.append(s) }
            p += 1
        }
        env.append("SWIFT_BACKTRACE=enable=no")
        // An empty value unsets the variable.
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) where name != "SWIFT_BACKTRACE" && !value.isEmpty {
            env.append("\(name)=\(value)")
        }
        let envp = env.map { strdup($0) } + [nil]
        defer { for p in envp { free(p) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attr, argv, envp)
        close(toChild[0]); close(fromChild[1]); close(errChild[1])
        guard rc == 0 else {
            close(toChild[1]); close(fromChild[0]); close(errChild[0])
            throw .spawn("\(executable): \(String(cString: strerror(rc)))")
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
        errors = errChild[0]
        for fd in [output, errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    deinit { closeAll() }

    /// The descriptors to poll for reading (output, then errors), those still open.
    var readDescriptors: [Int32] { [output, errors].filter { $0 >= 0 } }

    /// Sends one line; false when the worker is gone (EPIPE).
    @discardableResult
    func send(_ line: String) -> Bool {
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

    /// Reads what is available without blocking; returns the complete output lines.
    func readLines() -> [String] {
        drain(&errors, into: &stderrTail, keep: Self.stderrKeep)
        var lines: [String] = []
        guard output >= 0 else { return lines }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress!, $0.count) }
            if n > 0 { outBuffer.append(contentsOf: chunk[0..<n]); continue }
            if n == 0 { outputClosed = true; close(output); output = -1 }
            break
        }
        while let nl = outBuffer.firstIndex(of: 0x0A) {
            lines.append(String(decoding: outBuffer[..<nl], as: UTF8.self))
            outBuffer.removeSubrange(...nl)
        }
        return lines
    }

    private func drain(_ fd: inout Int32, into tail: inout [UInt8], keep: Int) {
        guard fd >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n > 0 {
                tail.append(contentsOf: chunk[0..<n])
                if tail.count > keep { tail.removeFirst(tail.count - keep) }
                continue
            }
            if n == 0 { close(fd); fd = -1 }
            break
        }
    }

    /// The standard error kept so far, as text.
    var stderrText: String { String(decoding: stderrTail, as: UTF8.self) }

    /// CPU time the worker has used (user + system), ns; nil when it cannot be read.
    var cpuNanoseconds: Int64? { ProcessStats.cpuNanoseconds(pid: pid) }

    /// Kills the worker (SIGKILL) and reaps it.
    func kill() {
        if reaped == nil { _ = Glibc.kill(pid, SIGKILL) }
        _ = waitForExit()
    }

    /// Closes its input (a worker exits at end of input), then waits for it.
    func finish() -> Int32 {
        if input >= 0 { close(input); input = -1 }
        return waitForExit()
    }

    /// Waits for the child and returns its raw wait status (cached).
    func waitForExit() -> Int32 {
        if let r = reaped { return r }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The last words of a crashed child.
        drain(&errors, into: &stderrTail, keep: Self.stderrKeep)
        reaped = status
        closeAll()
        return status
    }

    /// The wait status if the child has exited, without blocking.
    func exitStatusIfDone() -> Int32? {
        if let r = reaped { return r }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        guard r == pid else { return nil }
        drain(&errors, into: &stderrTail, keep: Self.stderrKeep)
        reaped = status
        return status
    }

    private func closeAll() {
        for fd in [input, output, errors] where fd >= 0 { close(fd) }
        input = -1; output = -1; errors = -1
    }
}

/// Why a campaign could not run.
public enum CampaignError: Error, Sendable, CustomStringConvertible {
    /// A worker could not be started.
    case spawn(String)
    /// The output directory cannot be used (not writable, or holds another campaign).
    case outputDirectory(String)
    /// This executable's own path cannot be found (workers run it).
    case noExecutable(String)

    public var description: String {
        switch self {
        case .spawn(let s): return "cannot start a worker: \(s)"
        case .outputDirectory(let s): return s
        case .noExecutable(let s): return "cannot find this executable to run workers: \(s)"
        }
    }
}
