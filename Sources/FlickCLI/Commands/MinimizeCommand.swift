import FlickCore
import FlickFuzz
import FlickSim

/// `flick minimize CASE [-o OUT]`: shrinks a failing case file to a small one that still
/// fails the same way (the same oracle, violation kind and location: its signature), by delta
/// debugging over mutations, gestures, strokes and moves, then simpler values and default
/// environment fields. A case without `expect` is minimized for the first finding a run of it
/// gives (a crash, when it traps). Nothing runs in this process but the report page: the first
/// run and every candidate are judged in worker processes (`CaseWorker`) — crash and hang
/// candidates each in a worker, the others by a minimization inside one worker — so a case
/// that traps never takes the command down. Deterministic: the same case gives the same result.
///
/// CASE may also be a raw libFuzzer crash artifact of a case harness, decoded as the harness
/// decoded it (`CaseArtifact`: by its `crash-SHA1` name, or any name with `--case-bytes`); the
/// minimized case is a case file either way.
///
/// `--report PAGE` also writes a page of the original and the minimized case side by side
/// (`CaseReport.minimizationPage`).
///
/// Exit codes: 0 the minimized case was written (for a crash case, a smaller case that traps
/// the same way, its message and location printed); 1 the case does not fail, or a candidate
/// took its worker down while minimizing another finding (the crash is printed; nothing
/// written); 2 bad usage or a file that does not parse; 3 no worker can be started.
enum MinimizeCommand: Command {
    static let name = "minimize"
    static let usage = "minimize CASE [-o OUT] [--budget RUNS] [--seconds S] [--report PAGE.html] [--json] [--case-bytes] (CASE: a case file, or a case harness's libFuzzer crash artifact)"
    static let summary = "shrink a failing fuzz case to a minimal one that fails the same way (written to OUT, default CASE.min.json)"

    static let options: [OptionSpec] = [
        .output, OptionSpec("--budget", .integer(1...1_000_000)), OptionSpec("--seconds", .integer(1...86_400)), .report, .json,
        // CASE is a case harness's crash artifact, whatever its name.
        .flag("--case-bytes"),
    ]
    static let positionals = [PositionalSpec("CASE", .input(.caseFile))]

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let args = try Arguments(argv, for: Self.self)
        let path = try args.expectPositional(["CASE"])[0]
        let budget = try args.int("--budget", default: 2000)
        let seconds = Int64(try args.int("--seconds", default: 600)) * 1_000_000_000
        let out = args.string("-o") ?? args.string("--output") ?? defaultOutput(path)
        let c = try CaseReplay.load(path, bytes: args.has("--case-bytes"), context: context)
        let pagePath = try CaseReportWriter.pagePath(args, input: path)
        if let pagePath, FileIdentity.same(pagePath, out) { throw .usage("--report \(pagePath) is the output case file; choose another file") }
        var options = RunOptions()
        // A budget finding was found with the budget asked for: judge it (`FrameBudgetOracle`).
        options.checksBudget = c.expectation?.oracle == .frameBudget
        let runner = CaseRunner(scenes: context.scenes, options: options)
        let console = context.console
        guard var finding = try failure(of: c, context: context) else {
            console.err("\(path): the case does not fail; nothing to minimize")
            return .failure
        }
        if finding.oracle == .crash { console.err("\(path): the case crashes its worker: \(finding.message)") }

        let small: FuzzCase
        let runs: Int
        let limits = CaseWorker.Limits(runs: budget, seconds: seconds / 1_000_000_000, memoryMB: 4096)
        let judge = try CaseWorker.judge(scene: c.scene, options: runner.options, context: context, limits: limits)
        if finding.oracle.needsWorker {
            guard judge.fails(c, signature: finding.signature.text) else {
                console.err("\(path): the case no longer fails with \(finding.oracle.rawValue) \(finding.kind); nothing written")
                return .failure
            }
            (small, runs) = judge.minimize(c, finding: finding, budget: finding.oracle == .hang ? min(budget, 24) : budget, timeLimit: seconds)
        } else {
            var kept = c
            kept.expectation = finding.expectation
            switch try CaseWorker.minimize(kept, on: judge) {
            case .minimized(let s, let n):
                (small, runs) = (s, n)
                if let e = s.expectation { finding = Finding(oracle: e.oracle, kind: e.kind, tick: e.tick, message: e.message, signature: Signature(text: e.signature)) }
            case .notFailing:
                console.err("\(path): the case no longer fails with \(finding.oracle.rawValue) \(finding.kind); nothing written")
                return .failure
            case .died(let f):
                console.err("\(path): a smaller case took the worker down while minimizing \(finding.oracle.rawValue) \(finding.kind): \(f.message); nothing written")
                for d in f.details.prefix(12) { console.err("    \(d)") }
                return .failure
            }
        }
        var result = small
        result.origin = c.origin
        try writeTextFile(out, CaseFile.text(result), option: "minimized case")
        if let pagePath {
            var kept = c
            if kept.expectation == nil { kept.expectation = finding.expectation }
            let before = CaseReportWriter.record(kept, runner: runner), after = CaseReportWriter.record(result, runner: runner)
            let page = CaseReport.minimizationPage(
                original: CaseReportWriter.report(kept, path: path, findings: before.outcome?.findings, outcome: before.outcome, run: before.run),
                minimized: CaseReportWriter.report(result, path: out, findings: after.outcome?.findings, outcome: after.outcome, run: after.run),
                finding: finding, runs: runs)
            try CaseReportWriter.write(page, to: pagePath)
        }
        let line = "minimized \(path): \(c.eventCount) -> \(result.eventCount) events, \(c.gestures.count) -> \(result.gestures.count) gestures, \(c.mutations.count) -> \(result.mutations.count) mutations in \(runs) runs; wrote \(out)"
        if args.has("--json") {
            context.console.out(JSONValue.object([
                ("case", .string(path)), ("out", .string(out)), ("runs", .int(runs)),
                ("events", .ints([c.eventCount, result.eventCount])), ("gestures", .ints([c.gestures.count, result.gestures.count])),
                ("mutations", .ints([c.mutations.count, result.mutations.count])), ("signature", .string(finding.signature.text)),
            ]).text())
        } else {
            context.console.out(line)
        }
        return .success
    }

    /// What to keep while minimizing `c`: its expectation, or else the first finding of a run
    /// of it in a worker (with the determinism checks, as `flick replay CASE` runs it) — the
    /// crash, when it takes the worker down. nil when the run finds nothing.
    /// - Throws: `CLIError.internal` when no worker can be started; `.badInput` when the scene
    ///   refuses the case's environment.
    private static func failure(of c: FuzzCase, context: CommandContext) throws(CLIError) -> Finding? {
        if let e = c.expectation {
            return Finding(oracle: e.oracle, kind: e.kind, tick: e.tick, message: e.message, signature: Signature(text: e.signature))
        }
        var options = RunOptions()
        options.checksDeterminism = true
        switch try CaseWorker.run(c, on: CaseWorker.judge(scene: c.scene, options: options, context: context)) {
        case .ran(let r):
            if let why = r.rejected { throw .badInput(location: "environment", reason: "the scene refuses it: \(why)") }
            return r.findings.first
        case .died(let f):
            return f
        }
    }

    /// `x.json` → `x.min.json`; other names get `.min.json` appended.
    static func defaultOutput(_ path: String) -> String {
        path.hasSuffix(".json") ? String(path.dropLast(5)) + ".min.json" : path + ".min.json"
    }
}
