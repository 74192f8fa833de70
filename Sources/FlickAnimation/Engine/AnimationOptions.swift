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

    /// The keyboard's curve, UIKit's undocumented 7, as options
    /// (`AnimationOptions(rawValue: UInt(curve) << 16)` with the curve from a keyboard
    /// notification).
    public static let curveKeyboard = AnimationOptions(rawValue: 7 << 16)

    /// The timing the options select: the four curves, or for curve bits 7 the keyboard's
    /// (`CubicBezier.keyboard`); any other value is ease-in-out.
    public var timingParameters: TimingParameters {
        (rawValue >> 16) & 0xF == 7 ? .cubic(.keyboard) : .curve(curve)
    }
}
