/// The motion of one scroll axis after the finger lifts, in closed form: a deceleration,
/// optionally handing over to a bounce-back spring where it crosses an edge.
///
/// - Starting outside the legal range: a spring to the nearest edge from the start, with the
///   release velocity.
/// - Starting inside: exponential decay; if its resting position lies past an edge, the decay
///   runs until the crossing time t(p) and then a spring starts at the edge with zero
///   displacement and the velocity v(t(p)) (bouncing), or the motion stops dead at the edge
///   (not bouncing).
///
/// Every query is a pure function of time in seconds since release, so a fling sampled at
/// 60 Hz and at 120 Hz passes through the same positions and rests at the same offset.
public struct AxisMotion: Equatable, Sendable {
    /// The decay phase, if any, and when it ends (seconds; the spring or the stop begins then).
    public private(set) var decay: DecayMotion?
    /// Seconds at which the decay hands over (∞ while none does).
    public private(set) var handover: Double
    /// The spring phase, if any, starting at `handover` (or at 0 with no decay).
    public private(set) var spring: CriticallyDampedSpring?
    /// Where the motion comes to rest.
    public let restingPosition: Double
    /// Seconds until the motion is within the tolerance of rest (0: already at rest).
    public let duration: Double

    /// Builds the motion released at `start` (pt) with `velocity` (pt/s).
    /// - Parameters:
    ///   - range: the legal resting offsets of the axis.
    ///   - bounces: whether the edge springs back (else a hard stop).
    ///   - tolerance: remaining distance that counts as at rest (default 0.5/3 pt).
    public init(start: Double, velocity: Double, range: ClosedRange<Double>, bounces: Bool,
                rate: DecelerationRate = .normal,
                tolerance: Double = GestureConstants.restingDistance(screenScale: GestureConstants.defaultScreenScale),
                springFrequency: Double = GestureConstants.bounceSpringAngularFrequency) {
        if start < range.lowerBound || start > range.upperBound {
            let edge = min(max(start, range.lowerBound), range.upperBound)
            if bounces {
                let spring = CriticallyDampedSpring(from: start, to: edge, velocity: velocity, angularFrequency: springFrequency)
                self.spring = spring
                handover = 0
                restingPosition = edge
                duration = spring.duration(tolerance: tolerance)
            } else {
                handover = 0
                restingPosition = edge
                duration = 0
            }
            return
        }
        let decay = DecayMotion(start: start, velocity: velocity, rate: rate)
        self.decay = decay
        let rest = decay.restingPosition
        let edge: Double? = rest < range.lowerBound ? range.lowerBound : (rest > range.upperBound ? range.upperBound : nil)
        guard let edge, let crossing = decay.time(toReach: edge) else {
            handover = .infinity
            restingPosition = rest
            duration = decay.duration(tolerance: tolerance)
            return
        }
        handover = crossing
        restingPosition = edge
        if bounces {
            let spring = CriticallyDampedSpring(from: edge, to: edge, velocity: decay.velocity(at: crossing), angularFrequency: springFrequency)
            self.spring = spring
            duration = crossing + spring.duration(tolerance: tolerance)
        } else {
            duration = crossing
        }
    }

    /// A motion aimed at `target`: the decay's velocity is chosen so it rests exactly there
    /// (v₀ = −k·(target − start)); used when a delegate replaces the target offset.
    public static func aimed(start: Double, target: Double, range: ClosedRange<Double>, bounces: Bool,
                             rate: DecelerationRate = .normal,
                             tolerance: Double = GestureConstants.restingDistance(screenScale: GestureConstants.defaultScreenScale)) -> AxisMotion {
        let velocity = -rate.decayConstant * (target - start)
        return AxisMotion(start: start, velocity: velocity, range: range, bounces: bounces, rate: rate, tolerance: tolerance)
    }

    /// A spring from `start` to `target` with `velocity` (paging and animated scrolls).
    public static func spring(start: Double, target: Double, velocity: Double,
                              tolerance: Double = GestureConstants.restingDistance(screenScale: GestureConstants.defaultScreenScale),
                              springFrequency: Double = GestureConstants.bounceSpringAngularFrequency) -> AxisMotion {
        AxisMotion(springFrom: start, to: target, velocity: velocity, tolerance: tolerance, frequency: springFrequency)
    }

    private init(springFrom start: Double, to target: Double, velocity: Double, tolerance: Double, frequency: Double) {
        let spring = CriticallyDampedSpring(from: start, to: target, velocity: velocity, angularFrequency: frequency)
        self.spring = spring
        handover = 0
        restingPosition = target
        duration = spring.duration(tolerance: tolerance)
    }

    /// The position `t` seconds after release. At and after `duration` it is exactly the
    /// resting position.
    public func position(at t: Double) -> Double {
        if t >= duration { return restingPosition }
        if let decay, t < handover { return decay.position(at: t) }
        if let spring { return spring.position(at: t - (decay == nil ? 0 : handover)) }
        return restingPosition
    }

    /// The velocity `t` seconds after release, pt/s (0 from `duration` on).
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        if let decay, t < handover { return decay.velocity(at: t) }
        if let spring { return spring.velocity(at: t - (decay == nil ? 0 : handover)) }
        return 0
    }

    /// Whether the motion has come to rest at `t` seconds.
    public func isDone(at t: Double) -> Bool { t >= duration }

    /// Whether the motion is in its bounce-back phase at `t`.
    public func isBouncing(at t: Double) -> Bool {
        guard spring != nil, t < duration else { return false }
        return decay == nil || t >= handover
    }
}
