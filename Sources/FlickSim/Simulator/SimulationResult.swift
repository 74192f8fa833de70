/// Everything a run produced: per-tick records, violations and the run's digest.
public struct SimulationResult: Sendable {
    public var sceneName: String
    public var screen: SceneScreen
    public var options: SimulationOptions
    /// Every tick run, when `SimulationOptions.keepsTickRecords` (skipped idle ticks have no
    /// record; each record's `index` says which tick it is).
    public var ticks: [TickRecord]
    /// Ticks of the run, skipped idle ticks included: the index of the tick after the last.
    public var tickCount: Int
    /// Work, budget and pivot statistics over the ticks run, kept whether or not `ticks` is.
    public var statistics: RunStatistics
    public var violations: [Violation]
    /// FNV-1a 64 over every tick's frame digest, in order (a skipped idle stretch folds in
    /// as its repeated digest and its length; see `Simulator`).
    public var digest: UInt64
    /// Input frames and touch events delivered.
    public var inputFrames: Int
    public var inputEvents: Int
    /// Text events delivered (a trace's text lines: typed text and keys; see `TextEvent`).
    public var textEvents = 0
    /// Text events no first responder took (`Scene.insertText(_:)` or `deleteBackward()`
    /// said false: no text input had focus, or the scene has none). Policy: dropped and
    /// counted here, not a violation — a user typing with no field focused is not a bug of
    /// the screen. `flick replay` prints a note when it is not 0.
    public var textEventsUntaken = 0
    /// Virtual time covered, ns (the last tick's time).
    public var duration: Int64
    /// How touches were mapped from the trace's screen onto the scene's, if they differed.
    public var inputMapping: String?
    /// Whether the scene settled before the settle limit.
    public var settled: Bool

    /// The digest of every tick run, in order.
    public var tickDigests: [UInt64] { ticks.map(\.digest) }
}
