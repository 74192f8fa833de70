import FlickReport
import FlickBench
import FlickCore
import FlickInput
import FlickSim
#if canImport(Glibc)
import Glibc
#endif

/// `flick bench`: the benchmark suite over every layer (FlickBench's `BenchmarkSuite`), its
/// baselines and the regression gate. Runs the selected benchmarks (warm-up, then samples),
/// prints an environment header and a table, and optionally compares with a baseline file
/// or, interleaved run by run, with another build of flick.
///
/// Exit codes: 0 nothing regressed, 1 a regression (a counter rose, or a timing is slower by
/// the threshold or more and the rank test says the change is real), 2 bad usage, bad input,
/// or a missing or incompatible baseline (the message says which).
/// `--report PAGE` (with `--baseline` or `--against`) also writes the comparison as an HTML
/// page: a chart of every benchmark's baseline and current samples with its verdict
/// (`BenchReportPage`).
/// See docs/PERFORMANCE.md for the method, its defaults and its limits.
enum BenchCommand: Command {
    static let name = "bench"
    static let usage = "bench [--filter REGEX] [--quick] [--list] [--runs N | --time S] [--warmup N] [--json FILE] [--junit FILE] [--markdown] [--save-baseline FILE [--counters-only]] [--baseline FILE] [--threshold 5%] [--alpha 0.01] [--clock cpu|wall] [--report-timings-only] [--against OTHER_FLICK [--processes N] [--seed N]] [--report PAGE.html] [--with-kiwi [--kiwi-timeout S] [--kiwi-runs N]] [--traces DIR] [--trace SCENE=FILE] [--no-progress]"
    static let summary = "the benchmark suite (solver, layout, scenes, animation, gestures, input): timings, deterministic counters, allocations; --baseline FILE or --against OTHER_FLICK compares and exits 1 on a regression"

    /// Samples per group in the quick set (`--quick`) unless `--runs` or `--time` says otherwise.
    static let quickSamples = 2

    static let options: [OptionSpec] = [
        OptionSpec("--filter", .text),
        OptionSpec("--runs", .integer(1...SamplingPlan.maximumSamples)),
        OptionSpec("--time", .number(.above(0, upTo: 3600), unit: "seconds per group")),
        OptionSpec("--warmup", .integer(0...100)),
        // `-` is standard output.
        OptionSpec("--json", .output(.file)), .junit, OptionSpec("--save-baseline", .output(.file)), .report,
        OptionSpec("--baseline", .input(.baseline)),
        OptionSpec("--threshold", .percentage(NumberRange(lower: 0, upper: 10, includesLower: true, includesUpper: false))),
        OptionSpec("--alpha", .number(.open(0, 0.5))),
        OptionSpec("--clock", .choice(["cpu", "wall"])),
        OptionSpec("--against", .input(.executable)),
        // With --against: worker processes per build and group, and the seed of their order.
        OptionSpec("--processes", .integer(InterleavedRun.Design.processRange)),
        .seed,
        OptionSpec("--kiwi-timeout", .number(.above(0, upTo: 3600), unit: "seconds")),
        OptionSpec("--kiwi-runs", .integer(1...100)),
        OptionSpec("--traces", .input(.folder)), OptionSpec("--trace", .input(.namedTrace)),
        .flag("--list"), .flag("--quick"), .flag("--markdown"), .flag("--counters-only"), .flag("--report-timings-only"),
        .flag("--with-kiwi"), .flag("--no-progress"), .workerFlag("--worker"),
    ]
    static let positionals: [PositionalSpec] = []

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        _ = try args.expectPositional([])
        var options = BenchmarkSuite.Options(scenes: context.scenes)
        if let dir = args.string("--traces") {
            var info = stat()
            guard stat(dir, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                let why = access(dir, F_OK) == 0 ? "this is not a folder" : "no such folder"
                throw .badInput(location: dir, reason: "--traces must name a folder of traces: \(why)")
            }
            options.dataDirectory = dir
        }
        if let spec = args.string("--trace") { options.extraReplays = [try replay(spec, scenes: context.scenes)] }
        let suite = BenchmarkSuite(options)

