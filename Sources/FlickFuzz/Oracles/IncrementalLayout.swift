import FlickSim

/// **incremental**: on chosen ticks, the incremental layout equals a fresh solve of the same
/// active constraints (`LayoutCrossCheck`). Ticks are chosen by the runner: the first
/// `limit` ticks a mutation was applied on (`ticks`, filled as mutations apply), every
/// `every`-th tick (0: none), and the run's last (checked by the runner after the loop).
/// Scenes without a FlickLayout tree are not checked.
/// An event: each differing tick is reported.
/// - Complexity: one `LayoutCrossCheck` per chosen tick (under 0.1 ms for a scene of a
///   hundred constraints, 15 ms for a 1200-row feed, release build).
package struct IncrementalLayout: Invariant {
    /// Ticks mutations were applied on, filled by the runner as it applies them.
    final class Ticks {
        var applied: Set<Int> = []
    }

    let ticks: Ticks
    /// Mutation ticks checked at most (default 2): corruption usually persists to the end.
    package var limit: Int
    /// Check every this many ticks (0: only mutation ticks).
    package var every: Int
    /// Layouts with more constraints are not checked here (nil: no limit; see
    /// `RunOptions.largeLayoutLimit`).
    package var constraintLimit: Int?
    /// Ticks checked so far.
    package private(set) var checked = 0

    init(ticks: Ticks, limit: Int = 2, every: Int = 0, constraintLimit: Int? = nil) {
        self.ticks = ticks
        self.limit = limit
        self.every = every
        self.constraintLimit = constraintLimit
    }

    package mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        let onMutation = checked < limit && ticks.applied.contains(tick.index)
        guard onMutation || (every > 0 && tick.index % every == 0) else { return }
        guard let host = tick.scene as? SceneHost else { return }
        if let limit = constraintLimit, host.root.constraintCount > limit { return }
        checked += 1
        if let m = LayoutCrossCheck.mismatch(in: host.root) {
            report.report(.layoutMismatch, m, persistent: false)
        }
    }
}
