import FlickCore

extension CaseRunner {
    /// Minimizes `c`, which failed with `finding`, in this process: every candidate is judged
    /// by a run with `options.judging(finding.oracle)` and must give a finding with the same
    /// signature. Returns the smallest case with its expectation and mutation notes taken from
    /// one last full run (so the file says exactly what a replay shows), and the judge runs made.
    /// Findings only a worker process sees (crash, hang by watchdog) cannot be judged here:
    /// use `SubprocessJudge`.
    /// - Parameter timeLimit: wall time at most, ns (nil: none; see `Minimizer.timeLimit`).
    /// - Parameter memoryLimit: stop once this process's resident memory passes it, bytes
    ///   (nil: no limit; scenes that leak grow with every run).
    package func minimize(_ c: FuzzCase, finding: Finding, budget: Int = 2000, timeLimit: Int64? = nil,
                         memoryLimit: Int? = nil) -> (FuzzCase, runs: Int) {
        var judge = self
        judge.options = options.judging(finding.oracle)
        let signature = finding.signature.text
        var minimizer = Minimizer(budget: budget, timeLimit: timeLimit)
        if let limit = memoryLimit { minimizer.keepGoing = { (ProcessStats.residentBytes() ?? 0) < limit } }
        let small = minimizer.minimize(c) { judge.run($0).finding(signature) != nil }
        return (annotate(small, signature: signature, fallback: finding), minimizer.runs)
    }

    /// `c` with its expectation set to the finding with `signature` of one full run (or
    /// `fallback` when that run does not show it) and each mutation's note from that run.
    package func annotate(_ c: FuzzCase, signature: String, fallback: Finding) -> FuzzCase {
        var out = c
        var full = self
        full.options = options.judging(fallback.oracle)
        let outcome = full.run(c)
        out.expectation = (outcome.finding(signature) ?? fallback).expectation
        for i in out.mutations.indices where i < outcome.mutationNotes.count { out.mutations[i].note = outcome.mutationNotes[i] }
        return out
    }
}
