import Foundation

/// UISpringTimingParameters: a spring that drives an animator's progress from 0 to 1.
///
/// Two forms, as in UIKit:
/// - `.dampingRatio(ζ)`: the animator's duration is honoured. The spring's natural frequency
///   is chosen so that it settles (envelope below 0.001 of the travel) exactly at the end of
///   the duration, given ζ and the initial velocity. UIKit's own mapping is private
///   and undocumented; this is Flick's policy (docs/UIKIT.md). ζ is clamped to at least 0.01.
/// - `.physical(SpringParameters)`: the animator ignores the duration passed in and takes the
///   spring's settling time (mass 1, stiffness 100, damping 10 → 1.4727 s, as UIKit reports).
///
/// `initialVelocity` is in relative units: 1.0 covers the whole distance to travel in one
/// second (to continue a 100 pt/s finger over a remaining 200 pt, pass 0.5).
public struct SpringTiming: Sendable, Hashable, CustomStringConvertible {
    /// How the spring's constants are given.
    public enum Form: Sendable, Hashable {
        case dampingRatio(Double)
        case physical(SpringParameters)
    }

    public let form: Form
    /// Relative initial velocity (distances per second), default 0.
    public let initialVelocity: Double

    /// Settling threshold, as a fraction of the travel.
    public static let settleEpsilon = 0.001

    public init(form: Form, initialVelocity: Double = 0) {
        switch form {
        case .dampingRatio(let z):
            self.form = .dampingRatio(z.isFinite ? max(z, 0.01) : 1)
        case .physical:
            self.form = form
        }
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// UISpringTimingParameters(dampingRatio:initialVelocity:).
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        self.init(form: .dampingRatio(dampingRatio), initialVelocity: initialVelocity)
    }

    /// UISpringTimingParameters(mass:stiffness:damping:initialVelocity:).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.init(form: .physical(SpringParameters(mass: mass, stiffness: stiffness, damping: damping)),
                  initialVelocity: initialVelocity)
    }

    /// UISpringTimingParameters(): mass 3, stiffness 1000, damping 500.
    public static let systemDefault = SpringTiming(form: .physical(.systemDefault))

    /// The same spring with another initial velocity.
    public func withInitialVelocity(_ v: Double) -> SpringTiming { SpringTiming(form: form, initialVelocity: v) }

    /// For the physical form, the spring's settling time for a unit travel (seconds); nil for
    /// the damping-ratio form, whose duration is the animator's.
    public var settlingDuration: Double? {
        guard case .physical(let s) = form else { return nil }
        return Self.unitMotion(s, initialVelocity).settlingTime(epsilon: Self.settleEpsilon)
    }

    /// The spring to run for a travel that must take `duration` seconds (damping-ratio form)
    /// or its own settling time (physical form).
    /// - Returns: the spring and the time it runs for (seconds, finite, ≥ 0).
    public func resolved(forDuration duration: Double) -> (spring: SpringParameters, duration: Double) {
        switch form {
        case .physical(let s):
            let t = Self.unitMotion(s, initialVelocity).settlingTime(epsilon: Self.settleEpsilon)
            return (s, t.isFinite ? t : max(duration, 0))
        case .dampingRatio(let z):
            let d = duration.isFinite && duration > 0 ? duration : 0
            guard d > 0 else { return (SpringParameters(dampingRatio: z, response: 0.5), 0) }
            return (Self.spring(dampingRatio: z, settlingIn: d, initialVelocity: initialVelocity), d)
        }
    }

    /// The normalized motion of progress: displacement x₀ = −1 from the target, v₀ = the
    /// relative initial velocity. Progress is 1 + x(t).
    public static func unitMotion(_ spring: SpringParameters, _ initialVelocity: Double) -> SpringMotion {
        SpringMotion(spring: spring, x0: -1, v0: initialVelocity)
    }

    /// The unit-mass spring with damping ratio ζ whose unit travel settles in `duration` s.
    /// Settling time falls monotonically as ω₀ grows, so ω₀ is found by bisection on log ω₀.
    /// - Complexity: O(1): 100 bisection steps.
    public static func spring(dampingRatio z: Double, settlingIn duration: Double, initialVelocity v: Double) -> SpringParameters {
        func make(_ w0: Double) -> SpringParameters {
            SpringParameters(mass: 1, stiffness: w0 * w0, damping: 2 * z * w0)
        }
        var lo = log(1e-3), hi = log(1e5)
        for _ in 0..<100 {
            let mid = 0.5 * (lo + hi)
            let t = unitMotion(make(exp(mid)), v).settlingTime(epsilon: settleEpsilon)
            if t > duration { lo = mid } else { hi = mid }
        }
        return make(exp(hi))
    }

    public var description: String {
        switch form {
        case .dampingRatio(let z): "spring(ζ: \(z), v: \(initialVelocity))"
        case .physical(let s): "\(s) v: \(initialVelocity)"
        }
    }
}
