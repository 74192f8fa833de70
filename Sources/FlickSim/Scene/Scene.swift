import FlickInput
import FlickCore

/// A user interface the simulator drives: it builds its views and constraints, attaches
/// recognizers and handlers, and answers the simulator's per-tick questions.
///
/// The simulator calls, every tick and in this order: `deliver(_:)` for each input frame due
/// (with the frame's own timestamp), `advance(to:)` with the tick's time, `layout()`; then,
/// outside the measured work, `collectFrames(into:)`, `drainIssues()`, `checkRules(frames:)`
/// and, on request, `ambiguities()`.
///
/// A scene never reads a real clock and never lets `Set`/`Dictionary` order decide anything,
/// so the same input gives the same frames bit for bit.
///
/// See also: `SceneHost` (in FlickSim) does the plumbing for scenes made of FlickLayout views.
public protocol Scene: AnyObject {
    /// The screen the scene is laid out on, as it is now (a rotation changes it). Touches are
    /// mapped onto the screen as it was when the run started.
    var screen: SceneScreen { get }
    /// Delivers one input frame; the frame's timestamp is its own time (ns), at or before the
    /// time of the tick being run.
    func deliver(_ frame: InputFrame)
    /// Moves everything time-driven (recognizer timers, scroll physics, animators) to `time`, ns.
    func advance(to time: Int64)
    /// Runs the layout pass after handlers and animations changed constraints.
    func layout()
    /// Appends what is on screen now (presentation frames, screen coordinates), in an order
    /// that depends only on the scene's history.
    func collectFrames(into frames: inout [FrameSample])
    /// A readable name for frame `id` (as given in `collectFrames`).
    func frameName(_ id: Int32) -> String
    /// Problems noticed since the last call: conflicts (with the minimal set), illegal
    /// recognizer or animator transitions, rejected changes.
    func drainIssues() -> [SceneIssue]
    /// The scene's own rules, checked against this tick's frames: one message per rule broken.
    func checkRules(frames: [FrameSample]) -> [String]
    /// Views whose layout is not unique (costly; only when the invariant is requested).
    func ambiguities() -> [String]
    /// True when nothing moves any more without input: no touch down, no animation running,
    /// no scroll view decelerating. The simulator stops after the input ends and this holds.
    var isSettled: Bool { get }
    /// Deterministic, cumulative work counters (solver pivots, …).
    var counters: WorkCounters { get }
    /// Runs `body` with the scene's clock (and animation engine, for scenes that have one)
    /// installed as the ambient ones, so UIKit calls without a time or engine argument —
    /// `setContentOffset(_:animated:)`, `View.animate(withDuration:…)`,
    /// `PropertyAnimator(duration:curve:animations:)` — act on this scene. The simulator calls
    /// it around every tick. Default: runs `body` as it is.
    func withAmbient<R>(_ body: () throws -> R) rethrows -> R
    /// When the scene next changes on its own, given that the tick at `time` (ns) has just
    /// run and no input comes first: `time` itself (or earlier) while anything moves without
    /// input (an animation, a scroll view decelerating), the deadline of the next timer, or
    /// nil when nothing is pending at all (a finger resting on the screen changes nothing).
    /// The simulator skips quiet ticks before it (`SimulationOptions.idleSkipAfter`).
    /// Default: `time`, so a scene that does not answer runs every tick.
    /// - Complexity: should be O(what is active), as it may be asked after every quiet tick.
    func nextWakeTime(after time: Int64) -> Int64?
    /// The scene's own invariants, checked after the standard ones on every tick of every run
    /// of it — `flick replay`, `SceneTester`, a fuzz campaign — with the kinds they report
    /// (`ViolationKind("my-rule")`); the fuzzer judges each such kind as an oracle of the same
    /// name. Asked once per run. Default: none.
    var invariants: [any Invariant] { get }
    /// Types `text` into the scene's first responder, one character at a time as a keyboard
    /// does (`"\n"` is the return key, so focus may move between characters); returns
    /// whether every character was taken. Traces, the tester and the fuzzer deliver text
    /// through this. Default: false (a scene without text input takes none).
    func insertText(_ text: String) -> Bool
    /// The delete key, to the scene's first responder; returns whether one took it.
    /// Default: false.
    func deleteBackward() -> Bool
}

extension Scene {
    public var invariants: [any Invariant] { [] }
    public func withAmbient<R>(_ body: () throws -> R) rethrows -> R { try body() }
    /// Never idle: every tick runs.
    public func nextWakeTime(after time: Int64) -> Int64? { time }
    public func insertText(_ text: String) -> Bool { false }
    public func deleteBackward() -> Bool { false }
}

/// The scene's screen: size in points (after orientation) and pixels per point.
public struct SceneScreen: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public var scale: Double
    public init(width: Double, height: Double, scale: Double) {
        self.width = width; self.height = height; self.scale = scale
    }
    public var description: String { "\(Format.number(width))x\(Format.number(height))@\(Format.number(scale))" }
}

/// Deterministic work counters a scene reports (cumulative; the simulator records per-tick
/// differences). They never depend on the machine, so they gate performance without noise.
public struct WorkCounters: Sendable, Hashable {
    /// Simplex pivots of the scene's solver.
    public var pivots: Int = 0
    /// Tableau rows touched.
    public var rowsTouched: Int = 0
    /// Views whose frame changed in layout passes.
    public var framesChanged: Int = 0
    public init(pivots: Int = 0, rowsTouched: Int = 0, framesChanged: Int = 0) {
        self.pivots = pivots; self.rowsTouched = rowsTouched; self.framesChanged = framesChanged
    }
}

/// A problem a scene reports to the simulator, which turns it into a `Violation` with the tick
/// and the input event that led to it.
public struct SceneIssue: Sendable, Hashable {
    public var kind: ViolationKind
    public var message: String
    /// For `.unsatisfiable`: the minimal conflicting set, readable, the attempted constraint first.
    public var constraints: [String]
    /// For `.unsatisfiable`: the constraint that was broken to carry on.
    public var broken: String?
    public init(kind: ViolationKind, message: String, constraints: [String] = [], broken: String? = nil) {
        self.kind = kind; self.message = message; self.constraints = constraints; self.broken = broken
    }
}
