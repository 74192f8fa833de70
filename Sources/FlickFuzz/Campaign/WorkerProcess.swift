import FlickCore

/// A worker: a child process running `flick fuzz --worker` (this executable, so a user's own
/// scenes are there too), spoken to in lines over its standard input and output
/// (`WorkerProtocol`), with reads that never block. Its standard error is kept (the last
/// 16 KiB), for the message of a trap.
///
/// The child gets its own process group (a Ctrl-C at the terminal reaches only the parent,
/// which stops its workers itself; the group is killed with the worker), default signal
/// dispositions, and `SWIFT_BACKTRACE=enable=no`
/// so a trap ends it at once with the runtime's one-line message.
enum WorkerProcess {
    /// The standard error kept, at most, bytes.
    static let stderrKeep = 16 * 1024
    /// The longest line a worker may write, bytes: 128 MiB, twice the largest case file
    /// (a `minimized` line carries a whole case). A longer one stops the worker.
    static let lineLimit = 128 << 20

    /// Starts `executable` with `arguments` (argv[1…]), with `environment` set on top of this
    /// process's environment (an empty value unsets a variable; `SWIFT_BACKTRACE` is always
    /// `enable=no`).
    /// - Throws: `CampaignError.spawn` with the reason.
    static func start(executable: String, arguments: [String], environment: [String: String] = [:]) throws(CampaignError) -> ChildProcess {
        var options = ChildProcess.Options()
        options.capturesErrors = true
        options.errorTailLimit = stderrKeep
        options.isolatesSignals = true
        options.lineLimit = lineLimit
        options.environment = environment
        options.environment["SWIFT_BACKTRACE"] = "enable=no"
        do throws(ProcessError) {
            return try ChildProcess(executable, arguments, options: options)
        } catch {
            switch error {
            case .pipe(let reason): throw .spawn("pipe: \(reason)")
            case .spawn(let executable, let reason): throw .spawn("\(executable): \(reason)")
            }
        }
    }
}
