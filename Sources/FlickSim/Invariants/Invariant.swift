/// A rule the simulator checks after every tick.
///
/// The simulator runs its standard invariants (`Simulator.standardInvariants(options:)`), then
/// any given to `Simulator.init(scene:name:options:invariants:)`, in that order, every tick,
/// outside the measured work. Each looks at what the tick produced (`TickSnapshot`) and
/// reports what broke through `InvariantReport`; a check may keep state between ticks (it is
/// `mutating`), so an invariant about motion can compare this tick with the last.
///
/// ```
/// struct StaysOnScreen: Invariant {
///     mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
///         for f in tick.frames where f.y + f.height < 0 {
///             report.report(.sceneRule, "\(tick.scene.frameName(f.id)) left the screen", persistent: true)
///         }
///     }
/// }
/// ```
///
/// A check must not change the scene, and must give the same report for the same ticks, so
/// runs stay deterministic.
public protocol Invariant {
    /// Checks the tick just run, reporting every rule it finds broken.
    mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport)
}
