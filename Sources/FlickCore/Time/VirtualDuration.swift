/// A span of time on the simulator's virtual clock, in the spirit of Swift's `Duration`:
/// integer nanoseconds inside, so sums are exact and a replay gives the same instants on
/// every machine.
///
/// Arithmetic saturates at the bounds of `Int64` nanoseconds (about ±292 years) instead of
/// trapping, like `TimeLimits.adding`. Conversions from `Double` round to the nearest
/// nanosecond; a non-finite or out-of-range value saturates (NaN gives zero). Reading
/// `seconds` is exact below 2⁵³ ns (about 104 days) and rounds to the nearest `Double` past it.
public struct VirtualDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The span, ns.
    public var nanoseconds: Int64

    /// A span of `nanoseconds`.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// No time.
    public static let zero = VirtualDuration(nanoseconds: 0)

    /// `n` nanoseconds.
    public static func nanoseconds(_ n: Int64) -> VirtualDuration { VirtualDuration(nanoseconds: n) }

    /// `n` whole milliseconds (saturating).
    public static func milliseconds<T: BinaryInteger>(_ n: T) -> VirtualDuration {
        VirtualDuration(nanoseconds: scaled(Int64(clamping: n), by: 1_000_000))
    }

    /// `n` whole seconds (saturating).
    public static func seconds<T: BinaryInteger>(_ n: T) -> VirtualDuration {
        VirtualDuration(nanoseconds: scaled(Int64(clamping: n), by: 1_000_000_000))
    }

    /// `ms` milliseconds, rounded to the nearest nanosecond (saturating; NaN gives zero).
    public static func milliseconds(_ ms: Double) -> VirtualDuration { VirtualDuration(nanoseconds: rounded(ms * 1e6)) }

    /// `s` seconds, rounded to the nearest nanosecond (saturating; NaN gives zero).
    public static func seconds(_ s: Double) -> VirtualDuration { VirtualDuration(nanoseconds: rounded(s * 1e9)) }

    /// The span in seconds (see the type's note on exactness).
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// The span in milliseconds.
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    public static func < (a: VirtualDuration, b: VirtualDuration) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The sum, saturating.
    public static func + (a: VirtualDuration, b: VirtualDuration) -> VirtualDuration {
        VirtualDuration(nanoseconds: TimeLimits.adding(a.nanoseconds, b.nanoseconds))
    }

    /// The difference, saturating.
    public static func - (a: VirtualDuration, b: VirtualDuration) -> VirtualDuration {
        VirtualDuration(nanoseconds: TimeLimits.subtracting(a.nanoseconds, b.nanoseconds))
    }

    public static func += (a: inout VirtualDuration, b: VirtualDuration) { a = a + b }
    public static func -= (a: inout VirtualDuration, b: VirtualDuration) { a = a - b }

    /// `count` times the span, saturating.
    public static func * (a: VirtualDuration, count: Int64) -> VirtualDuration {
        VirtualDuration(nanoseconds: scaled(a.nanoseconds, by: count))
    }

    /// The span divided into `count` parts, rounded toward zero.
    /// - Precondition: `count` is not zero.
    public static func / (a: VirtualDuration, count: Int64) -> VirtualDuration {
        VirtualDuration(nanoseconds: count == -1 && a.nanoseconds == .min ? .max : a.nanoseconds / count)
    }

    /// `Format.seconds(nanoseconds:)`'s text of the span.
    public var description: String { Format.seconds(nanoseconds: nanoseconds) }

    /// `a · b`, clamped to Int64's range.
    private static func scaled(_ a: Int64, by b: Int64) -> Int64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard overflow else { return product }
        return (a < 0) != (b < 0) ? .min : .max
    }

    /// `value` ns rounded to the nearest, clamped to Int64's range; NaN is zero.
    private static func rounded(_ value: Double) -> Int64 {
        guard !value.isNaN else { return 0 }
        let r = value.rounded()
        if r >= 9.223372036854775807e18 { return .max }
        if r < -9.223372036854775807e18 { return .min }
        return Int64(r)
    }
}
