/// Durations as people write them on a command line: `8h`, `30m`, `90s`, `1h30m`, `600`
/// (seconds), `1.5h`.
package enum DurationText {
    /// Nanoseconds of wall time (`flick fuzz --time`; a real clock, not virtual time), rounded
    /// toward zero, or nil when malformed, not positive or over a year.
    package static func nanoseconds(_ text: String) -> Int64? {
        if let s = Double(text) { return checked(s) }
        var total = 0.0
        var number = ""
        var any = false
        for ch in text {
            if ch.isNumber || ch == "." { number.append(ch); continue }
            guard let v = Double(number) else { return nil }
            switch ch {
            case "h": total += v * 3600
            case "m": total += v * 60
            case "s": total += v
            case "d": total += v * 86400
            default: return nil
            }
            number = ""
            any = true
        }
        guard number.isEmpty, any else { return nil }
        return checked(total)
    }

    private static func checked(_ seconds: Double) -> Int64? {
        guard seconds.isFinite, seconds > 0, seconds <= 366 * 86400 else { return nil }
        return Int64(seconds * 1e9)
    }
}
