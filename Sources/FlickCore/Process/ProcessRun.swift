#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcess {
    /// What `run` returns.
    package struct Outcome: Sendable {
        /// How it ended; nil when it was killed at the timeout.
        package var status: WaitStatus?
        /// All of its standard output.
        package var stdout: String
        /// The end of its standard error (at most `Options.errorTailLimit` bytes).
        package var stderr: String
    }

    /// Runs `executable` to its end with no input, capturing its outputs; kills it (SIGKILL)
    /// after `timeout` seconds of wall time (nil: no limit). It runs in a process group of its
    /// own, killed when it ends (and when this process is stopped by SIGINT, SIGTERM or
    /// SIGHUP): its end is its exit, a grandchild left holding its output does not keep this
    /// waiting.
    /// - Throws: `ProcessError` when it cannot be started.
    /// - Complexity: wakes at least every 100 ms while it runs.
    package static func run(_ executable: String, _ arguments: [String], timeout: Double? = nil) throws(ProcessError) -> Outcome {
        var options = Options()
        options.isolatesSignals = true
        options.stopsWithThisProcess = true
        let child = try ChildProcess(executable, arguments, options: options)
        child.closeInput()
        var out: [UInt8] = []
        let deadline = timeout.map { WorkClock.monotonic.now() + Int64(max(0, min($0, 1e9)) * 1e9) }
        while !child.readDescriptors.isEmpty && !child.hasExited {
            var wait: Int32 = 100
            if let deadline {
                let left = deadline - WorkClock.monotonic.now()
                if left <= 0 {
                    child.kill()
                    return Outcome(status: nil, stdout: String(decoding: out, as: UTF8.self), stderr: child.errorText)
                }
                wait = Int32(min(left / 1_000_000 + 1, 100))
            }
            var fds = child.readDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), wait) < 0 && errno != EINTR { break }
            out += child.readAvailableBytes()
        }
        out += child.readAvailableBytes()
        let status = child.finish(timeout: deadline.map { Double(max(0, $0 - WorkClock.monotonic.now())) * 1e-9 })
        out += child.readAvailableBytes()
        return Outcome(status: status, stdout: String(decoding: out, as: UTF8.self), stderr: child.errorText)
    }
}
