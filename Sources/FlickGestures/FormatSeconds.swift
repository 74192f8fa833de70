/// Seconds with six decimals, without Foundation's formatter (deterministic, locale-free).
func formatSeconds(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "\(seconds)" }
    let micro = Int64((seconds * 1_000_000).rounded())
    let sign = micro < 0 ? "-" : ""
    let magnitude = micro.magnitude
    let whole = magnitude / 1_000_000
    let fraction = String(magnitude % 1_000_000)
    return "\(sign)\(whole).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
}
