import FlickSim

/// **unambiguous**: with `--ambiguity`, the layout has a unique solution (the simulator's
/// `ambiguous`); a response after a structural mutation.
package struct UnambiguousOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .unambiguous }
    package var meaning: String { "with --ambiguity: a layout without a unique solution" }
    package var kinds: Set<ViolationKind> { [.ambiguous] }
    package func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
