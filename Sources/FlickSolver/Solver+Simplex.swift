/// The two simplex loops: the primal simplex that optimises the objective after a row is
/// added or removed, and the dual simplex that repairs feasibility after a row starts
/// infeasible (an add) or a constant moved (a suggestion or an in-place constant update).
///
/// Pricing follows the usual practice of LP codes: steepest edge for the primal (entering)
/// and the most infeasible row for the dual (leaving), which take far fewer pivots than the
/// smallest-index rule; the ratio tests are Harris's, preferring among near-ties the pivot
/// that fills in least. Both loops fall back to Bland's smallest-index rule, which cannot
/// cycle, after `strictBlandAfter` pivots in one call.
extension Solver {
    /// Pivots in one call after which both loops follow Bland's rule strictly.
    var strictBlandAfter: Int { 50 + kinds.count / 4 }

    /// Whether the loops follow Bland's rule strictly after `pivots` pivots in one call.
    @inline(__always) func followsBland(after pivots: Int) -> Bool {
        tuning.pivotRule == .bland || pivots >= strictBlandAfter
    }

    /// The most pivots one call may take before it is declared a numerical failure and
    /// rolled back: far above what a well-posed problem needs (the simplex typically takes
    /// a small multiple of the number of rows).
    var pivotBudget: Int { tuning.pivotBudget ?? (1000 + 10 * kinds.count) }

    /// Minimises the objective with the primal simplex.
    /// An improving symbol that no row bounds can only be round-off (every objective is
    /// bounded below by 0), so its coefficient is treated as zero instead of aborting.
    func optimize() throws(SolverError) {
        var pivotsHere = 0
        while true {
            let bland = followsBland(after: pivotsHere)
            let entering = enteringSymbol(bland: bland)
            if entering == noSymbol { return }
            guard let leaving = leavingRow(for: entering, strictBland: bland) else {
                setObjective(entering, 0)
                continue
            }
            pivot(entering: entering, leaving: leaving)
            pivotsHere += 1
            if pivotsHere >= tuning.pivotLimit {
                pivotLimitReached = true
                return
            }
            if !rebuilding && refactorDue() { refactor() }
            if pivotsHere > pivotBudget {
                throw .numericalFailure("optimisation did not converge in \(pivotsHere) pivots")
            }
        }
    }

    /// The entering symbol, among the pivotable symbols with a negative objective
    /// coefficient d: by steepest edge, the largest d² / (1 + rows the symbol is in) (the
    /// squared norm of its column, exact for ±1 coefficients and cheap to know, so sparse
    /// columns are preferred when the gain is similar), ties to the oldest; the oldest
    /// under Bland's rule (`bland`); the most negative under the textbook Dantzig rule.
    /// - Complexity: O(improving symbols); O(all symbols) for Dantzig's rule.
    private func enteringSymbol(bland: Bool) -> SymbolID {
        let tolerance = objectiveTolerance
        var best = noSymbol
        switch tuning.pivotRule {
        case .standard, .bland:
            var bestScore = 0.0
            objective.forEachImproving(tolerance: tolerance, canEnter: { kinds[Int($0)].isPivotable }) { s, d in
                if bland {
                    if best == noSymbol || s < best { best = s }
                    return
                }
                let score = d * d / Double(1 + columns[Int(s)].count)
                if score > bestScore || (score == bestScore && s < best) {
                    best = s
                    bestScore = score
                }
            }
        case .dantzig:
            var most = -tolerance
            for (i, c) in objective.coefficients.enumerated() where c < most && kinds[i].isPivotable {
                best = SymbolID(i)
                most = c
            }
        }
        return best
    }

