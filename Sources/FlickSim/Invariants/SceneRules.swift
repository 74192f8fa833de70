/// **scene rules**: what the scene states about itself (`Scene.checkRules(frames:)`: a drawer
/// stays between its detents, a header is never shorter than its resting height, …), one
/// persistent condition per message.
/// - Complexity: the scene's rules over this tick's frames.
public struct SceneRules: Invariant {
    public init() {}

    public mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        for rule in tick.scene.checkRules(frames: tick.frames) { report.report(.sceneRule, rule, persistent: true) }
    }
}
