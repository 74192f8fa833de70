/// Refactorization: rebuilding the tableau from the constraints for the current basis.
///
/// Every pivot rewrites rows in floating point, and the round-off of a long run of dense
/// pivots adds up: the rows' equations drift from the constraints they stand for, and the
/// objective's reduced costs from the strengths, until required constraints no longer hold
/// and the simplex chases reduced costs that are only noise. LP codes refactorize their
/// basis every so many pivots for the same reason. Here the solver rebuilds each row from
/// its constraint (the expression with its current constant, and its marker and error
/// symbols) by Gauss–Jordan elimination, choosing as each row's subject a symbol that was
/// basic before, so the basis (the current vertex) is kept and the rows hold freshly
/// computed numbers instead of accumulated round-off; then it rebuilds the objective from
/// the strengths and repairs what the fresh numbers show (a row a hair below zero) with the
/// dual simplex, leaving reduced costs a hair below zero to the caller's primal simplex.
///
/// When: only inside the primal simplex (adds and removes, never a frame's suggest), once
/// the estimated round-off since the last rebuild passes `roundOffBudget` and the pivoting
/// since has cost `refactorWorkRatio` times what a rebuild costs; after a removal that
/// leaves the values in play far below the largest ever held; whatever the cost, before an
/// add and after a removal once the estimate reaches the tolerances (`roundOffLimit`); and
/// before a new row is solved for an external variable whose cell is no larger than the
/// round-off the estimate allows (`externalsMayBeRoundOff`).
extension Solver {
    /// The round-off estimate (see `roundOffSinceRefactor`) below which the rows are
    /// trusted as they are: 1e5 ulps, about 2e-11 relative. Systems of ±1 coefficients (most
    /// layouts) add about 1 per substitution, so they are practically never rebuilt.
    static let roundOffBudget = 1e5
    /// Work, in multiples of a rebuild's cost, that pivots do between rebuilds: rebuilding
    /// adds at most 1/`refactorWorkRatio` to the work of pivoting.
    static let refactorWorkRatio = 4
    /// Pivots between rebuilds, at least.
    static let refactorMinimumPivots = 32

    /// Whether a rebuild is due: the round-off estimate passed `roundOffBudget`, at least
    /// `refactorMinimumPivots` pivots were made, and they wrote `refactorWorkRatio` times
    /// what a rebuild costs. Deterministic: it counts cells, not time.
    /// - Complexity: O(1), and O(rows) when the estimate of a rebuild's cost is refreshed
    ///   (at most once per `refactorWorkRatio` rebuilds' worth of work).
    func refactorDue() -> Bool {
        guard roundOffSinceRefactor >= Solver.roundOffBudget,
              pivotsSinceRefactor >= Solver.refactorMinimumPivots,
              workSinceRefactor >= Solver.refactorWorkRatio * refactorCost else { return false }
        // The tableau may have grown since the estimate was made: recount before paying.
        let cells = tableauCells()
        if cells > refactorCost {
            refactorCost = cells
            return workSinceRefactor >= Solver.refactorWorkRatio * refactorCost
        }
        return true
    }

    /// The number of cells in all rows. - Complexity: O(rows).
    func tableauCells() -> Int {
        var n = 0
        for row in rows { if let row { n += row.count } }
        return n
    }