    /// The row that leaves the basis when `entering` enters, or nil when no row bounds it.
    ///
    /// Harris's two-pass ratio test: first the tightest bound with each row's constant
    /// relaxed by the feasibility tolerance, then, among rows whose ratio is within that
    /// bound and whose pivot element is at least `subjectThreshold` of the largest such
    /// element (so the pivot divides by a large number rather than a round-off-sized one),
    /// the shortest row, ties to the oldest (Markowitz: the pivot row is merged into every
    /// row of `entering`'s column, so a short one fills in least). A basic dummy is
    /// fixed at 0, so any row of one that contains `entering` bounds it at a zero step.
    /// When `strictBland` is set (the caller saw a long run of degenerate pivots), the exact
    /// minimum ratio with ties to the oldest row is used instead: Bland's rule, which
    /// cannot cycle.
    /// - Complexity: O(rows in `entering`'s column · log row length).
    private func leavingRow(for entering: SymbolID, strictBland: Bool) -> SymbolID? {
        var candidates: [(row: SymbolID, ratio: Double, relaxed: Double, size: Double)] = []
        var bound = Double.infinity
        let members = column(entering)
        var elements: [Double] = []
        elements.reserveCapacity(members.count)
        var largest = 0.0
        for r in members {
            let c = rows[Int(r)]!.coefficient(of: entering)
            elements.append(c)
            largest = Swift.max(largest, Swift.abs(c))
        }
        let pivotFloor = Swift.max(Row.pivotTolerance, Row.relativePivotTolerance * largest)
        for (r, c) in zip(members, elements) {
            switch kinds[Int(r)] {
            case .external: continue
            case .dummy:
                guard Swift.abs(c) > pivotFloor else { continue }
                candidates.append((r, 0, 0, Swift.abs(c)))
                bound = Swift.min(bound, 0)
            case .slack, .error:
                guard c < -pivotFloor else { continue }
                let row = rows[Int(r)]!
                let ratio = Swift.max(0, -row.constant / c)
                let relaxed = Swift.max(0, (row.constant + feasibilityTolerance(row)) / -c)
                candidates.append((r, ratio, relaxed, -c))
                bound = Swift.min(bound, relaxed)
            }
        }
        guard !candidates.isEmpty else { return nil }
        var best = candidates[0]
        if strictBland || tuning.pivotRule == .dantzig {
            for c in candidates.dropFirst() where c.ratio < best.ratio || (c.ratio == best.ratio && c.row < best.row) {
                best = c
            }
            return best.row
        }
        var largestCandidate = 0.0
        for c in candidates where c.ratio <= bound { largestCandidate = Swift.max(largestCandidate, c.size) }
        let floor = largestCandidate * Solver.subjectThreshold
        var bestLength = Int.max
        for c in candidates where c.ratio <= bound && c.size >= floor {
            let length = rows[Int(c.row)]!.count
            if length < bestLength || (length == bestLength && c.row < best.row) {
                best = c
                bestLength = length
            }
        }
        return best.row
    }

    /// Repairs the rows queued as infeasible with the dual simplex, most infeasible first
    /// (see `InfeasibleRows`). A basic dummy is fixed at 0: away from 0 it is repaired
    /// like a negative row of the matching sign. A basic dummy at 0 whose row holds a
    /// pivotable symbol (a new required equality that holds within round-off, or a removal
    /// that substituted a marker into a redundant equality's row) leaves the basis at a
    /// zero step, through the symbol `degenerateSubject` picks, which keeps the objective
    /// optimal: a basic dummy blocks every symbol of its row, so the first edit to reach
    /// the row would otherwise pay that pivot. Dummies thus stay basic only in rows of
    /// dummies (redundant equalities).
    /// A long run (one a frame's suggest never makes) may rebuild the tableau from the
    /// constraints (`Solver+Refactor`), and after `perturbAfter` degenerate pivots perturbs
    /// the objective (`Solver+Perturbation`); then the true objective is rebuilt when the
    /// rows are feasible and the primal simplex finishes.
    /// - Precondition: the objective is optimal (the dual simplex keeps it so).
    /// - Throws: `.unsatisfiable` when a row cannot be repaired: a required constraint
    ///   cannot hold at its new constant.
    func dualOptimize() throws(SolverError) {
        try dualSimplex()
        if objectivePerturbed && !rebuilding {
            // Back to the true costs; the primal simplex finishes from the feasible basis.
            rebuildObjective()
            try optimize()
        }
    }

