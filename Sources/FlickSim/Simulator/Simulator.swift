import FlickInput
import FlickCore

/// The tick loop: a virtual clock in integer nanoseconds that, every tick, delivers the input
/// frames due, advances time-driven parts, lays out, measures the work on two real clocks, and
/// checks the invariants (satisfiable, frame budget, finite frames, legal states, scene rules,
/// and ambiguity on request), recording each violation with its tick and the input event that
/// led to it.
///
/// ```
/// let sim = Simulator(scene: scene, name: "drawer", options: SimulationOptions())
/// let result = try sim.run(source: try loadInput(path: "Traces/scenes/drawer-normal.trace"))
/// ```
/// Time never comes from a real clock: the same input gives the same digests.
public final class Simulator {
    public let scene: any Scene
    public let sceneName: String
    public let options: SimulationOptions
    /// Called for each violation as it is found (live runs print them).
    public var onViolation: ((Violation) -> Void)?

    /// The next tick to run.
    public private(set) var nextTick = 0
    public private(set) var records: [TickRecord] = []
    public private(set) var violations: [Violation] = []
    public private(set) var inputFrames = 0
    public private(set) var inputEvents = 0
    private var digests = StableHash()
    private var digester = FrameDigester()
    private var pending: [InputFrame] = []
    private var pendingHead = 0
    private var lastEvent: TouchEvent?
    private var lastEventTick = -1
    private var previousConditions: Set<String> = []
    private var frames: [FrameSample] = []
    private var mapX = 1.0, mapY = 1.0
    private var mappingNote: String?
    private var lastInputTime: Int64 = 0
    private var inputIssues: [(SceneIssue, TouchEvent?)] = []

    public init(scene: any Scene, name: String, options: SimulationOptions = SimulationOptions()) {
        self.scene = scene
        self.sceneName = name
        self.options = options
        frames.reserveCapacity(64)
    }

    /// Maps touches from a trace recorded on `input` onto the scene's screen (per-axis scale)
    /// when the sizes differ by more than a point.
    public func mapInput(from input: ScreenGeometry) {
        let s = scene.screen
        guard input.isValid else { return }
        if abs(input.width - s.width) > 1 || abs(input.height - s.height) > 1 {
            mapX = s.width / input.width
            mapY = s.height / input.height
            mappingNote = "touches scaled from \(Format.number(input.width))x\(Format.number(input.height)) to \(Format.number(s.width))x\(Format.number(s.height))"
        }
    }

    /// Queues an input frame; it is delivered by the first tick at or after its timestamp.
    /// Frames must come in time order.
    public func feed(_ frame: InputFrame) {
        var f = frame
        if mapX != 1 || mapY != 1 {
            for i in f.touches.indices { f.touches[i].x *= mapX; f.touches[i].y *= mapY }
        }
        pending.append(f)
        lastInputTime = max(lastInputTime, f.timestamp)
    }

    /// The time of the next tick, ns.
    public var nextTickTime: Int64 { options.rate.time(ofTick: nextTick) }

    /// Runs ticks until every queued frame has been delivered.
    public func deliverQueued() {
        while pendingHead < pending.count { runTick() }
    }

