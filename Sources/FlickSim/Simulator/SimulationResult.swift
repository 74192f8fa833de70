/// Everything a run produced: per-tick records, violations and the run's digest.
public struct SimulationResult: Sendable {
    public var sceneName: String
    public var screen: SceneScreen
    public var options: SimulationOptions
    public var ticks: [TickRecord]
    /// Ticks run (equals `ticks.count` when records are kept).
    public var tickCount: Int
    public var violations: [Violation]
    /// FNV-1a 64 over every tick's frame digest, in order.
    public var digest: UInt64
    /// Input frames and events delivered.
    public var inputFrames: Int
    public var inputEvents: Int
    /// Virtual time covered, ns (the last tick's time).
    public var duration: Int64
    /// How touches were mapped from the trace's screen onto the scene's, if they differed.
    public var inputMapping: String?
    /// Whether the scene settled before the settle limit.
    public var settled: Bool

    /// Every tick's digest, in order.
    public var tickDigests: [UInt64] { ticks.map(\.digest) }
}
