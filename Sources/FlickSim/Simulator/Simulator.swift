import FlickInput
import FlickCore

/// The tick loop: a virtual clock in integer nanoseconds that runs the scene one tick at a
/// time and checks its invariants after every tick, recording each violation with its tick
/// and the input event that led to it.
///
/// One tick, in order (`runTick()`):
/// 1. **deliver** every queued input frame due by the tick's time, each at its own timestamp:
///    its touches through the scene's router, then its text events in order
///    (`Scene.insertText(_:)`, `Scene.deleteBackward()`);
/// 2. **advance** time-driven parts (recognizer timers, scroll physics, animators) to the tick;
/// 3. **lay out**;
/// 4. **measure**: steps 1–3 are the tick's work, timed on the monotonic and thread CPU clocks;
/// 5. **collect** the frames on screen and fold them into the digest;
/// 6. **check** every invariant (`standardInvariants(options:)`, then the caller's own);
/// 7. **observe**: every observer (`RunObserver`: a recorder, a tester's probe) sees the
///    tick, what it delivered and what it showed;
/// 8. **record** the tick (`TickRecord`) and its violations, and count it in the run's
///    statistics.
///
/// **Idle time is free.** After a quiet tick — no input delivered, the same frames as the tick
/// before — the simulator asks the scene when it next changes on its own
/// (`Scene.nextWakeTime(after:)`). If that, and the next input, are further away than
/// `SimulationOptions.idleSkipAfter` (5 s by default), the ticks in between are skipped: they
/// would deliver nothing, advance nothing and show the same frames. The rule, deterministic
/// and the same on every machine:
/// - skipped ticks count in `tickCount` (tick indices and times stay those of every tick),
///   but run no work, no invariant checks, no observers and leave no `TickRecord`;
/// - a skipped stretch of *q* ticks folds into the run digest as two words: the repeated
///   tick digest, then *q*, instead of *q* copies of the digest;
/// - the tick at or after the wake time runs as usual.
/// A quiet stretch up to `idleSkipAfter` runs tick by tick, so input without such a gap
/// gives exactly the digests and tick counts it gave before skipping existed.
///
/// ```
/// let sim = Simulator(scene: scene, name: "drawer", options: SimulationOptions())
/// let result = try sim.run(source: try loadInput(path: "Traces/scenes/drawer-normal.trace"))
/// ```
/// Time never comes from a real clock: the same input gives the same digests. Only the
/// measured work reads one, and it decides nothing but the frame-budget verdict.
public final class Simulator {
    public let scene: any Scene
    public let sceneName: String
    /// The scene's screen when the run started (what touches are mapped onto and results report).
    public let startScreen: SceneScreen
    public let options: SimulationOptions
    /// Called for each violation as it is found (live runs print them).
    @exclusivity(unchecked)
    public var onViolation: ((Violation) -> Void)?

    /// The next tick to run.
    @exclusivity(unchecked)
    public private(set) var nextTick = 0
    /// Every tick run, when `options.keepsTickRecords`.
    @exclusivity(unchecked)
    public private(set) var records: [TickRecord] = []
    /// Work, budget and pivot statistics of the ticks run, always kept.
    @exclusivity(unchecked)
    public private(set) var statistics = RunStatistics()
    @exclusivity(unchecked)
    public private(set) var violations: [Violation] = []
    @exclusivity(unchecked)
    public private(set) var inputFrames = 0
    @exclusivity(unchecked)
    public private(set) var inputEvents = 0
    /// Text events delivered, and those no first responder took (see `SimulationResult`).
    @exclusivity(unchecked)
    public private(set) var textEvents = 0
    @exclusivity(unchecked)
    public private(set) var textEventsUntaken = 0

