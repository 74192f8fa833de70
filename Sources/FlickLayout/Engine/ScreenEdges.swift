import FlickSolver

/// The screen's edges are the system's, never the constraints'.
///
/// In UIKit the window and its root view are sized by the system (the device, its rotation,
/// a split-screen size class); no constraint can move them. The screen's four constraints
/// (`LayoutConstraint.Origin.screen`: its origin and its size) therefore win every conflict:
/// when a rotation or profile change gives them a constant that the user's required
/// constraints contradict, the user's constraints in each minimal conflicting set are the
/// ones broken and reported — the most recently installed user constraint of the set
/// first, then generated ones if no user constraint is left in it — until the screen's
/// constraint holds. A broken constraint is retried on its next constant or priority change,
/// as every broken constraint is.
extension LayoutEngine {
    /// Re-adds the screen constraint `c` (already out of the solver after its constant change
    /// failed with `conflict`), breaking the constraints it conflicts with.
    /// - Complexity: one solver add and one conflict explanation per constraint broken; at
    ///   most as many rounds as there are constraints installed.
    func holdScreenEdge(_ c: LayoutConstraint, conflict: SolverError) {
        var error = conflict
        for _ in 0...installedCount {
            guard case .unsatisfiable(let ex) = error else { break }
            let set = ex.conflicting.compactMap { constraint(for: $0) }.filter { $0 !== c && $0.origin != .screen }
            guard let victim = set.last(where: { !$0.origin.isGenerated }) ?? set.last, let vh = victim.handle else { break }
            try? solver.remove(vh)
            forget(victim, vh)
            victim.broken = true
            record(LayoutEvent(kind: .unsatisfiable, message: "the screen's size conflicts with required constraints",
                               constraints: [victim, c] + set.filter { $0 !== victim }, broken: victim))
            guard let sc = solverConstraint(c) else { return }
            do throws(SolverError) {
                remember(c, try solver.add(sc))
                return
            } catch let next {
                error = next
            }
        }
        // Nothing left to break (a solver refusal other than a conflict): report it, as for
        // any constraint; the screen keeps its frame (`Screen.frame` comes from the profile).
        breakConstraint(c, error: error, updated: true)
    }
}