        if args.has("--worker") {
            BenchWorker.serve(suite, environment: BenchEnvironment.current(commit: GitCommit.describe()),
                              readLine: { Swift.readLine(strippingNewline: true) }, writeLine: console.out)
            return .success
        }
        let plan = try samplingPlan(args)
        let gate = try gateSettings(args)
        let matches = try filter(args.string("--filter"))
        let quick = args.has("--quick")
        let selection = suite.selection(quick: quick, matches: matches)
        if args.has("--list") {
            for line in TextReport.list(selection, notes: suite.notes) { console.out(line) }
            return .success
        }
        guard !selection.isEmpty else {
            throw .usage("--filter \(args.string("--filter") ?? "") selects no benchmark\(quick ? " of the quick set" : "") (see flick bench --list)")
        }
        if args.has("--against") && (args.has("--baseline") || args.has("--save-baseline")) {
            throw .usage("--against compares with another build; it does not take --baseline or --save-baseline")
        }
        if (args.has("--processes") || args.has("--seed")) && !args.has("--against") {
            throw .usage("--processes and --seed apply to --against OTHER_FLICK")
        }
        if args.has("--counters-only") && !args.has("--save-baseline") { throw .usage("--counters-only applies to --save-baseline") }
        let reportPath = try BenchReportOutput.parse(args)
        // Read the baseline before spending minutes measuring.
        let baselinePath = args.string("--baseline")
        let baseline = try baselinePath.map { (path) throws(CLIError) -> BenchDocument in try readBaseline(path) }
        // No output may replace an input (the baseline, a --trace file, the other build):
        // `Arguments` refused one as it read the command line, and OutputFile checks again.
        if let other = args.string("--against") { InputFiles.note(other) }

        var settings = RunSettings()
        settings.warmup = plan.warmup
        switch plan.length {
        case .samples(let n):
            settings.samples = "\(n) per group" + (plan.cap.map { ", fewer (at least \(SamplingPlan.minimumTimedSamples)) after \(Format.number($0)) s" } ?? "")
        case .seconds(let s): settings.samples = "for \(Format.number(s)) s per group (at least \(SamplingPlan.minimumTimedSamples))"
        }
        settings.quick = quick
        settings.filter = args.string("--filter")
        let progress = Progress(enabled: !args.has("--no-progress") && Progress.standardErrorIsTerminal)
        let commit = GitCommit.describe()

        var document: BenchDocument
        var against: BenchDocument?
        if let other = args.string("--against") {
            let outcome = try interleaved(other: other, selection: selection, plan: plan, settings: settings, args: args,
                                          progress: progress)
            document = outcome.current
            document.environment.commit = commit
            document.notes = suite.notes + outcome.notes
            against = outcome.baseline
        } else {
            let sampler = Sampler()
            var results: [BenchmarkResult] = []
            for (index, entry) in selection.enumerated() {
                sampler.onProgress = { progress.show(index: index + 1, of: selection.count, $0) }
                let samples: [GroupSample]
                do throws(BenchError) {
                    samples = try sampler.run(entry.group, plan: plan)
                } catch {
                    progress.finish()
                    throw .badInput(location: entry.group.name, reason: error.message)
                }
                results += BenchmarkResult.aggregate(group: entry.group, samples: samples, selected: entry.selected,
                                                     countsAllocations: AllocationCounter.availability.isAvailable)
            }
            progress.finish()
            document = BenchDocument(environment: BenchEnvironment.current(commit: commit), settings: settings, results: results,
                                     notes: suite.notes)
        }
        document.notes += SolverGrowthBenchmarks.growthNotes(document.results)
        if args.has("--with-kiwi") { try timeKiwi(&document, selection: selection, args: args, progress: progress) }

        // Compare.
        var comparison: Comparison?
        var comparedWith = ""
        if let reference = baseline ?? against {
            comparedWith = baselinePath ?? args.string("--against") ?? ""
            let selectedNames = Set(selection.flatMap(\.selected))
            let known = Set(suite.benchmarks.map(\.name))
            do throws(BaselineError) {
                comparison = try Comparison(baseline: reference, current: document, settings: gate,
                                            isSelected: { selectedNames.contains($0) || (!known.contains($0) && matches($0)) })
            } catch {
                throw .badInput(location: comparedWith, reason: error.message + (baselinePath == nil ? "" : "; save a new one with: \(saveCommand(args, path: baselinePath ?? ""))"))
            }
        }

