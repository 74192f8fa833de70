import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// A fuzzing campaign: the case stream of `config` run in `jobs` worker processes, each
/// finding saved once per signature as a minimized case file, state kept in the output
/// directory so the next session resumes where this one stopped.
///
/// The parent runs no case itself. It hands each idle worker the next case index of its
/// shard, reads the result, and for a new signature asks the same worker to minimize the
/// case (in that worker's process, or for a crash or a hang through fresh workers of its
/// own). A worker that dies is replaced; the case it was running becomes a crash finding, or
/// a hang when the watchdog killed it. A case counts as done only when its findings are
/// saved, and the state names only saved files, so killing the parent at any instant (even
/// SIGKILL) loses nothing: the next session runs again the cases that were in flight. Of two
/// cases with one signature, the one with the lower stream index is kept, so what is saved
/// does not depend on the number of workers or on timing.
///
/// Output directory: `state.json`, `findings/ORACLE-SCENE-HASH.json` (one per signature),
/// `corpus/INDEX.json` (cases that reached new coverage features). The state records the
/// build of the workers (`CampaignBuild`), so `FuzzMerge` joins only outputs of one build.
package final class Campaign {
    package let config: CampaignConfig
    private let log: (String) -> Void
    private let status: ((String) -> Void)?
    private let shouldStop: () -> Bool

    private var state: CampaignState
    private let stream: CaseStream
    private var clients: [WorkerClient] = []
    /// The first shard index that may not be dispatched yet.
    private var scan = 0
    private var inFlight: Set<Int> = []
    private var open: [Int: OpenCase] = [:]
    /// Signatures being minimized, with the stream index of the case.
    private var minimizing: [String: Int] = [:]
    private var session = CampaignSummary()
    private var newSignatures: Set<String> = []
    private var verdicts = CampaignVerdicts()
    private var dirty = false
    /// When this session started (monotonic ns), and the campaign time before it (ns).
    private var sessionStart: Int64 = 0
    private var elapsedBefore: Int64 = 0

    /// Campaign time now: all earlier sessions' wall time plus this one's so far, ns.
    private var campaignTime: Int64 { elapsedBefore + (WorkClock.monotonic.now() - sessionStart) }

    /// A case whose result is in and whose minimizations are not all done.
    private struct OpenCase {
        var local: Int
        var index: Int
        var result: WorkerProtocol.Result
        /// Findings still to minimize, in order.
        var queue: [Finding] = []
        var pending = 0
    }

    /// - Parameters:
    ///   - log: a line for the log (progress when not on a terminal, notable events).
    ///   - status: the live status line, when on a terminal (nil: log lines every 10 s).
    ///   - shouldStop: polled; true stops the campaign cleanly (Ctrl-C).
    package init(config: CampaignConfig, log: @escaping (String) -> Void, status: ((String) -> Void)?,
                shouldStop: @escaping () -> Bool) {
        self.config = config
        self.log = log
        self.status = status
        self.shouldStop = shouldStop
        self.stream = config.stream
        self.state = CampaignState(seed: config.seed, scenes: config.scenes, shard: config.shard)
    }

    /// Whether stream case `index` gets the determinism checks (one in `share`).
    package static func samplesDeterminism(seed: UInt64, index: Int, share: Int) -> Bool {
        share > 0 && CaseStream.caseSeed(seed ^ 0x5EED_D371_5EED_D371, index) % UInt64(share) == 0
    }

    var findingsDirectory: String { config.out + "/findings" }
    var corpusDirectory: String { config.out + "/corpus" }
    var statePath: String { config.out + "/state.json" }

    // MARK: Running

    /// Runs until the runs or time are used up, or `shouldStop`.
    /// - Throws: `CampaignError` when the output directory cannot be used or holds another
    ///   campaign, or no worker can start.
    package func run() throws(CampaignError) -> CampaignSummary {
        try prepare()
        let started = WorkClock.monotonic.now()
        sessionStart = started
        elapsedBefore = state.elapsed
        session.jobs = config.jobs
        for _ in 0..<max(1, config.jobs) {
            clients.append(WorkerClient(spec: config.worker, cpuLimit: config.options.cpuLimit))
        }
        var stopping: String?
        var stopAt: Int64?
        var lastSave = started, lastReport = started
        var lastCases = 0, lastReportTime = started
        defer { for c in clients { c.stop(now: true) } }

        var previous = started
        while true {
            let now = WorkClock.monotonic.now()
            // A loop iteration that took long means this process was held up (a slow disk
            // under fsync, a stopped terminal), not the workers: their clocks start afresh.
            if now - previous > 5_000_000_000 {
                log("fuzz: this process was held up for \(Format.seconds(nanoseconds: now - previous)); the workers' watchdogs start afresh")
                for c in clients { c.forgiveStall() }
            }
            previous = now
            if stopping == nil {
                if shouldStop() { stopping = "signal" }
                else if let t = config.time, now - started >= t { stopping = "time" }
                else if let r = config.runs, state.cases >= r { stopping = "runs" }
                if stopping != nil { stopAt = now }
            } else if shouldStop(), stopping != "signal" {
                stopping = "signal"
            }
            if stopping == nil { try dispatch() }
            let busy = clients.contains { $0.request != nil }
            if !busy && (stopping != nil || exhausted) { break }
            // In-flight work gets a grace period after a stop (5 s after Ctrl-C, 30 s after the
            // time or runs ran out); then it is dropped, and runs again next session.
            if let s = stopAt, now - s > (stopping == "signal" ? 5_000_000_000 : 30_000_000_000) { break }
            waitForOutput()
            for client in clients {
                // Output first: a worker's progress lines reset its watchdog.
                for e in client.events() { try handle(e, from: client) }
                client.checkWatchdog()
                if client.request == nil, let rss = client.residentBytes, rss > config.memoryLimit {
                    client.stop(now: true)
                    session.recycled += 1
                }
            }
            let t = WorkClock.monotonic.now()
            state.elapsed = elapsedBefore + (t - started)
            if dirty && t - lastSave > 2_000_000_000 { try save(); lastSave = t }
            if t - lastReport > (status == nil ? 10_000_000_000 : 500_000_000) {
                let rate = Double(state.cases - lastCases) / max(1e-9, Double(t - lastReportTime) / 1e9)
                report(started: started, now: t, rate: rate)
                lastReport = t; lastCases = state.cases; lastReportTime = t
            }
        }
        for c in clients { c.stop(now: true) }
        session.sessionWall = WorkClock.monotonic.now() - started
        state.elapsed = elapsedBefore + session.sessionWall
        try save()
        if let path = config.verdictsFile { try AtomicFile.write(path, verdicts.text) }
        session.stoppedBy = stopping ?? "stream"
        return summary()
    }

    /// True when no case is left to run (a --runs limit reached counts).
    private var exhausted: Bool {
        if let r = config.runs, state.cases + inFlight.count >= r { return inFlight.isEmpty && open.isEmpty }
        return false
    }

    private func prepare() throws(CampaignError) {
        try AtomicFile.makeDirectory(config.out)
        try AtomicFile.makeDirectory(findingsDirectory)
        try AtomicFile.makeDirectory(corpusDirectory)
        for d in [config.out, findingsDirectory, corpusDirectory] { AtomicFile.removeLeftovers(in: d) }
        let build = config.build ?? CampaignBuild.of(executable: config.worker.executable)
        if let text = AtomicFile.contents(statePath) {
            let saved = try CampaignState(text: text)
            guard saved.seed == config.seed, saved.scenes == config.scenes, saved.shard == config.shard else {
                throw .outputDirectory("\(config.out) holds another campaign (seed \(saved.seed), scenes \(saved.scenes.joined(separator: ",")), shard \(saved.shard)); resume it with the same --seed, --scene and --shard, or use another --out")
            }
            guard saved.caseVersion == CaseFile.currentVersion else {
                throw .outputDirectory("\(config.out) holds a campaign of case file version \(saved.caseVersion) (this build writes version \(CaseFile.currentVersion)); use another --out")
            }
            state = saved
            log("fuzz: resuming \(config.out): \(state.cases) cases done, \(state.findings.count) finding(s)")
            if !state.builds.contains(build) {
                log("fuzz: \(config.out) was run by another build (\(state.builds.map(CampaignBuild.short).joined(separator: ", "))); this one (\(CampaignBuild.short(build))) is added to its builds, and a merge joins it only with campaigns run by the same builds")
                state.builds.append(build)
                try save()
            }
        } else {
            state.builds = [build]
            try save()
        }
        scan = state.done
    }

    /// Gives every idle worker the next case.
    private func dispatch() throws(CampaignError) {
        for client in clients where client.request == nil {
            if let r = config.runs, state.cases + inFlight.count + open.count >= r { return }
            while state.isDone(scan) || inFlight.contains(scan) { scan += 1 }
            let local = scan
            scan += 1
            inFlight.insert(local)
            if try !client.send(.run(local: local, index: config.shard.streamIndex(local))) {
                // Gone before it read the request: try again with a fresh process.
                client.stop(now: true)
                inFlight.remove(local)
                scan = min(scan, local)
            }
        }
    }

    private func waitForOutput() {
        var fds: [pollfd] = []
        for c in clients { for fd in c.descriptors { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) } }
        if fds.isEmpty { usleep(20_000); return }
        _ = poll(&fds, nfds_t(fds.count), 200)
    }

    // MARK: Events

    private func handle(_ e: WorkerClient.Event, from client: WorkerClient) throws(CampaignError) {
        switch e {
        case .result(let r):
            guard let request = client.request else { return }
            client.request = nil
            switch request {
            case .run(let local, _):
                inFlight.remove(local)
                try received(r, local: local, client: client)
            case .judge, .determinism, .once, .minimize:
                break
            }
        case .minimized(let small):
            guard case .minimize(let local, let c)? = client.request else { return }
            client.request = nil
            try minimized(local: local, original: c, small: small, client: client)
        case .minimizeRuns:
            break
        case .died(let status, let stderr, let hang):
            session.restarts += 1
            guard let request = client.request else { return }
            client.request = nil
            switch request {
            case .run(let local, let index):
                inFlight.remove(local)
                let c = stream.makeCase(index)
                let f = CrashReport.death(scene: c.scene, status: status, stderr: stderr, hang: hang)
                var r = WorkerProtocol.Result(index: index)
                r.findings = [f]
                r.runs = 1
                try received(r, local: local, client: client)
            case .minimize(let local, let c):
                let why = hang ?? CrashReport.finding(scene: c.scene, status: status, stderr: stderr).message
                log("fuzz: a worker died while minimizing case \(c.origin?.index ?? -1) (\(why)); saving it as found")
                try minimized(local: local, original: c, small: nil, client: client)
            case .judge, .determinism, .once:
                break
            }
        case .protocolError(let text):
            log("fuzz: worker said: \(text)")
        }
    }

    /// A case's result: count it, and minimize each finding whose signature is new (or was
    /// saved from a case later in the stream).
    private func received(_ r: WorkerProtocol.Result, local: Int, client: WorkerClient) throws(CampaignError) {
        var oc = OpenCase(local: local, index: r.index, result: r)
        for f in r.findings where needsMinimizing(f.signature.text, index: r.index) {
            oc.queue.append(f)
            minimizing[f.signature.text] = min(minimizing[f.signature.text] ?? Int.max, r.index)
        }
        for f in r.findings where state.findings[f.signature.text] == nil {
            let found = campaignTime
            state.findings[f.signature.text] = CampaignState.Entry(oracle: f.oracle, scene: stream.makeCase(r.index).scene,
                                                                   kind: f.kind, message: f.message, foundAfter: found)
            newSignatures.insert(f.signature.text)
            let what = f.isInternal ? "new internal error of Flick (not the scene's)" : "new finding"
            log("fuzz: \(what) in case \(r.index) after \(Format.seconds(nanoseconds: found)): \(f.oracle.rawValue) — \(f.message)")
        }
        open[local] = oc
        try nextMinimization(local: local, client: client)
    }

    private func needsMinimizing(_ signature: String, index: Int) -> Bool {
        if let m = minimizing[signature], m <= index { return false }
        guard let e = state.findings[signature], e.firstIndex >= 0 else { return true }
        return index < e.firstIndex
    }

    /// Sends the case's next minimization to `client`, or completes the case.
    private func nextMinimization(local: Int, client: WorkerClient) throws(CampaignError) {
        guard var oc = open[local] else { return }
        if oc.queue.isEmpty {
            open[local] = nil
            try complete(oc)
            return
        }
        let f = oc.queue.removeFirst()
        oc.pending += 1
        open[local] = oc
        var c = stream.makeCase(oc.index)
        c.expectation = f.expectation
        if try !client.send(.minimize(local: local, c)) {
            client.stop(now: true)
            _ = try client.send(.minimize(local: local, c))
        }
    }

    private func minimized(local: Int, original: FuzzCase, small: FuzzCase?, client: WorkerClient) throws(CampaignError) {
        guard let e = original.expectation else { return }
        let index = original.origin?.index ?? -1
        let f = Finding(oracle: e.oracle, kind: e.kind, tick: e.tick, message: e.message, signature: Signature(text: e.signature))
        var saved = small ?? original
        saved.origin = original.origin
        if saved.expectation == nil { saved.expectation = e }
        try record(f, case: saved, minimized: small != nil, index: index)
        if minimizing[e.signature] == index { minimizing[e.signature] = nil }
        if var oc = open[local] { oc.pending -= 1; open[local] = oc }
        try nextMinimization(local: local, client: client)
    }

    /// Saves the case file of `f` unless one from an earlier stream index is saved.
    private func record(_ f: Finding, case c: FuzzCase, minimized: Bool, index: Int? = nil) throws(CampaignError) {
        let sig = f.signature.text
        let index = index ?? c.origin?.index ?? -1
        var entry = state.findings[sig] ?? CampaignState.Entry(oracle: f.oracle, scene: c.scene, kind: f.kind, message: f.message,
                                                               foundAfter: campaignTime)
        if state.findings[sig] == nil { newSignatures.insert(sig) }
        guard entry.firstIndex < 0 || index < entry.firstIndex else { return }
        let name = Self.fileName(oracle: f.oracle, scene: c.scene, signature: f.signature)
        try AtomicFile.write(findingsDirectory + "/" + name, CaseFile.text(c))
        writePage(of: c, file: name, minimized: minimized)
        entry.file = name
        entry.firstIndex = index
        entry.minimized = minimized
        entry.message = c.expectation?.message ?? f.message
        entry.events = c.eventCount
        entry.mutations = c.mutations.count
        state.findings[sig] = entry
        dirty = true
        log("fuzz: saved \(findingsDirectory)/\(name)\(minimized ? " (minimized to \(c.eventCount) events, \(c.mutations.count) mutations)" : "")")
    }

    /// The finding's page beside its case file (`config.findingPage`); a page that cannot be
    /// written is logged, and the campaign goes on.
    private func writePage(of c: FuzzCase, file: String, minimized: Bool) {
        guard let make = config.findingPage, let html = make(c, findingsDirectory + "/" + file, minimized) else { return }
        let page = findingsDirectory + "/" + Self.pageName(file)
        do throws(CampaignError) { try AtomicFile.write(page, html) } catch { log("fuzz: no page for \(file): \(error)") }
    }

    /// `NAME.json` → `NAME.html`.
    static func pageName(_ file: String) -> String {
        (file.hasSuffix(".json") ? String(file.dropLast(5)) : file) + ".html"
    }

    /// `ORACLE-SCENE-HASH.json`, with the scene name cut to safe characters.
    static func fileName(oracle: Oracle, scene: String, signature: Signature) -> String {
        let safe = String(scene.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(40))
        return "\(oracle.rawValue)-\(safe)-\(signature.hash.prefix(12)).json"
    }

    /// The case is done: counts, totals, coverage, and the case marked done.
    private func complete(_ oc: OpenCase) throws(CampaignError) {
        let r = oc.result
        for f in r.findings {
            if state.findings[f.signature.text] == nil {
                state.findings[f.signature.text] = CampaignState.Entry(oracle: f.oracle, scene: stream.makeCase(r.index).scene, kind: f.kind, message: f.message)
            }
            state.findings[f.signature.text]?.count += 1
        }
        state.cases += 1
        state.ticks += r.ticks
        let name = r.scene.isEmpty ? stream.makeCase(r.index).scene : r.scene
        state.scenesWork[name, default: CampaignState.Work()].cases += 1
        state.scenesWork[name, default: CampaignState.Work()].ticks += r.ticks
        state.scenesWork[name, default: CampaignState.Work()].cpu += r.cpu
        session.scenes[name, default: CampaignSummary.SceneWork()].cases += 1
        session.scenes[name, default: CampaignSummary.SceneWork()].ticks += r.ticks
        session.scenes[name, default: CampaignSummary.SceneWork()].cpu += r.cpu
        state.runs += r.runs
        state.cpu += r.cpu
        state.responses += r.responses
        state.expected += r.expected
        if r.rejected != nil { state.rejected += 1 }
        session.sessionCases += 1
        session.sessionTicks += r.ticks
        session.sessionRuns += r.runs
        session.sessionCPU += r.cpu
        try updateCorpus(index: r.index, coverage: r.coverage)
        if config.verdictsFile != nil { verdicts.record(r, scene: name) }
        state.markDone(oc.local)
        // Saved within 2 s, not now: a finding file is written before the state that names it,
        // and a case lost with an unsaved state runs again next session, counted then.
        dirty = true
    }

    /// Gives each of `coverage`'s features to case `index` where no case of a lower index
    /// reached it, saves the case in `corpus/` when it owns any, and removes the corpus files of
    /// cases left owning none. The corpus is thus the same set of files whatever order the
    /// workers finished in.
    /// - Complexity: O(features of the case), plus O(features reached) when it owns any.
    private func updateCorpus(index: Int, coverage: [UInt64]) throws(CampaignError) {
        var owns = false
        var displaced: Set<Int> = []
        for feature in coverage {
            if let owner = state.coverage[feature], owner <= index { continue }
            if let owner = state.coverage[feature] { displaced.insert(owner) }
            state.coverage[feature] = index
            owns = true
        }
        guard owns else { return }
        try AtomicFile.write(corpusDirectory + "/\(index).json", CaseFile.text(stream.makeCase(index)))
        let stillOwning = displaced.isEmpty ? [] : Set(state.coverage.values.filter(displaced.contains))
        for owner in displaced.subtracting(stillOwning) where owner != Int.max {
            AtomicFile.remove(corpusDirectory + "/\(owner).json")
        }
        state.corpus = Set(state.coverage.values).subtracting([Int.max]).count
    }

    private func save() throws(CampaignError) {
        try AtomicFile.write(statePath, state.text)
        dirty = false
    }

    // MARK: Reporting

    private func report(started: Int64, now: Int64, rate: Double) {
        let elapsed = now - started
        var line = "fuzz: \(state.cases) cases, \(Format.number(rate, maxDecimals: 1)) cases/s, \(Self.short(state.ticks)) ticks"
        let tickRate = elapsed > 0 ? Double(session.sessionTicks) / (Double(elapsed) / 1e9) : 0
        line += " (\(Self.short(Int(tickRate)))/s), findings \(state.findings.count) (\(newSignatures.count) new), \(Self.duration(elapsed)) elapsed"
        if let t = config.time { line += ", \(Self.duration(max(0, t - elapsed))) left" }
        if let r = config.runs { line += ", \(max(0, r - state.cases)) cases left" }
        if let status { status(line) } else { log(line) }
    }

    static func short(_ n: Int) -> String {
        if n >= 10_000_000 { return Format.number(Double(n) / 1e6, maxDecimals: 0) + "M" }
        if n >= 1_000_000 { return Format.number(Double(n) / 1e6, maxDecimals: 1) + "M" }
        if n >= 10_000 { return Format.number(Double(n) / 1e3, maxDecimals: 0) + "k" }
        return String(n)
    }

    static func duration(_ ns: Int64) -> String {
        let s = ns / 1_000_000_000
        if s >= 3600 { return "\(s / 3600)h\(String(format2(s / 60 % 60)))m" }
        if s >= 60 { return "\(s / 60)m\(format2(s % 60))s" }
        return "\(s)s"
    }

    private static func format2(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }

    private func summary() -> CampaignSummary {
        var s = session
        s.totalCases = state.cases
        s.totalTicks = state.ticks
        s.rejected = state.rejected
        s.responses = state.responses
        s.expected = state.expected
        s.corpus = state.corpus
        s.restarts = max(0, clients.reduce(0) { $0 + $1.starts } - clients.count)
        s.setFindings(state.findings, directory: findingsDirectory, isNew: { newSignatures.contains($0) })
        return s
    }
}
