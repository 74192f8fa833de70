/// Estimates the velocity of one touch (or of a centroid) from position samples.
///
/// Strategy (the one Android and Flutter use for touch panning):
/// - a ring buffer of the last `GestureConstants.velocityHistory` (20) samples;
/// - only samples within `velocityHorizon` (100 ms) of the newest take part;
/// - walking back from the newest, a gap longer than `velocityStopGap` (40 ms) between two
///   consecutive samples means the finger had stopped: older samples are dropped;
/// - a least-squares polynomial of degree 2 (unit weights) is fitted to x(t) and y(t) with
///   t in seconds relative to the newest sample; the velocity is the linear coefficient
///   (the derivative at the newest sample), in pt/s;
/// - with 2 usable samples the fit is linear (the two-point slope); with fewer, zero;
/// - if asked at a time more than `velocityStaleAfter` (40 ms) after the newest sample, the
///   finger has been resting and the velocity is zero (UIKit's pan can still report the
///   velocity from before the finger came to rest; Flick deliberately does not).
///
/// Exact for paths that are polynomials of degree ≤ 2 in time. Time is a parameter
/// (integer nanoseconds); the tracker never reads a clock.
/// - Complexity: `add` O(1); `velocity` O(history).
public struct VelocityTracker: Sendable {
    /// One position sample.
    public struct Sample: Equatable, Sendable {
        /// Nanoseconds.
        public var time: Int64
        public var x: Double
        public var y: Double
    }

    /// Polynomial degree of the fit (default 2).
    public var degree: Int
    /// See `GestureConstants.velocityHorizon`.
    public var horizon: Int64
    /// See `GestureConstants.velocityStopGap`.
    public var stopGap: Int64
    private var ring: [Sample]
    private var next = 0
    private var stored = 0

    public init(degree: Int = 2,
                horizon: Int64 = GestureConstants.velocityHorizon,
                stopGap: Int64 = GestureConstants.velocityStopGap,
                history: Int = GestureConstants.velocityHistory) {
        self.degree = degree
        self.horizon = horizon
        self.stopGap = stopGap
        ring = Array(repeating: Sample(time: 0, x: 0, y: 0), count: max(history, 2))
    }

    /// Records a position at `time` (ns). Samples must come in non-decreasing time; a sample
    /// with the same time as the newest replaces it.
    public mutating func add(time: Int64, x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        if stored > 0 {
            let newest = (next + ring.count - 1) % ring.count
            if ring[newest].time >= time {
                ring[newest] = Sample(time: max(time, ring[newest].time), x: x, y: y)
                return
            }
        }
        ring[next] = Sample(time: time, x: x, y: y)
        next = (next + 1) % ring.count
        stored = min(stored + 1, ring.count)
    }

    /// Forgets every sample (what `setTranslation` does to a pan's estimate).
    public mutating func reset() {
        stored = 0
        next = 0
    }

    /// The number of samples held.
    public var count: Int { stored }

    /// The samples the next estimate would use, oldest first.
    public func usableSamples(at now: Int64? = nil) -> [Sample] {
        guard stored > 0 else { return [] }
        var result: [Sample] = []
        result.reserveCapacity(stored)
        var index = (next + ring.count - 1) % ring.count
        let newest = ring[index]
        if let now, now - newest.time > GestureConstants.velocityStaleAfter { return [] }
        var previous = newest
        for _ in 0..<stored {
            let sample = ring[index]
            if newest.time - sample.time > horizon { break }
            if previous.time - sample.time > stopGap { break }
            result.append(sample)
            previous = sample
            index = (index + ring.count - 1) % ring.count
        }
        result.reverse()
        return result
    }

    /// The estimated velocity in pt/s; `now` (ns), when given, applies the staleness rule.
    public func velocity(at now: Int64? = nil) -> Velocity {
        let samples = usableSamples(at: now)
        guard samples.count >= 2, let newest = samples.last else { return .zero }
        var times = [Double](repeating: 0, count: samples.count)
        var xs = times
        var ys = times
        for (index, sample) in samples.enumerated() {
            times[index] = Double(sample.time - newest.time) / Double(GestureConstants.nanosecondsPerSecond)
            xs[index] = sample.x
            ys[index] = sample.y
        }
        let vx = times.withUnsafeBufferPointer { t in xs.withUnsafeBufferPointer { v in PolynomialFit.fit(times: t, values: v, degree: degree) } }
        let vy = times.withUnsafeBufferPointer { t in ys.withUnsafeBufferPointer { v in PolynomialFit.fit(times: t, values: v, degree: degree) } }
        guard let vx, let vy, vx.count > 1, vy.count > 1 else { return .zero }
        return Velocity(x: vx[1], y: vy[1])
    }
}
