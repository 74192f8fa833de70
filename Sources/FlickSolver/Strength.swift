import FlickCore

/// How hard the solver tries to satisfy a constraint, on Kiwi's numeric scale, so a `.cas`
/// script means the same to Flick and to kiwisolver.
///
/// Kiwi composes a strength from three levels: `create(a, b, c, w)` is
/// `clip(a·w)·10⁶ + clip(b·w)·10³ + clip(c·w)` with each clip to 0…1000;
/// `required` is `create(1000, 1000, 1000)` = 1 001 001 000. Any strength at or above
/// `required` is required; anything else is an error to be minimised, weighted by its value.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight, clipped to 0…`required`.
    public let value: Double

    /// A strength of `value`, clipped to 0…`required.value` as Kiwi does.
    @inlinable public init(_ value: Double) {
        let clipped = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1_001_001_000)
        self.value = clipped
    }

    /// Kiwi's `strength::create(a, b, c, w)`.
    @inlinable public static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Strength {
        func clip(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1000) }
        return Strength(clip(a * w) * 1_000_000 + clip(b * w) * 1000 + clip(c * w))
    }

    /// Must hold: 1 001 001 000.
    public static let required = Strength(1_001_001_000)
    /// 1 000 000.
    public static let strong = Strength(1_000_000)
    /// 1 000.
    public static let medium = Strength(1000)
    /// 1.
    public static let weak = Strength(1)

    /// Whether this strength is required.
    @inlinable public var isRequired: Bool { value >= 1_001_001_000 }

    public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }

    public var description: String {
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return Format.number(value)
        }
    }
}