    /// Checked after every tick, in order.
    @exclusivity(unchecked)
    private var invariants: [any Invariant]
    /// Shown every tick after the checks, in order.
    private let observers: [any RunObserver]
    /// Persistent conditions that held on the last tick (see `InvariantReport`).
    @exclusivity(unchecked)
    private var previousConditions: Set<String> = []
    @exclusivity(unchecked)
    private var digests = FlickCore.StableHash()
    @exclusivity(unchecked)
    private var digester = FrameDigester()
    /// Queued input frames as fed (mapped as they are delivered); those before `pendingHead`
    /// are delivered.
    @exclusivity(unchecked)
    private var pending: [InputFrame] = []
    @exclusivity(unchecked)
    private var pendingHead = 0
    /// The latest input event delivered, and the tick it was delivered on.
    @exclusivity(unchecked)
    private var lastEvent: TouchEvent?
    @exclusivity(unchecked)
    private var lastEventTick = -1
    /// Issues raised by handlers during delivery, each with the event of the frame that raised it.
    @exclusivity(unchecked)
    private var inputIssues: [(SceneIssue, TouchEvent?)] = []
    /// Real-time scheduling noticed during the tick being run (`RealTimeScheduling`).
    @exclusivity(unchecked)
    private var realTimeIssues: [SceneIssue] = []
    /// The frame buffer, reused tick after tick.
    @exclusivity(unchecked)
    private var frames: [FrameSample] = []
    /// How delivered touches are placed on the scene's screen (`mapInput(from:)`).
    @exclusivity(unchecked)
    public private(set) var inputMapping = InputMapping.identity
    @exclusivity(unchecked)
    private var lastInputTime = VirtualInstant.start
    /// The last tick run: its time and digest, and whether it was quiet (no input delivered,
    /// the same digest as the tick before it): what the idle skip looks at.
    @exclusivity(unchecked)
    private var lastTickTime = VirtualInstant.start
    @exclusivity(unchecked)
    private var lastTickDigest: UInt64?
    @exclusivity(unchecked)
    private var lastTickWasQuiet = false
    /// True while `run(source:)` or `run(frames:)` has the scene's clock and engine installed:
    /// each tick then skips asking whether they are (two task-local reads, about 800
    /// instructions a tick, a twentieth of a small scene's tick).
    @exclusivity(unchecked)
    private var ambientInstalled = false

    /// - Parameters:
    ///   - invariants: checked after the standard ones and the scene's own
    ///     (`Scene.invariants`) every tick (a test's own rules, a fuzzer's oracles).
    ///   - observers: shown every tick after the checks, in order (a `RunRecorder`; see
    ///     `RunObserver`).
    public init(scene: any Scene, name: String, options: SimulationOptions = SimulationOptions(),
                invariants: [any Invariant] = [], observers: [any RunObserver] = []) {
        self.scene = scene
        self.observers = observers
        self.sceneName = name
        self.startScreen = scene.screen
        self.options = options
        var all = Simulator.standardInvariants(options: options)
        let own = scene.invariants
        if !own.isEmpty { all += own }
        if !invariants.isEmpty { all += invariants }
        self.invariants = all
        frames.reserveCapacity(64)
    }

    /// The invariants every run checks, in the order they report: finite frames, the issues
    /// the layers raised (satisfiable, legal states, refused changes), the scene's rules,
    /// ambiguity when `options.checksAmbiguity` is on, and the frame budget.
    public static func standardInvariants(options: SimulationOptions) -> [any Invariant] {
        var list: [any Invariant] = [FiniteFrames(), RaisedIssues(), SceneRules()]
        if options.checksAmbiguity { list.append(Unambiguous()) }
        list.append(FrameBudget())
        return list
    }

    /// Maps touches from a trace recorded on `input` onto the scene's screen (per-axis scale)
    /// when the sizes differ by more than a point (`InputMapping`); frames queued and not yet
    /// delivered are mapped too.
    public func mapInput(from input: ScreenGeometry) {
        let m = InputMapping(from: input, onto: scene.screen)
        if !m.isIdentity { inputMapping = m }
    }

    /// Queues an input frame; it is delivered by the first tick at or after its timestamp,
    /// mapped onto the scene's screen (`inputMapping`). Frames must come in time order.
    public func feed(_ frame: InputFrame) {
        pending.append(frame)
        lastInputTime = max(lastInputTime, frame.instant)
    }

    /// The time of the next tick, ns.
    public var nextTickTime: Int64 { options.rate.time(ofTick: nextTick) }

    /// The instant of the next tick on the virtual clock.
    public var nextTickInstant: VirtualInstant { options.rate.instant(ofTick: nextTick) }

    /// Runs ticks until every queued frame has been delivered (skipping idle stretches).
    public func deliverQueued() {
        while pendingHead < pending.count {
            if skipIdleTicks(before: pending[pendingHead].instant) { continue }
            runTick()
        }
    }

