/// One uninterrupted stretch of an animator's motion: from (u₀, p₀) at `startTime` to
/// (u_T, p_T) after `duration`, where u is the position on the animator's timeline
/// (fractionComplete measured from the start state, moving linearly in time) and p the
/// progress the animated values show (what the timing curve makes of it).
///
/// Everything is a closed-form function of the sample time, so the same instant gives the
/// same values whatever the sampling rate.
struct ProgressSegment {
    enum Shape {
        /// The rest of the curve from u₀ on, rescaled so that it starts at p₀ and ends at
        /// p_T: p = p₀ + (p_T − p₀)·(curve(u) − c₀)/(c_T − c₀). Continuing a paused cubic
        /// animation under its own timing follows the original curve exactly.
        case remainder(CubicBezier, c0: Double, cT: Double)
        /// A whole fresh curve over the segment: p = p₀ + (p_T − p₀)·curve(s), s = elapsed/duration.
        case curve(CubicBezier)
        /// A spring on the remaining distance: p = p₀ + (p_T − p₀)·(1 + x(elapsed)).
        case spring(SpringMotion)
    }

    /// Seconds (engine time) when motion begins; before it (a delay) values rest at p₀.
    let startTime: Double
    /// Seconds, ≥ 0.
    let duration: Double
    let u0: Double, uT: Double
    let p0: Double, pT: Double
    let shape: Shape

    /// End time, seconds.
    var endTime: Double { startTime + duration }

    /// Timeline position, progress and whether the segment has ended, at engine time t.
    /// - Complexity: O(1).
    @inline(__always)
    func sample(_ t: Double) -> (u: Double, p: Double, done: Bool) {
        let elapsed = t - startTime
        if elapsed < 0 { return (u0, p0, false) }
        if elapsed >= duration { return (uT, pT, true) }
        let s = elapsed / duration
        let u = u0 + (uT - u0) * s
        let p: Double
        switch shape {
        case .remainder(let curve, let c0, let cT):
            let span = cT - c0
            p = abs(span) < 1e-12 ? p0 + (pT - p0) * s : p0 + (pT - p0) * (curve.progress(at: u) - c0) / span
        case .curve(let curve):
            p = p0 + (pT - p0) * curve.progress(at: s)
        case .spring(let motion):
            p = p0 + (pT - p0) * (1 + motion.position(at: elapsed))
        }
        return (u, p, false)
    }
}
