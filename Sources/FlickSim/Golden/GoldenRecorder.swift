import FlickAnimation
import FlickCore
import FlickGestures
import FlickInput
import FlickLayout

/// Writes a `GoldenTimeline` of a run, tick by tick. It is an `Invariant` that never reports
/// anything: give it to the simulator with the run's other invariants, and it sees every tick
/// the simulator checks.
///
/// ```
/// let recorder = GoldenRecorder(scene: scene)
/// let sim = Simulator(scene: scene, name: "card", invariants: [recorder])
/// _ = try sim.run(source: recorder.tapping(try loadInput(path: "card.trace")))
/// try GoldenFile.write(recorder.timeline.text, to: "card.golden")
/// ```
///
/// What it sees: the frames of each tick (any scene); the input, when it is fed through
/// `tapping(_:)` or `noteInput(_:)` (each frame is listed on the tick that delivers it: the first
/// at or after its timestamp); and, for a `SceneHost`, every recognizer transition (through the
/// router's `onTransition`, calling on to a handler already installed there) and the state
/// of every animator of its engine at the end of each tick. Make it when the scene is built
/// and before the first tick, so it sees every transition (a scene that sets
/// `router.onTransition` itself afterwards replaces the recorder's hook; set it in `init`,
/// before the recorder is made, and both are called).
/// - Complexity: per tick O(frames + input events + transitions + active animators).
public final class GoldenRecorder: Invariant {
    private let screen: SceneScreen
    @exclusivity(unchecked)
    private var rate: RefreshRate = .standard
    @exclusivity(unchecked)
    private var ticks: [GoldenTimeline.Tick] = []
    private let host: SceneHost?

    /// Input frames noted and not yet listed.
    @exclusivity(unchecked)
    private var input = PendingInput()
    /// Recognizer transitions since the last tick.
    private let transitions: TransitionLog
    /// Each recognizer's subject, fixed the first time it changes state.
    @exclusivity(unchecked)
    private var recognizerNames: [(GestureRecognizer, String)] = []
    /// Animators seen active, with the state last written for each.
    @exclusivity(unchecked)
    private var animators: [(animator: PropertyAnimator, state: String)] = []

    /// Per frame id: the values last written, the check they were on screen at, the name.
    @exclusivity(unchecked)
    private var values: [GoldenViewValues?] = []
    @exclusivity(unchecked)
    private var seenAt: [Int] = []
    @exclusivity(unchecked)
    private var names: [String?] = []
    /// The ids on screen on the previous tick, in its order; the number of checks so far.
    @exclusivity(unchecked)
    private var previousIDs: [Int32] = []
    @exclusivity(unchecked)
    private var checks = 0

    /// A recorder for `scene` (hooks a `SceneHost`'s router at once).
    public init(scene: any Scene) {
        screen = scene.screen
        host = scene as? SceneHost
        transitions = TransitionLog(router: host?.router)
    }

    /// The timeline so far.
    public var timeline: GoldenTimeline { GoldenTimeline(screen: screen, hz: rate.hz, ticks: ticks) }

    /// Notes an input frame as it is fed to the simulator (frames in time order).
    public func noteInput(_ frame: InputFrame) { input.append(frame) }

    /// `source`, noting each frame as the simulator reads it.
    public func tapping(_ source: any TraceSource) -> any TraceSource { InputTap(source) { self.noteInput($0) } }

