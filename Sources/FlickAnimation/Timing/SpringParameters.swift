import Foundation

/// A damped harmonic oscillator: mass m (kg-like units), stiffness k (N/m-like), damping c.
///
/// ω₀ = √(k/m) (rad/s), ζ = c / (2√(k·m)). ζ < 1 is underdamped (overshoots), ζ = 1
/// critically damped, ζ > 1 overdamped.
public struct SpringParameters: Sendable, Hashable, CustomStringConvertible {
    /// Mass, > 0.
    public let mass: Double
    /// Stiffness, > 0.
    public let stiffness: Double
    /// Damping coefficient, ≥ 0.
    public let damping: Double

    /// A spring from its physical constants. Non-finite or non-positive mass or stiffness
    /// become 1 and 100; negative or non-finite damping becomes 0.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 0
    }

    /// A spring from a damping ratio ζ and a response (the undamped period, seconds), as
    /// SwiftUI's `spring(response:dampingFraction:)`: k = (2π/response)²·m, c = 4π·ζ·m/response.
    public init(dampingRatio: Double, response: Double, mass: Double = 1) {
        let r = response.isFinite && response > 0 ? response : 0.5
        let z = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
        let m = mass.isFinite && mass > 0 ? mass : 1
        self.init(mass: m, stiffness: pow(2 * .pi / r, 2) * m, damping: 4 * .pi * z * m / r)
    }

    /// A spring from a perceptual duration (seconds) and a bounce in −1…1 (iOS 17): 0 is
    /// critically damped, > 0 bouncier (ζ = 1 − bounce), < 0 overdamped (ζ = 1/(1 + bounce)).
    public init(duration: Double, bounce: Double) {
        let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(dampingRatio: zeta, response: duration)
    }

    /// UISpringTimingParameters() — "the default system spring": mass 3, stiffness 1000, damping 500.
    public static let systemDefault = SpringParameters(mass: 3, stiffness: 1000, damping: 500)

    /// ω₀ = √(k/m), rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    public var description: String { "spring(m: \(mass), k: \(stiffness), c: \(damping))" }
}
