/// What a worker process reported for a case it ran to its end (`SubprocessJudge`): the
/// parts of `CaseOutcome` a replay shows.
package struct WorkerRun: Sendable, Hashable {
    /// Every oracle's findings, in the order found.
    package var findings: [Finding]
    /// The run's digest (FNV-1a 64 over every tick's frame digest).
    package var digest: UInt64
    /// Ticks run.
    package var ticks: Int
    /// Whether the scene settled after its input and mutations.
    package var settled: Bool
    /// What each mutation did, one note per mutation.
    package var notes: [String]
    /// Why the scene refused the case's environment, nil when it ran.
    package var rejected: String?

    init(_ r: WorkerProtocol.Result) {
        findings = r.findings; digest = r.digest; ticks = r.ticks; settled = r.settled; notes = r.notes; rejected = r.rejected
    }

    /// The run a worker's `result` line reports (as `ForkServer.run` returns it), nil when
    /// the line is not one.
    package init?(resultLine line: String) {
        guard line.hasPrefix("result "), let r = WorkerProtocol.decodeResult(line.dropFirst(7)) else { return nil }
        self.init(r)
    }
}

/// How a minimization in a worker process ended (`SubprocessJudge.minimizeInWorker`).
package enum WorkerMinimization: Sendable {
    /// The smallest case found that fails the same way, and the judge runs it took.
    case minimized(FuzzCase, runs: Int)
    /// The case does not fail as its expectation says.
    case notFailing
    /// The worker died while minimizing (a candidate trapped, or the watchdog killed it):
    /// the crash or hang finding of that candidate.
    case died(Finding)
}
