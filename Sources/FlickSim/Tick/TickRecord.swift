/// What happened on one tick: its time, the measured work on both clocks, deterministic work
/// counters, the frame digest and how many violations it found.
public struct TickRecord: Sendable, Hashable {
    /// 0-based.
    public var index: Int
    /// Virtual time, ns.
    public var time: Int64
    /// Input frames delivered on this tick.
    public var inputFrames: Int
    /// Work (input, recognizers, handlers, animation, layout), monotonic clock, ns.
    public var wallWork: Int64
    /// The same work, thread CPU time, ns.
    public var cpuWork: Int64
    /// Solver pivots on this tick.
    public var pivots: Int
    /// Tableau rows touched on this tick.
    public var rowsTouched: Int
    /// Views whose frame changed in this tick's layout.
    public var framesChanged: Int
    /// The digest of the tick's frames (`FrameDigest`).
    public var digest: UInt64
    /// Frames on screen.
    public var frameCount: Int
    /// Violations found on this tick.
    public var violations: Int
}
