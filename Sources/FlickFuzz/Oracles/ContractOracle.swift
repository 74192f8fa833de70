import FlickSim

/// **contract**: the layout calls a mutation makes keep their documented contracts
/// (`contract`, from `MutationContract`), whatever was mutated.
package struct ContractOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .contract }
    package var meaning: String { "a layout call broke its documented contract under a mutation" }
    package var kinds: Set<ViolationKind> { [.contract] }
}