        // Report.
        let style: Table.Style = args.has("--markdown") ? .markdown : .plain
        let jsonPath = args.string("--json")
        var lines = TextReport.header(document, groups: selection.count, baseline: baseline.map { (baselinePath ?? "", $0) } ?? against.map { (comparedWith, $0) })
        lines.append("")
        if let comparison {
            lines += TextReport.comparisonTable(comparison, style: style)
        } else {
            lines += TextReport.runTable(document, style: style)
        }
        if !document.kiwi.isEmpty {
            lines.append("")
            lines += TextReport.kiwiTable(document, style: style)
        }
        if let comparison {
            lines.append("")
            lines += TextReport.warnings(comparison)
            lines.append(TextReport.summary(comparison))
            if comparison.summary.regressedCounters > 0, let baselinePath {
                let build = baseline.map { "a \($0.environment.build) build, as the baseline's" } ?? "the same build"
                lines.append("a counter rose: if the extra work is intended, update the baseline in the same commit, with \(build): \(saveCommand(args, path: baselinePath))")
            } else if comparison.rows.contains(where: { $0.kind == .counter && $0.verdict == .improved }), let baselinePath {
                lines.append("counters fell: to keep the gain, update the baseline: \(saveCommand(args, path: baselinePath))")
            }
        }
        if jsonPath != "-" { for line in lines { console.out(line) } } else { for line in lines { console.err(line) } }