    public func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        rate = tick.options.rate
        var lines: [GoldenTimeline.Line] = []
        touchLines(dueBy: tick.time, into: &lines)
        gestureLines(into: &lines)
        animatorLines(into: &lines)
        viewLines(tick.frames, scene: tick.scene, into: &lines)
        if !lines.isEmpty { ticks.append(GoldenTimeline.Tick(index: tick.index, time: tick.time, lines: lines)) }
    }

    // MARK: Private steps

    /// Every event of the noted frames due by `time`.
    private func touchLines(dueBy time: Int64, into lines: inout [GoldenTimeline.Line]) {
        _ = input.drain(dueBy: time) { frame in
            for e in frame.touches {
                lines.append(.init(kind: "touch", subject: String(e.id),
                                   value: "\(e.phase.rawValue) \(Format.points(e.x)) \(Format.points(e.y))"))
            }
        }
    }

    /// One line per recognizer whose state changed, in the order each first changed.
    private func gestureLines(into lines: inout [GoldenTimeline.Line]) {
        guard !transitions.isEmpty else { return }
        var chains: [(GestureRecognizer, [String])] = []
        transitions.drain { r, t in
            guard t.from != t.to else { return }
            var to = t.to.description
            if t.to == .failed, let reason = t.reason { to += " (\(reason))" }
            if let k = chains.firstIndex(where: { $0.0 === r }) {
                chains[k].1.append(to)
            } else {
                chains.append((r, [t.from.description, to]))
            }
        }
        for (r, states) in chains {
            lines.append(.init(kind: "gesture", subject: name(of: r), value: states.joined(separator: " -> ")))
        }
    }

    /// One line per animator whose state differs from the one last written.
    private func animatorLines(into lines: inout [GoldenTimeline.Line]) {
        guard let engine = host?.engine else { return }
        let active = engine.activeAnimators
        var next: [(animator: PropertyAnimator, state: String)] = []
        for a in active {
            let state = a.recordedState
            if animators.first(where: { $0.animator === a })?.state != state {
                lines.append(.init(kind: "animator", subject: String(a.id), value: state))
            }
            next.append((a, state))
        }
        for old in animators where !active.contains(where: { $0 === old.animator }) {
            let state = old.animator.recordedState
            if state != old.state { lines.append(.init(kind: "animator", subject: String(old.animator.id), value: state)) }
        }
        animators = next
    }

    /// Views that appeared, changed or left the screen since the previous tick.
    private func viewLines(_ frames: [FrameSample], scene: any Scene, into lines: inout [GoldenTimeline.Line]) {
        checks += 1
        let scale = scene.screen.scale
        for f in frames where f.id >= 0 {
            let i = Int(f.id)
            if i >= values.count {
                let more = i + 1 - values.count
                values += repeatElement(nil, count: more)
                seenAt += repeatElement(-1, count: more)
                names += repeatElement(nil, count: more)
            }
            let now = GoldenViewValues(f, scale: scale)
            if seenAt[i] == checks - 1, let old = values[i] {
                if let change = now.changes(from: old) { lines.append(.init(kind: "view", subject: name(ofFrame: f.id, scene), value: change)) }
            } else {
                lines.append(.init(kind: "view", subject: name(ofFrame: f.id, scene), value: now.fullText))
            }
            values[i] = now
            seenAt[i] = checks
        }
        for id in previousIDs where seenAt[Int(id)] != checks {
            lines.append(.init(kind: "view", subject: name(ofFrame: id, scene), value: "gone"))
            values[Int(id)] = nil
        }
        previousIDs.removeAll(keepingCapacity: true)
        for f in frames where f.id >= 0 { previousIDs.append(f.id) }
    }

    /// The scene's name for frame `id`, asked once.
    private func name(ofFrame id: Int32, _ scene: any Scene) -> String {
        if let n = names[Int(id)] { return n }
        let n = scene.frameName(id)
        names[Int(id)] = n
        return n
    }

    /// The recognizer's name, followed by `@` and its view's when another recognizer of the
    /// router has the same name; fixed the first time it is asked.
    private func name(of r: GestureRecognizer) -> String {
        if let known = recognizerNames.first(where: { $0.0 === r }) { return known.1 }
        var n = r.name
        if let router = host?.router, router.recognizers.contains(where: { $0 !== r && $0.name == r.name }),
           let view = r.view as? View {
            n += "@" + view.layoutName
        }
        recognizerNames.append((r, n))
        return n
    }
}
