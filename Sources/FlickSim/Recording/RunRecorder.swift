import FlickAnimation
import FlickCore
import FlickGestures
import FlickInput
import FlickLayout

/// Records a run tick by tick (`RunRecord`): the one recorder behind the golden timeline,
/// the replay page's layout viewer, the SVG frames and `SceneTester`. It is a `RunObserver`:
/// give it to the simulator, and it sees every tick the simulator runs (idle ticks the
/// simulator skips have nothing new).
///
/// ```
/// let recorder = RunRecorder(scene: scene)
/// let sim = Simulator(scene: scene, name: "drawer", observers: [recorder])
/// let result = try sim.run(source: try loadInput(path: "drawer.trace"))
/// let page = ReplayReport(result).page(recorder.finish())
/// let golden = GoldenTimeline(recorder.record)   // with RecordingLimits.unbounded
/// ```
///
/// What it sees: the input each tick delivered (as the input gave it, and as the simulator
/// placed it on the scene's screen), the trace header when the simulator reads a source, the
/// frames of each tick and their work on both clocks (any scene); and, for a `SceneHost`, each
/// view's depth and hidden state, every recognizer transition (through the router's
/// `onTransition`, calling on to a handler already installed there) and the state of every
/// animator of its engine at the end of each tick. Make it when the scene is built and before
/// the first tick, so it sees every transition (a scene that sets `router.onTransition` itself
/// afterwards replaces the recorder's hook; set it in `init`, before the recorder is made, and
/// both are called). Memory stays within `limits`.
/// - Complexity: per tick O(frames + input events + transitions + active animators), plus the
///   occasional re-sampling of `FrameHistory` and `WorkSeries`.
public final class RunRecorder: RunObserver {
    @exclusivity(unchecked)
    private var recording: RunRecord
    private let limits: RecordingLimits
    private let host: SceneHost?
    @exclusivity(unchecked)
    private var changes: FrameChanges
    /// View-table index per frame id.
    @exclusivity(unchecked)
    private var viewOf: [Int32: Int] = [:]
    @exclusivity(unchecked)
    private var lastCounters: WorkCounters

    @exclusivity(unchecked)
    private var timeline: GestureTimeline?
    @exclusivity(unchecked)
    private var lastInputTime = VirtualInstant.start
    @exclusivity(unchecked)
    private var movesSeen = 0

