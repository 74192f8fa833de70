import FlickCore
import FlickInput
import FlickSim

/// Runs fuzz cases against the scenes of a registry and judges them with every oracle.
///
/// One run (`runOnce`): build the scene for the case's environment, then tick the simulator
/// exactly as `flick replay` does for a trace — each input frame fed once the ticks before
/// its time have run, then ticks until the scene settles (at most `settleLimit` after the
/// last input or mutation) — applying each mutation at the start of its tick, before that
/// tick delivers input. The simulator checks its standard invariants every tick, plus the
/// fuzzer's `MutationContract`, `IncrementalLayout` and `CoverageProbe`.
///
/// Then `run` judges: violations through `FindingPolicy`; a tick over budget re-run to
/// confirm; the hang limits; determinism (the same run again, and at another refresh rate
/// where eligible) when asked; and a last incremental check after the loop.
///
/// Nothing here reads a wall clock into the model; CPU time is read only for the hang limit
/// and the budget.
public struct CaseRunner: Sendable {
    public let scenes: SceneRegistry
    public var options: RunOptions
    /// Called as each run of a case starts (a worker's sign of progress to its watchdog).
    public var heartbeat: (@Sendable () -> Void)?
    /// A scene built before (a fork-server's template, `ForkServer`): the first run of a case
    /// with its build key takes it instead of building one (default nil: every run builds).
    package var prebuilt: PrebuiltScene?

    public init(scenes: SceneRegistry, options: RunOptions = RunOptions()) {
        self.scenes = scenes
        self.options = options
    }

    /// Runs and judges `c` in this process.
    /// - Complexity: one run of the case, plus one per determinism check and budget confirmation.
    public func run(_ c: FuzzCase) -> CaseOutcome { run(c, observer: nil) }

    /// Runs and judges `c`; `observer` watches its first run (the one judged; see `CaseObserver`).
    /// - Complexity: as `run(_:)`.
    package func run(_ c: FuzzCase, observer: (any CaseObserver)?) -> CaseOutcome {
        var outcome = CaseOutcome()
        guard let rate = c.environment.rate else {
            outcome.rejected = "unsupported refresh rate \(c.environment.hz) Hz"
            return outcome
        }
        let first: RawRun
        switch runOnce(c, rate: rate, probes: true, observer: observer) {
        case .rejected(let why):
            outcome.rejected = why
            return outcome
        case .ran(let r): first = r
        }
        outcome.runs = 1
        outcome.ticks = first.ticks
        outcome.digest = first.digest
        outcome.settled = first.settled
        outcome.cpuNanoseconds = first.cpu
        outcome.violations = first.violations
        outcome.mutationNotes = first.notes
        outcome.coverage = first.coverage.sorted()

        var findings = Findings()
        var overBudget = false
        var sawConflict = false
        let expects = (try? scenes.descriptor(named: c.scene))?.expects ?? []
        for v in first.violations {
            if expects.contains(where: { $0.matches(v) }) {
                outcome.expected += 1
                continue
            }
            if v.kind == .frameBudget {
                if FrameBudgetOracle.isConflictExplanation(v, in: first.violations, structuralTick: first.structuralTick) {
                    outcome.responses += 1
                } else {
                    overBudget = true
                }
                continue
            }
            if FindingPolicy.isResponse(v, structuralTick: first.structuralTick) {
                outcome.responses += 1
                continue
            }
            // One conflict per case is its finding: later ones follow from the layout the
            // first one left (a knock-on), counted as responses to it.
            if v.kind == .unsatisfiable {
                if sawConflict { outcome.responses += 1; continue }
                sawConflict = true
            }
            findings.add(FindingPolicy.finding(v, scene: c.scene))
        }
        if let hang = first.hang { findings.add(hang) }
        if let leak = first.leak { findings.add(leak) }
        if overBudget, options.confirmsBudget, let v = confirmBudget(c, rate: rate, first: first, runs: &outcome) {
            findings.add(FindingPolicy.finding(v, scene: c.scene))
        }
        if options.runsDeterminism {
            for f in determinism(c, rate: rate, first: first, runs: &outcome) { findings.add(f) }
        }
        outcome.findings = findings.list
        return outcome
    }