        let comparisonJSON = comparison.map { $0.jsonValue(baseline: comparedWith) }
        if let jsonPath {
            let text = document.json(comparison: comparisonJSON)
            if jsonPath == "-" { console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text) } else { try writeTextFile(jsonPath, text, option: "--json") }
        }
        if let reportPath, let comparison, let reference = baseline ?? against {
            try BenchReportOutput.write(reportPath, current: document, baseline: reference, name: comparedWith, comparison: comparison,
                                        groups: selection.count)
        }
        if let junit = args.string("--junit") {
            try writeTextFile(junit, comparison.map(JUnitReport.xml) ?? JUnitReport.xml(document), option: "--junit")
        }
        if let save = args.string("--save-baseline") {
            try writeTextFile(save, (args.has("--counters-only") ? document.countersOnly : document).json(), option: "--save-baseline")
            console.err("flick bench: baseline saved to \(save)\(args.has("--counters-only") ? " (counters only)" : "")")
        }
        return comparison?.failed == true ? .failure : .success
    }

    // MARK: Options

    /// `--runs N`, `--time S`, `--warmup N`; `--quick` takes `quickSamples` by default.
    static func samplingPlan(_ args: Arguments) throws(CLIError) -> SamplingPlan {
        guard !(args.has("--runs") && args.has("--time")) else { throw .usage("give --runs N or --time S, not both") }
        var plan = SamplingPlan()
        plan.warmup = try args.int("--warmup", default: 1)
        if args.has("--runs") {
            plan.length = .samples(try args.int("--runs", default: SamplingPlan.defaultSamples))
            plan.cap = nil
        } else if args.has("--time") {
            plan.length = .seconds(try args.double("--time", default: 10))
        } else if args.has("--quick") {
            plan.length = .samples(quickSamples)
            plan.cap = nil
        }
        return plan
    }

    /// `--threshold 5%` (or 0.05), `--alpha 0.01`, `--clock cpu|wall`, `--report-timings-only`.
    static func gateSettings(_ args: Arguments) throws(CLIError) -> GateSettings {
        var gate = GateSettings()
        if args.has("--threshold") { gate.threshold = try args.double("--threshold", default: gate.threshold) }
        gate.alpha = try args.double("--alpha", default: 0.01)
        gate.clock = try args.choice("--clock", default: "cpu")
        gate.gatesTimings = !args.has("--report-timings-only")
        return gate
    }

    /// The `--filter` test: a regular expression searched in each full benchmark name.
    static func filter(_ pattern: String?) throws(CLIError) -> (String) -> Bool {
        guard let pattern else { return { _ in true } }
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(pattern)
        } catch {
            throw .usage("--filter '\(pattern)' is not a regular expression: \(error)")
        }
        return { $0.contains(regex) }
    }

    /// `--trace SCENE=FILE`: a benchmark `scene/SCENE/replay` of FILE.
    static func replay(_ spec: String, scenes: SceneRegistry) throws(CLIError) -> SceneBenchmarks.Replay {
        guard let eq = spec.firstIndex(of: "="), eq != spec.startIndex, spec.index(after: eq) != spec.endIndex else {
            throw .usage("--trace takes SCENE=FILE, got '\(spec)'")
        }
        let scene = String(spec[..<eq]), path = String(spec[spec.index(after: eq)...])
        guard scenes.names.contains(scene) else {
            throw .usage("--trace: unknown scene '\(scene)' (known: \(scenes.names.joined(separator: ", ")))")
        }
        guard access(path, R_OK) == 0 else { throw .badInput(location: path, reason: "no such file, or not readable") }
        return SceneBenchmarks.Replay(benchmark: "scene/\(scene)/replay", scene: scene, path: path)
    }

    /// Reads a baseline document.
    /// - Throws: `.badInput` for a missing file (with how to make one) or an incompatible one.
    static func readBaseline(_ path: String) throws(CLIError) -> BenchDocument {
        guard access(path, F_OK) == 0 else {
            throw .badInput(location: path, reason: "missing baseline: no such file (make one with flick bench --save-baseline \(path))")
        }
        let text = try readTextFile(path)
        do throws(BaselineError) {
            return try BenchDocument.parse(text, source: path)
        } catch {
            // The message names the file (and the line) already: `PATH[:LINE]: REASON`.
            let message = error.message
            guard message.hasPrefix(path), let colon = message[message.index(message.startIndex, offsetBy: path.count)...].firstRange(of: ": ") else {
                throw .badInput(location: path, reason: message)
            }
            throw .badInput(location: String(message[..<colon.lowerBound]), reason: String(message[colon.upperBound...]))
        }
    }

    /// The command that saves a new baseline with this run's selection.
    static func saveCommand(_ args: Arguments, path: String) -> String {
        var words = [CommandLine.arguments.first ?? "flick", "bench"]
        if args.has("--quick") { words.append("--quick") }
        if let f = args.string("--filter") { words += ["--filter", shellQuoted(f)] }
        if let t = args.string("--traces") { words += ["--traces", shellQuoted(t)] }
        if let t = args.string("--trace") { words += ["--trace", shellQuoted(t)] }
        words += ["--counters-only", "--save-baseline", shellQuoted(path)]
        return words.joined(separator: " ")
    }

    private static func shellQuoted(_ s: String) -> String {
        s.allSatisfy { $0.isLetter || $0.isNumber || "/._-=+:,".contains($0) } ? s : "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    // MARK: Runs

    /// `--against OTHER`: both builds in workers, sample by sample.
    static func interleaved(other: String, selection: [(group: BenchmarkGroup, selected: Set<String>)], plan: SamplingPlan,
                            settings: RunSettings, args: Arguments, progress: Progress) throws(CLIError) -> InterleavedRun.Outcome {
        guard access(other, X_OK) == 0 else { throw .usage("--against \(other): not an executable file") }
        // A seed drawn afresh unless given, so repeated runs are independent; the report names it.
        let seed = args.has("--seed") ? try args.unsigned("--seed", default: 0) : UInt64.random(in: 0..<(1 << 53))
        let design = InterleavedRun.Design(processes: try args.int("--processes", default: InterleavedRun.Design.defaultProcesses),
                                           seed: seed)
        var passed: [String] = []
        if let t = args.string("--traces") { passed += ["--traces", t] }
        if let t = args.string("--trace") { passed += ["--trace", t] }
        do throws(BenchError) {
            let limits = try BenchWorker.Limits.fromProcessEnvironment()
            let this = try BenchWorker.Client(executable: selfExecutable(), arguments: passed, limits: limits)
            let that = try BenchWorker.Client(executable: other, arguments: passed, limits: limits)
            return try InterleavedRun.run(this: this, other: that, selection: selection.map { ($0.group.name, $0.selected) },
                                          plan: plan, design: design, settings: settings, progress: progress)
        } catch {
            progress.finish()
            throw .badInput(location: error.program ?? other, reason: error.message)
        }
    }

    /// This process's executable (`/proc/self/exe`; the name it was run by when unreadable).
    static func selfExecutable() -> String {
        ProcessStats.executablePath() ?? CommandLine.arguments.first ?? "flick"
    }

    /// `--with-kiwi`: kiwisolver on the selected groups that are solver problems.
    static func timeKiwi(_ document: inout BenchDocument, selection: [(group: BenchmarkGroup, selected: Set<String>)],
                         args: Arguments, progress: Progress) throws(CLIError) {
        var runner = KiwiRunner()
        runner.timeout = try args.double("--kiwi-timeout", default: 60)
        runner.runs = try args.int("--kiwi-runs", default: 3)
        let availability = runner.availability()
        guard availability.isAvailable else {
            document.notes.append(availability.note)
            return
        }
        document.notes.append("\(availability.note) on the same scripts: \(runner.script), up to \(runner.runs) run(s) of each, \(Format.number(runner.timeout)) s each at most")
        let scratch = ScratchDirectory()
        let solverGroups = selection.filter { $0.group.constraintScript != nil }
        for (i, entry) in solverGroups.enumerated() {
            progress.message("[\(i + 1)/\(solverGroups.count)] kiwisolver \(entry.group.name)")
            document.kiwi += runner.time(entry.group, selected: entry.selected, scratch: scratch)
        }
        progress.finish()
    }
}