    /// The dual simplex loop of `dualOptimize`. In a long run (a call that would not
    /// otherwise be a frame's), it rebuilds the tableau when a rebuild is due and perturbs
    /// the objective when the run looks degenerate (see `Solver+Perturbation`).
    private func dualSimplex() throws(SolverError) {
        var pivotsHere = 0
        var degenerate = 0
        while true {
            // Perturbed costs leave no ties to cycle on; Bland's rule, whose choice among
            // ties ignores the pivot's size, is kept for unperturbed runs.
            let bland = followsBland(after: pivotsHere) && !objectivePerturbed
            if bland { infeasible.switchToOldestFirst() }
            guard let leaving = infeasible.pop(amount: { infeasibility(of: $0) }) else { return }
            let row = rows[Int(leaving)]!
            let entering: SymbolID
            if kinds[Int(leaving)] == .dummy && Swift.abs(row.constant) <= feasibilityTolerance(row) {
                entering = degenerateSubject(row)
                if entering == noSymbol { continue }    // round-off only: stays, redundant
            } else {
                // The sign a cell's coefficient must have to repair the row.
                let direction: Double = kinds[Int(leaving)] == .dummy && row.constant > 0 ? -1 : 1
                entering = dualEntering(row, direction: direction, strict: bland)
            }
            guard entering != noSymbol else {
                infeasible.removeAll()
                // The row that cannot be repaired is a certificate of the conflict: a
                // combination of the constraints whose markers it names (see `explain`).
                conflictRow = (leaving, row)
                throw .unsatisfiable(.pending)
            }
            // A pivot on a symbol whose reduced cost is 0 leaves the objective where it was.
            if objective.coefficient(of: entering) <= objectiveTolerance { degenerate += 1 }
            pivot(entering: entering, leaving: leaving)
            pivotsHere += 1
            if pivotsHere >= tuning.pivotLimit {
                pivotLimitReached = true
                infeasible.removeAll()
                return
            }
            if !rebuilding && pivotsHere >= Solver.refactorMinimumPivots {
                if refactorDue() { refactor(repairingFeasibility: false) }
                if !objectivePerturbed && degenerate >= perturbAfter { perturbObjective() }
            }
            if pivotsHere > pivotBudget {
                infeasible.removeAll()
                throw .numericalFailure("feasibility repair did not converge in \(pivotsHere) pivots")
            }
        }
    }

