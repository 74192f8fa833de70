import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// How to start a worker: this executable and the arguments of its `fuzz --worker` mode.
package struct WorkerSpec: Sendable, Hashable {
    package var executable: String
    package var arguments: [String]
    /// Variables set in the worker's environment on top of this process's (default none; an
    /// empty value unsets one).
    package var environment: [String: String] = [:]
    package init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }
}

/// One worker process and the request it is working on, with its watchdog: a worker that
/// spends more than `cpuLimit` (plus `slack`) of CPU time without starting another run
/// (`beat`), or writes nothing for `wallLimit`, is killed and its request counts as a hang.
final class WorkerClient {
    enum Request {
        /// The stream's case `index` (`local` in the shard).
        case run(local: Int, index: Int)
        /// A whole case.
        case judge(FuzzCase)
        /// A case judged by the determinism oracle alone (`RunOptions.judging(.determinism)`):
        /// run, run again, and at another rate.
        case determinism(FuzzCase)
        /// A case run once with no oracle but the simulator's own checks, for its digest.
        case once(FuzzCase)
        /// Minimize a case (its expectation names the finding), for shard case `local`.
        case minimize(local: Int, FuzzCase)
    }

    enum Event {
        case result(WorkerProtocol.Result)
        case minimized(FuzzCase?)
        /// The judge runs of the minimization that ends next.
        case minimizeRuns(Int)
        /// The worker ended; `hang` says why the watchdog killed it, if it did.
        case died(status: Int32, stderr: String, hang: String?)
        case protocolError(String)
    }

    let spec: WorkerSpec
    let cpuLimit: Int64
    let wallLimit: Int64
    private(set) var process: ChildProcess?
    /// What it is doing, nil when idle.
    var request: Request?
    private var beatCPU: Int64 = 0
    private var lastOutput: Int64 = 0
    private var hangReason: String?
    /// Processes started so far.
    private(set) var starts = 0

    init(spec: WorkerSpec, cpuLimit: Int64) {
        self.spec = spec
        self.cpuLimit = cpuLimit
        self.wallLimit = max(60_000_000_000, 6 * cpuLimit)
    }

    /// Starts the process if there is none.
    func start() throws(CampaignError) {
        guard process == nil else { return }
        process = try WorkerProcess.start(executable: spec.executable, arguments: spec.arguments, environment: spec.environment)
        starts += 1
        hangReason = nil
    }

    /// Sends `r` (starting the process first if needed); false when the worker is gone.
    func send(_ r: Request) throws(CampaignError) -> Bool {
        try start()
        guard let p = process else { return false }
        request = r
        beatCPU = ProcessStats.cpuNanoseconds(pid: p.pid) ?? 0
        lastOutput = WorkClock.monotonic.now()
        // A worker that does not take its request within the watchdog's wall limit is gone.
        let timeout = Double(wallLimit) * 1e-9
        switch r {
        case .run(_, let index): return p.writeLine("run \(index)", timeout: timeout)
        case .judge(let c): return p.writeLine("case " + CaseFile.line(c), timeout: timeout)
        case .determinism(let c): return p.writeLine("determinism " + CaseFile.line(c), timeout: timeout)
        case .once(let c): return p.writeLine("once " + CaseFile.line(c), timeout: timeout)
        case .minimize(_, let c): return p.writeLine("minimize " + CaseFile.line(c), timeout: timeout)
        }
    }

    /// The descriptors to poll.
    var descriptors: [Int32] { process?.readDescriptors ?? [] }