    // MARK: One run

    enum RunResult { case rejected(String), ran(RawRun) }

    /// What one run of a case left, before judging.
    struct RawRun {
        var ticks = 0
        var digest: UInt64 = 0
        var settled = true
        /// CPU time of the whole run, ns (set by `runOnce`).
        var cpu: Int64 = 0
        var violations: [Violation] = []
        var notes: [String] = []
        var structuralTick: Int?
        var coverage: Set<UInt64> = []
        /// Per tick: time, digest, whether the scene was settled after it, and on settled ticks
        /// the digest of what is shown with views identified by name (`ShownStateProbe`).
        var points: [(time: Int64, digest: UInt64, settled: Bool, shown: UInt64)] = []
        var hang: Finding?
        /// What outlived the run (probe runs only).
        var leak: Finding?
    }

    /// One run of `c` at `rate`. `probes`: the first run of a case, which also records coverage
    /// when the options ask and compares the layout with fresh solves; re-runs for determinism
    /// and budget confirmation only compare what they produce.
    /// The run's `cpu` is all of it: building the scene, the ticks, the checks after them and
    /// freeing the scene (a 1200-row feed spends more building and freeing than ticking).
    func runOnce(_ c: FuzzCase, rate: RefreshRate, probes: Bool, observer: (any CaseObserver)? = nil) -> RunResult {
        heartbeat?()
        let start = WorkClock.threadCPU.now()
        func timed(_ result: RunResult) -> RunResult {
            guard case .ran(var r) = result else { return result }
            r.cpu = WorkClock.threadCPU.now() - start
            return .ran(r)
        }
        guard probes && options.checksLeaks && (options.onlyOracle.map { $0 == .leak } ?? true) else {
            return timed(run(c, rate: rate, probes: probes, alive: nil, observer: observer))
        }
        // The leak oracle: weak references to what the run built, looked at once it is over.
        let watch = LeakWatch()
        let result = run(c, rate: rate, probes: true, alive: watch, observer: observer)
        guard case .ran(var r) = result else { return result }
        r.leak = LeakOracle.judge(watch, scene: c.scene)
        return timed(.ran(r))
    }

