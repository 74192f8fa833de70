import FlickSim

/// **finite**: frames with finite numbers and model sizes that are not negative (the
/// simulator's `non-finite`). After a structural mutation a negative size is a response (a
/// drawn constraint may ask for one); NaN and infinity never are.
package struct FiniteOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .finite }
    package var meaning: String { "a frame with NaN or infinite numbers, or a negative model size" }
    package var kinds: Set<ViolationKind> { [.nonFinite] }
    package func isResponse(_ v: Violation, structuralTick: Int?) -> Bool {
        guard afterStructuralMutation(v, structuralTick), let r = v.message.range(of: "negative or NaN size:") else { return false }
        let rest = v.message[r.upperBound...].lowercased()
        return !rest.contains("nan") && !rest.contains("inf")
    }
}
