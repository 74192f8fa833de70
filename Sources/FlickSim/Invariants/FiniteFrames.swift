/// **finite**: every frame on screen has finite numbers and a non-negative model size
/// (`FrameSample.isWellFormed`).
///
/// A persistent condition per frame; the first three ill-formed frames of a tick are named,
/// the rest counted in one more report.
/// - Complexity: O(frames on screen).
public struct FiniteFrames: Invariant {
    /// How many ill-formed frames a tick names one by one (default 3).
    public var namedLimit = 3

    public init() {}

    public mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        var bad = 0
        for f in tick.frames where !f.isWellFormed {
            bad += 1
            if bad <= namedLimit {
                report.report(.nonFinite, "\(tick.scene.frameName(f.id)) frame (\(f.x), \(f.y), \(f.width), \(f.height)) alpha \(f.alpha)",
                              persistent: true)
            }
        }
        if bad > namedLimit { report.report(.nonFinite, "\(bad - namedLimit) more ill-formed frames", persistent: true) }
    }
}
