/// **unambiguous**: the layout has a unique solution (`Scene.ambiguities()`), one persistent
/// condition per ambiguous view. Costly (the solver's ambiguity query every tick), so only in
/// the standard set when `SimulationOptions.checksAmbiguity` is on.
public struct Unambiguous: Invariant {
    public init() {}

    public mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        for a in tick.scene.ambiguities() { report.report(.ambiguous, a, persistent: true) }
    }
}