    /// Rebuilds the tableau from the constraints for the current basis (`rebuildTableau()`).
    /// If the rebuilt rows cannot be made feasible (the constraints held only within the
    /// old round-off), puts the old tableau back and carries on with it.
    /// - Complexity: see `rebuildTableau()`; the copy kept for the fallback is O(symbols)
    ///   (rows are shared copy-on-write).
    /// - Parameter pending: the index of a record whose row is not in the tableau yet (a
    ///   constraint being added): its row is not rebuilt, but its error symbols keep their
    ///   weights in the rebuilt objective.
    /// - Returns: whether the rebuilt tableau was kept.
    @discardableResult
    func refactor(repairingFeasibility repair: Bool = true, pending: Int? = nil) -> Bool {
        let saved = (rows: rows, columns: columns, objective: objective, infeasible: infeasible,
                     valueScale: valueScale, strengthScale: strengthScale,
                     untracked: untracked, untrackedCount: untrackedCount)
        let pivotWork = workSinceRefactor
        let before = tableauCells()
        workSinceRefactor = 0
        workCounters.refactorizations += 1
        var kept = true
        do {
            try rebuildTableau(repairingFeasibility: repair, pending: pending)
            refactorCost = before + workSinceRefactor
        } catch {
            kept = false
            rows = saved.rows
            columns = saved.columns
            objective = saved.objective
            infeasible = saved.infeasible
            valueScale = saved.valueScale
            strengthScale = saved.strengthScale
            untracked = saved.untracked
            untrackedCount = saved.untrackedCount
            for s in kinds.indices where kinds[s] == .external { markDirty(SymbolID(s)) }
            workCounters.refactorFailures += 1
            // Back off: the next try waits for twice as much pivoting.
            refactorCost = 2 * Swift.max(refactorCost, pivotWork / Solver.refactorWorkRatio)
        }
        workSinceRefactor = 0
        pivotsSinceRefactor = 0
        roundOffSinceRefactor = 0
        return kept
    }

    /// Rebuilds every row and the objective from the constraints, keeping the current basis
    /// where the rows allow it, then restores feasibility with the dual simplex (the
    /// caller's primal simplex restores optimality). Resets `valueScale` and
    /// `strengthScale` to the constants and strengths still in the solver.
    /// - Throws: `.numericalFailure` when a rebuilt row contradicts the others or the
    ///   rebuilt rows cannot be made feasible.
    /// - Complexity: about the cost of adding every constraint again without pivots:
    ///   O(Σ over constraints of the rows their subject occurs in × row length).
    func rebuildTableau(repairingFeasibility repair: Bool = true, pending: Int? = nil) throws(SolverError) {
        let wasBasic = rows.map { $0 != nil }
        // Empty the tableau (journaled: a failing call restores the old rows) and the objective.
        journalAllRows()
        for b in rows.indices where rows[b] != nil {
            rows[b] = nil
            markDirty(SymbolID(b))
        }
        columns = Array(repeating: Column(), count: columns.count)
        infeasible.removeAll()
        trackAllDummies()    // the rows below are written with every dummy
        rebuilding = true
        defer { rebuilding = false }

        var scale = 1.0
        var strongest = 1.0
        for i in records.indices {
            guard let record = records[i] else { continue }
            scale = Swift.max(scale, Swift.abs(record.stored.expression.constant))
            let constraint = record.stored
            if !constraint.strength.isRequired {
                strongest = Swift.max(strongest, constraint.strength.value)
                if constraint.relation == .equal { strongest = Swift.max(strongest, constraint.weightBelow) }
            }
            if i == pending { continue }
            var row = equationRow(of: record)
            workSinceRefactor &+= row.count
            let subject = refactorSubject(row, record, wasBasic)
            if subject == noSymbol {
                // Every cell cancelled: the constraint is implied by earlier ones (a redundant
                // required equality, say). It must then hold as it stands.
                guard Swift.abs(row.constant) <= 1e-6 * scale else {
                    throw .numericalFailure("constraint c\(i) contradicts the others when rebuilt")
                }
                continue
            }
            row.solve(for: subject)
            substitute(subject, with: row)
            replaceRow(subject, with: row)
        }
        valueScale = scale
        strengthScale = strongest

        rebuildObjective()
        // Only when the old basis could not be kept: a parametric external left in a
        // restricted row becomes basic, as it would in a new row.
        for b in rows.indices where kinds[b] != .external {
            guard let row = rows[b] else { continue }
            var external = noSymbol
            var size = 0.0
            for cell in row.cells where kinds[Int(cell.symbol)] == .external && Swift.abs(cell.coefficient) > size {
                external = cell.symbol
                size = Swift.abs(cell.coefficient)
            }
            if external != noSymbol { pivot(entering: external, leaving: SymbolID(b)) }
        }
        for b in rows.indices where rows[b] != nil { queueIfInfeasible(SymbolID(b)) }
        guard repair else { return }    // the caller's dual simplex goes on with the queue
        do {
            try dualOptimize()
        } catch {
            throw .numericalFailure("the rebuilt tableau could not be made feasible")
        }
    }

