import FlickCore

/// The **determinism** oracle judged so that its verdict depends on the case alone.
///
/// A scene that reads process-wide state (a static cache, a global a gesture toggles) behaves
/// according to what ran before it in the same process. Judged inside a campaign's worker, the
/// verdict would then depend on which cases that worker happened to run first: a finding in one
/// campaign and not in the next, a minimizer whose every candidate is judged in another state,
/// a replay that reproduces one time in two. So each judgment starts from nothing:
///
/// 1. A fresh worker process (`SWIFT_DETERMINISTIC_HASHING=1`) runs the case, runs it again
///    in the same process (`rerun`: state left by the first run shows here) and, where
///    eligible, at another refresh rate (`cross-rate`); see `Determinism`.
/// 2. A second fresh process, with a random hash seed, runs the case once; its run digest must
///    equal the first process's (`cross-process`: iteration order of a `Set` or `Dictionary`,
///    addresses, anything else that differs between two processes).
///
/// Step 1 gives the same verdict every time for any scene whose behaviour is a function of its
/// input and its process's history. Step 2 compares against a random hash seed, so a scene
/// whose layout follows a hash order escapes it only when the two orders happen to agree
/// (for n keys, about one chance in n!).
///
/// Cost: two process starts (about 20 ms each) and four runs of the case; a campaign judges
/// one case in `--determinism` (default 16) this way.
package final class FreshProcessDeterminism {
    package let spec: WorkerSpec
    package let cpuLimit: Int64
    /// Called before each process is given its case (a coordinating worker's sign of progress).
    package var onRun: (() -> Void)?
    /// Runs of the case made by the last `judge` (for the case's run count).
    package private(set) var runs = 0

    /// Judges with workers started as `spec` says, each run limited to `cpuLimit` ns of CPU.
    package init(spec: WorkerSpec, cpuLimit: Int64) {
        self.spec = spec
        self.cpuLimit = cpuLimit
    }

    /// The determinism findings of `c`, or the crash or hang of a process that died judging it;
    /// nil when no worker could be started.
    package func judge(_ c: FuzzCase) -> SubprocessJudge.Verdict? {
        runs = 0
        var fixed = spec
        fixed.environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        guard let first = verdict(.determinism(c), spec: fixed, for: c) else { return nil }
        guard case .ran(var run) = first else { return first }
        let digest = run.digest
        runs += 3
        var random = spec
        random.environment["SWIFT_DETERMINISTIC_HASHING"] = ""
        guard let second = verdict(.once(c), spec: random, for: c) else { return nil }
        guard case .ran(let again) = second else { return second }
        let other = again.digest
        runs += 1
        if other != digest {
            run.findings.append(Finding(oracle: .determinism, kind: "cross-process", tick: nil,
                                    message: "the run digest differs between two fresh processes with other hash seeds (\(StableHash.hex(digest)) then \(StableHash.hex(other)))",
                                    signature: Signature(oracle: .determinism, scene: c.scene, kind: "cross-process", location: "run digest")))
        }
        run.findings = run.findings.filter { $0.oracle == .determinism }
        return .ran(run)
    }

    /// Whether `c` still gives a finding with `signature` (false when no worker can start).
    package func fails(_ c: FuzzCase, signature: String) -> Bool {
        switch judge(c) {
        case .ran(let run)?: return run.findings.contains { $0.signature.text == signature }
        case .died(let f)?: return f.signature.text == signature
        case nil: return false
        }
    }

    /// Minimizes `c`, which fails with `finding`, judging every candidate from fresh processes.
    package func minimize(_ c: FuzzCase, finding: Finding, budget: Int, timeLimit: Int64?) -> (FuzzCase, runs: Int) {
        var minimizer = Minimizer(budget: budget, timeLimit: timeLimit)
        var small = minimizer.minimize(c) { fails($0, signature: finding.signature.text) }
        small.expectation = finding.expectation
        return (small, minimizer.runs)
    }

    /// The verdict of one fresh process on `request`; the process is stopped after it.
    private func verdict(_ request: WorkerClient.Request, spec: WorkerSpec, for c: FuzzCase) -> SubprocessJudge.Verdict? {
        let judge = SubprocessJudge(spec: spec, cpuLimit: cpuLimit)
        judge.onRun = onRun
        defer { judge.restart() }
        return try? judge.run(request, for: c)
    }
}
