import FlickSim

/// **scene-rules**: the scene's own rules (`SceneHost.rules(frames:)`, the simulator's
/// `scene-rule`). After a structural mutation a rule may no longer hold because its
/// constraints are gone: a response.
package struct SceneRulesOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .sceneRules }
    package var meaning: String { "one of the scene's own rules does not hold" }
    package var kinds: Set<ViolationKind> { [.sceneRule] }
    package func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
