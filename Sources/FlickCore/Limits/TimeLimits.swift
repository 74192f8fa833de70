/// Range-checked conversions of user numbers to the model's integer nanoseconds, and
/// arithmetic on times that saturates instead of trapping. Every time a user gives — a trace's
/// `t`, a recording's timestamps, a command-line duration — comes through these, so an
/// out-of-range value is an error that names its range, never an arithmetic overflow.
package enum TimeLimits {
    /// The largest time, s: 9.2·10⁹ s (about 292 years), what Int64 nanoseconds hold with
    /// room to spare for a settle limit and a tick interval on top.
    package static let maximumSeconds: Double = 9.2e9

    /// `value` in units of `unitSeconds` (1 for seconds, 1e-3 for milliseconds) as integer
    /// nanoseconds, rounded to the nearest.
    /// - Returns: nil when `value` is not finite or not in `range` (in the same unit).
    package static func nanoseconds(_ value: Double, unitSeconds: Double, in range: ClosedRange<Double>) -> Int64? {
        guard value.isFinite, range.contains(value) else { return nil }
        let seconds = value * unitSeconds
        guard abs(seconds) <= maximumSeconds else { return nil }
        return Int64((seconds * 1e9).rounded())
    }

    /// `a + b`, clamped to Int64's range. Inlinable: the simulator adds times every tick.
    @inlinable @inline(__always)
    package static func adding(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int64.max : Int64.min
    }

    /// `a - b`, clamped to Int64's range.
    @inlinable @inline(__always)
    package static func subtracting(_ a: Int64, _ b: Int64) -> Int64 {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        guard overflow else { return difference }
        return b < 0 ? Int64.max : Int64.min
    }
}