    /// Rebuilds the objective from the strengths of the non-required constraints: each
    /// error symbol weighted by its constraint's strength, basic ones replaced by their rows.
    /// Drops the round-off the objective gathered, and any perturbation.
    /// - Complexity: O(symbols + total length of the rows of basic error symbols).
    func rebuildObjective() {
        for (s, c) in objective.coefficients.enumerated() where c != 0 { setObjective(SymbolID(s), 0) }
        if journaling { record(.objectiveConstant(objective.constant)) }
        objective.constant = 0
        for record in records {
            guard let record, !record.stored.strength.isRequired else { continue }
            let constraint = record.stored
            for s in [record.marker, record.other] where s != noSymbol && kinds[Int(s)] == .error {
                // An equality's `other` is its error below (see `createRow`).
                let weight = s == record.other && constraint.relation == .equal ? constraint.weightBelow : constraint.strength.value
                if let row = rows[Int(s)] {
                    addToObjective(row, times: weight)
                } else {
                    setObjective(s, objective.coefficient(of: s) + weight)
                }
            }
        }
        objectivePerturbed = false
    }

    /// A constraint's row equation `expression + c·marker + c'·other = 0` with every basic
    /// symbol replaced by its row (`reduced(_:)`).
    /// - Complexity: O(total length of the rows of the basic symbols it mentions, and of the
    ///   definitions they name).
    func equationRow(of record: ConstraintRecord) -> Row {
        var row = Row(constant: record.stored.expression.constant)
        for k in 0..<Int(record.termCount) {
            let t = term(k, of: record)
            row.add(t.variable.id, t.coefficient)
        }
        row.add(record.marker, record.markerCoefficient, dummy: kinds[Int(record.marker)] == .dummy)
        if record.other != noSymbol { row.add(record.other, record.otherCoefficient) }
        return reduced(row)
    }

    /// The subject of a row being rebuilt: among the symbols that were basic, those whose
    /// coefficient is at least `subjectThreshold` of the largest such coefficient, the one
    /// in the fewest rows (Markowitz, ties to the oldest); else the symbol a new row would be
    /// solved for; `noSymbol` when the row has no cell above round-off.
    /// - Complexity: O(row length).
    func refactorSubject(_ row: Row, _ record: ConstraintRecord, _ wasBasic: [Bool]) -> SymbolID {
        // A basic dummy (a redundant equality's) may have been basic: both cell lists count.
        var largest = 0.0
        var largestAny = 0.0
        row.forEachCell { cell in
            let size = Swift.abs(cell.coefficient)
            largestAny = Swift.max(largestAny, size)
            if wasBasic[Int(cell.symbol)] { largest = Swift.max(largest, size) }
        }
        guard largestAny > Row.cellFloor else { return noSymbol }
        if largest > 1e-9 * largestAny {
            let floor = largest * Solver.subjectThreshold
            var best = noSymbol
            var bestCount = Int.max
            row.forEachCell { cell in
                guard wasBasic[Int(cell.symbol)] && Swift.abs(cell.coefficient) >= floor else { return }
                let count = columns[Int(cell.symbol)].count
                if count < bestCount || (count == bestCount && cell.symbol < best) {
                    best = cell.symbol
                    bestCount = count
                }
            }
            return best
        }
        return chooseSubject(row, record)
    }

    // MARK: Round-off past the tolerances

    /// The round-off estimate, in machine epsilons, at which it reaches the feasibility
    /// tolerance (1e-9 of the values in play, `valueTolerance`): about 4.5e6, 45 times
    /// `roundOffBudget`. Past it the rows can no longer be trusted to tell a feasible row
    /// from an infeasible one, nor a cell from round-off, whatever a rebuild costs.
    static let roundOffLimit = 1e-9 / Double.ulpOfOne