    private func run(_ c: FuzzCase, rate: RefreshRate, probes: Bool, alive: LeakWatch?, observer: (any CaseObserver)?) -> RunResult {
        let scene: any Scene
        var listed: ActiveConstraints?
        if probes, let built = prebuilt?.take(for: c) {
            scene = built
            listed = prebuilt?.listedConstraints
        } else {
            do throws(SceneError) {
                scene = try scenes.make(c.scene, environment: c.environment.sceneEnvironment)
            } catch {
                return .rejected(error.description)
            }
        }
        var sim = SimulationOptions()
        sim.rate = rate
        sim.budgetClock = options.budgetClock
        sim.budget = options.checksBudget ? options.budget : Int64.max / 4
        sim.checksAmbiguity = options.checksAmbiguity
        sim.settleLimit = options.settleLimit.nanoseconds
        sim.keepsTickRecords = true
        // The budget verdict needs one CPU-clock read a tick; a report's work figures need two.
        sim.measuresCPUEveryTick = observer != nil

        alive?.watch(scene: scene)
        let mutations = c.mutations
        let mutator = Mutator(scene: scene, listedBefore: listed)
        let breaches = BreachBox()
        let coverage = CoverageBox()
        var invariants: [any Invariant] = [MutationContract(breaches)]
        let fullIncremental = options.onlyOracle == .incremental
        let appliedTicks = IncrementalLayout.Ticks()
        let crossChecks = probes && options.runsIncremental
        if crossChecks {
            invariants.append(IncrementalLayout(ticks: appliedTicks, limit: fullIncremental ? Int.max : 2, every: options.incrementalEvery,
                                                constraintLimit: fullIncremental ? nil : options.largeLayoutLimit))
        }
        if probes && options.collectsCoverage { invariants.append(CoverageProbe(coverage)) }
        let shown = ShownState()
        if options.runsDeterminism { invariants.append(ShownStateProbe(shown)) }
        if let observer { invariants += observer.started(scene) }
        let simulator = Simulator(scene: scene, name: c.scene, options: sim, invariants: invariants,
                                  observers: observer?.observers(of: scene) ?? [])

        var run = RawRun()
        run.notes = Array(repeating: "", count: mutations.count)
        let frames = c.frames()
        var live = TouchPhaseValidator()
        for f in frames { for e in f.touches { _ = live.accept(e) } }
        let touchesLeftDown = !live.activeTouches.isEmpty
        let cpuStart = WorkClock.threadCPU.now()
        var next = 0
        var stopped = false

        /// Applies the mutations due, runs one tick, records it; false once a limit is hit.
        func step() -> Bool {
            let t = simulator.nextTick
            while next < mutations.count && mutations[next].tick <= t {
                let result = mutator.apply(mutations[next])
                if case .applied = result { appliedTicks.applied.insert(t) }
                run.notes[next] = result.note
                breaches.pending += mutator.drainBreaches()
                next += 1
            }
            simulator.runTick()
            if let r = simulator.records.last { run.points.append((r.time, r.digest, scene.isSettled, shown.digest)) }
            if t >= options.tickLimit {
                run.hang = hang("tick-limit", tick: t, "the case ran \(t + 1) ticks, over the limit of \(options.tickLimit)", scene: c.scene)
                return false
            }
            if t % 32 == 31, WorkClock.threadCPU.now() - cpuStart > options.cpuLimit {
                run.hang = hang("cpu-limit", tick: t, "the case used over \(Format.seconds(nanoseconds: options.cpuLimit)) of CPU time by tick \(t)", scene: c.scene)
                return false
            }
            return true
        }

        feeding: for frame in frames {
            while simulator.nextTickTime < frame.timestamp {
                if !step() { stopped = true; break feeding }
            }
            simulator.feed(frame)
            observer?.fed(frame)
        }
        let lastInput = frames.last?.instant ?? .start
        if !stopped, !frames.isEmpty {
            let deliveredBy = rate.firstTick(atOrAfter: lastInput)
            while simulator.nextTick <= deliveredBy { if !step() { stopped = true; break } }
        }
        while !stopped && next < mutations.count { if !step() { stopped = true } }
        var settled = scene.isSettled
        if !stopped {
            let lastMutation = mutations.last.map { rate.instant(ofTick: $0.tick) } ?? .start
            let limit = max(lastInput, lastMutation) + options.settleLimit
            while !settled && simulator.nextTickInstant <= limit {
                if !step() { stopped = true; break }
                settled = scene.isSettled
            }
        }
        let result = simulator.result(settled: settled)
        alive?.runEnded(scene: scene)
        observer?.finished(result)
        run.ticks = result.tickCount
        run.digest = result.digest
        run.settled = settled
        run.violations = result.violations
        run.structuralTick = mutator.firstStructuralTick
        run.coverage = coverage.features
        let sampled = fullIncremental || options.largeLayoutShare <= 1 || (c.origin?.index ?? 0) % options.largeLayoutShare == 0
        if !stopped && crossChecks, let host = scene as? SceneHost,
           sampled || host.root.constraintCount <= options.largeLayoutLimit, let m = LayoutCrossCheck.mismatch(in: host.root) {
            let t = max(0, result.tickCount - 1)
            run.violations.append(Violation(tick: t, time: rate.time(ofTick: t), kind: .layoutMismatch, message: m))
        }
        if !stopped && !settled && !touchesLeftDown && run.hang == nil {
            run.hang = hang("unsettled", tick: max(0, result.tickCount - 1),
                            "still moving \(options.settleLimit) after the last input and mutation (\(Self.motion(of: scene)))",
                            scene: c.scene, location: Self.motion(of: scene))
        }
        return .ran(run)
    }

