import Foundation
import FlickSolver
import FlickCore

/// How much a layout constraint matters: 1…1000, where 1000 (`required`) must hold
/// (UILayoutPriority; SnapKit's `ConstraintPriority` is the same type here).
///
/// ## Priority → solver strength
/// A non-required priority `p` becomes the solver strength `10^(p/125)`: 250 → 10⁴,
/// 375 → 10³ (Kiwi's `medium`), 500 → 10⁴·10⁰ = 10⁴… precisely `strength(p) = 10^(p/125)`, so
/// `750` is exactly Kiwi's `strong` (10⁶), `999` is ≈ 9.9·10⁷ and stays below `required`
/// (≈ 10⁹). Each constraint's violation (in points) is weighted by its strength, so a
/// constraint at priority `p` wins over `N` constraints at priority `q < p` violated by the same
/// amount exactly when `N < 10^((p−q)/125)`:
///
/// | p − q | lower-priority constraints it beats |
/// |---|---|
/// | 1…37 (e.g. 251 vs 250) | 1 |
/// | 38…59 | 2 |
/// | 125 | 9 |
/// | 250 (750 vs 500) | 99 |
/// | 500 (750 vs 250) | 9 999 |
///
/// Where it stops holding: many constraints at a slightly lower priority, or lower-priority
/// constraints violated by much larger distances (a 1 pt violation at 751 loses to a 2 pt one at
/// 750). UIKit's own mapping is unpublished; this one keeps every optional strength between
/// Kiwi's `weak` and `required` so exported `.cas` scripts mean the same to kiwisolver.
public struct LayoutPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                              ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(_ value: Float) { self.rawValue = Double(value) }
    public init(_ value: Int) { self.rawValue = Double(value) }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let dragThatCanResizeScene: LayoutPriority = 510
    public static let sceneSizeStayPut: LayoutPriority = 500
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    public static let defaultLow: LayoutPriority = 250
    public static let fittingSizeLevel: LayoutPriority = 50
    /// SnapKit's names.
    public static let high: LayoutPriority = 750
    public static let medium: LayoutPriority = 500
    public static let low: LayoutPriority = 250

    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength: `required` at 1000 and above, else `10^(p/125)` (see the type's doc).
    public var strength: Strength {
        if isRequired { return .required }
        let p = Swift.max(0, rawValue.isNaN ? 0 : rawValue)
        return Strength(pow10(p / 125))
    }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + Double(b)) }
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - Double(b)) }

    public var description: String { Format.points(rawValue) }
}

/// SnapKit's name for a priority.
public typealias ConstraintPriority = LayoutPriority

func pow10(_ x: Double) -> Double { pow(10, x) }
