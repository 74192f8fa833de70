import Foundation

/// The closed-form motion of a damped spring released at displacement x₀ with velocity v₀
/// (x = position − rest; units of x per second): the textbook damped oscillator, under-,
/// critically or over-damped. No integration: the value at any time is exact, so results
/// never depend on the sampling rate.
public struct SpringMotion: Sendable, Hashable {
    /// The three closed forms.
    public enum Regime: Sendable, Hashable { case underdamped, critical, overdamped }

    public let spring: SpringParameters
    public let x0: Double
    public let v0: Double
    public let regime: Regime
    // Regime constants: under (decay ζω₀, ω_d, A = x₀, B = (v₀ + ζω₀x₀)/ω_d);
    // critical (ω₀, A = x₀, B = v₀ + ω₀x₀); over (r₁, r₂, c₁, c₂).
    private let a: Double, b: Double, p: Double, q: Double

    /// ζ within this distance of 1 uses the critically damped form.
    public static let criticalBand = 1e-6

    /// The motion of `spring` from displacement `x0` with velocity `v0` at t = 0.
    public init(spring: SpringParameters, x0: Double, v0: Double) {
        self.spring = spring
        self.x0 = x0.isFinite ? x0 : 0
        self.v0 = v0.isFinite ? v0 : 0
        let w0 = spring.naturalFrequency, z = spring.dampingRatio
        if abs(z - 1) <= Self.criticalBand {
            regime = .critical
            p = w0; q = 0; a = self.x0; b = self.v0 + w0 * self.x0
        } else if z < 1 {
            regime = .underdamped
            let wd = w0 * (1 - z * z).squareRoot()
            p = z * w0; q = wd; a = self.x0; b = (self.v0 + z * w0 * self.x0) / wd
        } else {
            regime = .overdamped
            let root = w0 * (z * z - 1).squareRoot()
            let r1 = -z * w0 - root, r2 = -z * w0 + root
            let c2 = (self.v0 - r1 * self.x0) / (r2 - r1)
            p = r1; q = r2; a = self.x0 - c2; b = c2
        }
    }

    /// Displacement at time t ≥ 0 (seconds).
    public func position(at t: Double) -> Double {
        switch regime {
        case .underdamped: exp(-p * t) * (a * cos(q * t) + b * sin(q * t))
        case .critical: exp(-p * t) * (a + b * t)
        case .overdamped: a * exp(p * t) + b * exp(q * t)
        }
    }

    /// Velocity (displacement per second) at time t ≥ 0.
    public func velocity(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            let e = exp(-p * t), c = cos(q * t), s = sin(q * t)
            return e * ((b * q - p * a) * c - (a * q + p * b) * s)
        case .critical:
            return exp(-p * t) * (b - p * (a + b * t))
        case .overdamped:
            return a * p * exp(p * t) + b * q * exp(q * t)
        }
    }

    /// The settling time (seconds): when the motion's envelope falls below `epsilon`
    /// (absolute, in units of x) for good. Underdamped: ln((|A| + |B|)/ε)/(ζω₀); critically
    /// damped: max((1/ω₀)·ln(2|A|/ε), (2/ω₀)·ln(4|B|/(e·ω₀·ε))); overdamped: the root of
    /// |c₁|e^(r₁t) + |c₂|e^(r₂t) = ε by bisection. Zero when already settled; infinite for
    /// an undamped spring that moves.
    /// - Complexity: O(1) (overdamped: at most 200 bisection steps).
    public func settlingTime(epsilon: Double = 0.001) -> Double {
        let eps = epsilon > 0 && epsilon.isFinite ? epsilon : 0.001
        switch regime {
        case .underdamped:
            let envelope = abs(a) + abs(b)
            if envelope <= eps { return 0 }
            if p <= 0 { return .infinity }
            return log(envelope / eps) / p
        case .critical:
            let t1 = abs(a) > 0 ? log(2 * abs(a) / eps) / p : 0
            let t2 = abs(b) > 0 ? 2 / p * log(4 * abs(b) / (M_E * p * eps)) : 0
            return max(0, t1, t2)
        case .overdamped:
            func envelope(_ t: Double) -> Double { abs(a) * exp(p * t) + abs(b) * exp(q * t) }
            if envelope(0) <= eps { return 0 }
            var hi = 1.0
            var guardSteps = 0
            while envelope(hi) > eps && guardSteps < 200 { hi *= 2; guardSteps += 1 }
            if envelope(hi) > eps { return .infinity }
            var lo = 0.0
            for _ in 0..<200 {
                let mid = 0.5 * (lo + hi)
                if envelope(mid) > eps { lo = mid } else { hi = mid }
                if hi - lo < 1e-12 { break }
            }
            return hi
        }
    }
}
