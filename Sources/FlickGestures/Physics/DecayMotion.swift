import Foundation

/// Exponential deceleration in closed form (UIScrollView's fling).
///
/// With r the rate per millisecond and k = 1000·ln r (per second):
/// - v(t) = v₀·e^(k·t) = v₀·r^(1000·t)
/// - x(t) = x₀ + v₀·(e^(k·t) − 1)/k
/// - resting position x₀ − v₀/k (distance 0.4995·v₀ at 0.998, 0.0995·v₀ at 0.99)
///
/// Time `t` is in seconds since the motion started; positions in points; velocities pt/s.
/// Every query is O(1) and independent of any tick rate.
public struct DecayMotion: Equatable, Sendable {
    /// Start position, pt.
    public var start: Double
    /// Initial velocity, pt/s.
    public var velocity: Double
    public var rate: DecelerationRate

    public init(start: Double, velocity: Double, rate: DecelerationRate = .normal) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    /// The position at `t` seconds.
    public func position(at t: Double) -> Double {
        let k = rate.decayConstant
        return start + velocity * expm1(k * max(t, 0)) / k
    }

    /// The velocity at `t` seconds, pt/s.
    public func velocity(at t: Double) -> Double {
        velocity * exp(rate.decayConstant * max(t, 0))
    }

    /// Where the motion comes to rest (t → ∞).
    public var restingPosition: Double { start + Self.restingDistance(velocity: velocity, rate: rate) }

    /// The signed resting distance −v₀/k for a release velocity in pt/s.
    public static func restingDistance(velocity: Double, rate: DecelerationRate) -> Double {
        -velocity / rate.decayConstant
    }

    /// WWDC18 "Designing Fluid Interfaces" projection: (v₀/1000)·r/(1 − r), an approximation
    /// of `restingDistance` (0.499·v₀ at 0.998).
    public static func projectedDistance(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.perMillisecond
        return (velocity / 1000) * r / (1 - r)
    }

    /// Seconds until the remaining distance falls below `tolerance` (pt):
    /// T = ln(|k|·ε/|v₀|)/k, or 0 when it already has.
    public func duration(tolerance: Double) -> Double {
        let k = rate.decayConstant
        let speed = abs(velocity)
        let epsilon = max(tolerance, 1e-9)
        guard speed > -k * epsilon else { return 0 }
        return log(-k * epsilon / speed) / k
    }

    /// Seconds until the path reaches `position`, or nil if it never does:
    /// t(p) = ln(1 + k·(p − x₀)/v₀)/k.
    public func time(toReach position: Double) -> Double? {
        let distance = position - start
        if distance == 0 { return 0 }
        guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        let k = rate.decayConstant
        let argument = 1 + k * distance / velocity
        guard argument > 0 else { return nil }
        return log(argument) / k
    }
}
