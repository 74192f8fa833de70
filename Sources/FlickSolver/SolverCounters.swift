/// Deterministic work counters, cumulative since the solver was made. They never depend on
/// the machine, so they make the sharpest performance gate.
public struct SolverCounters: Hashable, Sendable {
    /// Simplex pivots (primal and dual).
    public var pivots: Int = 0
    /// Row updates: every time a row's constant or cells were rewritten.
    public var rowsTouched: Int = 0
    /// Rows created for added constraints.
    public var rowsAdded: Int = 0
    /// Rows added as definitions: kept as written, naming other basic variables instead of
    /// substituting their rows (see `Solver+Definitions`).
    public var definitionsAdded: Int = 0
    /// Adds whose new row the dual simplex repaired: it started infeasible (no subject kept
    /// it feasible and the objective optimal at once), or it is a required equality whose
    /// dummy had to leave the basis.
    public var repairedAdds: Int = 0
    /// Feasibility checks made while minimising an unsatisfiable explanation.
    public var explanationChecks: Int = 0
    /// Times the tableau was rebuilt from its constraints (see `Solver.refactor()`).
    public var refactorizations: Int = 0
    /// Rebuilds whose rows could not be made feasible, so the old tableau was kept.
    public var refactorFailures: Int = 0
    /// Dummy columns dropped because keeping them would have cost too much fill-in (see
    /// `Solver+DummyColumns`).
    public var dummiesUntracked: Int = 0
    /// Times the dual simplex perturbed the objective to get out of a degenerate stall.
    public var perturbations: Int = 0
    /// Variables whose value was re-evaluated by `updateVariables()`.
    public var variablesUpdated: Int = 0
    /// Row constants re-derived from the constraints' constants after they shrank far below
    /// the values once summed into them (see `Solver+ConstantRederivation`); 0 unless
    /// values above 1e6 were in play.
    public var constantsRederived: Int = 0

    public init() {}
}
