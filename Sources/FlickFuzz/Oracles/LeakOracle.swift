import FlickSim

/// **leak**: the scene, its screen with the view tree and its animation engine are freed
/// once the run and its simulator are gone (checked with weak references in `CaseRunner`).
public struct LeakOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .leak }
    public var meaning: String { "the scene, its views or its animation engine outlived the run (a retain cycle)" }
    public var kinds: Set<ViolationKind> { [] }
}
