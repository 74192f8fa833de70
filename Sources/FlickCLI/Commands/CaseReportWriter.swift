import FlickReport
import FlickFuzz
import FlickSim

/// The report pages of fuzz cases on the command line: `flick replay CASE --report PAGE`,
/// `flick minimize CASE --report PAGE` and each finding of `flick fuzz` (`CaseReport`).
///
/// A case whose finding needs a worker (a crash or a hang) is not run in this process, so
/// its page shows the case without a run.
enum CaseReportWriter {
    /// The `--report` page of `args`, checked (nil without one).
    /// - Throws: `CLIError.usage` for a page that would overwrite the case file;
    ///   `CLIError.badInput` for a page in a directory that does not exist.
    static func pagePath(_ args: Arguments, input: String) throws(CLIError) -> String? {
        guard args.has("--report") else { return nil }
        return try ReplayPageOutput.parse(args, input: input)?.page
    }

    /// Why `c` is not drawn in this process, or nil when it can be.
    static func notRun(_ c: FuzzCase) -> String? {
        guard let e = c.expectation, e.oracle.needsWorker else { return nil }
        return "A \(e.oracle.rawValue) case is judged in a worker process (it could take this one down or hold it up), so its run is not drawn here; flick replay \(c.scene) cases with the same trace show what led there."
    }

    /// Runs `c` once in this process, recording it for its page (nil run when `notRun`).
    static func record(_ c: FuzzCase, runner: CaseRunner) -> (outcome: CaseOutcome?, run: CaseReport.Run?) {
        guard notRun(c) == nil else { return (nil, nil) }
        let observer = CaseReportObserver()
        let outcome = runner.run(c, observer: observer)
        return (outcome, observer.run)
    }

    /// The page of `c` at `path`, from a judged run (`findings`; nil: not judged here).
    /// `died`: the finding of the worker the case took down, when it did.
    static func report(_ c: FuzzCase, path: String, findings: [Finding]?, outcome: CaseOutcome?, run: CaseReport.Run?,
                       died: Finding? = nil) -> CaseReport {
        let downed = died.map { "The case took its worker process down (\($0.oracle.rawValue) \($0.kind)), so its run is not drawn here." }
        var r = CaseReport(path: path, fuzzCase: c, findings: findings, run: run,
                           notRun: downed ?? notRun(c) ?? (run == nil ? "The case was not run: \(outcome?.rejected ?? "the scene refused it")." : nil))
        r.mutationNotes = outcome?.mutationNotes ?? []
        return r
    }

    /// Writes `page` to `path` (a temporary file renamed into place).
    static func write(_ page: ReportPage, to path: String) throws(CLIError) {
        try writeTextFile(path, page.html, option: "--report")
    }

    /// The page `flick fuzz` writes beside each saved finding: the case run once in the
    /// campaign's process when a worker ran it to its end (it was minimized) and its oracle
    /// does not need a worker; the case alone otherwise.
    static func findingPage(scenes: SceneRegistry, options: RunOptions) -> @Sendable (FuzzCase, String, Bool) -> String? {
        { c, path, minimized in
            var runner = CaseRunner(scenes: scenes, options: options)
            runner.options.checksDeterminism = false
            runner.options.collectsCoverage = false
            guard minimized else {
                let r = CaseReport(path: path, fuzzCase: c, findings: nil, run: nil,
                                   notRun: notRun(c) ?? "Saved unminimized (a worker died while minimizing it), so its run is not drawn here; flick replay \(path) --report PAGE draws it.")
                return r.page.html
            }
            let drawn = record(c, runner: runner)
            return report(c, path: path, findings: drawn.outcome?.findings, outcome: drawn.outcome, run: drawn.run).page.html
        }
    }
}
