import FlickSim

/// **contract**: the layout calls a mutation makes keep their documented contracts
/// (`contract`, from `MutationContract`), whatever was mutated.
public struct ContractOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .contract }
    public var meaning: String { "a layout call broke its documented contract under a mutation" }
    public var kinds: Set<ViolationKind> { [.contract] }
}