    /// What happened since the last call (reads without blocking).
    func events() -> [Event] {
        guard let p = process else { return [] }
        var out: [Event] = []
        let lines = p.readAvailableLines()
        if !lines.isEmpty { lastOutput = WorkClock.monotonic.now() }
        for line in lines {
            if line == "beat" { beatCPU = ProcessStats.cpuNanoseconds(pid: p.pid) ?? beatCPU; continue }
            // A fork-server's case over the CPU limit: the worker killed it and ends now, for
            // the watchdog's reason (its own bound on the child is the watchdog's).
            if line.hasPrefix("hang ") { hangReason = String(line.dropFirst(5)); continue }
            if line.hasPrefix("result ") {
                if let r = WorkerProtocol.decodeResult(line.dropFirst(7)) { out.append(.result(r)) } else { out.append(.protocolError(line)) }
            } else if line.hasPrefix("minimized ") {
                out.append(.minimized(try? CaseFile.read(String(line.dropFirst(10)), path: "worker")))
            } else if line.hasPrefix("minimize-runs "), let n = Int(line.dropFirst(14)) {
                out.append(.minimizeRuns(n))
            } else if line == "minimized-none" {
                out.append(.minimized(nil))
            } else if line.hasPrefix("error ") {
                out.append(.protocolError(String(line.dropFirst(6))))
            }
        }
        var overlong = ""
        if p.lineTooLong {
            // Not the scene's hang: a fault of the worker's own, kept as the crash it ends in.
            overlong = "\nflick fuzz: internal error: the worker wrote a line longer than \(WorkerProcess.lineLimit) bytes (the worker protocol's limit) and was stopped"
            p.kill()
        }
        if p.outputClosed || p.statusIfEnded() != nil {
            // Its output closes as it exits; one that closed it and lives on is killed after
            // 2 s rather than waited for without end (a real exit keeps its own status).
            let status = p.finish(timeout: 2).raw
            out.append(.died(status: status, stderr: p.errorText + overlong, hang: hangReason))
            process = nil
        }
        return out
    }

    /// CPU time past the limit before the watchdog acts: half the limit, within 0.3…2 s (the
    /// in-process check comes first for a case that is only slow).
    static func slack(_ limit: Int64) -> Int64 { min(2_000_000_000, max(300_000_000, limit / 2)) }

    /// Resident memory of the worker, bytes (nil without a process).
    var residentBytes: Int? { process.flatMap { ProcessStats.residentBytes(pid: $0.pid) } }

    /// Starts the watchdog's clocks afresh (the campaign process itself was held up).
    func forgiveStall() {
        guard let p = process else { return }
        beatCPU = ProcessStats.cpuNanoseconds(pid: p.pid) ?? beatCPU
        lastOutput = WorkClock.monotonic.now()
    }

    /// Kills the worker when its request went past the limits.
    func checkWatchdog() {
        guard let p = process, request != nil else { return }
        if let cpu = ProcessStats.cpuNanoseconds(pid: p.pid), cpu - beatCPU > cpuLimit + Self.slack(cpuLimit) {
            hangReason = ForkedCase.hangReason(cpuLimit: cpuLimit)
            p.kill()
        } else if WorkClock.monotonic.now() - lastOutput > wallLimit {
            hangReason = "no progress for \(Format.seconds(nanoseconds: wallLimit))"
            p.kill()
        }
    }

    /// Ends the worker: closes its input and waits, or kills it when `now`.
    func stop(now: Bool) {
        guard let p = process else { return }
        if now { p.kill() } else { _ = p.finish() }
        process = nil
        request = nil
    }
}

