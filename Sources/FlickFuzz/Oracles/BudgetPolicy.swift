import FlickCore

/// When the frame budget is a finding, so that machine speed never becomes one.
///
/// A tick's CPU time depends on the build and the machine as much as on the scene: a debug
/// build runs the model several times slower than a release build, and a loaded 2-core
/// machine stretches any tick. The policy:
///
/// - The budget is judged by default only in a release build. In a debug build it is judged
///   only when asked for (`RunOptions.checksBudget`, `--budget-ms` on the command line), and
///   the campaign's log says it is off and why.
/// - A tick over budget is a candidate, never a finding by itself: the case is run again
///   (`RunOptions.budgetConfirmations` times, default 2) and it is a finding only when the
///   *same tick* goes over in every run. A scene's heavy tick is heavy every time; the machine's
///   hiccups (a context switch, the other core's work) land on a different tick each run.
/// - A tick whose work is a conflict explanation after a structural mutation is a response,
///   not a candidate (`FindingPolicy.isConflictExplanation`).
///
/// The deterministic work counters of a tick (solver pivots, rows touched) are reported with a
/// budget finding's case but do not decide it: no fixed count of pivots means 8.33 ms on every
/// machine.
public enum BudgetPolicy {
    /// Whether the budget is judged when nobody asked: in release builds only.
    public static var judgedByDefault: Bool { BuildConfiguration.current == .release }

    /// The line a campaign logs when the budget is off by this policy (nil when it is judged).
    public static func note(checksBudget: Bool, asked: Bool) -> String? {
        guard !checksBudget, !asked, BuildConfiguration.current == .debug else { return nil }
        return "frame budget not judged: a debug build measures the build, not the scene (pass --budget-ms to judge it anyway)"
    }
}
