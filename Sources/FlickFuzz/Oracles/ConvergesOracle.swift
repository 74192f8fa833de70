import FlickSim

/// **converges**: every layout pass reaches its fixed point within its round limit (no layout
/// feedback loop: the simulator's `layout-feedback-loop`). A loop through a drawn constraint
/// (one no layout satisfies together with the margins or text metrics it produces) is a
/// response after a structural mutation.
public struct ConvergesOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .converges }
    public var meaning: String { "a layout pass was still changing after 16 rounds of feedback (a layout feedback loop)" }
    public var kinds: Set<ViolationKind> { [.layoutFeedbackLoop] }
    public func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
