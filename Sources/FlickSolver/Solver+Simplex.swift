/// The two simplex loops: the primal simplex that optimises an objective after a row is
/// added or removed, and the dual simplex that repairs feasibility after a constant moved
/// (a suggestion or an in-place constant update). Both use Bland's smallest-index rule,
/// which cannot cycle.
extension Solver {
    /// Minimises the objective with the primal simplex.
    /// An improving symbol that no row bounds can only be round-off (every objective is
    /// bounded below by 0), so its coefficient is treated as zero instead of aborting.
    /// Pivots in one call after which the ratio tests stop preferring large pivot elements
    /// and follow Bland's rule strictly.
    var strictBlandAfter: Int { 50 + kinds.count / 4 }

    /// The most pivots one call may take before it is declared a numerical failure and
    /// rolled back: far above what a well-posed problem needs (the simplex typically takes
    /// a small multiple of the number of rows).
    var pivotBudget: Int { 1000 + 10 * kinds.count }

    func optimize() throws(SolverError) {
        var pivotsHere = 0
        while true {
            let entering = enteringSymbol()
            if entering == noSymbol { return }
            // Bland's rule is exact only with exact ties; after a long run of pivots
            // fall back to it strictly, so that cycling is impossible.
            guard let leaving = leavingRow(for: entering, strictBland: pivotsHere >= strictBlandAfter) else {
                setObjective(entering, 0)
                continue
            }
            pivot(entering: entering, leaving: leaving)
            pivotsHere += 1
            if pivotsHere >= pivotLimit {
                pivotLimitReached = true
                return
            }
            if pivotsHere > pivotBudget {
                throw .numericalFailure("optimisation did not converge in \(pivotsHere) pivots")
            }
        }
    }

    /// The entering symbol: under Bland's rule the smallest-numbered pivotable symbol with a
    /// negative coefficient; under Dantzig's the most negative one.
    private func enteringSymbol() -> SymbolID {
        let tolerance = objectiveTolerance
        switch pivotRule {
        case .bland:
            return objective.smallestNegative(tolerance: tolerance) { kinds[Int($0)].isPivotable }
        case .dantzig:
            var best = noSymbol
            var most = -tolerance
            for (i, c) in objective.coefficients.enumerated() where c < most && kinds[i].isPivotable {
                best = SymbolID(i)
                most = c
            }
            return best
        }
    }

    /// The row that leaves the basis when `entering` enters, or nil when no row bounds it.
    ///
    /// Harris's two-pass ratio test: first the tightest bound with each row's constant
    /// relaxed by the feasibility tolerance, then, among rows whose ratio is within that
    /// bound, the one with the largest pivot element (ties to the oldest row), so the
    /// pivot divides by a large number rather than a round-off-sized one. A basic dummy is
    /// fixed at 0, so any row of one that contains `entering` bounds it at a zero step.
    /// When `strictBland` is set (the caller saw a long run of degenerate pivots), the exact
    /// minimum ratio with ties to the oldest row is used instead: Bland's rule, which
    /// cannot cycle.
    /// - Complexity: O(rows in `entering`'s column · log row length).
    private func leavingRow(for entering: SymbolID, strictBland: Bool) -> SymbolID? {
        let tolerance = valueTolerance
        var candidates: [(row: SymbolID, ratio: Double, relaxed: Double, size: Double)] = []
        var bound = Double.infinity
        for r in columns[Int(entering)] {
            let c = rows[Int(r)]!.coefficient(of: entering)
            switch kinds[Int(r)] {
            case .external: continue
            case .dummy:
                guard Swift.abs(c) > Row.pivotTolerance else { continue }
                candidates.append((r, 0, 0, Swift.abs(c)))
                bound = Swift.min(bound, 0)
            case .slack, .error:
                guard c < -Row.pivotTolerance else { continue }
                let constant = rows[Int(r)]!.constant
                let ratio = Swift.max(0, -constant / c)
                let relaxed = Swift.max(0, (constant + tolerance) / -c)
                candidates.append((r, ratio, relaxed, -c))
                bound = Swift.min(bound, relaxed)
            }
        }
        guard !candidates.isEmpty else { return nil }
        var best = candidates[0]
        if strictBland || pivotRule == .dantzig {
            for c in candidates.dropFirst() where c.ratio < best.ratio || (c.ratio == best.ratio && c.row < best.row) {
                best = c
            }
            return best.row
        }
        var found = false
        for c in candidates where c.ratio <= bound {
            if !found || c.size > best.size || (c.size == best.size && c.row < best.row) {
                best = c
                found = true
            }
        }
        return best.row
    }