    /// The entering symbol for the dual simplex on leaving row `row`: a pivotable cell
    /// whose coefficient times `direction` (±1) is positive.
    ///
    /// Harris's two passes again: the tightest bound on the ratio (objective coefficient /
    /// cell coefficient) relaxed by the objective tolerance, then, among cells within it
    /// whose element is at least `subjectThreshold` of the largest such element, the symbol
    /// in the fewest rows, then of least `reach` (the rows it occurs in and the definitions
    /// naming them), then the newest (Markowitz: the leaving row is merged into every row of
    /// the entering column; on a chain of views, choosing the last view's error rather than
    /// the first's turns a pivot through every row into one through two; and with
    /// definitions, where each view's error sits in one row named by the next view, later
    /// views are built on earlier ones, so moving the newest changes the fewest values).
    /// Between equally optimal choices (two equal strengths in conflict) this decides which
    /// gives way: the one added last. While the solver has no error symbol, every ratio is 0
    /// and `feasibleEntering` decides among the ties instead. When `strict` (a long run of
    /// pivots), the exact smallest ratio, ties to the oldest: Bland's rule, which cannot cycle.
    /// - Complexity: O(row length).
    private func dualEntering(_ row: Row, direction: Double, strict: Bool) -> SymbolID {
        @inline(__always) func element(_ cell: Cell) -> Double { cell.coefficient * direction }
        let rowLargest = row.largestMagnitude
        let pivotFloor = Swift.max(Row.pivotTolerance, Row.relativePivotTolerance * rowLargest)
        var bound = Double.infinity
        for cell in row.cells {
            let c = element(cell)
            guard c > pivotFloor, kinds[Int(cell.symbol)].isPivotable else { continue }
            let d = Swift.max(0, objective.coefficient(of: cell.symbol))
            bound = Swift.min(bound, strict ? d / c : (d + objectiveTolerance) / c)
        }
        var entering = noSymbol
        if strict {
            var bestRatio = Double.infinity
            for cell in row.cells {
                let c = element(cell)
                guard c > pivotFloor, kinds[Int(cell.symbol)].isPivotable else { continue }
                let ratio = Swift.max(0, objective.coefficient(of: cell.symbol)) / c
                if ratio < bestRatio { entering = cell.symbol; bestRatio = ratio }
            }
            return entering
        }
        var largest = 0.0
        for cell in row.cells {
            let c = element(cell)
            guard c > pivotFloor, kinds[Int(cell.symbol)].isPivotable,
                  Swift.max(0, objective.coefficient(of: cell.symbol)) / c <= bound else { continue }
            largest = Swift.max(largest, c)
        }
        let floor = Swift.max(pivotFloor, largest * Solver.subjectThreshold)
        var fewest = Int.max
        var least = Int.max
        for cell in row.cells {
            let c = element(cell)
            guard c >= floor, kinds[Int(cell.symbol)].isPivotable,
                  Swift.max(0, objective.coefficient(of: cell.symbol)) / c <= bound else { continue }
            let count = columns[Int(cell.symbol)].count
            if count > fewest { continue }
            let reach = self.reach(of: cell.symbol)
            if count < fewest || reach <= least { entering = cell.symbol; fewest = count; least = reach }
        }
        if errorSymbolCount == 0 && tuning.tiesByFeasibility && entering != noSymbol {
            return feasibleEntering(row, direction: direction, floor: floor, bound: bound, otherwise: entering)
        }
        return entering
    }

    /// `dualEntering`'s choice while the solver holds only required constraints (no error
    /// symbol): every objective coefficient is 0, so every eligible cell ties in the ratio
    /// test and the tie-break alone decides how many pivots the repair takes. Among the
    /// cells `dualEntering` finds eligible (element at least `floor`, ratio within `bound`),
    /// the one whose step leaves the fewest rows infeasible among those it moves (the
    /// leaving row reaches its bound, the entering symbol moves by −constant / element, and
    /// each row of its column by its coefficient times that); ties go to `otherwise`, the
    /// choice by sparsity, else to the first such cell in symbol order.
    ///
    /// A dense system of required inequalities (`solver/dense/1000` in `flick bench`: 1000
    /// rows over 500 variables, about 190 tied cells a pivot) took 17 350 pivots by sparsity
    /// alone, each step pushing many other rows below 0; this choice takes 1 161.
    /// - Complexity: O(Σ rows in the eligible cells' columns · log row length).
    private func feasibleEntering(_ row: Row, direction: Double, floor: Double, bound: Double,
                                  otherwise: SymbolID) -> SymbolID {
        var entering = otherwise
        var fewest = Int.max
        for cell in row.cells {
            let c = cell.coefficient * direction
            guard c >= floor, kinds[Int(cell.symbol)].isPivotable,
                  Swift.max(0, objective.coefficient(of: cell.symbol)) / c <= bound else { continue }
            let step = -row.constant / cell.coefficient
            var left = 0
            for r in column(cell.symbol) {
                let kind = kinds[Int(r)]
                guard kind != .external, let other = rows[Int(r)] else { continue }
                let moved = other.constant + other.coefficient(of: cell.symbol) * step
                let tolerance = feasibilityTolerance(other)
                if kind == .dummy ? Swift.abs(moved) > tolerance : moved < -tolerance { left += 1 }
            }
            if left < fewest || (left == fewest && cell.symbol == otherwise) {
                entering = cell.symbol
                fewest = left
            }
        }
        return entering
    }
}