/// Judges cases in worker processes, one at a time, for what only a process boundary shows:
/// a trap or fatal signal (the worker dies) and a hang (the watchdog kills it). A worker that
/// dies is replaced by a fresh one for the next case.
package final class SubprocessJudge {
    /// What one case did in a worker.
    package enum Verdict {
        /// It ran to its end; what the worker reported.
        case ran(WorkerRun)
        /// The worker died (crash) or was killed by the watchdog (hang).
        case died(Finding)
    }

    private let client: WorkerClient
    /// Called before each case is sent (a coordinating worker's sign of progress).
    package var onRun: (() -> Void)?

    package init(spec: WorkerSpec, cpuLimit: Int64) {
        client = WorkerClient(spec: spec, cpuLimit: cpuLimit)
    }

    deinit { client.stop(now: true) }

    /// Runs `c` in a worker.
    /// - Throws: `CampaignError.spawn` when no worker can be started.
    package func run(_ c: FuzzCase) throws(CampaignError) -> Verdict {
        try run(.judge(c), for: c)
    }

    /// Sends `request` about `c` to the worker and waits for its result or its end.
    /// - Throws: `CampaignError.spawn` when no worker can be started.
    func run(_ request: WorkerClient.Request, for c: FuzzCase) throws(CampaignError) -> Verdict {
        try send(request)
        while true {
            for e in try nextEvents() {
                switch e {
                case .result(let r):
                    client.request = nil
                    return .ran(WorkerRun(r))
                case .died(let status, let stderr, let hang):
                    client.request = nil
                    return .died(CrashReport.death(scene: c.scene, status: status, stderr: stderr, hang: hang))
                case .minimized, .minimizeRuns, .protocolError:
                    continue
                }
            }
        }
    }

    /// Minimizes `c` (whose `expectation` names the finding to keep) inside a worker, as a
    /// campaign does: a candidate that traps ends the worker, not this process. The worker's
    /// own limits apply (its `--minimize-runs`, `--minimize-seconds` and `--rss-limit-mb`).
    /// - Throws: `CampaignError.spawn` when no worker can be started.
    package func minimizeInWorker(_ c: FuzzCase) throws(CampaignError) -> WorkerMinimization {
        try send(.minimize(local: 0, c))
        var runs = 0
        while true {
            for e in try nextEvents() {
                switch e {
                case .minimizeRuns(let n): runs = n
                case .minimized(let small):
                    client.request = nil
                    return small.map { .minimized($0, runs: runs) } ?? .notFailing
                case .died(let status, let stderr, let hang):
                    client.request = nil
                    return .died(CrashReport.death(scene: c.scene, status: status, stderr: stderr, hang: hang))
                case .result, .protocolError:
                    continue
                }
            }
        }
    }

    /// Whether `c` still fails with `signature` in a worker (false when none can start).
    package func fails(_ c: FuzzCase, signature: String) -> Bool {
        guard let v = try? run(c) else { return false }
        switch v {
        case .ran(let r): return r.findings.contains { $0.signature.text == signature }
        case .died(let f): return f.signature.text == signature
        }
    }

    /// Ends the current worker, so that the next request starts a fresh one.
    func restart() { client.stop(now: true) }

    /// Sends `request`, starting a fresh worker if the last one is gone.
    private func send(_ request: WorkerClient.Request) throws(CampaignError) {
        onRun?()
        if try !client.send(request) {
            client.stop(now: true)
            _ = try client.send(request)
        }
    }

    /// Waits up to 200 ms for the worker, runs the watchdog, and returns what happened.
    private func nextEvents() throws(CampaignError) -> [WorkerClient.Event] {
        var fds = client.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let before = WorkClock.monotonic.now()
        if !fds.isEmpty { _ = poll(&fds, nfds_t(fds.count), 200) } else { usleep(10_000) }
        let events = client.events()
        if WorkClock.monotonic.now() - before > 5_000_000_000 { client.forgiveStall() }
        client.checkWatchdog()
        return events
    }


    /// Minimizes `c`, which fails with `finding`, judging every candidate in a worker.
    package func minimize(_ c: FuzzCase, finding: Finding, budget: Int, timeLimit: Int64? = nil) -> (FuzzCase, runs: Int) {
        var minimizer = Minimizer(budget: budget, timeLimit: timeLimit)
        var small = minimizer.minimize(c) { fails($0, signature: finding.signature.text) }
        small.expectation = finding.expectation
        if case .died(let f)? = try? run(small), f.signature == finding.signature { small.expectation = f.expectation }
        return (small, minimizer.runs)
    }
}

extension WorkerSpec {
    /// Workers of this very executable (`/proc/self/exe`) with `arguments`.
    /// - Throws: `CampaignError.noExecutable` when the path cannot be read.
    package static func thisExecutable(arguments: [String]) throws(CampaignError) -> WorkerSpec {
        guard let path = ProcessStats.executablePath() else { throw .noExecutable("/proc/self/exe is not readable") }
        return WorkerSpec(executable: path, arguments: arguments)
    }

    /// The cores online (at least 1): the default number of workers.
    package static var cores: Int { ProcessStats.cores }
}