    /// Runs every tick whose time is before `time` (ns), skipping idle stretches: what
    /// happens before an input frame at `time` is fed.
    public func runTicks(before time: Int64) { runTicks(before: VirtualInstant(nanoseconds: time)) }

    /// Runs every tick before `instant`, skipping idle stretches: `runTicks(before:)` on the
    /// typed clock.
    public func runTicks(before instant: VirtualInstant) {
        while nextTickInstant < instant {
            if skipIdleTicks(before: instant) { continue }
            runTick()
        }
    }

    /// Runs one tick: deliver, advance, lay out, measure, collect, check, record — with the
    /// scene's clock and engine installed as the ambient ones (`Scene.withAmbient`), so two
    /// simulators stepped in turn never act on each other's scene.
    ///
    /// Each step is a function of its own, never inlined, so that instruction counters can
    /// tell the steps apart (`scripts/tick-steps`; a call each, a few nanoseconds a tick).
    @inline(never)
    public func runTick() {
        if ambientInstalled { tick() } else { scene.withAmbient { tick() } }
    }

    /// Runs `body` with the scene's clock and engine installed for the whole of it, so that
    /// the ticks inside need not install them again.
    private func withAmbientForRun<R>(_ body: () -> R) -> R {
        scene.withAmbient {
            let outer = ambientInstalled
            ambientInstalled = true
            defer { ambientInstalled = outer }
            return body()
        }
    }

    @inline(never)
    private func tick() {
        let index = nextTick
        let time = options.rate.time(ofTick: index)
        nextTick += 1
        let before = scene.counters

        let start = WorkStamp.now()
        let firstDelivered = pendingHead
        let (delivered, realTimeCalls, lastRealTimeCall) = RealTimeScheduling.watching { () -> Int in
            let delivered = deliver(dueBy: time, onTick: index)
            advanceScene(to: time)
            layOutScene()
            return delivered
        }
        let work = workSince(start)
        if realTimeCalls > 0 { realTimeIssues.append(RealTimeScheduling.issue(calls: realTimeCalls, last: lastRealTimeCall)) }
        inputFrames += delivered
        let after = scene.counters

        // Collected into a local: an access to the stored array held over the walk would make
        // every exclusivity-checked property read inside it slower.
        var frames: [FrameSample] = []
        swap(&frames, &self.frames)
        defer { swap(&frames, &self.frames) }
        let digest = collect(into: &frames)
        lastTickWasQuiet = delivered == 0 && lastTickDigest == digest
        lastTickDigest = digest
        lastTickTime = VirtualInstant(nanoseconds: time)
        let found = check(tick: index, time: time, frames: frames, work: work, fed: firstDelivered..<pendingHead)
        dropDelivered()
        record(TickRecord(index: index, time: time, inputFrames: delivered, wallWork: work.wall, cpuWork: work.cpu,
                          pivots: after.pivots - before.pivots, rowsTouched: after.rowsTouched - before.rowsTouched,
                          framesChanged: after.framesChanged - before.framesChanged,
                          digest: digest, frameCount: frames.count, violations: found.count),
               found)
    }

    // MARK: The tick's steps

    /// The work since `start` on both clocks; with `measuresCPUEveryTick` off, the CPU clock
    /// only when the wall span nears the budget (else the wall span stands for both).
    private func workSince(_ start: WorkStamp) -> (wall: Int64, cpu: Int64) {
        if options.measuresCPUEveryTick { return WorkStamp.now().since(start) }
        let wall = max(0, WorkClock.monotonic.now() - start.wall)
        if wall < options.effectiveBudget - SimulationOptions.cpuReadMargin { return (wall, wall) }
        return (wall, max(0, WorkClock.threadCPU.now() - start.cpu))
    }

    /// The scene's time-driven parts (timers, scroll physics, animators) moved to `time` (ns).
    @inline(never)
    private func advanceScene(to time: Int64) { scene.advance(to: time) }

    /// The scene's layout pass.
    @inline(never)
    private func layOutScene() { scene.layout() }

