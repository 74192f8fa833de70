import FlickCore
import FlickSim

/// **frame-budget**: every tick's work within the frame budget (the simulator's
/// `frame-budget`, on thread CPU time) — judged so that machine speed never becomes a finding.
///
/// A tick's CPU time depends on the build and the machine as much as on the scene: a debug
/// build runs the model several times slower than a release build, and a loaded 2-core
/// machine stretches any tick. The policy:
///
/// - The budget is judged by default only in a release build (`judgedByDefault`). In a debug
///   build it is judged only when asked for (`RunOptions.checksBudget`, `--budget-ms` on the
///   command line), and a campaign's log says it is off and why (`note`).
/// - A tick over budget is a candidate, never a finding by itself: the case is run again
///   (`RunOptions.budgetConfirmations` times, default 2) and it is a finding only when the
///   *same tick* goes over in every run. A scene's heavy tick is heavy every time; the
///   machine's hiccups land on another tick each run.
/// - After a structural mutation, a tick that explained a conflict is a response, not a
///   candidate (`isConflictExplanation`).
///
/// The deterministic work counters of a tick (solver pivots, rows touched) are reported with
/// a budget finding's case but do not decide it: no fixed count means 8.33 ms on every machine.
public struct FrameBudgetOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .frameBudget }
    public var meaning: String { "in a release build (or asked with --budget-ms): the same tick over the frame budget in the first run and in each of 2 further runs" }
    public var kinds: Set<ViolationKind> { [.frameBudget] }
    /// The scene is the place: one budget finding a scene.
    public func location(of v: Violation) -> String { "over budget" }

    /// Whether the budget is judged when nobody asked: in release builds only.
    public static var judgedByDefault: Bool { BuildConfiguration.current == .release }

    /// The line a campaign logs when the budget is off by this policy (nil when it is judged,
    /// or was turned off by `--no-budget`).
    public static func note(checksBudget: Bool, asked: Bool) -> String? {
        guard !checksBudget, !asked, BuildConfiguration.current == .debug else { return nil }
        return "frame budget not judged: a debug build measures the build, not the scene (pass --budget-ms to judge it anyway)"
    }

    /// Whether `v`, a tick over the frame budget, is a tick on which a structurally mutated
    /// layout had a required conflict explained: finding the minimal conflicting set re-solves
    /// every required constraint connected to the conflict in scratch solvers (in a 1200-row
    /// feed, all of them: tens of milliseconds), diagnostic work an app pays only when it is
    /// already broken (UIKit's "Unable to simultaneously satisfy constraints" log).
    public static func isConflictExplanation(_ v: Violation, in violations: [Violation], structuralTick: Int?) -> Bool {
        guard v.kind == .frameBudget, afterStructuralMutation(v, structuralTick) else { return false }
        return violations.contains { $0.kind == .unsatisfiable && $0.tick == v.tick }
    }
}