    /// Repairs rows queued as infeasible with the dual simplex, oldest row first.
    ///
    /// A basic dummy is fixed at 0: away from 0 it is repaired like a negative row of the
    /// matching sign. A queued dummy already at 0 (a new required equality that holds as
    /// it stands) still leaves the basis when its row has a pivotable cell, at a zero step
    /// through a cell of either sign: a basic dummy blocks every symbol of its row, so the
    /// first edit to reach the row would otherwise pay that pivot. Dummies therefore stay
    /// basic only in rows of dummies (redundant required equalities).
    /// - Precondition: the objective is optimal (the dual simplex keeps it so).
    /// - Throws: `.unsatisfiable` when a row cannot be repaired: a required constraint
    ///   cannot hold at its new constant.
    func dualOptimize() throws(SolverError) {
        var pivotsHere = 0
        while let leaving = infeasible.pop() {
            guard let row = rows[Int(leaving)] else { continue }
            let kind = kinds[Int(leaving)]
            let tolerance = valueTolerance
            // The sign a cell's coefficient must have to repair the row; 0: either sign.
            let direction: Double
            switch kind {
            case .external: continue
            case .dummy:
                direction = Swift.abs(row.constant) <= tolerance ? 0 : row.constant < 0 ? 1 : -1
            case .slack, .error:
                guard row.constant < -tolerance else { continue }
                direction = 1
            }
            // Harris's two passes again: the relaxed minimum ratio, then the largest
            // element within it; strictly the smallest ratio after a long run.
            let strict = pivotsHere >= strictBlandAfter
            var bound = Double.infinity
            for cell in row.cells {
                let c = direction == 0 ? Swift.abs(cell.coefficient) : cell.coefficient * direction
                guard c > Row.pivotTolerance, kinds[Int(cell.symbol)].isPivotable else { continue }
                let d = Swift.max(0, objective.coefficient(of: cell.symbol))
                bound = Swift.min(bound, strict ? d / c : (d + objectiveTolerance) / c)
            }
            var entering = noSymbol
            var bestSize = 0.0
            var bestRatio = Double.infinity
            for cell in row.cells {
                let c = direction == 0 ? Swift.abs(cell.coefficient) : cell.coefficient * direction
                guard c > Row.pivotTolerance, kinds[Int(cell.symbol)].isPivotable else { continue }
                let ratio = Swift.max(0, objective.coefficient(of: cell.symbol)) / c
                if strict {
                    if ratio < bestRatio { entering = cell.symbol; bestRatio = ratio }
                } else if ratio <= bound && c > bestSize {
                    entering = cell.symbol
                    bestSize = c
                }
            }
            // Among the candidates whose element is within `subjectThreshold` of the
            // largest, the symbol that occurs in the fewest rows (Markowitz), ties to the
            // oldest: the pivot substitutes the entering symbol into every row of its
            // column, so on a degenerate optimum (many symbols at ratio 0, common in
            // layouts) this is the difference between rewriting a few rows and every row.
            if !strict && entering != noSymbol {
                let floor = bestSize * Solver.subjectThreshold
                var bestCount = Int.max
                for cell in row.cells {
                    let c = direction == 0 ? Swift.abs(cell.coefficient) : cell.coefficient * direction
                    guard c >= floor, c > Row.pivotTolerance, kinds[Int(cell.symbol)].isPivotable,
                          Swift.max(0, objective.coefficient(of: cell.symbol)) / c <= bound else { continue }
                    let count = columns[Int(cell.symbol)].count
                    if count < bestCount {
                        entering = cell.symbol
                        bestCount = count
                    }
                }
            }
            guard entering != noSymbol else {
                if direction == 0 { continue }    // a dummy at 0 in a row of dummies: redundant
                infeasible.removeAll()
                throw .unsatisfiable(.pending)
            }
            pivot(entering: entering, leaving: leaving)
            pivotsHere += 1
            if pivotsHere >= pivotLimit {
                pivotLimitReached = true
                infeasible.removeAll()
                return
            }
            if pivotsHere > pivotBudget {
                infeasible.removeAll()
                throw .numericalFailure("feasibility repair did not converge in \(pivotsHere) pivots")
            }
        }
    }
}
