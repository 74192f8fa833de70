import FlickCore

/// The limits every touch source holds to (the trace reader and writer, the importers, the
/// generators, live devices), so what reaches the recognizers and the layout stays far from
/// where arithmetic overflows: see docs/LIMITS.md.
extension TouchEvent {
    /// The largest magnitude of a coordinate, contact size or force, points: 10⁹ (a million
    /// screens away; squares and sums of such values stay finite).
    public static let maximumCoordinate: Double = 1e9
    /// The most touches down at once: 1024 (what `TouchDecoder` tracks; real hardware has
    /// at most a few dozen).
    public static let maximumSimultaneousTouches = 1024

    /// Why a value of this event is out of range (the first such key), or nil.
    func rangeProblem() -> InputError.Reason? {
        let limit = Self.maximumCoordinate
        func check(_ key: String, _ value: Double?) -> InputError.Reason? {
            guard let value else { return nil }
            if !value.isFinite { return .nonFinite(key: key) }
            guard abs(value) <= limit else {
                return .badValue(key: key, "\(Format.excerpt(Format.number(value))) is outside -1e9...1e9 (the limit)")
            }
            return nil
        }
        return check("x", x) ?? check("y", y) ?? check("force", force) ?? check("major", major) ?? check("minor", minor)
    }
}
