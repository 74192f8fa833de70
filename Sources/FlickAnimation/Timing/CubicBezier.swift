/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points P1 and P2, as
/// `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
///
/// `progress(at:)` solves x(s) = τ for the curve parameter s and returns y(s). The x
/// coordinates of the control points are clamped into 0…1, which makes x(s) monotone, so the
/// solve always has exactly one root; y may leave 0…1 (overshooting curves).
///
/// The solve is Newton's method from s = τ (at most 8 steps, stopping when the step is below
/// 1e-12, or giving up when |dx/ds| < 1e-6 or a step leaves the bracket, as happens at
/// extreme control points such as (1, 0, 0, 1)), then bisection on the bracket Newton left,
/// to a width of 1e-12 in s, so it converges for every control point.
/// - Complexity: O(1) per call (at most 8 Newton and 64 bisection steps).
public struct CubicBezier: Sendable, Hashable, CustomStringConvertible {
    /// The first control point, x clamped into 0…1.
    public let x1: Double, y1: Double
    /// The second control point, x clamped into 0…1.
    public let x2: Double, y2: Double

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// A curve with control points (x1, y1) and (x2, y2). Non-finite coordinates become the
    /// linear curve's (0, 0) and (1, 1); x coordinates are clamped into 0…1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let finite = x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite
        let px1 = finite ? min(max(x1, 0), 1) : 0, py1 = finite ? y1 : 0
        let px2 = finite ? min(max(x2, 0), 1) : 1, py2 = finite ? y2 : 1
        self.x1 = px1; self.y1 = py1; self.x2 = px2; self.y2 = py2
        cx = 3 * px1; bx = 3 * (px2 - px1) - cx; ax = 1 - cx - bx
        cy = 3 * py1; by = 3 * (py2 - py1) - cy; ay = 1 - cy - by
    }

    /// (0, 0, 1, 1).
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// (0.42, 0, 0.58, 1): UIView's default curve.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// (0.25, 0.1, 0.25, 1): Core Animation's "default" function (by convention, the same as CSS's
    /// `ease`; Apple's current documentation does not restate the control points).
    public static let caDefault = CubicBezier(0.25, 0.1, 0.25, 1)
    /// The keyboard's curve (UIKit's undocumented curve 7), as Flick models it (policy): the
    /// control points (0.38, 0.7) and (0.125, 1) fitted to the keyboard's motion. UIKit
    /// animates it with a spring (mass 3, stiffness 1000, damping 500) that it reports as
    /// 0.25 s; Flick runs it over the reported duration.
    public static let keyboard = CubicBezier(0.38, 0.7, 0.125, 1)

    public var description: String { "cubic(\(x1), \(y1), \(x2), \(y2))" }

    /// True for the identity curve y = x.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The curve's value y at normalized time τ; τ is clamped into 0…1.
    public func progress(at time: Double) -> Double {
        guard time.isFinite else { return time > 0 ? 1 : 0 }
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        if isLinear { return time }
        return y(solveX(time))
    }

    /// dy/dτ at normalized time τ (clamped into 0…1): the slope of progress over time.
    /// At a vertical tangent the slope is reported as a large finite number.
    public func slope(at time: Double) -> Double {
        if isLinear { return 1 }
        let s = solveX(min(max(time, 0), 1))
        let dx = dxds(s), dy = dyds(s)
        if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? 1e12 : -1e12) }
        return dy / dx
    }

    /// The curve parameter s with x(s) = τ, for τ in 0…1, to within 1e-12 in s.
    public func solveX(_ tau: Double) -> Double {
        // Newton from s = τ, keeping a bracket [lo, hi] around the root (x is monotone).
        var s = tau
        var lo = 0.0, hi = 1.0
        for _ in 0..<8 {
            let err = x(s) - tau
            if err == 0 { return s }
            if err > 0 { hi = min(hi, s) } else { lo = max(lo, s) }
            let d = dxds(s)
            if abs(d) < 1e-6 { break }
            let step = err / d
            let next = s - step
            if abs(step) < 1e-12 && next >= lo && next <= hi { return next }
            if !(next > lo && next < hi) { break }
            s = next
        }
        // Bisection on the bracket Newton left, to a width of 1e-12.
        var a = lo, b = hi
        var steps = 0
        while b - a > 1e-12 && steps < 64 {
            let mid = 0.5 * (a + b)
            let err = x(mid) - tau
            if err == 0 { return mid }
            if err > 0 { b = mid } else { a = mid }
            steps += 1
        }
        return 0.5 * (a + b)
    }

    @inline(__always) func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inline(__always) func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inline(__always) func dxds(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    @inline(__always) func dyds(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }
    public func hash(into h: inout Hasher) { h.combine(x1); h.combine(y1); h.combine(x2); h.combine(y2) }
}
