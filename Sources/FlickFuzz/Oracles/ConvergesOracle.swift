import FlickSim

/// **converges**: every layout pass reaches its fixed point within its round limit (no layout
/// feedback loop: the simulator's `layout-feedback-loop`). A loop through a drawn constraint
/// (one no layout satisfies together with the margins or text metrics it produces) is a
/// response after a structural mutation.
package struct ConvergesOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .converges }
    package var meaning: String { "a layout pass was still changing after 16 rounds of feedback (a layout feedback loop)" }
    package var kinds: Set<ViolationKind> { [.layoutFeedbackLoop] }
    package func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