    /// Rebuilds the tableau when the round-off estimate reached `roundOffLimit`: before a
    /// new row is reduced from the rows, and after a removal. The amortised rebuild of
    /// `refactorDue` waits for enough pivoting work and runs only inside long simplex runs;
    /// a few pivots on large elements (a basis whose rows hold cells of 1e5, seen on the
    /// general random mix) can take the estimate from 1e5 to 5e7 in one call, and the next
    /// constraint reduced from such rows breaks the row equations of others.
    /// - Returns: whether it rebuilt (the caller then re-optimises: a rebuild leaves reduced
    ///   costs a hair below zero).
    /// - Complexity: O(1), plus a rebuild (see `rebuildTableau`) when due.
    func refactorIfRoundOffPastLimit() -> Bool {
        guard !rebuilding, roundOffSinceRefactor >= Solver.roundOffLimit else { return false }
        refactor()
        return true
    }

    // MARK: A new row's subject

    /// How large a cell may be, relative to the largest cell of a row reduced from the
    /// tableau, and still be round-off the substitutions since the last rebuild left:
    /// `roundOffSinceRefactor` machine epsilons, times `roundOffMargin`.
    /// - Complexity: O(1).
    var roundOffBound: Double { Solver.roundOffMargin * Double.ulpOfOne * roundOffSinceRefactor }

    /// The factor between the round-off estimate and the size of a cell it may hide. The
    /// estimate sums each substitution's largest multiplier times its largest element, and
    /// has been seen to match the 1e-9 cells a long run of dual pivots leaves to within a
    /// few per cent; a reduced row adds up many rows, each with its own round-off.
    static let roundOffMargin = 1e3

    /// Whether a new row's external variables, reduced from the tableau, are all so small
    /// next to its other cells that they may be round-off: the largest is above the 1e-9 of
    /// the row's largest cell that `chooseSubject` takes as round-off anyway, but within
    /// `roundOffBound`. Such a row cannot tell a real external coefficient (`1e7·x + z`
    /// reduced leaves 1e-7 of z) from cells that are zero in exact arithmetic (a constraint
    /// that contradicts the others, reduced after thousands of pivots, leaves 1e-9s): solved
    /// for one of the latter, it would install an equation that no values satisfy.
    /// - Complexity: O(row length).
    func externalsMayBeRoundOff(_ row: Row) -> Bool {
        let bound = roundOffBound
        guard bound > 1e-9 else { return false }
        let (largest, largestAny) = largestCells(row)
        return largest > 1e-9 * largestAny && largest <= bound * largestAny
    }

    /// Rebuilds the tableau without the row of `records[index]`, the constraint being added
    /// (see `refactor(repairingFeasibility:pending:)`), and returns that constraint's row
    /// reduced afresh, sign-normalised as `createRow` makes it: the cells that were
    /// round-off come out at the rebuild's far smaller round-off, and real ones as they
    /// were. When the rebuild fails, the tableau is kept as it was and so is `row`.
    /// - Complexity: a rebuild (see `rebuildTableau`), plus reducing the row again.
    func rowAfterRefactor(_ row: Row, record index: Int) -> Row {
        guard let record = records[index], refactor(pending: index) else { return row }
        var fresh = equationRow(of: record)
        if fresh.constant < 0 { fresh.negate() }
        return fresh
    }

    /// After a constraint with a large constant was removed: when the values still in play
    /// are far smaller than the largest ever held, the rows still carry the round-off of the
    /// large values (constants of 3e10 that cancelled leave errors of 1e-6); rebuilding
    /// them from the constraints brings precision back to the values in play.
    /// - Returns: whether it rebuilt (the caller then re-optimises).
    /// - Complexity: O(1) unless `constant` is near the largest value held and that is
    ///   large; then O(constraints), plus a rebuild when the scale dropped.
    func refactorIfScaleDropped(removing constant: Double) -> Bool {
        guard valueScale >= Solver.largeValue, Swift.abs(constant) >= 1e-3 * valueScale else { return false }
        var remaining = 1.0
        for record in records {
            if let record { remaining = Swift.max(remaining, Swift.abs(record.stored.expression.constant)) }
        }
        guard remaining * 1e3 <= valueScale else { return false }
        refactor()
        return true
    }

    /// Values from which round-off (1e-16 of them) shows next to layout values.
    static let largeValue = 1e6
}
