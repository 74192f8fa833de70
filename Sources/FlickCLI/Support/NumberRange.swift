import FlickCore

/// A range of finite numbers whose ends may be open: `(0, 10]` takes 10 but not 0.
package struct NumberRange: Sendable, CustomStringConvertible {
    package var lower: Double
    package var upper: Double
    package var includesLower: Bool
    package var includesUpper: Bool

    /// `lower...upper`, both ends included.
    package static func closed(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper, includesLower: true, includesUpper: true)
    }

    /// `(lower, upper]`: above `lower`, up to `upper`.
    package static func above(_ lower: Double, upTo upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper, includesLower: false, includesUpper: true)
    }

    /// `(lower, upper)`: both ends excluded.
    package static func open(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper, includesLower: false, includesUpper: false)
    }

    /// Whether `value` is finite and in the range.
    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        return (includesLower ? value >= lower : value > lower) && (includesUpper ? value <= upper : value < upper)
    }

    /// `0...10`, `(0, 10]`, `(0, 0.5)`.
    package var description: String {
        if includesLower && includesUpper { return "\(Format.number(lower))...\(Format.number(upper))" }
        return "\(includesLower ? "[" : "(")\(Format.number(lower)), \(Format.number(upper))\(includesUpper ? "]" : ")")"
    }
}
