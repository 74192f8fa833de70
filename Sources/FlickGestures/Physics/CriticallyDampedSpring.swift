import Foundation

/// A critically damped spring in closed form: the bounce-back of a scroll view, and
/// its paging and animated scrolls.
///
/// Displacement from the target d(t) = (d₀ + (v₀ + ω·d₀)·t)·e^(−ω·t), velocity
/// v(t) = (v₀ − ω·(v₀ + ω·d₀)·t)·e^(−ω·t). Default ω = 10 rad/s (mass 1, stiffness 100,
/// ζ = 1; ScrollMechanics' reproduction of UIKit's undocumented curve).
/// Time in seconds, distances in points, velocities in pt/s. Its rest test bounds both
/// distance and speed (see `duration(tolerance:)`); FlickAnimation's `SpringMotion`, any
/// damping ratio, settles on its displacement envelope alone.
public struct CriticallyDampedSpring: Equatable, Sendable {
    /// Where the spring pulls to, pt.
    public var target: Double
    /// Initial displacement from the target, pt.
    public var displacement: Double
    /// Initial velocity, pt/s.
    public var velocity: Double
    /// Angular frequency ω, rad/s.
    public var angularFrequency: Double

    public init(from start: Double, to target: Double, velocity: Double,
                angularFrequency: Double = GestureConstants.bounceSpringAngularFrequency) {
        self.target = target
        displacement = start - target
        self.velocity = velocity
        self.angularFrequency = max(angularFrequency, 1e-6)
    }

    private var b: Double { velocity + angularFrequency * displacement }

    /// The position at `t` seconds.
    public func position(at t: Double) -> Double {
        let t = max(t, 0)
        return target + (displacement + b * t) * exp(-angularFrequency * t)
    }

    /// The velocity at `t` seconds, pt/s.
    public func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        return (velocity - angularFrequency * b * t) * exp(-angularFrequency * t)
    }

    /// Seconds after which both the displacement stays under `tolerance` (pt) and the speed
    /// under `tolerance·ω` (pt/s), from bounds on (|d₀| + |B|·t)·e^(−ω·t) that decrease
    /// monotonically past their peak; found by bisection (60 halvings), so it is a
    /// deterministic function of the inputs alone.
    public func duration(tolerance: Double) -> Double {
        let epsilon = max(tolerance, 1e-9)
        let w = angularFrequency
        let a = abs(displacement), bb = abs(b)
        func envelope(_ t: Double) -> Double {
            let e = exp(-w * t)
            return max((a + bb * t) * e, (abs(velocity) + w * bb * t) * e / w)
        }
        if envelope(0) < epsilon { return 0 }
        // Both bounds peak no later than 1/ω; past that they decrease.
        var low = 1 / w
        if envelope(low) < epsilon { low = 0 }
        var high = max(low, 1 / w)
        while envelope(high) >= epsilon { high = high * 2 + 1 / w }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if envelope(mid) >= epsilon { low = mid } else { high = mid }
        }
        return high
    }
}
