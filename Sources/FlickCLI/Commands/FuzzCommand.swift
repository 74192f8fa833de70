import FlickFuzz
import FlickSim
import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// `flick fuzz --scene NAME[,NAME…]|all`: an overnight fuzzing campaign over the scenes of
/// this executable (built-in and the user's own), in crash-safe worker processes, resumable
/// from `--out`, shardable (see docs/FUZZING.md).
///
/// Exit codes: 0 nothing found, 1 findings (in this session or saved before in `--out`),
/// 2 bad usage or an unusable output directory, 3 workers cannot be started.
enum FuzzCommand: Command {
    static let name = "fuzz"
    static let usage = "fuzz --scene NAME[,NAME...]|all [--seed N] [--time 8h | --runs N] [--jobs N] [--out DIR] [--shard K/N | --shard-index-from-env VAR/N] [--json] [--junit FILE] [--timeout SECONDS] [--budget-ms MS | --no-budget] [--determinism N] [--no-incremental | --incremental-every N] [--no-leaks] [--ambiguity] [--minimize-runs N] [--minimize-seconds S] [--rss-limit-mb MB] [--fork-server [--fork-min-build-ms MS] [--fork-templates N]] [--verdicts FILE]; or fuzz --oracles (list them); or \(FuzzMergeCommand.usage) (join the --out folders of shards or nights)"
    static let summary = "fuzz scenes with random environments, gestures and layout mutations in crash-safe workers; saves each finding as a minimized case file (exit 1 on findings)"

    static let options: [OptionSpec] = [
        .scene, .seed, OptionSpec("--time", .duration), OptionSpec("--runs", .integer(1...Int(Int32.max))),
        OptionSpec("--jobs", .integer(1...256)),
        // Read back to resume, and written (see `OutputKind.folder`).
        OptionSpec("--out", .output(.folder)), OptionSpec("--shard", .text), OptionSpec("--shard-index-from-env", .text),
        OptionSpec("--timeout", .number(.above(0, upTo: 3600), unit: "seconds")), .budgetMilliseconds,
        OptionSpec("--determinism", .integer(0...1_000_000)), OptionSpec("--incremental-every", .integer(0...1_000_000)),
        OptionSpec("--minimize-runs", .integer(0...1_000_000)), OptionSpec("--minimize-seconds", .integer(1...86_400)),
        OptionSpec("--rss-limit-mb", .integer(64...1_048_576)), OptionSpec("--verdicts", .output(.file)), .junit,
        .json, .flag("--no-budget"), .flag("--no-incremental"), .flag("--no-leaks"), .flag("--ambiguity"),
        // Cases whose scene was built before run in a fork of a template process holding it
        // (see `ForkServer`); its cost policy and how many templates a worker keeps.
        .flag("--fork-server"), OptionSpec("--fork-min-build-ms", .number(.closed(0, 3_600_000), unit: "milliseconds")),
        OptionSpec("--fork-templates", .integer(1...64)), .workerFlag("--worker"),
        // Workers only: `case` requests run the determinism checks too.
        .workerFlag("--judge-determinism"), .flag("--oracles"),
    ]
    static let positionals: [PositionalSpec] = []

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        if argv.first == "merge" { return try FuzzMergeCommand.run(Array(argv.dropFirst()), context: context) }
        let args = try Arguments(argv, for: Self.self)
        _ = try args.expectPositional([])
        if args.has("--oracles") {
            context.console.out(oracleTable())
            return .success
        }
        let scenes = try sceneNames(args, context: context)
        let seedText = args.string("--seed") ?? "0"
        guard let seed = UInt64(seedText) else { throw .usage("--seed must be an unsigned 64-bit integer, got '\(seedText)'") }
        let runOptions = try self.runOptions(args)
        let share = try args.int("--determinism", default: 16, in: 0...1_000_000)
        _ = try args.int("--minimize-runs", default: 2000, in: 0...1_000_000)
        _ = try args.int("--minimize-seconds", default: 120, in: 1...86_400)
        let memoryLimit = try args.int("--rss-limit-mb", default: 2048, in: 64...1_048_576) << 20
        let workerArguments = ["fuzz", "--worker", "--seed", String(seed), "--scene", scenes.joined(separator: ","),
                               "--determinism", String(share)] + passedThrough(args)