    @exclusivity(unchecked)
    private var recognizerIndex: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked)
    private var knownRecognizerCount = 0
    private let transitions: TransitionLog
    /// Animators active at the last check, and the state last listed per animator.
    @exclusivity(unchecked)
    private var active: [PropertyAnimator] = []
    @exclusivity(unchecked)
    private var animatorIndex: [Int: Int] = [:]
    @exclusivity(unchecked)
    private var listed: [(state: String, fraction: Int)] = []

    /// A recorder for `scene` (hooks a `SceneHost`'s router at once).
    /// - Parameter limits: how much it keeps (default `RecordingLimits()`, a bounded report;
    ///   `RecordingLimits.unbounded` for a golden timeline, which needs every change).
    public init(scene: any Scene, limits: RecordingLimits = RecordingLimits()) {
        self.limits = limits
        recording = RunRecord(screen: scene.screen, limits: limits)
        changes = FrameChanges(scale: scene.screen.scale)
        lastCounters = scene.counters
        host = scene as? SceneHost
        transitions = TransitionLog(router: host?.router)
    }

    /// The record so far (without `gestures`, which `finish()` adds).
    public var record: RunRecord { recording }

    /// Called with every recognizer transition as it happens, before the recorder notes it
    /// (how `SceneTester` keeps its log without a hook of its own).
    package var onTransition: ((GestureRecognizer, GestureTransition) -> Void)? {
        get { transitions.onEach }
        set { transitions.onEach = newValue }
    }

    /// The record, with the gestures the standard recognizers saw in the input (their timers
    /// run out a second after the last input, as `flick gestures` lets them). Call it once,
    /// after the run.
    public func finish() -> RunRecord {
        if let timeline {
            timeline.finish(at: (lastInputTime + .seconds(1)).nanoseconds)
            let entries = timeline.entries.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
            recording.gestures = entries.map {
                RunRecord.Gesture(start: $0.start, end: $0.end, kind: $0.kind.rawValue, text: $0.text)
            }
            self.timeline = nil
        }
        return recording
    }

    public func inputStarts(_ header: TraceHeader) {
        recording.header = header
        if header.screen.isValid { timeline = GestureTimeline(width: header.screen.width, height: header.screen.height) }
    }

    public func tickEnded(_ tick: TickSnapshot) {
        recording.rate = tick.options.rate
        if recording.inputMapping == nil, let note = tick.inputMapping.note { recording.inputMapping = note }
        touches(tick.fed, mapping: tick.inputMapping, onTick: tick.index)
        recognizerChanges(onTick: tick.index)
        animatorChanges(onTick: tick.index)
        frameChanges(tick)
        let now = tick.scene.counters
        recording.work.append(WorkSeries.Sample(tick: tick.index, wall: tick.wallWork, cpu: tick.cpuWork,
                                                pivots: now.pivots - lastCounters.pivots,
                                                framesChanged: now.framesChanged - lastCounters.framesChanged,
                                                inputFrames: tick.fed.count))
        lastCounters = now
        recording.lastTick = tick.index
        recording.ticksChecked += 1
    }

    // MARK: Private steps

    /// The events of the frames the tick delivered, where the input put them and where the
    /// scene saw them; the frames go through the gesture timeline in the input's coordinates.
    private func touches(_ fed: ArraySlice<InputFrame>, mapping: InputMapping, onTick index: Int) {
        guard !fed.isEmpty else { return }
        if timeline == nil { timeline = GestureTimeline(width: recording.screen.width, height: recording.screen.height) }
        for frame in fed {
            timeline?.process(frame)
            lastInputTime = max(lastInputTime, frame.instant)
            for e in frame.touches {
                if e.phase == .move {
                    movesSeen += 1
                    if movesSeen % recording.touchMoveStride != 0 { continue }
                }
                if recording.touches.count >= limits.touchEvents && !thinTouchMoves() { continue }
                recording.touches.append(RunRecord.Touch(tick: index, time: e.timestamp, id: e.id, phase: e.phase,
                                                         x: e.x * mapping.x, y: e.y * mapping.y, inputX: e.x, inputY: e.y))
            }
        }
    }

    /// Halves the moves kept (every other one goes, and only every other one from now on).
    /// - Returns: false when there were no moves to drop (the event is then dropped, and noted).
    private func thinTouchMoves() -> Bool {
        var parity = 0
        let before = recording.touches.count
        recording.touches.removeAll { t in
            guard t.phase == .move else { return false }
            parity += 1
            return parity % 2 == 0
        }
        if recording.touches.count == before {
            note("touch events after the first \(limits.touchEvents) are left out")
            return false
        }
        recording.touchMoveStride *= 2
        note("touch moves are thinned to keep at most \(limits.touchEvents) events")
        return true
    }

    /// The transitions since the last tick, and recognizers attached since.
    private func recognizerChanges(onTick index: Int) {
        if let router = host?.router, router.recognizers.count != knownRecognizerCount {
            let all = router.recognizers
            knownRecognizerCount = all.count
            for r in all where recognizerIndex[ObjectIdentifier(r)] == nil {
                guard let k = register(r, among: all) else { break }
                if r.state != .possible { appendChange(RunRecord.RecognizerChange(tick: index, recognizer: k, from: nil, state: r.state)) }
            }
        }
        guard !transitions.isEmpty else { return }
        let all = host?.router.recognizers ?? []
        transitions.drain { r, t in
            guard t.from != t.to, let k = recognizerIndex[ObjectIdentifier(r)] ?? register(r, among: all) else { return }
            appendChange(RunRecord.RecognizerChange(tick: index, recognizer: k, from: t.from, state: t.to,
                                                    reason: t.to == .failed ? t.reason : nil))
        }
    }

    /// Adds `r` to the recording's recognizers: its name, followed by `@` and its view's when
    /// another recognizer has the same name.
    /// - Returns: its index, or nil past the limit.
    private func register(_ r: GestureRecognizer, among all: [GestureRecognizer]) -> Int? {
        guard recording.recognizers.count < limits.names else {
            note("recognizers after the first \(limits.names) are left out")
            return nil
        }
        var name = r.name
        if all.contains(where: { $0 !== r && $0.name == r.name }), let view = r.view as? View { name += "@" + view.layoutName }
        let k = recording.recognizers.count
        recording.recognizers.append(RunRecord.Recognizer(name: name, type: String(describing: type(of: r))))
        recognizerIndex[ObjectIdentifier(r)] = k
        return k
    }

    private func appendChange(_ c: RunRecord.RecognizerChange) {
        guard recording.recognizerChanges.count < limits.stateChanges else {
            note("recognizer changes after the first \(limits.stateChanges) are left out")
            return
        }
        recording.recognizerChanges.append(c)
    }

    /// One change per animator whose state or fraction differs from the one last listed,
    /// including those that stopped being active since the last tick.
    private func animatorChanges(onTick index: Int) {
        guard let engine = host?.engine else { return }
        let now = engine.activeAnimators
        guard !now.isEmpty || !active.isEmpty else { return }
        for a in now { list(a, onTick: index) }
        for a in active where !now.contains(where: { $0 === a }) { list(a, onTick: index) }
        active = now
    }

    private func list(_ a: PropertyAnimator, onTick index: Int) {
        let k: Int
        if let known = animatorIndex[a.id] {
            k = known
        } else {
            guard recording.animators.count < limits.names else {
                note("animators after the first \(limits.names) are left out")
                return
            }
            k = recording.animators.count
            animatorIndex[a.id] = k
            recording.animators.append(RunRecord.Animator(id: a.id, label: "#\(a.id), \(Format.number(a.duration)) s"))
            listed.append((state: "", fraction: -1))
        }
        let state = a.recordedState
        let f = a.fractionComplete
        let fraction = f.isFinite ? Int(FrameDigest.roundHalfAwayFromZero(Swift.max(-1000, Swift.min(1000, f)) * 1000)) : -1
        guard listed[k].state != state || listed[k].fraction != fraction else { return }
        listed[k] = (state, fraction)
        guard recording.animatorChanges.count < limits.stateChanges else {
            note("animator changes after the first \(limits.stateChanges) are left out")
            return
        }
        recording.animatorChanges.append(RunRecord.AnimatorChange(tick: index, animator: k, state: state, fraction: fraction))
    }

    /// The tick's frames as changes against the last tick's, into the frame history.
    private func frameChanges(_ tick: TickSnapshot) {
        let host = self.host
        let found = changes.update(tick.frames) { id in
            var v = host?.view(ofFrame: id)
            while let view = v {
                if view.isHidden { return true }
                v = view.superview
            }
            return false
        }
        guard !found.isEmpty else { return }
        var entries: [FrameHistory.Entry] = []
        entries.reserveCapacity(found.count)
        for c in found {
            entries.append(FrameHistory.Entry(view: view(for: c.id, scene: tick.scene), fields: c.fields, values: c.values))
        }
        recording.frames.append(tick: tick.index, entries)
    }

    /// The view-table index of frame `id`, adding it (name and depth) the first time.
    private func view(for id: Int32, scene: any Scene) -> Int {
        if let k = viewOf[id] { return k }
        let k = recording.views.count
        viewOf[id] = k
        var depth = 0
        var v = host?.view(ofFrame: id)?.superview
        while let s = v { depth += 1; v = s.superview }
        let named = k < limits.names
        if k == limits.names { note("views after the first \(limits.names) are drawn without a name") }
        recording.views.append(RunRecord.ViewInfo(name: named ? scene.frameName(id) : "", depth: depth))
        return k
    }

    private func note(_ line: String) {
        if !recording.notes.contains(line) { recording.notes.append(line) }
    }
}
