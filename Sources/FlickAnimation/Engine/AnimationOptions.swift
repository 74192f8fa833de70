/// UIView.AnimationOptions that the `animate` helpers understand: the curve (one of four,
/// ease-in-out by default, UIKit's raw bits) and user interaction during the animation.
/// `beginFromCurrentState` is accepted and always in effect: animations are additive, so a
/// new one starts from what is on screen.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options select (bits 16–19, as UIKit).
    public var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
}