    /// Runs one tick.
    public func runTick() {
        let index = nextTick
        let t = options.rate.time(ofTick: index)
        nextTick += 1
        let before = scene.counters

        // The measured work: input, recognizers and handlers, time-driven parts, layout.
        let start = WorkStamp.now()
        var delivered = 0
        while pendingHead < pending.count && pending[pendingHead].timestamp <= t {
            let f = pending[pendingHead]
            pendingHead += 1
            scene.deliver(f)
            delivered += 1
            inputEvents += f.touches.count
            // The frame's phase change (down/up/cancel) if any, else its last move.
            if let e = f.touches.first(where: { $0.phase != .move }) ?? f.touches.last { lastEvent = e; lastEventTick = index }
            // Issues raised by this frame's handlers are caused by this frame.
            let raised = scene.drainIssues()
            if !raised.isEmpty { inputIssues.append(contentsOf: raised.map { ($0, lastEvent) }) }
        }
        scene.advance(to: t)
        scene.layout()
        let work = WorkStamp.now().since(start)
        if pendingHead > 1024 && pendingHead * 2 > pending.count {
            pending.removeFirst(pendingHead); pendingHead = 0
        }
        inputFrames += delivered
        let after = scene.counters

        // Checks, outside the measured work.
        // Collected into a local: an access to the stored array held over the walk would make
        // every exclusivity-checked property read inside it slower.
        var frames: [FrameSample] = []
        swap(&frames, &self.frames)
        frames.removeAll(keepingCapacity: true)
        scene.collectFrames(into: &frames)
        defer { swap(&frames, &self.frames) }
        let digest = digester.digest(frames, scale: scene.screen.scale)
        digests.combine(digest)
        let latest = lastEvent.map { InputCause($0, sameTick: lastEventTick == index) }
        var found: [Violation] = []
        var conditions: Set<String> = []
        func report(_ kind: ViolationKind, _ message: String, _ details: [String] = [], persistent: Bool, cause: InputCause? = nil) {
            if persistent {
                let key = kind.rawValue + "|" + message
                conditions.insert(key)
                if previousConditions.contains(key) { return }
            }
            found.append(Violation(tick: index, time: t, kind: kind, message: message, details: details, cause: cause ?? latest))
        }
        var bad = 0
        for f in frames where !f.isWellFormed {
            bad += 1
            if bad <= 3 {
                report(.nonFinite, "\(scene.frameName(f.id)) frame (\(f.x), \(f.y), \(f.width), \(f.height)) alpha \(f.alpha)", persistent: true)
            }
        }
        if bad > 3 { report(.nonFinite, "\(bad - 3) more ill-formed frames", persistent: true) }
        let issues = inputIssues + scene.drainIssues().map { ($0, lastEvent) }
        inputIssues.removeAll(keepingCapacity: true)
        for (issue, event) in issues {
            let cause = event.map { InputCause($0, sameTick: lastEventTick == index) }
            var details: [String] = []
            if !issue.constraints.isEmpty {
                details.append("minimal conflicting set:")
                details += issue.constraints.map { "  " + $0 }
            }
            if let b = issue.broken { details.append("broke: " + b) }
            let persistent = issue.kind == .illegalState || issue.kind == .sceneRule || issue.kind == .ambiguous || issue.kind == .nonFinite
            report(issue.kind, issue.message, details, persistent: persistent, cause: cause)
        }
        for rule in scene.checkRules(frames: frames) { report(.sceneRule, rule, persistent: true) }
        if options.checksAmbiguity {
            for a in scene.ambiguities() { report(.ambiguous, a, persistent: true) }
        }
        let budget = options.effectiveBudget
        let judged = options.budgetClock == .threadCPU ? work.cpu : work.wall
        if judged > budget {
            report(.frameBudget,
                   "work \(Format.milliseconds(nanoseconds: judged)) ms > budget \(Format.milliseconds(nanoseconds: budget)) ms by \(options.budgetClock.label) (cpu \(Format.milliseconds(nanoseconds: work.cpu)) ms, wall \(Format.milliseconds(nanoseconds: work.wall)) ms)",
                   persistent: false)
        }
        previousConditions = conditions
        for v in found { onViolation?(v) }
        violations += found

        let record = TickRecord(index: index, time: t, inputFrames: delivered, wallWork: work.wall, cpuWork: work.cpu,
                                pivots: after.pivots - before.pivots, rowsTouched: after.rowsTouched - before.rowsTouched,
                                framesChanged: after.framesChanged - before.framesChanged,
                                digest: digest, frameCount: frames.count, violations: found.count)
        if options.keepsTickRecords { records.append(record) }
    }

    /// Runs every frame of `source`, then keeps ticking until the scene settles (at most
    /// `options.settleLimit` past the last input).
    /// - Throws: the source's `InputError` (the ticks before it have run).
    public func run(source: any TraceSource) throws(InputError) -> SimulationResult {
        mapInput(from: source.header.screen)
        while let frame = try source.next() {
            // Ticks strictly before the frame's time run first (they cannot see it).
            while nextTickTime < frame.timestamp { runTick() }
            feed(frame)
        }
        return finish()
    }

    /// Runs in-memory frames (tests), then settles.
    public func run(frames input: [InputFrame]) -> SimulationResult {
        for frame in input {
            while nextTickTime < frame.timestamp { runTick() }
            feed(frame)
        }
        return finish()
    }

    /// Delivers what is queued and ticks until the scene settles or the settle limit passes.
    public func finish() -> SimulationResult {
        deliverQueued()
        let limit = lastInputTime + options.settleLimit
        var settled = scene.isSettled
        while !settled && nextTickTime <= limit {
            runTick()
            settled = scene.isSettled
        }
        return result(settled: settled)
    }

    /// The result so far.
    public func result(settled: Bool) -> SimulationResult {
        SimulationResult(sceneName: sceneName, screen: scene.screen, options: options, ticks: records,
                         tickCount: nextTick, violations: violations, digest: digests.value,
                         inputFrames: inputFrames, inputEvents: inputEvents,
                         duration: nextTick > 0 ? options.rate.time(ofTick: nextTick - 1) : 0,
                         inputMapping: mappingNote, settled: settled)
    }
}
