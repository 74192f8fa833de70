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
    /// after `timeout` seconds of wall time (nil: no limit).
    /// - Throws: `ProcessError` when it cannot be started.
    /// - Complexity: polls at least once a second while it runs.
    package static func run(_ executable: String, _ arguments: [String], timeout: Double? = nil) throws(ProcessError) -> Outcome {
        var options = Options()
        options.nonBlocking = true
        let child = try ChildProcess(executable, arguments, options: options)
        child.closeInput()
        var out: [UInt8] = []
        let deadline = timeout.map { WorkClock.monotonic.now() + Int64($0 * 1e9) }
        while !child.readDescriptors.isEmpty {
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - WorkClock.monotonic.now()
                if left <= 0 {
                    child.kill()
                    return Outcome(status: nil, stdout: String(decoding: out, as: UTF8.self), stderr: child.errorText)
                }
                wait = Int32(min(left / 1_000_000 + 1, 1000))
            }
            var fds = child.readDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), wait) < 0 && errno != EINTR { break }
            out += child.readAvailableBytes()
            if child.outputClosed, child.readDescriptors.isEmpty { break }
        }
        let status = child.waitForExit()
        out += child.readAvailableBytes()
        return Outcome(status: status, stdout: String(decoding: out, as: UTF8.self), stderr: child.errorText)
    }
}
