#if canImport(Glibc)
import Glibc
#endif

/// The worker's side of a campaign (`flick fuzz --worker`): reads requests from standard
/// input, runs each case in this process, and writes its result to standard output
/// (`WorkerProtocol`). It ends at the end of its input, and when its parent is gone.
///
/// A trap in a case ends the process — that is the point: the parent sees it die, knows
/// which case it was running, and saves it as a crash.
///
/// With a fork-server (`forkServer`, `flick fuzz --fork-server`; off by default), `run` requests whose
/// scene this worker built before run in a `fork()` of a template process that holds it; the
/// worker stays single-threaded for that (its parent is watched by a timer, `ParentWatch`,
/// not a thread), and kills its template processes when its input ends.
package struct WorkerLoop {
    package let stream: CaseStream
    package var runner: CaseRunner
    /// One case in `determinismShare` is run twice and at another rate (0: none).
    package var determinismShare: Int
    /// How to start more workers (to judge crash and hang candidates while minimizing).
    package var spec: WorkerSpec
    /// Judge runs a minimization may take, and for a hang (each may cost a CPU limit).
    package var minimizeBudget = 2000
    package var hangBudget = 24
    /// Whether `case` requests also run the determinism checks, as `flick replay CASE` does
    /// (default false: a campaign samples them on `run` requests).
    package var judgesDeterminism = false
    /// Wall time a minimization may take, ns of `WorkClock.monotonic` (a real clock, not
    /// virtual time; default 120 s).
    package var minimizeTime: Int64 = 120_000_000_000
    /// Resident memory at which a minimization stops, bytes (default 2 GiB; the campaign
    /// recycles a worker past the same limit).
    package var memoryLimit = 2 << 30
    /// Runs `run` requests in forks of scenes built before (nil, the default: every case in this
    /// process; `--fork-server` sets one).
    package var forkServer: ForkServer?

    package init(stream: CaseStream, runner: CaseRunner, determinismShare: Int, spec: WorkerSpec) {
        self.stream = stream
        self.runner = runner
        self.determinismShare = determinismShare
        self.spec = spec
    }

    /// Serves requests until the end of standard input.
    package func serve() {
        // A worker spinning in a hung case never reads its input again: leave with the parent.
        ParentWatch.start()
        var runner = self.runner
        runner.heartbeat = { Self.write("beat") }
        while let line = Self.readRequest() {
            if line.hasPrefix("run "), let index = Int(line.dropFirst(4)), index >= 0 {
                Self.write(runLine(index, runner))
            } else if line.hasPrefix("case ") {
                guard let c = try? CaseFile.read(String(line.dropFirst(5)), path: "request") else { Self.write("error bad case"); continue }
                var r = runner
                r.options.checksDeterminism = judgesDeterminism
                let outcome = r.run(c)
                Self.write(WorkerProtocol.encode(WorkerProtocol.result(outcome, index: c.origin?.index ?? -1, scene: c.scene)))
            } else if line.hasPrefix("determinism ") || line.hasPrefix("once ") {
                let once = line.hasPrefix("once ")
                guard let c = try? CaseFile.read(String(line.dropFirst(once ? 5 : 12)), path: "request") else { Self.write("error bad case"); continue }
                var r = runner
                // A plain run: `judging(.crash)` turns every extra run and probe off.
                r.options = runner.options.judging(once ? .crash : .determinism)
                let outcome = r.run(c)
                Self.write(WorkerProtocol.encode(WorkerProtocol.result(outcome, index: c.origin?.index ?? -1, scene: c.scene)))
            } else if line.hasPrefix("minimize ") {
                guard let c = try? CaseFile.read(String(line.dropFirst(9)), path: "request"), let e = c.expectation else {
                    Self.write("error bad case"); continue
                }
                let (small, runs) = minimize(c, e, runner)
                Self.write("minimize-runs \(runs)")
                if let small {
                    Self.write("minimized " + CaseFile.line(small))
                } else {
                    Self.write("minimized-none")
                }
            } else if line == "stats" {
                Self.write("stats " + (forkServer?.stats ?? .object([("forked", .int(0))])).text())
            } else {
                Self.write("error unknown request")
            }
        }
        forkServer?.stop()
    }

    /// The `result` line of stream case `index`: run in a fork of its template when the
    /// fork-server has one, else here; then, on the determinism sample, judged from fresh
    /// processes too.
    private func runLine(_ index: Int, _ runner: CaseRunner) -> String {
        var r = runner
        r.options.collectsCoverage = true
        // Determinism is judged from fresh processes (`FreshProcessDeterminism`), never
        // in this one, whose history would decide the verdict.
        r.options.checksDeterminism = false
        let c = stream.makeCase(index)
        let judged = Campaign.samplesDeterminism(seed: stream.seed, index: index, share: determinismShare)
        if let server = forkServer {
            if !ForkServer.samplesLeaks(seed: stream.seed, index: index, share: server.leakShare) { r.options.checksLeaks = false }
            if let line = server.run(c, index: index, runner: r, memoryLimit: memoryLimit) {
                guard judged, line.hasPrefix("result "), var result = WorkerProtocol.decodeResult(line.dropFirst(7)),
                      result.rejected == nil else { return line }
                judgeDeterminism(c, into: &result)
                return WorkerProtocol.encode(result)
            }
        }
        var result = WorkerProtocol.result(r.run(c), index: index, scene: c.scene)
        if judged, result.rejected == nil { judgeDeterminism(c, into: &result) }
        return WorkerProtocol.encode(result)
    }

    /// Adds the determinism findings of `c`, judged from fresh processes, to `outcome`.
    private func judgeDeterminism(_ c: FuzzCase, into outcome: inout WorkerProtocol.Result) {
        let judge = FreshProcessDeterminism(spec: spec, cpuLimit: runner.options.cpuLimit)
        judge.onRun = { Self.write("beat") }
        let verdict = judge.judge(c)
        outcome.runs += judge.runs
        var seen = Set(outcome.findings.map(\.signature.text))
        let found: [Finding]
        switch verdict {
        case .ran(let run)?: found = run.findings
        case .died(let f)?: found = [f]
        case nil: found = []
        }
        for f in found where seen.insert(f.signature.text).inserted { outcome.findings.append(f) }
    }

    /// The minimized case (nil when `c` does not fail as `e` says) and the judge runs taken.
    func minimize(_ c: FuzzCase, _ e: Expectation, _ runner: CaseRunner) -> (FuzzCase?, runs: Int) {
        let finding = Finding(oracle: e.oracle, kind: e.kind, tick: e.tick, message: e.message, signature: Signature(text: e.signature))
        switch e.oracle.rule.place {
        case .freshProcesses:
            // The same runs the oracle compared, from fresh processes for every candidate.
            let judge = FreshProcessDeterminism(spec: spec, cpuLimit: runner.options.cpuLimit)
            judge.onRun = { Self.write("beat") }
            guard judge.fails(c, signature: e.signature) else { return (nil, judge.runs) }
            let (small, runs) = judge.minimize(c, finding: finding, budget: minimizeBudget, timeLimit: minimizeTime)
            return (small, runs + 1)
        case .worker:
            let judge = SubprocessJudge(spec: spec, cpuLimit: runner.options.cpuLimit)
            judge.onRun = { Self.write("beat") }
            return judge.minimize(c, finding: finding, budget: e.oracle == .hang ? min(hangBudget, minimizeBudget) : minimizeBudget,
                                  timeLimit: minimizeTime)
        case .inProcess:
            break
        }
        var judge = runner
        judge.options = runner.options.judging(e.oracle)
        guard judge.run(c).finding(e.signature) != nil else { return (nil, 1) }
        let (small, runs) = runner.minimize(c, finding: finding, budget: minimizeBudget, timeLimit: minimizeTime, memoryLimit: memoryLimit)
        return (small, runs + 1)
    }

    /// The next request line, nil at the end of the input. `errno` is cleared first: the
    /// runtime's `readLine` retries while `errno` says EINTR, and at the end of the input
    /// `getline` fails without setting it, so an EINTR left by an earlier interrupted call
    /// (a `poll` woken by `ParentWatch`'s timer) would make it spin for ever.
    private static func readRequest() -> String? {
        errno = 0
        return readLine(strippingNewline: true)
    }

    /// One line to standard output, unbuffered.
    static func write(_ line: String) {
        if !PipeLines.write(line, to: 1) { _exit(0) }
    }
}
