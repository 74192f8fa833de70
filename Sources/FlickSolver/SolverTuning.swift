extension Solver {
    /// The solver's knobs: the limits and switches behind its pivoting, journaling, row
    /// forms and explanations. A solver starts with the defaults below, which are what every
    /// public caller gets; tests change them (through `Solver.tuning`) to reach paths real
    /// layouts reach only rarely, or to compare against a plainer tableau. Internal.
    struct Tuning {
        /// The most dummy cells (dummies in the row × rows it goes into) a substitution
        /// writes before it drops the row's dummies instead (see `Solver+DummyColumns`).
        /// Default 65 536. A heuristic weighing fill-in now against a rebuild later: a
        /// 32×32 grid's gesture start (about 133 000 cells per edge) is above it, a chain's
        /// (tens) far below. 0 drops the dummies of every substitution.
        var dummyFillInLimit = 65_536

        /// Journal entries after which a call stops journaling and snapshots the tableau
        /// (see `Solver.journalLimit`). Default `nil`: 1024 + 4 per symbol.
        var journalLimit: Int? = nil

        /// The pivoting rule. Default `.standard`.
        var pivotRule: PivotRule = .standard

        /// The most pivots one call makes before it stops, setting `pivotLimitReached`
        /// (a guard for tests of the pivoting rule, which may cycle). Default `Int.max`:
        /// no limit.
        var pivotLimit = Int.max

        /// The most pivots one call may make before it fails as a numerical failure and is
        /// rolled back (see `Solver.pivotBudget`). Default `nil`: 1000 + 10 per symbol.
        var pivotBudget: Int? = nil

        /// Whether new rows may be kept as definitions (see `Solver+Definitions`). Default
        /// `true`; `false` keeps every row fully reduced.
        var keepsDefinitions = true

        /// Whether the dual simplex, while the solver holds only required constraints, breaks
        /// its ratio test's ties by feasibility (the step that leaves the fewest rows
        /// infeasible, see `Solver.dualEntering`). Default `true`; `false` breaks them by
        /// sparsity alone, as when soft constraints are present.
        var tiesByFeasibility = true

        /// Whether an unsatisfiable error computes its minimal explanation. Default `true`;
        /// the scratch solvers that compute explanations turn it off.
        var explainsConflicts = true

        /// Whether a row whose constant shrank far below its scale is re-derived from the
        /// constraints' constants before it is judged (see `Solver+ConstantRederivation`).
        /// Default `true`; `false` keeps the largest scale a row ever held, so a test can
        /// show what the invariant check makes of the violations that leaves.
        var rederivesConstants = true
    }
}