        if args.has("--worker") {
            var runner = CaseRunner(scenes: context.scenes, options: runOptions)
            runner.options.collectsCoverage = true
            let spec: WorkerSpec
            do throws(CampaignError) { spec = try WorkerSpec.thisExecutable(arguments: workerArguments) } catch {
                throw .internal(error.description)
            }
            // The scenes' text inputs, measured as the parent measures them, so the worker
            // draws the same cases (type gestures and edit-text mutations for those scenes).
            var settings = GeneratorSettings()
            settings.textInputs = TextInputTargets.measure(scenes, in: context.scenes)
            var loop = WorkerLoop(stream: CaseStream(seed: seed, scenes: scenes, settings: settings), runner: runner,
                                  determinismShare: share, spec: spec)
            loop.judgesDeterminism = args.has("--judge-determinism")
            loop.minimizeBudget = try args.int("--minimize-runs", default: 2000, in: 0...1_000_000)
            loop.minimizeTime = Int64(try args.int("--minimize-seconds", default: 120, in: 1...86_400)) * 1_000_000_000
            loop.memoryLimit = try args.int("--rss-limit-mb", default: 2048, in: 64...1_048_576) << 20
            if args.has("--fork-server") {
                let minimumBuild = try args.double("--fork-min-build-ms", default: Double(ForkServer.defaultMinimumBuild) / 1e6)
                loop.forkServer = ForkServer(stream: loop.stream, capacity: try args.int("--fork-templates", default: ForkServer.defaultCapacity, in: 1...64),
                                             minimumBuild: Int64(minimumBuild * 1e6))
            }
            loop.serve()
            return .success
        }

        let shard = try FuzzShardOption.shard(args)
        if args.string("--junit")?.isEmpty == true { throw .usage("--junit must name a file") }
        var time: Int64?
        if let text = args.string("--time") {
            guard let t = DurationText.nanoseconds(text) else { throw .usage("--time must be a duration such as 90s, 10m, 8h or 1h30m, got '\(text)'") }
            time = t
        }
        let runs: Int? = args.has("--runs") ? try args.int("--runs", default: 0, in: 1...Int(Int32.max)) : nil
        let jobs = try args.int("--jobs", default: WorkerSpec.cores, in: 1...256)
        let out = args.string("--out") ?? "fuzz-out"
        guard !out.isEmpty else { throw .usage("--out must name a directory") }

        let spec: WorkerSpec
        do throws(CampaignError) { spec = try WorkerSpec.thisExecutable(arguments: workerArguments) } catch {
            throw .internal(error.description)
        }
        var config = CampaignConfig(scenes: scenes, out: out, worker: spec)
        config.seed = seed
        config.settings.textInputs = TextInputTargets.measure(scenes, in: context.scenes)
        config.shard = shard
        config.runs = runs
        config.time = time
        config.jobs = jobs
        config.options = runOptions
        config.determinismShare = share
        config.memoryLimit = memoryLimit
        config.findingPage = CaseReportWriter.findingPage(scenes: context.scenes, options: runOptions)
        if let path = args.string("--verdicts") {
            guard !path.isEmpty else { throw .usage("--verdicts must name a file") }
            config.verdictsFile = path
        }

