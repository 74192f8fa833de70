import FlickSim

/// **unambiguous**: with `--ambiguity`, the layout has a unique solution (the simulator's
/// `ambiguous`); a response after a structural mutation.
public struct UnambiguousOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .unambiguous }
    public var meaning: String { "with --ambiguity: a layout without a unique solution" }
    public var kinds: Set<ViolationKind> { [.ambiguous] }
    public func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
