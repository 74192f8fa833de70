/// What an animator's progress follows: a cubic Bézier curve or a spring
/// (UITimingCurveProvider with its cubic and spring parameters).
public enum TimingParameters: Sendable, Hashable, CustomStringConvertible {
    case cubic(CubicBezier)
    case spring(SpringTiming)

    /// UICubicTimingParameters(animationCurve:).
    public static func curve(_ c: AnimationCurve) -> TimingParameters { .cubic(c.bezier) }
    /// UICubicTimingParameters(controlPoint1:controlPoint2:).
    public static func controlPoints(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingParameters {
        .cubic(CubicBezier(x1, y1, x2, y2))
    }
    /// UISpringTimingParameters(dampingRatio:initialVelocity:) — duration honoured.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0) -> TimingParameters {
        .spring(SpringTiming(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
    }
    /// UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) — duration ignored.
    public static func spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> TimingParameters {
        .spring(SpringTiming(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }
    /// UISpringTimingParameters(duration:bounce:initialVelocity:) (iOS 17): the physical spring
    /// with k = (2π/duration)², ζ from bounce (0 critical, > 0 bouncier, < 0 overdamped); the
    /// animator runs for its settling time.
    public static func spring(duration: Double, bounce: Double, initialVelocity: Double = 0) -> TimingParameters {
        .spring(SpringTiming(form: .physical(SpringParameters(duration: duration, bounce: bounce)), initialVelocity: initialVelocity))
    }
    /// UICubicTimingParameters(): Core Animation's default curve.
    public static let systemDefault = TimingParameters.cubic(.caDefault)

    /// The duration an animator created with `duration` actually has: the physical spring
    /// form replaces it with the spring's settling time (seconds).
    public func effectiveDuration(requested duration: Double) -> Double {
        if case .spring(let s) = self, let settle = s.settlingDuration, settle.isFinite { return settle }
        return duration
    }

    public var description: String {
        switch self {
        case .cubic(let c): c.description
        case .spring(let s): s.description
        }
    }
}
