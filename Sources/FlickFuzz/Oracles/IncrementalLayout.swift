import FlickSim

/// **incremental**: on chosen ticks, the incremental layout equals a fresh solve of the same
/// active constraints (`LayoutCrossCheck`). Ticks are chosen by the runner: those a mutation
/// was applied on, every `every`-th tick (0: none), and the run's last (checked by the runner
/// after the loop). Scenes without a FlickLayout tree are not checked.
/// An event: each differing tick is reported.
/// - Complexity: one `LayoutCrossCheck` per chosen tick.
public struct IncrementalLayout: Invariant {
    /// Ticks to check besides every `every`-th.
    public var ticks: Set<Int>
    /// Check every this many ticks (0: only `ticks`).
    public var every: Int
    /// Layouts with more constraints are not checked here (nil: no limit; see
    /// `RunOptions.largeLayoutLimit`).
    public var constraintLimit: Int?
    /// Ticks checked so far.
    public private(set) var checked = 0

    public init(ticks: Set<Int> = [], every: Int = 0, constraintLimit: Int? = nil) {
        self.ticks = ticks
        self.every = every
        self.constraintLimit = constraintLimit
    }

    public mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        guard ticks.contains(tick.index) || (every > 0 && tick.index % every == 0) else { return }
        guard let host = tick.scene as? SceneHost else { return }
        if let limit = constraintLimit, host.root.constraintCount > limit { return }
        checked += 1
        if let m = LayoutCrossCheck.mismatch(in: host.root) {
            report.report(.layoutMismatch, m, persistent: false)
        }
    }
}