    /// What keeps a scene from settling: an animator, a touch, or a scroll view.
    static func motion(of scene: any Scene) -> String {
        guard let host = scene as? SceneHost else { return "the scene reports motion" }
        if !host.router.liveTouchIDs.isEmpty { return "a touch is down" }
        if host.engine.runningCount > 0 { return "an animator is running" }
        return "a scroll view is moving"
    }

    func hang(_ kind: String, tick: Int, _ message: String, scene: String, location: String? = nil) -> Finding {
        Finding(oracle: .hang, kind: kind, tick: tick, message: message,
                signature: Signature(oracle: .hang, scene: scene, kind: kind, location: location ?? kind))
    }

    // MARK: Judging

    /// The first run's earliest tick over budget that every confirmation run also takes over
    /// budget, or nil (see `FrameBudgetOracle`: the machine's hiccups land on other ticks each run).
    private func confirmBudget(_ c: FuzzCase, rate: RefreshRate, first: RawRun, runs: inout CaseOutcome) -> Violation? {
        func overTicks(_ r: RawRun) -> Set<Int> {
            Set(r.violations.lazy.filter { $0.kind == .frameBudget && !FrameBudgetOracle.isConflictExplanation($0, in: r.violations, structuralTick: r.structuralTick) }.map(\.tick))
        }
        var common = overTicks(first)
        for _ in 0..<options.budgetConfirmations where !common.isEmpty {
            guard case .ran(let r) = runOnce(c, rate: rate, probes: false) else { return nil }
            runs.runs += 1
            runs.cpuNanoseconds += r.cpu
            common.formIntersection(overTicks(r))
        }
        guard let tick = common.min() else { return nil }
        return first.violations.first { $0.kind == .frameBudget && $0.tick == tick }
    }

    /// The determinism findings: the same run again must give the same digests and
    /// violations; where eligible, a run at another rate must agree at common settled instants.
    private func determinism(_ c: FuzzCase, rate: RefreshRate, first: RawRun, runs: inout CaseOutcome) -> [Finding] {
        var out: [Finding] = []
        if case .ran(let again) = runOnce(c, rate: rate, probes: false) {
            runs.runs += 1
            runs.cpuNanoseconds += again.cpu
            if let why = Determinism.firstDifference(first, again) {
                out.append(Finding(oracle: .determinism, kind: "rerun", tick: why.tick, message: why.message,
                                   signature: Signature(oracle: .determinism, scene: c.scene, kind: "rerun", location: why.location)))
            }
        }
        if let other = Determinism.otherRate(rate), Determinism.crossRateEligible(c, rate, other),
           case .ran(let there) = runOnce(c.atRate(other, from: rate), rate: other, probes: false) {
            runs.runs += 1
            runs.cpuNanoseconds += there.cpu
            if !Determinism.touchLandsOnMotion(c, first, there),
               let why = Determinism.crossRateDifference(first, rate: rate, there, other: other) {
                out.append(Finding(oracle: .determinism, kind: "cross-rate", tick: why.tick, message: why.message,
                                   signature: Signature(oracle: .determinism, scene: c.scene, kind: "cross-rate", location: why.location)))
            }
        }
        return out
    }
}

/// Findings of one case, one per signature, in the order found.
struct Findings {
    private(set) var list: [Finding] = []
    private var seen: Set<String> = []
    mutating func add(_ f: Finding) {
        if seen.insert(f.signature.text).inserted { list.append(f) }
    }
}

extension FuzzCase {
    /// The case at another refresh rate: mutations moved to the tick at or after their time.
    func atRate(_ other: RefreshRate, from rate: RefreshRate) -> FuzzCase {
        var c = self
        c.environment.hz = other.hz
        for i in c.mutations.indices { c.mutations[i].tick = other.firstTick(atOrAfter: rate.time(ofTick: c.mutations[i].tick)) }
        return c
    }
}
