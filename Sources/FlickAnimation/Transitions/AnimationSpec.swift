/// A SwiftUI-style `Animation`: a duration and a timing, used by transitions and
/// `withAnimation`-style changes.
public struct AnimationSpec: Sendable, Hashable, CustomStringConvertible {
    /// Seconds (a physical spring replaces it with its settling time).
    public let duration: Double
    public let timing: TimingParameters
    /// Seconds before the motion begins.
    public let delay: Double

    public init(duration: Double, timing: TimingParameters, delay: Double = 0) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timing = timing
        self.delay = delay.isFinite && delay > 0 ? delay : 0
    }

    public static func linear(duration: Double = 0.35) -> AnimationSpec { .init(duration: duration, timing: .curve(.linear)) }
    public static func easeIn(duration: Double = 0.35) -> AnimationSpec { .init(duration: duration, timing: .curve(.easeIn)) }
    public static func easeOut(duration: Double = 0.35) -> AnimationSpec { .init(duration: duration, timing: .curve(.easeOut)) }
    public static func easeInOut(duration: Double = 0.35) -> AnimationSpec { .init(duration: duration, timing: .curve(.easeInOut)) }
    /// `spring(response:dampingFraction:)` (defaults 0.5, 0.825): the physical spring from
    /// response and damping ratio, running for its settling time.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> AnimationSpec {
        let s = SpringParameters(dampingRatio: dampingFraction, response: response)
        return .init(duration: response, timing: .spring(SpringTiming(form: .physical(s))))
    }
    /// `spring(duration:bounce:)` (iOS 17).
    public static func spring(duration: Double, bounce: Double = 0) -> AnimationSpec {
        let s = SpringParameters(duration: duration, bounce: bounce)
        return .init(duration: duration, timing: .spring(SpringTiming(form: .physical(s))))
    }
    /// `interactiveSpring()`: response 0.15, damping 0.86.
    public static let interactiveSpring = AnimationSpec.spring(response: 0.15, dampingFraction: 0.86)
    /// `Animation.default`. Undocumented upstream; Flick's policy: ease-in-out, 0.35 s.
    public static let `default` = AnimationSpec.easeInOut()

    /// The same animation after `seconds`.
    public func delay(_ seconds: Double) -> AnimationSpec { .init(duration: duration, timing: timing, delay: seconds) }

    public var description: String { "\(timing) \(duration)s" + (delay > 0 ? " after \(delay)s" : "") }
}
