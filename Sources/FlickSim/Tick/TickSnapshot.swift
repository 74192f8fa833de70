import FlickInput

/// What the invariants and observers see of one tick, after its work: the input it delivered,
/// the frames on screen, the measured work, and the issues the scene's layers raised.
public struct TickSnapshot {
    /// 0-based.
    public let index: Int
    /// Virtual time, ns.
    public let time: Int64
    /// The scene (for `frameName(_:)`, `checkRules(frames:)`, `ambiguities()`; never to change it).
    public let scene: any Scene
    /// What is on screen, in the order `Scene.collectFrames(into:)` gave.
    public let frames: [FrameSample]
    /// The tick's measured work, ns: monotonic wall time and thread CPU time.
    public let wallWork: Int64
    public let cpuWork: Int64
    /// Issues raised since the last tick, in order, each with the input that caused it: the
    /// frame whose handlers raised it, or for issues raised after delivery (timers, animation,
    /// layout) the latest input delivered.
    public let issues: [(issue: SceneIssue, cause: InputCause?)]
    /// How the simulation runs (budget, clock, optional checks).
    public let options: SimulationOptions
    /// The input frames the tick delivered, oldest first, as they were fed: in the input's
    /// coordinates, before `inputMapping` placed them on the scene's screen.
    public let fed: ArraySlice<InputFrame>
    /// How the delivered touches were placed on the scene's screen.
    public let inputMapping: InputMapping
}