    /// Delivers every queued frame due by `time`, noting each frame's cause event (its phase
    /// change if any, else its last move) and the issues its handlers raised.
    /// - Returns: how many frames were delivered.
    @inline(never)
    private func deliver(dueBy time: Int64, onTick index: Int) -> Int {
        var delivered = 0
        while pendingHead < pending.count && pending[pendingHead].timestamp <= time {
            let f = inputMapping.apply(pending[pendingHead])
            pendingHead += 1
            if !f.touches.isEmpty || f.text.isEmpty { scene.deliver(f) } else { scene.advance(to: f.timestamp) }
            if !f.text.isEmpty { type(f.text) }
            delivered += 1
            inputEvents += f.touches.count
            if let e = f.touches.first(where: { $0.phase != .move }) ?? f.touches.last { lastEvent = e; lastEventTick = index }
            let raised = scene.drainIssues()
            if !raised.isEmpty { inputIssues.append(contentsOf: raised.map { ($0, lastEvent) }) }
        }
        return delivered
    }

    /// Hands a frame's text events to the scene's first responder, in order (after its
    /// touches), counting those none took.
    private func type(_ events: [TextEvent]) {
        for event in events {
            let taken: Bool
            switch event {
            case .insert(let text): taken = scene.insertText(text)
            case .deleteBackward: taken = scene.deleteBackward()
            case .returnKey: taken = scene.insertText("\n")
            }
            textEvents += 1
            if !taken { textEventsUntaken += 1 }
        }
    }

    /// Forgets delivered frames once they are most of a long queue (amortised O(1) per frame).
    private func dropDelivered() {
        if pendingHead > 1024 && pendingHead * 2 > pending.count {
            pending.removeFirst(pendingHead)
            pendingHead = 0
        }
    }

    /// Collects what is on screen into `frames` (emptied first) and folds it into the run digest.
    /// - Returns: the tick's digest.
    @inline(never)
    private func collect(into frames: inout [FrameSample]) -> UInt64 {
        frames.removeAll(keepingCapacity: true)
        scene.collectFrames(into: &frames)
        let digest = digester.digest(frames, scale: scene.screen.scale)
        digests.combine(digest)
        return digest
    }

    /// Runs every invariant over the tick, then shows it to every observer; issues raised
    /// during delivery come first, with the input that raised them, then those raised since
    /// (timers, animation, layout).
    /// - Parameter fed: the positions in `pending` of the frames the tick delivered.
    /// - Returns: the tick's violations, in report order.
    @inline(never)
    private func check(tick index: Int, time: Int64, frames: [FrameSample], work: (wall: Int64, cpu: Int64),
                       fed: Range<Int>) -> [Violation] {
        let sameTick = lastEventTick == index
        let latest = lastEvent.map { InputCause($0, sameTick: sameTick) }
        var raised: [(issue: SceneIssue, cause: InputCause?)] = []
        if !inputIssues.isEmpty {
            for (issue, event) in inputIssues { raised.append((issue, event.map { InputCause($0, sameTick: sameTick) })) }
            inputIssues.removeAll(keepingCapacity: true)
        }
        let later = scene.drainIssues()
        if !later.isEmpty { for issue in later { raised.append((issue, latest)) } }
        if !realTimeIssues.isEmpty {
            for issue in realTimeIssues { raised.append((issue, latest)) }
            realTimeIssues.removeAll()
        }
        let snapshot = TickSnapshot(index: index, time: time, scene: scene, frames: frames,
                                    wallWork: work.wall, cpuWork: work.cpu, issues: raised, options: options,
                                    fed: pending[fed], inputMapping: inputMapping)
        var report = InvariantReport(tick: index, time: time, latestCause: latest, previousConditions: previousConditions)
        // Checked on a local, as the frames are: a check may keep state, and the stored array
        // stays unique while it mutates.
        var invariants: [any Invariant] = []
        swap(&invariants, &self.invariants)
        for i in invariants.indices { invariants[i].check(snapshot, &report) }
        swap(&invariants, &self.invariants)
        previousConditions = report.conditions
        for o in observers { o.tickEnded(snapshot) }
        return report.found
    }

    /// Records the tick and its violations (kept when `options.keepsTickRecords`) and counts
    /// it in `statistics`.
    @inline(never)
    private func record(_ record: TickRecord, _ found: [Violation]) {
        // Most ticks find nothing: appending an empty list still costs a call (150 instructions).
        if !found.isEmpty {
            for v in found { onViolation?(v) }
            violations += found
        }
        statistics.add(record, options: options)
        if options.keepsTickRecords { records.append(record) }
    }

