import FlickSim

/// **finite**: frames with finite numbers and model sizes that are not negative (the
/// simulator's `non-finite`). After a structural mutation a negative size is a response (a
/// drawn constraint may ask for one); NaN and infinity never are.
public struct FiniteOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .finite }
    public var meaning: String { "a frame with NaN or infinite numbers, or a negative model size" }
    public var kinds: Set<ViolationKind> { [.nonFinite] }
    public func isResponse(_ v: Violation, structuralTick: Int?) -> Bool {
        guard afterStructuralMutation(v, structuralTick), let r = v.message.range(of: "negative or NaN size:") else { return false }
        let rest = v.message[r.upperBound...].lowercased()
        return !rest.contains("nan") && !rest.contains("inf")
    }
}
