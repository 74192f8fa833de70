import FlickFuzz
import FlickSim

/// `flick minimize CASE [-o OUT]`: shrinks a failing case file to a small one that still
/// fails the same way (the same oracle, violation kind and location: its signature), by delta
/// debugging over mutations, gestures, strokes and moves, then simpler values and default
/// environment fields. A case without `expect` is minimized for the first finding a run of it
/// gives. Crash and hang cases are judged in worker processes. Deterministic: the same case
/// gives the same result.
///
/// `--report PAGE` also writes a page of the original and the minimized case side by side
/// (`CaseReport.minimizationPage`).
///
/// Exit codes: 0 the minimized case was written; 1 the case does not fail (nothing written);
/// 2 bad usage or a file that does not parse.
enum MinimizeCommand: Command {
    static let name = "minimize"
    static let usage = "minimize CASE [-o OUT] [--budget RUNS] [--seconds S] [--report PAGE.html] [--json]"
    static let summary = "shrink a failing fuzz case to a minimal one that fails the same way (written to OUT, default CASE.min.json)"

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let args = try Arguments(argv, options: ["-o", "--output", "--budget", "--seconds", "--report"], flags: ["--json"])
        let path = try args.expectPositional(["CASE"])[0]
        let budget = try args.int("--budget", default: 2000, in: 1...1_000_000)
        let seconds = Int64(try args.int("--seconds", default: 600, in: 1...86_400)) * 1_000_000_000
        let out = args.string("-o") ?? args.string("--output") ?? defaultOutput(path)
        let c = try CaseReplay.load(path, context: context)
        let pagePath = try CaseReportWriter.pagePath(args, input: path)
        if let pagePath, ReplayPageOutput.samePath(pagePath, out) { throw .usage("--report \(pagePath) is the output case file; choose another file") }
        var options = RunOptions()
        let runner = CaseRunner(scenes: context.scenes, options: options)

        // What to keep: the file's expectation, or the first finding of a run.
        var finding: Finding
        if let e = c.expectation {
            finding = Finding(oracle: e.oracle, kind: e.kind, tick: e.tick, message: e.message, signature: Signature(text: e.signature))
        } else {
            options.checksDeterminism = true
            guard let f = CaseRunner(scenes: context.scenes, options: options).run(c).findings.first else {
                context.console.err("\(path): the case does not fail; nothing to minimize")
                return .failure
            }
            finding = f
        }

        let small: FuzzCase
        let runs: Int
        if finding.oracle.needsWorker {
            let judge = try CaseReplay.subprocessJudge(scene: c.scene, options: runner.options)
            guard judge.fails(c, signature: finding.signature.text) else {
                context.console.err("\(path): the case no longer fails with \(finding.oracle.rawValue) \(finding.kind); nothing written")
                return .failure
            }
            (small, runs) = judge.minimize(c, finding: finding, budget: finding.oracle == .hang ? min(budget, 24) : budget, timeLimit: seconds)
        } else {
            var judge = runner
            judge.options = runner.options.judging(finding.oracle)
            guard let f = judge.run(c).finding(finding.signature.text) else {
                context.console.err("\(path): the case no longer fails with \(finding.oracle.rawValue) \(finding.kind); nothing written")
                return .failure
            }
            finding = f
            (small, runs) = runner.minimize(c, finding: finding, budget: budget, timeLimit: seconds, memoryLimit: 4 << 30)
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
            context.console.out("{\"case\":\(jsonString(path)),\"out\":\(jsonString(out)),\"runs\":\(runs),\"events\":[\(c.eventCount),\(result.eventCount)],\"gestures\":[\(c.gestures.count),\(result.gestures.count)],\"mutations\":[\(c.mutations.count),\(result.mutations.count)],\"signature\":\(jsonString(finding.signature.text))}")
        } else {
            context.console.out(line)
        }
        return .success
    }

    /// `x.json` → `x.min.json`; other names get `.min.json` appended.
    static func defaultOutput(_ path: String) -> String {
        path.hasSuffix(".json") ? String(path.dropLast(5)) + ".min.json" : path + ".min.json"
    }
}
