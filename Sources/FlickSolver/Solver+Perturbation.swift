/// Cost perturbation for the dual simplex.
///
/// When many reduced costs are zero (the slacks of required constraints cost nothing), the
/// dual simplex's ratio test ties everywhere: it pivots without raising the objective and
/// can stall for hundreds of pivots, revisiting the same symbols, until the fallback to
/// Bland's rule, whose choice among ties ignores the pivot's size and lets the entries
/// grow without bound (scripts of the general random mix with a few hundred variables do
/// this without perturbation). LP codes perturb the costs: every
/// non-basic symbol's reduced cost is raised by a small amount, different for each
/// symbol, so that ties vanish and every dual pivot makes progress; at the end the true
/// costs are put back and the primal simplex takes the few pivots from the feasible basis
/// to the optimum.
extension Solver {
    /// Dual pivots in one call after which the objective is perturbed: a frame's suggest
    /// takes a few; a run this long is stalling or is an add that needs many.
    var perturbAfter: Int { 50 }

    /// Raises the reduced cost of every parametric pivotable symbol by
    /// (1e-8 · strengthScale + 1e-6 · |d|) · (1 + a fraction in [0, 1) that depends only on
    /// the symbol's number): far above the objective tolerance (1e-10 · strengthScale), far
    /// below any strength. `dualOptimize` rebuilds the true objective when its loop ends.
    /// - Complexity: O(symbols).
    func perturbObjective() {
        let base = 1e-8 * strengthScale
        for s in kinds.indices where kinds[s].isPivotable && rows[s] == nil {
            let d = objective.coefficient(of: SymbolID(s))
            let spread = 1 + (Double(s) * 0.6180339887498949).truncatingRemainder(dividingBy: 1)
            setObjective(SymbolID(s), d + (base + 1e-6 * Swift.abs(d)) * spread)
        }
        objectivePerturbed = true
        workCounters.perturbations += 1
    }
}
