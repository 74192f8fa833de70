import FlickCore
import FlickSim

/// **frame-budget**: every tick's work within the frame budget (the simulator's
/// `frame-budget`, on thread CPU time) — judged only when asked, so that machine speed never
/// becomes a finding.
///
/// A tick's CPU time depends on the build and the machine as much as on the scene: a debug
/// build runs the model several times slower than a release build, and a loaded machine
/// stretches every tick. Judging only release builds is not enough: a tick near the budget
/// goes over on every run while the machine is loaded and stays under on a quiet one, so no
/// number of re-runs separates the scene from the machine (docs/FUZZING.md gives the case
/// that showed it). The policy:
///
/// - A campaign, a case replay and a minimization judge the budget only when asked
///   (`RunOptions.checksBudget`, default false; `--budget-ms MS` on the command line), in any
///   build; a campaign's log says it is off and why (`note`). Budget regressions are the job of
///   `flick bench` (interleaved A/B runs with a rank test) and of `flick replay TRACE
///   --budget-ms` on recorded input, where the user chooses the machine and the margin.
/// - When asked, a tick over budget is a candidate, never a finding by itself: the case is run
///   again (`RunOptions.budgetConfirmations` times, default 2) and it is a finding only when
///   the *same tick* goes over in every run: the machine's hiccups land on another tick each
///   run.
/// - Replaying a case whose expected finding is a budget one judges the budget (that case
///   was found with it asked).
/// - After a structural mutation, a tick that explained a conflict is a response, not a
///   candidate (`isConflictExplanation`).
///
/// The deterministic work counters of a tick (solver pivots, rows touched) are reported with
/// a budget finding's case but do not decide it: no fixed count means 8.33 ms on every machine.
package struct FrameBudgetOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .frameBudget }
    package var meaning: String { "only when asked with --budget-ms: the same tick over the frame budget in the first run and in each of 2 further runs" }
    package var kinds: Set<ViolationKind> { [.frameBudget] }
    /// The scene is the place: one budget finding a scene.
    package func location(of v: Violation) -> String { "over budget" }

    /// Whether the budget is judged when nobody asked: never (see the type's doc).
    package static let judgedByDefault = false

    /// The line a campaign logs when the budget is not judged (nil when it is).
    package static func note(checksBudget: Bool) -> String? {
        guard !checksBudget else { return nil }
        let build = BuildConfiguration.current == .debug ? " (and a debug build measures the build)" : ""
        return "frame budget not judged: a tick's time measures the machine as much as the scene\(build); pass --budget-ms MS to judge it"
    }

    /// Whether `v`, a tick over the frame budget, is a tick on which a structurally mutated
    /// layout had a required conflict explained: finding the minimal conflicting set re-solves
    /// every required constraint connected to the conflict in scratch solvers (in a 1200-row
    /// feed, all of them: tens of milliseconds), diagnostic work an app pays only when it is
    /// already broken (UIKit's "Unable to simultaneously satisfy constraints" log).
    package static func isConflictExplanation(_ v: Violation, in violations: [Violation], structuralTick: Int?) -> Bool {
        guard v.kind == .frameBudget, afterStructuralMutation(v, structuralTick) else { return false }
        return violations.contains { $0.kind == .unsatisfiable && $0.tick == v.tick }
    }
}
