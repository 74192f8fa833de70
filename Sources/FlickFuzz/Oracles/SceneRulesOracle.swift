import FlickSim

/// **scene-rules**: the scene's own rules (`SceneHost.rules(frames:)`, the simulator's
/// `scene-rule`). After a structural mutation a rule may no longer hold because its
/// constraints are gone: a response.
public struct SceneRulesOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .sceneRules }
    public var meaning: String { "one of the scene's own rules does not hold" }
    public var kinds: Set<ViolationKind> { [.sceneRule] }
    public func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
