import FlickCore

/// The text of measured values in reports: times with an adaptive unit and three significant
/// digits, counts as integers, bytes in MiB, changes as signed percentages.
package enum Units {
    /// A time given in nanoseconds, in the largest unit that keeps it at 1 or more: `234 ns`,
    /// `4.81 µs`, `76.0 µs`, `3.70 ms`, `1.19 s`.
    package static func time(nanoseconds ns: Double) -> String {
        guard ns.isFinite else { return "-" }
        let a = abs(ns)
        if a < 1e3 { return significant(ns) + " ns" }
        if a < 1e6 { return significant(ns / 1e3) + " µs" }
        if a < 1e9 { return significant(ns / 1e6) + " ms" }
        return significant(ns / 1e9) + " s"
    }

    /// A metric's value in its unit: times in ns, the hitch ratio in ms/s, instructions and
    /// `…_per_case` extras as counts, `…_share` extras as a percentage.
    package static func value(_ v: Double, metric: String) -> String {
        if metric.hasSuffix("_ratio") { return significant(v) + " ms/s" }
        if metric == "instructions" || metric.hasSuffix("_per_case") { return count(v) }
        if metric.hasSuffix("_share") { return significant(v * 100) + " %" }
        return time(nanoseconds: v)
    }

    /// An integer count; fractional counts (per operation) with three significant digits.
    package static func count(_ v: Double) -> String {
        guard v.isFinite else { return "-" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : significant(v)
    }

    /// Bytes as MiB with three significant digits.
    package static func bytes(_ v: Double) -> String { significant(v / 1_048_576) + " MiB" }

    /// A change as a signed percentage: `+5.2%`, `-0.3%`, `0` for none.
    package static func change(_ fraction: Double?) -> String {
        guard let f = fraction, f.isFinite else { return "" }
        if f == 0 { return "0" }
        let p = f * 100
        let text = abs(p) >= 100 ? Format.fixed(p, decimals: 0) : abs(p) >= 10 ? Format.fixed(p, decimals: 1) : Format.fixed(p, decimals: 2)
        return (p > 0 ? "+" : "") + text + "%"
    }

    /// Three significant digits, at most two decimals: `0.574`→`0.57`, `76`, `3.70`, `123`.
    package static func significant(_ v: Double) -> String {
        let a = abs(v)
        let decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2
        return Format.fixed(v, decimals: decimals)
    }

    /// A ratio: three decimals from 0.001 up (`0.234`, `1.158`), else `4.0e-4`.
    package static func ratio(_ r: Double) -> String {
        guard r.isFinite, r > 0 else { return "-" }
        if r >= 0.001 { return Format.fixed(r, decimals: 3) }
        var exponent = 0
        var m = r
        while m < 1 { m *= 10; exponent -= 1 }
        return Format.fixed(m, decimals: 1) + "e\(exponent)"
    }
}
