import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// A child process with pipes to its standard input and output, for the A/B workers, git and
/// the kiwisolver runner. Found on `PATH` when the name has no slash; standard error is
/// inherited or captured.
package final class Subprocess {
    package let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pending: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments`.
    /// - Parameter capturesErrors: pipe standard error (read it with `run`), else inherit it.
    /// - Throws: `BenchError` when the process cannot be started (no such file, not executable).
    package init(_ executable: String, _ arguments: [String], capturesErrors: Bool = false) throws(BenchError) {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [-1, -1]
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, !capturesErrors || pipe(&errPipe) == 0 else {
            throw BenchError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        if capturesErrors { posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2) }
        for fd in [inPipe[0], inPipe[1], outPipe[0], outPipe[1], errPipe[0], errPipe[1]] where fd >= 0 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var child = pid_t()
        let status = executable.contains("/")
            ? posix_spawn(&child, executable, &actions, nil, argv, environ)
            : posix_spawnp(&child, executable, &actions, nil, argv, environ)
        close(inPipe[0]); close(outPipe[1])
        if errPipe[1] >= 0 { close(errPipe[1]) }
        guard status == 0 else {
            close(inPipe[1]); close(outPipe[0])
            if errPipe[0] >= 0 { close(errPipe[0]) }
            throw BenchError("cannot run \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        input = inPipe[1]
        output = outPipe[0]
        errors = errPipe[0]
        // A worker that dies must give EPIPE on write, not kill this process.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        closeInput()
        if output >= 0 { close(output) }
        if errors >= 0 { close(errors) }
        if exitStatus == nil { kill(pid, SIGKILL); _ = wait() }
    }

    /// Writes `line` and a newline to the child's standard input; false when it is gone.
    @discardableResult
    package func writeLine(_ line: String) -> Bool {
        guard input >= 0 else { return false }
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
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

    /// The next line of the child's standard output (without the newline), or nil at its end.
    package func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                guard !pending.isEmpty else { return nil }
                let line = String(decoding: pending, as: UTF8.self)
                pending.removeAll()
                return line
            }
            pending.append(contentsOf: chunk[0..<n])
        }
    }

    /// Waits for the child to end; its exit status, or 128 + the signal that ended it.
    @discardableResult
    package func wait() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        exitStatus = code
        return code
    }

    /// What `run` returns.
    package struct Outcome: Sendable {
        /// The exit status, nil when it was killed at the timeout.
        package var status: Int32?
        package var stdout: String
        package var stderr: String
    }

    /// Runs `executable` to its end with no input, capturing both outputs; kills it after
    /// `timeout` seconds (nil: no limit).
    /// - Throws: `BenchError` when it cannot be started.
    package static func run(_ executable: String, _ arguments: [String], timeout: Double? = nil) throws(BenchError) -> Outcome {
        let child = try Subprocess(executable, arguments, capturesErrors: true)
        child.closeInput()
        var out: [UInt8] = [], err: [UInt8] = []
        let deadline = timeout.map { WorkClock.monotonic.now() + Int64($0 * 1e9) }
        var open = [child.output, child.errors]
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - WorkClock.monotonic.now()
                if left <= 0 {
                    kill(child.pid, SIGKILL)
                    child.wait()
                    return Outcome(status: nil, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
                }
                wait = Int32(min(left / 1_000_000 + 1, 1000))
            }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 && errno != EINTR { break }
            for f in fds where f.revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let n = chunk.withUnsafeMutableBytes { read(f.fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if f.fd == child.output { out += chunk[0..<n] } else { err += chunk[0..<n] }
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    open.removeAll { $0 == f.fd }
                }
            }
        }
        let status = child.wait()
        return Outcome(status: status, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}