    /// Skips the idle stretch before `bound` (ns) when there is one longer than
    /// `options.idleSkipAfter`: the last tick was quiet, no queued input is due and the
    /// scene's next wake time is past it (see the type's rule). The tick at or after the
    /// earliest of `bound`, the next queued frame and the wake time is left to run.
    /// - Returns: whether ticks were skipped.
    /// - Complexity: O(1), plus one `Scene.nextWakeTime(after:)` when the bound and the next input
    ///   leave a stretch longer than the threshold; whatever the length skipped.
    private func skipIdleTicks(before bound: VirtualInstant) -> Bool {
        guard let threshold = options.idleSkipAfter, lastTickWasQuiet, let digest = lastTickDigest else { return false }
        var wake = bound
        if pendingHead < pending.count { wake = min(wake, pending[pendingHead].instant) }
        let first = nextTick
        // Nor when the earliest end is within the threshold of the last tick, as between most
        // inputs of a replay: the stretch from the next tick (one interval past the last) to
        // the tick at or after the end (less than an interval past it) is then shorter than
        // the threshold, and the tick arithmetic below (divisions) is left out.
        guard TimeLimits.subtracting(wake.nanoseconds, lastTickTime.nanoseconds) >= threshold else { return false }
        // The scene's wake time can only bring the end closer: when the bound and the next
        // input already leave no stretch long enough, the scene is not asked (a replay's
        // quiet ticks between close inputs, most of them, skip the walk it may take).
        let limit = options.rate.firstTick(atOrAfter: wake)
        guard options.rate.instant(ofTick: limit) - options.rate.instant(ofTick: first) > .nanoseconds(threshold) else {
            return false
        }
        if let w = scene.nextWakeTime(after: lastTickTime.nanoseconds) { wake = min(wake, VirtualInstant(nanoseconds: w)) }
        let end = options.rate.firstTick(atOrAfter: wake)
        guard end > first else { return false }
        let span = options.rate.instant(ofTick: end) - options.rate.instant(ofTick: first)
        guard span > .nanoseconds(threshold) else { return false }
        let skipped = end - first
        digests.combine(digest)
        digests.combine(UInt64(skipped))
        statistics.ticksSkipped += skipped
        nextTick = end
        lastTickWasQuiet = false
        return true
    }

    /// Runs every frame of `source`, then keeps ticking until the scene settles (at most
    /// `options.settleLimit` past the last input).
    /// - Throws: the source's `InputError` (the ticks before it have run).
    /// The scene's clock and engine are installed once for the whole run (`Scene.withAmbient`),
    /// and the ticks inside do not ask again.
    public func run(source: any TraceSource) throws(InputError) -> SimulationResult {
        mapInput(from: source.header.screen)
        for o in observers { o.inputStarts(source.header) }
        let outcome: Result<SimulationResult, InputError> = withAmbientForRun {
            do throws(InputError) {
                while let frame = try source.next() {
                    // Ticks strictly before the frame's time run first (they cannot see it).
                    runTicks(before: frame.timestamp)
                    feed(frame)
                }
                return .success(finish())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Runs in-memory frames (tests), then settles; the ambient clock and engine as in
    /// `run(source:)`.
    public func run(frames input: [InputFrame]) -> SimulationResult {
        withAmbientForRun {
            for frame in input {
                runTicks(before: frame.timestamp)
                feed(frame)
            }
            return finish()
        }
    }

    /// Delivers what is queued and ticks until the scene settles or the settle limit passes
    /// (an idle stretch of a scene that will not settle, such as a finger resting on it, is
    /// skipped as anywhere else).
    public func finish() -> SimulationResult {
        deliverQueued()
        let limit = lastInputTime + .nanoseconds(options.settleLimit)
        var settled = scene.isSettled
        while !settled && nextTickInstant <= limit {
            if skipIdleTicks(before: limit + .nanoseconds(1)) { continue }
            runTick()
            settled = scene.isSettled
        }
        return result(settled: settled)
    }

    /// The result so far.
    public func result(settled: Bool) -> SimulationResult {
        var result = SimulationResult(sceneName: sceneName, screen: startScreen, options: options, ticks: records,
                         tickCount: nextTick, statistics: statistics, violations: violations, digest: digests.value,
                         inputFrames: inputFrames, inputEvents: inputEvents,
                         duration: nextTick > 0 ? options.rate.time(ofTick: nextTick - 1) : 0,
                         inputMapping: inputMapping.note, settled: settled)
        result.textEvents = textEvents
        result.textEventsUntaken = textEventsUntaken
        return result
    }
}
