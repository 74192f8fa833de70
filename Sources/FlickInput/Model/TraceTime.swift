import FlickCore

/// Conversions between the trace format's seconds and the model's integer nanoseconds.
public enum TraceTime {
    /// Nanoseconds per second.
    public static let nanosecondsPerSecond: Int64 = 1_000_000_000

    /// The largest magnitude of a time, s: about 292 years, what integer nanoseconds hold.
    public static let maximumSeconds: Double = 9.2e9

    /// `seconds` rounded to the nearest nanosecond.
    /// - Returns: nil when `seconds` is not finite or beyond ±`maximumSeconds`.
    public static func nanoseconds(seconds: Double) -> Int64? {
        guard seconds.isFinite, abs(seconds) < maximumSeconds else { return nil }
        return VirtualDuration.seconds(seconds).nanoseconds
    }

    /// Exact decimal seconds for `ns`, without trailing zeros: 12_500_000 → "0.0125".
    /// The text reads back to the same `ns` with `TraceReader`.
    public static func secondsText(_ ns: Int64) -> String {
        Format.exactSeconds(nanoseconds: ns)
    }
}

extension TraceTime {
    /// Nanoseconds for a JSON number's text of seconds. Plain decimals ("0.0125") convert
    /// exactly, rounding past 9 fractional digits half up; exponent forms go through Double.
    /// - Returns: nil when the text is not a number, not finite, or beyond ±292 years.
    public static func nanoseconds(text: String) -> Int64? {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if utf8.first == UInt8(ascii: "-") { negative = true; utf8 = utf8.dropFirst() }
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var roundUp = false
        var seenDot = false
        var plain = !utf8.isEmpty
        for b in utf8 {
            if b == UInt8(ascii: ".") && !seenDot { seenDot = true; continue }
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { plain = false; break }
            let digit = Int64(b - UInt8(ascii: "0"))
            if !seenDot {
                whole = whole * 10 + digit
                // Checked after the digit is in, so `whole` itself is bounded: whole seconds
                // of at most 9.2e9 keep `whole · 10⁹ + fraction` inside Int64.
                guard Double(whole) < maximumSeconds else { return nil }
            } else if fractionDigits < 9 {
                fraction = fraction * 10 + digit
                fractionDigits += 1
            } else if fractionDigits == 9 {
                roundUp = digit >= 5
                fractionDigits += 1
            }
        }
        if plain {
            var ns = whole * nanosecondsPerSecond + fraction * pow10(9 - min(fractionDigits, 9))
            if roundUp { ns += 1 }
            return negative ? -ns : ns
        }
        guard let seconds = Double(text) else { return nil }
        return nanoseconds(seconds: seconds)
    }

    private static func pow10(_ n: Int) -> Int64 {
        var p: Int64 = 1
        for _ in 0..<n { p *= 10 }
        return p
    }
}
