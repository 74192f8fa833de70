/// Every number and time Flick writes as text — reports, logs, descriptions, scripts — goes
/// through these functions, so the same value always reads the same, whatever the locale.
///
/// Times are integer nanoseconds (the model's unit) or, where a layer works in seconds, a
/// `Double` of seconds; each function's name says which. Rounding is half away from zero.
/// None of them traps: a value too large for the fixed-point layouts falls back to Swift's
/// own description.
package enum Format {
    // MARK: Numbers

    /// The shortest text of `value`: integers below 10¹⁵ in magnitude without a fraction
    /// (`12`, `-3`), everything else as Swift prints it (`12.5`, `1e+20`, `nan`, `inf`).
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to at most `maxDecimals` fraction digits, then as `number(_:)`:
    /// `12`, `12.5`, `0.333` for `maxDecimals` 3.
    /// - Precondition: `maxDecimals` in 0…15.
    package static func number(_ value: Double, maxDecimals: Int) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let scale = powerOfTen(maxDecimals)
        return number((value * scale).rounded() / scale)
    }

    /// A length or coordinate in points: at most three decimals, `12`, `12.5`, `0.333`.
    package static func points(_ value: Double) -> String {
        number(value, maxDecimals: 3)
    }

    /// `value` with exactly `decimals` fraction digits: `0.250000` (6), `12.0` (1).
    /// Non-finite values, and values whose scaled magnitude passes 9.2·10¹⁸, are written as
    /// Swift prints them.
    /// - Precondition: `decimals` in 0…15.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        let scaled = (value * powerOfTen(decimals)).rounded()
        guard scaled.isFinite, abs(scaled) < 9.2e18 else { return String(value) }
        return fixedPoint(Int64(scaled), decimals: decimals)
    }

    // MARK: Times

    /// `nanoseconds` as seconds with millisecond precision and the unit: `1.250s`, `-0.008s`.
    package static func seconds(nanoseconds: Int64) -> String {
        fixedPoint(divideRounded(nanoseconds, by: 1_000_000), decimals: 3) + "s"
    }

    /// `seconds` with microsecond precision, no unit: `0.250000`.
    package static func seconds(_ seconds: Double) -> String {
        fixed(seconds, decimals: 6)
    }

    /// `nanoseconds` as milliseconds with two decimals, no unit: `8.33`.
    package static func milliseconds(nanoseconds: Int64) -> String {
        fixedPoint(divideRounded(nanoseconds, by: 10_000), decimals: 2)
    }

    /// `nanoseconds` as exact decimal seconds without trailing zeros: 12_500_000 → `0.0125`,
    /// 3·10⁹ → `3.0`. Reads back to the same nanoseconds.
    package static func exactSeconds(nanoseconds: Int64) -> String {
        let magnitude = nanoseconds.magnitude
        let whole = magnitude / 1_000_000_000
        var fraction = magnitude % 1_000_000_000
        let text = nanoseconds < 0 ? "-\(whole)" : "\(whole)"
        if fraction == 0 { return text + ".0" }
        var digits = 9
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let body = String(fraction)
        return text + "." + String(repeating: "0", count: digits - body.count) + body
    }

    // MARK: Round trip

    /// `value` the way Python's `repr(float)` writes it — the shortest digits that read back
    /// to the same double, `1e-05`, `1e+16`, `100.0`, `nan`, `-inf` — so Flick's output and a
    /// Python tool's compare as text.
    package static func roundTrip(_ value: Double) -> String {
        let v = value + 0    // -0 → 0
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        if v == 0 { return "0.0" }
        let (negative, digits, pointAt) = shortestDigits(v)
        // value = 0.digits × 10^pointAt
        let exponent = pointAt - 1
        var out: String
        if exponent < -4 || exponent >= 16 {
            out = String(digits.first!)
            if digits.count > 1 { out += "." + digits.dropFirst() }
            out += "e" + (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
        } else if pointAt <= 0 {
            out = "0." + String(repeating: "0", count: -pointAt) + digits
        } else if pointAt >= digits.count {
            out = digits + String(repeating: "0", count: pointAt - digits.count) + ".0"
        } else {
            let i = digits.index(digits.startIndex, offsetBy: pointAt)
            out = digits[..<i] + "." + digits[i...]
        }
        return negative ? "-" + out : out
    }

    // MARK: Private steps

    /// The significant digits of a finite non-zero `v` (no leading or trailing zeros) and the
    /// position of the decimal point: `v` = ±0.digits × 10^pointAt. Swift's description
    /// already has the shortest round-trip digits; this only lays them out anew.
    private static func shortestDigits(_ v: Double) -> (negative: Bool, digits: String, pointAt: Int) {
        var text = v.description
        var negative = false
        if text.hasPrefix("-") { negative = true; text.removeFirst() }
        var mantissa = text
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = String(text[..<e])
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        var digits = mantissa.filter { $0 != "." }
        let dot = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var pointAt = dot + exponent
        while digits.hasPrefix("0") && digits.count > 1 { digits.removeFirst(); pointAt -= 1 }
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        return (negative, digits, pointAt)
    }

    /// `n` / 10^decimals with exactly `decimals` fraction digits.
    private static func fixedPoint(_ n: Int64, decimals: Int) -> String {
        let sign = n < 0 ? "-" : ""
        let magnitude = n.magnitude
        guard decimals > 0 else { return sign + String(magnitude) }
        let unit = UInt64(powerOfTen(decimals))
        let fraction = String(magnitude % unit)
        return sign + String(magnitude / unit) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `n` / `d` rounded half away from zero, without the overflow of adding `d / 2` first.
    private static func divideRounded(_ n: Int64, by d: Int64) -> Int64 {
        let q = n / d, r = n % d
        if r.magnitude * 2 >= d.magnitude { return n < 0 ? q - 1 : q + 1 }
        return q
    }

    private static func powerOfTen(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<n { p *= 10 }
        return p
    }
}