        let console = context.console
        let onTerminal = isatty(2) == 1 && !args.has("--json")
        var statusShown = false
        StopSignals.install()
        let campaign = Campaign(config: config, log: { line in
            if statusShown { writeStatus("\r\u{1B}[K"); statusShown = false }
            console.err(line)
        }, status: onTerminal ? { line in writeStatus("\r\u{1B}[K" + line); statusShown = true } : nil,
           shouldStop: { StopSignals.requested })
        console.err("fuzz: \(scenes.count) scene(s), seed \(seed), shard \(shard), \(jobs) worker(s), output in \(out)"
                    + (runs.map { ", until \($0) cases" } ?? "") + (time.map { ", for \(Format.seconds(nanoseconds: $0))" } ?? "")
                    + (runs == nil && time == nil ? ", until Ctrl-C" : ""))
        if !args.has("--no-budget"), let note = FrameBudgetOracle.note(checksBudget: runOptions.checksBudget) {
            console.err("fuzz: \(note)")
        }
        let summary: CampaignSummary
        do throws(CampaignError) {
            summary = try campaign.run()
        } catch {
            if statusShown { writeStatus("\n") }
            switch error {
            case .outputDirectory(let why): throw .badInput(location: out, reason: why)
            case .spawn, .noExecutable: throw .internal(error.description)
            }
        }
        if statusShown { writeStatus("\r\u{1B}[K") }
        if args.has("--json") { console.out(summary.json) } else { console.out(summary.text) }
        if let path = args.string("--junit") { try writeTextFile(path, summary.junit().xml, option: "--junit") }
        return exitCode(summary, known: nil, console: console, knownPath: nil)
    }

    /// 1 when the summary has findings — with a known-findings file, findings or internal
    /// errors it does not list, each named on standard error — and 0 otherwise.
    static func exitCode(_ summary: CampaignSummary, known: KnownFindings?, console: Console, knownPath: String?) -> ExitCode {
        guard let known else { return summary.findings.isEmpty ? .success : .failure }
        let unlisted = known.unlisted(in: summary)
        for f in unlisted {
            console.err("fuzz: not in \(knownPath ?? "the known findings"): \(f.signature)\n    \(f.file.isEmpty ? "(no case file)" : f.file)")
        }
        return unlisted.isEmpty ? .success : .failure
    }

    /// Each built-in oracle, where it is judged and what failing it means (`--oracles`).
    static func oracleTable() -> String {
        let width = Oracles.builtIn.map(\.oracle.rawValue.count).max() ?? 0
        var lines = Oracles.builtIn.map { rule in
            rule.oracle.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0) + rule.meaning + " (judged \(rule.place.rawValue))"
        }
        lines.append("A kind a scene's own invariant reports (Scene.invariants) is judged as an oracle of the same name.")
        return lines.joined(separator: "\n")
    }

    /// The scene list: names in the registry, or `all` of them.
    static func sceneNames(_ args: Arguments, context: CommandContext) throws(CLIError) -> [String] {
        guard let text = args.string("--scene"), !text.isEmpty else {
            throw .usage("--scene NAME[,NAME...] or --scene all is required (see `flick scenes`)")
        }
        if text == "all" { return context.scenes.names }
        var names: [String] = []
        for word in text.split(separator: ",") {
            let name = String(word)
            guard context.scenes.names.contains(name) else {
                throw .usage("unknown scene '\(name)' (known: \(context.scenes.names.joined(separator: ", ")), all)")
            }
            if !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { throw .usage("--scene names no scene") }
        return names
    }

    /// What each case run checks, from the command line.
    static func runOptions(_ args: Arguments) throws(CLIError) -> RunOptions {
        var o = RunOptions()
        let timeout = try args.double("--timeout", default: 10)
        guard timeout > 0, timeout <= 3600 else { throw .usage("--timeout must be in (0, 3600] seconds") }
        o.cpuLimit = Int64(timeout * 1e9)
        if args.has("--no-budget") { o.checksBudget = false }
        if args.has("--budget-ms") {
            guard !args.has("--no-budget") else { throw .usage("--budget-ms and --no-budget exclude each other") }
            // Asked for: judged in any build (see `FrameBudgetOracle`).
            o.budget = try args.nanoseconds("--budget-ms", unit: "milliseconds", unitSeconds: 1e-3, in: 0.001...3_600_000)
            o.checksBudget = true
        }
        o.checksAmbiguity = args.has("--ambiguity")
        o.checksIncremental = !args.has("--no-incremental")
        o.checksLeaks = !args.has("--no-leaks")
        o.incrementalEvery = try args.int("--incremental-every", default: 0, in: 0...1_000_000)
        return o
    }

    /// The options a worker needs to judge cases as the campaign does.
    static func passedThrough(_ args: Arguments) -> [String] {
        var out: [String] = []
        for o in ["--timeout", "--budget-ms", "--incremental-every", "--minimize-runs", "--minimize-seconds", "--rss-limit-mb",
                  "--fork-min-build-ms", "--fork-templates"] { if let v = args.string(o) { out += [o, v] } }
        for f in ["--no-budget", "--no-incremental", "--no-leaks", "--ambiguity", "--fork-server"] where args.has(f) { out.append(f) }
        return out
    }

    /// Raw text on standard error (the live status line).
    static func writeStatus(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress!, $0.count) }
    }
}
