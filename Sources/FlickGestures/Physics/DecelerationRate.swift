import Foundation

/// A scroll view's deceleration rate: the factor velocity is multiplied by each millisecond.
///
/// `.normal` = 0.998 and `.fast` = 0.99 (measured values).
public struct DecelerationRate: Equatable, Sendable, CustomStringConvertible {
    /// Velocity multiplier per millisecond, in (0, 1).
    public let perMillisecond: Double

    /// - Parameter perMillisecond: clamped into [0.5, 0.999999] so the decay stays finite.
    public init(perMillisecond: Double) {
        let value = perMillisecond.isFinite ? perMillisecond : GestureConstants.decelerationRateNormal
        self.perMillisecond = min(max(value, 0.5), 0.999_999)
    }

    /// 0.998 per ms.
    public static let normal = DecelerationRate(perMillisecond: GestureConstants.decelerationRateNormal)
    /// 0.99 per ms.
    public static let fast = DecelerationRate(perMillisecond: GestureConstants.decelerationRateFast)

    /// The decay constant k = 1000·ln r, per second (negative): v(t) = v₀·e^(k·t).
    public var decayConstant: Double { 1000 * log(perMillisecond) }

    public var description: String { "\(perMillisecond)/ms" }
}
