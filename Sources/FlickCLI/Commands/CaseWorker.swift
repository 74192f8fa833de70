import FlickCore
import FlickFuzz

/// The worker processes `flick replay CASE` and `flick minimize` judge case files in. A case
/// may trap or spin: that must end a worker, never the command, which then reports the crash
/// (the trap's message and source location) or the hang as a finding. This is the campaign's
/// worker layer (`SubprocessJudge` over `fuzz --worker` processes of
/// `CommandContext.workerExecutable`), not a second one.
///
/// A worker's start costs about as much as judging a small case, a cost paid once per command:
/// so every case is judged in one, for one verdict whatever its `expect` says. Further cases
/// the same worker judges (a minimization's candidates) pay no start.
enum CaseWorker {
    /// What a worker-side minimization may spend (`flick minimize --budget/--seconds`).
    struct Limits {
        var runs: Int
        var seconds: Int64
        /// Resident memory at which it stops, MiB.
        var memoryMB: Int
    }

    /// A judge whose workers run cases of `scene` with `options` (determinism, leaks,
    /// ambiguity, incremental checks, budget and CPU-time limit as they say) and minimize
    /// within `limits`.
    /// - Throws: `CLIError.internal` when no worker executable can be found.
    static func judge(scene: String, options: RunOptions, context: CommandContext, limits: Limits? = nil) throws(CLIError) -> SubprocessJudge {
        SubprocessJudge(spec: try spec(scene: scene, options: options, context: context, limits: limits), cpuLimit: options.cpuLimit)
    }

    /// How to start a worker that runs cases of `scene` with `options` (see `judge`).
    /// - Throws: `CLIError.internal` when no worker executable can be found.
    static func spec(scene: String, options: RunOptions, context: CommandContext, limits: Limits? = nil) throws(CLIError) -> WorkerSpec {
        var arguments = ["fuzz", "--worker", "--scene", scene, "--determinism", "0", "--timeout", Format.number(Double(options.cpuLimit) / 1e9)]
        if options.checksDeterminism { arguments.append("--judge-determinism") }
        if !options.checksBudget {
            arguments.append("--no-budget")
        } else if let b = options.budget {
            arguments += ["--budget-ms", Format.number(Double(b) / 1e6)]
        }
        if options.checksAmbiguity { arguments.append("--ambiguity") }
        if !options.checksLeaks { arguments.append("--no-leaks") }
        if !options.checksIncremental { arguments.append("--no-incremental") }
        if let limits {
            arguments += ["--minimize-runs", String(limits.runs), "--minimize-seconds", String(limits.seconds),
                          "--rss-limit-mb", String(limits.memoryMB)]
        }
        let spec: WorkerSpec
        if let path = context.workerExecutable {
            spec = WorkerSpec(executable: path, arguments: arguments)
        } else {
            do throws(CampaignError) { spec = try WorkerSpec.thisExecutable(arguments: arguments) } catch {
                throw .internal(error.description)
            }
        }
        return spec
    }

    /// Runs `c` in one of `judge`'s workers.
    /// - Throws: `CLIError.internal` when no worker can be started.
    static func run(_ c: FuzzCase, on judge: SubprocessJudge) throws(CLIError) -> SubprocessJudge.Verdict {
        do throws(CampaignError) { return try judge.run(c) } catch { throw .internal(error.description) }
    }

    /// Minimizes `c` (its `expectation` names the finding) inside one of `judge`'s workers.
    /// - Throws: `CLIError.internal` when no worker can be started.
    static func minimize(_ c: FuzzCase, on judge: SubprocessJudge) throws(CLIError) -> WorkerMinimization {
        do throws(CampaignError) { return try judge.minimizeInWorker(c) } catch { throw .internal(error.description) }
    }
}
