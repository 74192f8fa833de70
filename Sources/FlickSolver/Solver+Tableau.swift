/// The tableau's verbs: making symbols and rows, choosing a subject, substituting through
/// the column index, and pivoting. Every change to a row goes through `replaceRow` or
/// `adjustConstant`, which keep the column index exact, journal the old row, count the
/// work and mark variables whose value may have changed.
extension Solver {
    /// Makes a symbol of `kind`. - Complexity: O(1) amortised.
    func newSymbol(_ kind: SymbolKind, name: String = "") -> SymbolID {
        let id = SymbolID(kinds.count)
        kinds.append(kind)
        if kind == .error { errorSymbolCount += 1 }
        names.append(name)
        rows.append(nil)
        // The columns grow with the kinds (a byte each, so they reallocate less often than
        // an array of 24-byte columns growing on its own).
        if columns.count == columns.capacity { columns.reserveCapacity(Swift.max(kinds.capacity, columns.count + 1)) }
        columns.append(Column())
        // Scratch indexed by symbol grows with the table (never shrinks), so its first use,
        // which may be a gesture's first frame, never has to allocate it.
        if columnMarks.count < kinds.count { columnMarks.append(0) }
        if scratchSum.count < kinds.count { growScratch() }
        values.append(0)
        isDirty.append(false)
        objective.grow(to: kinds.count)
        return id
    }

    /// Grows the scratch indexed by symbol (reduction accumulators, order bits, the value
    /// queue's links) past the symbol table by half again (they
    /// never shrink, and are all zero between uses). - Complexity: amortised O(1) per symbol.
    private func growScratch() {
        let extra = Swift.max(kinds.count - scratchSum.count, scratchSum.count / 2)
        scratchSum.append(contentsOf: repeatElement(0, count: extra))
        scratchMagnitude.append(contentsOf: repeatElement(0, count: extra))
        scratchSeen.append(contentsOf: repeatElement(0, count: extra))
        let words = (scratchSum.count + 63) >> 6
        if orderBits.count < words { orderBits.append(contentsOf: repeatElement(0, count: words - orderBits.count)) }
        valueQueue.reserve(symbols: scratchSum.count)
    }

    /// Drops symbols from `count` on; only symbols made by a rolled-back call.
    func truncateSymbols(to count: Int) {
        guard kinds.count > count else { return }
        let extra = kinds.count - count
        for kind in kinds[count...] where kind == .error { errorSymbolCount -= 1 }
        kinds.removeLast(extra)
        names.removeLast(extra)
        rows.removeLast(extra)
        columns.removeLast(extra)
        values.removeLast(extra)
        isDirty.removeLast(extra)
        objective.shrink(to: count)
    }

    // MARK: Row bookkeeping

    /// Puts `row` in the tableau as the row of basic symbol `basic`, or removes the row
    /// when `row` is nil. Keeps columns, the journal, counters and dirty marks exact.
    func replaceRow(_ basic: SymbolID, with row: Row?) {
        let b = Int(basic)
        // Journal first: a snapshot the journal may take must see columns and rows agree.
        if journaling { record(.row(basic, rows[b])) }
        if let old = rows[b] {
            let pool = columnLogs
            for cell in old.cells { columns[Int(cell.symbol)].remove(basic, marks: &columnMarks, pool: pool) }
            for cell in old.dummies { columns[Int(cell.symbol)].remove(basic, marks: &columnMarks, pool: pool) }
        }
        rows[b] = row
        if let row {
            noteConstant(row.constant)
            let pool = columnLogs
            for cell in row.cells { columns[Int(cell.symbol)].insert(basic, pool: pool) }
            for cell in row.dummies { columns[Int(cell.symbol)].insert(basic, pool: pool) }
            workSinceRefactor &+= row.count
        }
        workCounters.rowsTouched += 1
        markDirty(basic)
    }

    /// Adds `delta` to the constant of basic symbol `basic`'s row and queues the row for
    /// repair when that makes it infeasible.
    @inline(__always) func adjustConstant(_ basic: SymbolID, by delta: Double) {
        let b = Int(basic)
        if journaling { record(.constant(basic, rows[b]!.constant)) }
        rows[b]!.shiftConstant(by: delta)
        workCounters.rowsTouched += 1
        markDirty(basic)
        queueIfInfeasible(basic)
    }

    /// The rows `s` occurs in, each once. - Complexity: O(the column's changes since it was
    /// last read), at most a small multiple of its length.
    @inline(__always) func column(_ s: SymbolID) -> ColumnMembers {
        columns[Int(s)].members(marks: &columnMarks)
    }

    @inline(__always) func markDirty(_ s: SymbolID) {
        if kinds[Int(s)] == .external && !isDirty[Int(s)] {
            isDirty[Int(s)] = true
            dirty.append(s)
        }
    }

    /// Queues a row whose basic symbol is outside its bounds (a restricted symbol below 0,
    /// or a dummy, fixed at 0, away from 0), or a basic dummy that must leave the basis.
    @inline(__always) func queueIfInfeasible(_ basic: SymbolID) {
        if let amount = infeasibility(of: basic) { infeasible.push(basic, amount: amount) }
    }

    /// How far basic symbol `basic` is outside its bounds, or nil when it is within them
    /// (or not basic). A basic dummy at 0 whose row holds a pivotable symbol counts as
    /// infeasible by 0: it must leave the basis, at a zero step (see `dualOptimize`).
    /// A row whose constant shrank far below its scale is re-derived first
    /// (`Solver+ConstantRederivation`), so it is judged by the round-off it can carry now.
    @inline(__always) func infeasibility(of basic: SymbolID) -> Double? {
        guard let row = rows[Int(basic)] else { return nil }
        if row.scale > Solver.rederivationScale { return infeasibilityRederiving(basic) }
        return infeasibility(of: basic, row)
    }

    /// `infeasibility(of:)` for basic symbol `basic` whose row is `row`.
    @inline(__always) func infeasibility(of basic: SymbolID, _ row: borrowing Row) -> Double? {
        let c = row.constant
        noteConstant(c)
        switch kinds[Int(basic)] {
        case .external: return nil
        case .dummy:
            if Swift.abs(c) > feasibilityTolerance(row) { return Swift.abs(c) }
            let pivotable = row.cells.contains {
                kinds[Int($0.symbol)].isPivotable && Swift.abs($0.coefficient) > Row.pivotTolerance
            }
            return pivotable ? 0 : nil
        case .slack, .error: return c < 0 && c < -feasibilityTolerance(row) ? -c : nil
        }
    }

    /// Sets an objective coefficient, journaled.
    @inline(__always) func setObjective(_ s: SymbolID, _ value: Double) {
        let old = objective.set(s, value)
        if journaling { record(.objective(s, old)) }
    }

    /// Adds `k · row` to the objective, journaled.
    ///
    /// An external symbol can reach the objective only when it is parametric and occurs in
    /// external rows alone (after a removal solved an external row for a marker). Moving it
    /// then changes no error, so its coefficient is 0 in exact arithmetic and anything up
    /// to the objective tolerance is round-off: it is dropped, not kept to mislead the
    /// simplex.
    func addToObjective(_ row: Row, times k: Double) {
        let tolerance = objectiveTolerance
        for cell in row.cells {
            let old = objective.coefficient(of: cell.symbol)
            let addend = cell.coefficient * k
            let sum = old + addend
            let roundOff = Row.cancels(sum, old, addend)
                || (kinds[Int(cell.symbol)] == .external && Swift.abs(sum) <= tolerance)
            setObjective(cell.symbol, roundOff ? 0 : sum)
        }
        // A dummy's reduced cost is read only when its constraint is removed (see
        // `Solver+DummyColumns`), but then it must be exact.
        for cell in row.dummies {
            let old = objective.coefficient(of: cell.symbol)
            let addend = cell.coefficient * k
            let sum = old + addend
            setObjective(cell.symbol, Row.cancels(sum, old, addend) ? 0 : sum)
        }
        if journaling { record(.objectiveConstant(objective.constant)) }
        objective.constant += row.constant * k
    }

    // MARK: Building a row

    /// Makes the row for a new constraint (with its slack, dummy or error symbols, and
    /// the error terms added to the objective), then installs it. When the constraint
    /// mentions an external variable nothing else mentions yet, the row is kept as written
    /// and solved for that variable: a definition (see `Solver+Definitions`), which needs
    /// no substitution and no pivot. Otherwise the row is reduced, a subject chosen and
    /// substituted out, and the row repaired with the dual simplex when it starts
    /// infeasible (the objective is optimal before every add, so the dual simplex applies).
    /// Round-off is kept from deciding the subject: rows whose round-off estimate reached
    /// the tolerances are rebuilt first (`refactorIfRoundOffPastLimit`), and a row whose
    /// only externals are within that estimate is reduced again after a rebuild
    /// (`externalsMayBeRoundOff`).
    /// - Throws: `.unsatisfiable` (explanation filled in by the caller) when the dual
    ///   simplex finds no way to repair a required row: the row itself proves that no
    ///   non-negative values of its slack and error symbols can satisfy it;
    ///   `.numericalFailure` when re-optimising after a rebuild does not converge.
    /// The constraint's record is appended to `records` first (a rebuild during the repair
    /// reads the records); the caller removes it when the call fails.
    func insertRow(for constraint: LinearConstraint, isEdit: Bool = false) throws(SolverError) {
        if refactorIfRoundOffPastLimit() { try optimize() }
        let fresh = tuning.keepsDefinitions ? definitionSubject(constraint.expression) : noSymbol
        var (row, record) = createRow(for: constraint, reducing: fresh == noSymbol)
        record.isEdit = isEdit
        records.append(record)
        workCounters.rowsAdded += 1
        if fresh != noSymbol {
            // Past the limit: the probe's signed estimate, then the names that carry the
            // amplification reduced (see `Solver+DefinitionProbe`).
            var (depth, amplification) = definitionShape(row, solvedFor: fresh)
            if amplification > Solver.definitionAmplificationLimit {
                amplification = Swift.min(amplification, probedAmplification(row, solvedFor: fresh))
            }
            if amplification > Solver.definitionAmplificationLimit && reduceAmplifyingNames(of: row, solvedFor: fresh) {
                (depth, amplification) = definitionShape(row, solvedFor: fresh)
            }
            if amplification <= Solver.definitionAmplificationLimit {
                row.solve(for: fresh)
                row.depth = depth
                row.amplification = Float(amplification)
                replaceRow(fresh, with: row)
                workCounters.definitionsAdded += 1
                return
            }
            // Round-off along its names would grow too much: reduced like any other row.
            row = reduced(row)
        }
        // Externals that may be round-off: rebuild, and decide on fresh numbers.
        if !rebuilding && externalsMayBeRoundOff(row) {
            row = rowAfterRefactor(row, record: records.count - 1)
        }
        let subject = chooseSubject(row, record)
        if kinds[Int(subject)] != .external { dropExternalRoundOff(&row) }
        row.solve(for: subject)
        limitDummyFillIn(&row, targets: columns[Int(subject)].count)
        substitute(subject, with: row)
        replaceRow(subject, with: row)
        queueIfInfeasible(subject)
        if !infeasible.isEmpty {
            workCounters.repairedAdds += 1
            try dualOptimize()
        }
    }

    /// The row `expression + markers = 0`, sign-normalised so its constant is not
    /// negative: with basic variables substituted by their (reduced) rows when `reducing`,
    /// else as written (the row of a definition).
    /// - Complexity: O(total length of the rows of the basic variables it mentions) when
    ///   reducing (see `reduced(_:)` for definitions reached); O(terms) otherwise.
    func createRow(for constraint: LinearConstraint, reducing: Bool = true) -> (Row, ConstraintRecord) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        // A row that names a basic variable is replaced by its reduced form: it is written
        // into scratch, which is kept. Else the terms and up to two markers: one allocation,
        // not one per growth step.
        let scratch = reducing && namesBasicVariable(expression)
        if scratch {
            swap(&row.cells, &expressionCells)
            if !row.cells.isEmpty { row.cells.removeAll(keepingCapacity: true) }
        }
        row.cells.reserveCapacity(expression.terms.count + 2)
        for term in expression.terms where term.coefficient != 0 { row.add(term.variable.id, term.coefficient) }
        if reducing {
            let reducedRow = reduced(row)
            if scratch { swap(&row.cells, &expressionCells) }
            row = reducedRow
        }
        let strength = constraint.strength
        // The terms go to `recordTerms`: the record keeps no reference to the caller's array.
        var stored = constraint
        stored.expression.terms = []
        var record = ConstraintRecord(stored: stored, termStart: storeRecordTerms(expression.terms),
                                      termCount: Int32(expression.terms.count), marker: noSymbol, other: noSymbol,
                                      markerCoefficient: 0, otherCoefficient: 0)
        if !strength.isRequired && strength.value > strengthScale { strengthScale = strength.value }
        if !strength.isRequired && constraint.relation == .equal && constraint.weightBelow > strengthScale {
            strengthScale = constraint.weightBelow
        }
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let c: Double = constraint.relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, c)
            record.marker = slack
            record.markerCoefficient = c
            if !strength.isRequired {
                let error = newSymbol(.error)
                row.add(error, -c)
                record.other = error
                record.otherCoefficient = -c
                setObjective(error, objective.coefficient(of: error) + strength.value)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1, dummy: true)
                record.marker = dummy
                record.markerCoefficient = 1
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                record.otherCoefficient = 1
                setObjective(plus, strength.value)
                setObjective(minus, constraint.weightBelow)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, record)
    }

    /// Whether a term of `expression` is a basic variable (its row then replaces it).
    /// - Complexity: O(terms).
    private func namesBasicVariable(_ expression: LinearExpression) -> Bool {
        expression.terms.withUnsafeBufferPointer { terms in
            for t in 0..<terms.count where rows[Int(terms[t].variable.id)] != nil { return true }
            return false
        }
    }

    /// Removes the external cells of a new row whose subject is not external:
    /// `chooseSubject` passes over externals below 1e-9 of the row's largest element as
    /// round-off (a reduction through definitions, or a removal that solved an external
    /// row for its marker, leaves 1e-12s behind), and a restricted row must hold none.
    /// - Complexity: O(row length).
    func dropExternalRoundOff(_ row: inout Row) {
        guard row.cells.contains(where: { kinds[Int($0.symbol)] == .external }) else { return }
        row.cells.removeAll { kinds[Int($0.symbol)] == .external }
    }

    /// The largest |coefficient| among a row's external cells, and among all its cells.
    /// - Complexity: O(row length).
    func largestCells(_ row: Row) -> (external: Double, any: Double) {
        var largest = 0.0
        var largestAny = 0.0
        for cell in row.cells {
            let size = Swift.abs(cell.coefficient)
            largestAny = Swift.max(largestAny, size)
            if kinds[Int(cell.symbol)] == .external { largest = Swift.max(largest, size) }
        }
        for cell in row.dummies { largestAny = Swift.max(largestAny, Swift.abs(cell.coefficient)) }
        return (largest, largestAny)
    }

    /// The symbol a new row is solved for: among the external variables whose coefficient
    /// is at least `subjectThreshold` of the row's largest external coefficient (threshold
    /// pivoting, so the row is never divided by a round-off-sized number), the one that
    /// occurs in the fewest other rows (Markowitz: substituting it fills in least; ties to
    /// the oldest); else, for a row whose constant is 0, the symbol `degenerateSubject`
    /// picks (the objective stays optimal and no pivot follows); else the constraint's own
    /// marker or error symbol that leaves the least work for the simplex (see the comments
    /// inside). Never `noSymbol`: every row has a marker, with coefficient ±1.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> SymbolID {
        let (largest, largestAny) = largestCells(row)
        // Relative to the row's own scale: a row may legitimately be all small numbers
        // (`1e7·x + z` solved for x leaves 1e-7·z), and an external must become basic
        // whenever one is there, or it would be left in a restricted row.
        if largest > 1e-9 * largestAny {
            let floor = largest * Solver.subjectThreshold
            var best = noSymbol
            var bestCount = Int.max
            for cell in row.cells where kinds[Int(cell.symbol)] == .external && Swift.abs(cell.coefficient) >= floor {
                let count = columns[Int(cell.symbol)].count
                if count < bestCount {
                    best = cell.symbol
                    bestCount = count
                    if count == 0 { break }
                }
            }
            if best != noSymbol { return best }
        }
        if row.constant == 0 {
            let subject = degenerateSubject(row)
            if subject != noSymbol { return subject }
        }
        // The constraint's own marker or error symbol, which no other row mentions, so solving
        // for it substitutes nothing. Three grades, best first:
        // 1. the row stays feasible (a negative coefficient, or either sign on a row at 0)
        //    and the objective stays optimal: nothing more to do;
        // 2. the objective stays optimal but the row is infeasible: the dual simplex repairs
        //    it and lands on the new optimum directly. A required row adds nothing to the
        //    objective, so its marker (a slack or a dummy) always qualifies, and so does a
        //    non-required inequality's slack; no artificial variable is ever needed;
        // 3. the row stays feasible but the objective does not stay optimal: the primal
        //    simplex follows (a non-required equality whose two errors both upset it).
        // Negative coefficients are tried first, so the classic choice stands whenever it
        // is already optimal.
        var optimalOnly = noSymbol
        var feasibleOnly = noSymbol
        for negative in [true, false] {
            for which in 0..<2 {
                let s = which == 0 ? record.marker : record.other
                guard s != noSymbol else { continue }
                let c = row.coefficient(of: s)
                guard negative ? c < -Row.pivotTolerance : c > Row.pivotTolerance else { continue }
                let feasible = row.constant == 0 || (negative && kinds[Int(s)] != .dummy)
                let optimal = keepsObjectiveOptimal(row, solvedFor: s, coefficient: c)
                if feasible && optimal { return s }
                if optimal && optimalOnly == noSymbol { optimalOnly = s }
                if feasible && feasibleOnly == noSymbol { feasibleOnly = s }
            }
        }
        return optimalOnly != noSymbol ? optimalOnly : feasibleOnly
    }

    /// The subject of a row whose constant is 0, chosen by a dual ratio test so that the
    /// objective stays optimal and no pivot follows; `noSymbol` when the row has no
    /// pivotable symbol.
    ///
    /// Solving `0 = Σ aⱼ·sⱼ` for `s` and substituting it into the objective changes each
    /// coefficient dⱼ to dⱼ − d_s·aⱼ/a_s. Symbols whose aⱼ has the other sign only gain;
    /// those of the same sign stay non-negative iff d_s/|a_s| ≤ dⱼ/|aⱼ|. So, within each
    /// sign class, any symbol of least ratio keeps the objective optimal, and a row at 0
    /// stays feasible whichever symbol it is solved for. Among the candidates (Harris: the
    /// ratios within the least one relaxed by the objective tolerance, and coefficients at
    /// least `subjectThreshold` of the largest candidate's, so the row is never divided by
    /// round-off), the one that occurs in the fewest rows (Markowitz), then of least `reach`,
    /// then the newest (see `dualEntering`).
    /// The constraint's own marker and error symbols occur in no row, so they win whenever
    /// they are candidates; otherwise the subject is the old symbol that would have entered
    /// at a zero step anyway, chosen where substituting it touches the fewest rows. On a
    /// gesture start (an edit variable added at the variable's current value) that is the
    /// difference between rewriting every row of a chain and rewriting a handful.
    /// - Complexity: O(row length).
    func degenerateSubject(_ row: Row) -> SymbolID {
        let tolerance = objectiveTolerance
        // The relaxed least ratio of each sign class, then the largest element within it.
        var boundNegative = Double.infinity
        var boundPositive = Double.infinity
        for cell in row.cells where kinds[Int(cell.symbol)].isPivotable {
            let size = Swift.abs(cell.coefficient)
            guard size > Row.pivotTolerance else { continue }
            let relaxed = (Swift.max(0, objective.coefficient(of: cell.symbol)) + tolerance) / size
            if cell.coefficient < 0 {
                boundNegative = Swift.min(boundNegative, relaxed)
            } else {
                boundPositive = Swift.min(boundPositive, relaxed)
            }
        }
        var largestNegative = 0.0
        var largestPositive = 0.0
        for cell in row.cells where kinds[Int(cell.symbol)].isPivotable {
            let size = Swift.abs(cell.coefficient)
            guard size > Row.pivotTolerance else { continue }
            let ratio = Swift.max(0, objective.coefficient(of: cell.symbol)) / size
            if cell.coefficient < 0 {
                if ratio <= boundNegative { largestNegative = Swift.max(largestNegative, size) }
            } else {
                if ratio <= boundPositive { largestPositive = Swift.max(largestPositive, size) }
            }
        }
        var best = noSymbol
        var bestCount = Int.max
        var bestReach = Int.max
        for cell in row.cells where kinds[Int(cell.symbol)].isPivotable {
            let size = Swift.abs(cell.coefficient)
            guard size > Row.pivotTolerance else { continue }
            let negative = cell.coefficient < 0
            let ratio = Swift.max(0, objective.coefficient(of: cell.symbol)) / size
            guard ratio <= (negative ? boundNegative : boundPositive),
                  size >= (negative ? largestNegative : largestPositive) * Solver.subjectThreshold else { continue }
            let count = columns[Int(cell.symbol)].count
            if count > bestCount { continue }
            let reach = self.reach(of: cell.symbol)
            if count < bestCount || reach <= bestReach {
                best = cell.symbol
                bestCount = count
                bestReach = reach
            }
        }
        return best
    }

    /// How many values moving parametric symbol `s` changes directly: the rows it occurs
    /// in, plus the definitions that name an external one of them (see
    /// `Solver+Definitions`): the tie-break after the column count.
    /// - Complexity: O(rows in `s`'s column).
    func reach(of s: SymbolID) -> Int {
        var reach = 0
        for r in column(s) {
            reach += 1
            if kinds[Int(r)] == .external { reach += columns[Int(r)].count }
        }
        return reach
    }

    /// Whether solving `row` for `subject` and substituting it into the main objective leaves
    /// every pivotable coefficient of the row's symbols non-negative (the others do not change).
    /// - Complexity: O(row length).
    func keepsObjectiveOptimal(_ row: Row, solvedFor subject: SymbolID, coefficient c: Double) -> Bool {
        let weight = objective.coefficient(of: subject)
        if weight == 0 { return true }
        let tolerance = objectiveTolerance
        for cell in row.cells where cell.symbol != subject && kinds[Int(cell.symbol)].isPivotable {
            if objective.coefficient(of: cell.symbol) - weight * cell.coefficient / c < -tolerance { return false }
        }
        return true
    }

    /// The fraction of the largest eligible element a chosen subject's or pivot's element
    /// must reach when the choice prefers the one that fills in least (the usual threshold
    /// of sparse LU's threshold pivoting).
    static let subjectThreshold = 0.1

    /// Substitutes `symbol` by `row` in every row that contains it and in the objectives.
    /// - Complexity: O(Σ (length of each row containing `symbol` + length of `row`)) — only
    ///   the rows in `symbol`'s column, never the whole tableau.
    func substitute(_ symbol: SymbolID, with row: Row) {
        let targets = column(symbol)
        let pool = columnLogs
        // The journal's snapshot, if this call would pass its limit, is taken before the
        // loop: the loop below holds the columns and must not be interrupted by a copy.
        if journaling && journal.count + targets.count > journalLimit { takeSnapshot() }
        var largestMultiplier = 0.0
        var work = 0
        if journaling { journalCells.reserveCapacity(journalCells.count + targets.count * (row.cells.count + 1)) }
        row.cells.withUnsafeBufferPointer { pivotCells in
            rows.withUnsafeMutableBufferPointer { rows in
                columns.withUnsafeMutableBufferPointer { columns in
                    for r in targets {
                        var current = rows[Int(r)].take()!
                        let (at, live) = current.search(symbol)
                        let k = live ? current.cells[at].coefficient : current.coefficient(of: symbol)
                        largestMultiplier = Swift.max(largestMultiplier, Swift.abs(k))
                        // In place when `row` is short (dummies included) and `symbol` is not a
                        // dummy; else a merge into a new row (a pass over both and an allocation
                        // per list; the journal keeps the old row). Both give the same row.
                        if live && row.count <= Row.patchLimit {
                            patch(&current, of: r, adding: row, cells: pivotCells, times: k, removingAt: at,
                                  columns: columns)
                        } else if live {
                            mergeInPlace(&current, of: r, adding: row, times: k, dropping: symbol, at: at,
                                         columns: columns)
                        } else {
                            if journaling { journal.append(.row(r, current)) }
                            current = current.merging(row, times: k, dropping: symbol,
                                                      appeared: { columns[Int($0)].insert(r, pool: pool) },
                                                      vanished: { columns[Int($0)].remove(r, marks: &columnMarks, pool: pool) })
                        }
                        work &+= current.count
                        // Dirty mark and feasibility from the row in hand (the rows are held here),
                        // its constant re-derived first when it shrank far below its scale.
                        markDirty(r)
                        if current.scale > Solver.rederivationScale { rederiveConstant(of: r, &current) }
                        if let amount = infeasibility(of: r, current) { infeasible.push(r, amount: amount) }
                        rows[Int(r)] = current
                    }
                }
            }
        }
        workSinceRefactor &+= work
        workCounters.rowsTouched += targets.count
        if largestMultiplier > 0 { noteRoundOff(largestMultiplier, row) }
        columns[Int(symbol)].clear(into: columnLogs)    // no row holds it now; its storage to the pool
        let k = objective.coefficient(of: symbol)
        if k != 0 {
            setObjective(symbol, 0)
            addToObjective(row, times: k)
        }
    }

    /// One row of `substitute`, in place (`Row.patch`): a search and a move per added cell,
    /// then the column index for the cells that appeared or vanished, and the journal for
    /// the cells it touched (`JournalEntry.patch`), not a copy of the row.
    /// - Complexity: O(length of `row` × log length of `current`), plus the cells moved.
    @inline(__always)
    private func patch(_ current: inout Row, of r: SymbolID, adding row: Row, cells: UnsafeBufferPointer<Cell>,
                       times k: Double, removingAt at: Int, columns: UnsafeMutableBufferPointer<Column>) {
        let log = patchLog
        let pool = columnLogs
        let (constant, scale) = (current.constant, current.scale)
        current.patch(adding: row, cells: cells, times: k, removingAt: at, log: log)
        // The symbols saved with coefficient 0 are the cells that appeared.
        for i in 1..<log.savedCount where log.saved[i].coefficient == 0 {
            columns[Int(log.saved[i].symbol)].insert(r, pool: pool)
        }
        for i in 0..<log.vanishedCount { columns[Int(log.vanished[i])].remove(r, marks: &columnMarks, pool: pool) }
        guard journaling else { return }
        let start = journalCells.count
        for i in 0..<log.savedCount { journalCells.append(log.saved[i]) }
        journal.append(.patch(r, start: Int32(start), count: Int32(log.savedCount), constant: constant, scale: scale))
    }

    /// One row of `substitute` for a `row` too long to patch: each changed list is merged
    /// into `mergeScratch` (the linear merge of `Row.merging`, so the same cells bit for
    /// bit) and copied back into the row's own storage, which reallocates only when it has
    /// no room; the journal keeps the old cells the merge touched (`JournalEntry.patch`, as
    /// `patch` writes it: the dropped cell first, then each cell `row` adds to, coefficient 0
    /// for one that appeared) instead of the whole old row.
    /// - Precondition: `current` holds `symbol` among its cells, at index `at`; `row` does not.
    /// - Complexity: O(length of `current` + length of `row`).
    @inline(__always)
    private func mergeInPlace(_ current: inout Row, of r: SymbolID, adding row: Row, times k: Double,
                              dropping symbol: SymbolID, at: Int, columns: UnsafeMutableBufferPointer<Column>) {
        let (constant, scale) = (current.constant, current.scale)
        let start = journalCells.count
        if journaling { journalCells.append(current.cells[at]) }
        var out = CellStorage()
        swap(&out, &mergeScratch)
        row.cells.withUnsafeBufferPointer { cells in
            mergeList(&current.cells, cells, times: k, dropping: symbol, of: r, into: &out, columns: columns)
        }
        if !row.dummies.isEmpty {
            row.dummies.withUnsafeBufferPointer { dummies in
                current.dummies.withStorage(room: dummies.count) { list in
                    mergeList(&list, dummies, times: k, dropping: noSymbol, of: r, into: &out, columns: columns)
                }
            }
        }
        swap(&out, &mergeScratch)
        current.constant = constant + k * row.constant
        current.scale = Swift.max(Swift.max(scale, Swift.abs(k) * row.scale), Swift.abs(current.constant))
        guard journaling else { return }
        journal.append(.patch(r, start: Int32(start), count: Int32(journalCells.count - start), constant: constant,
                              scale: scale))
    }

    /// `list + k · other` (`skip`'s cell dropped) through `out`, back into `list`'s storage:
    /// the column index and the journal's old cells kept as in `mergeInPlace`. `out` is used
    /// as a buffer: its count only grows, to the longest merge so far, and its cells are
    /// overwritten, so a merge writes through a pointer without a capacity check per cell.
    @inline(__always)
    private func mergeList(_ list: inout CellStorage, _ b: UnsafeBufferPointer<Cell>, times k: Double, dropping skip: SymbolID,
                           of r: SymbolID, into out: inout CellStorage, columns: UnsafeMutableBufferPointer<Column>) {
        let most = list.count + b.count
        if out.count < most {
            out.reserveCapacity(Swift.max(most, 2 * out.count))
            out.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: most - out.count))
        }
        let logs = journaling
        let pool = columnLogs
        out.withUnsafeMutableBufferPointer { target in
            let base = target.baseAddress!
            var n = 0
            list.withUnsafeBufferPointer { a in
                CellStorage.merge(a, b, times: k, dropping: skip, emit: { base[n] = $0; n += 1 },
                                  appeared: { s in
                                      columns[Int(s)].insert(r, pool: pool)
                                      if logs { journalCells.append(Cell(symbol: s, coefficient: 0)) }
                                  },
                                  vanished: { columns[Int($0)].remove(r, marks: &columnMarks, pool: pool) },
                                  changed: { if logs { journalCells.append($0) } })
            }
            list.removeAll(keepingCapacity: true)
            list.append(contentsOf: UnsafeBufferPointer(start: base, count: n))
        }
    }

    /// Adds to `roundOffSinceRefactor` the round-off that adding `multiplier · row` to other
    /// rows may leave: the multiplier times the largest element of `row` (its constant
    /// relative to the values in play), at least 1. - Complexity: O(row length).
    @inline(__always) func noteRoundOff(_ multiplier: Double, _ row: Row) {
        var largest = Swift.abs(row.constant) / valueScale
        largest = Swift.max(largest, row.largestMagnitude)
        roundOffSinceRefactor += multiplier * Swift.max(largest, 1)
    }

    /// Exchanges basic `leaving` for parametric `entering`.
    func pivot(entering: SymbolID, leaving: SymbolID) {
        var row = rows[Int(leaving)]!
        replaceRow(leaving, with: nil)
        row.solve(leaving, lhsIsDummy: kinds[Int(leaving)] == .dummy, for: entering)
        limitDummyFillIn(&row, targets: columns[Int(entering)].count)
        substitute(entering, with: row)
        replaceRow(entering, with: row)
        workCounters.pivots += 1
        pivotsSinceRefactor += 1
    }

    // MARK: Removing a row

    /// Takes a constraint's row out of the tableau: removes its error terms from the
    /// objective, then drops the marker's row (pivoting the marker into the basis first
    /// when it is parametric).
    func removeRow(_ record: ConstraintRecord) throws(SolverError) {
        let constraint = record.stored
        for s in [record.marker, record.other] where s != noSymbol && kinds[Int(s)] == .error {
            // An equality's `other` is its error below (see `createRow`).
            let strength = s == record.other && constraint.relation == .equal ? constraint.weightBelow : constraint.strength.value
            if let row = rows[Int(s)] {
                addToObjective(row, times: -strength)
            } else {
                let old = objective.coefficient(of: s)
                let sum = old - strength
                setObjective(s, Row.cancels(sum, old, strength) ? 0 : sum)
            }
        }
        let marker = record.marker
        if rows[Int(marker)] != nil {
            replaceRow(marker, with: nil)
        } else if let leaving = markerLeavingRow(marker) {
            var row = rows[Int(leaving)]!
            // A definition is reduced first: solved for the marker as written, it would put
            // its names into the rows that hold the marker (see `Solver+Definitions`).
            if row.depth > 0 { row = reduced(row) }
            replaceRow(leaving, with: nil)
            row.solve(leaving, lhsIsDummy: kinds[Int(leaving)] == .dummy, for: marker)
            if kinds[Int(leaving)] == .external { dropMarkerRoundOff(marker) }
            limitDummyFillIn(&row, targets: columns[Int(marker)].count)
            substitute(marker, with: row)
            workCounters.pivots += 1
        }
        if !infeasible.isEmpty { try dualOptimize() }
    }

    /// The row to exchange for a parametric marker being removed: the restricted row that
    /// the marker bounds most tightly (negative coefficient first, then positive), else an
    /// external row whose reduced form holds the marker. Ties go to the oldest row. Among
    /// external rows (threshold pivoting, as for a new row's subject): the oldest whose
    /// marker element, relative to the row's largest element, is at least `subjectThreshold`
    /// of the best such ratio; solving a row for an element that is small next to its other
    /// cells multiplies their round-off into every row that holds the marker.
    /// - Complexity: O(Σ length of the rows holding the marker), plus reducing the
    ///   definitions among them.
    func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
        var first: (ratio: Double, row: SymbolID)?
        var second: (ratio: Double, row: SymbolID)?
        var externals: [SymbolID] = []
        for r in column(marker) {
            let row = rows[Int(r)]!
            guard Swift.abs(row.coefficient(of: marker)) > Row.pivotTolerance else { continue }
            if kinds[Int(r)] == .external {
                externals.append(r)
                continue
            }
            let c = row.coefficient(of: marker)
            if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && r < first!.row) { first = (ratio, r) }
            } else {
                let ratio = row.constant / c
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && r < second!.row) { second = (ratio, r) }
            }
        }
        if let row = first?.row ?? second?.row { return row }
        var sizes: [(size: Double, row: SymbolID)] = []
        var bestSize = 0.0
        for r in externals {
            // A definition holds the marker as written, but the rows it names may cancel it:
            // only the reduced row tells whether the marker is really there.
            let row = rows[Int(r)]!
            let form = row.depth > 0 ? reduced(row) : row
            let element = Swift.abs(form.coefficient(of: marker))
            if element <= Row.pivotTolerance { continue }
            let largest = largestCells(form).any
            sizes.append((element / largest, r))
            bestSize = Swift.max(bestSize, element / largest)
        }
        var third: SymbolID?
        for e in sizes where e.size >= bestSize * Solver.subjectThreshold && (third == nil || e.row < third!) { third = e.row }
        return third
    }

    /// Removes parametric `marker` from the restricted rows that still hold it, before an
    /// external row solved for it is substituted: `markerLeavingRow` took an external row
    /// only because no restricted row holds the marker above `Row.pivotTolerance`, so those
    /// cells are round-off (cancellations through definitions leave 1e-13s behind), and
    /// substituting the external row into them would put the external that left the basis
    /// into a restricted row. The marker's objective coefficient goes too: with its own
    /// strength already taken out, it is the sum of those cells times their rows' strengths,
    /// so 0 once they are gone (left, the substitution would put the external into the
    /// objective).
    /// - Complexity: O(rows in `marker`'s column · log row length).
    func dropMarkerRoundOff(_ marker: SymbolID) {
        for r in column(marker) where kinds[Int(r)] != .external {
            var row = rows[Int(r)]!
            row.remove(marker)
            replaceRow(r, with: row)
            queueIfInfeasible(r)
        }
        if objective.coefficient(of: marker) != 0 { setObjective(marker, 0) }
    }

    /// Moves the expression constant of a constraint by `delta` by shifting its marker
    /// (or its other error symbol): the in-place update behind `suggestValue` and
    /// `setConstant`. Rows left infeasible are queued for the dual simplex.
    func shiftMarker(of record: ConstraintRecord, by delta: Double) throws(SolverError) {
        let marker = record.marker
        if rows[Int(marker)] != nil {
            adjustConstant(marker, by: -delta / record.markerCoefficient)
        } else if record.other != noSymbol, rows[Int(record.other)] != nil {
            adjustConstant(record.other, by: -delta / record.otherCoefficient)
        } else {
            shiftConstants(column(marker), along: marker, by: delta / record.markerCoefficient)
        }
    }

    /// `adjustConstant` for every row in `targets`, each by its coefficient of parametric
    /// `marker` times `shift`: the constants in one pass over the rows' storage, then the
    /// bookkeeping (dirty values, infeasible rows) in another.
    /// - Complexity: O(Σ log(row length)) over the targets.
    private func shiftConstants(_ targets: ColumnMembers, along marker: SymbolID, by shift: Double) {
        if journaling {
            // The snapshot, if the journal would pass its limit, before the loop, so the loop
            // below needs no check.
            if journal.count + targets.count > journalLimit {
                takeSnapshot()
            } else {
                for r in targets { journal.append(.constant(r, rows[Int(r)]!.constant)) }
            }
        }
        rows.withUnsafeMutableBufferPointer { rows in
            for r in targets {
                let k = rows[Int(r)]!.coefficient(of: marker)
                rows[Int(r)]!.shiftConstant(by: k * shift)
            }
        }
        workCounters.rowsTouched += targets.count
        for r in targets {
            markDirty(r)
            queueIfInfeasible(r)
        }
    }
}

extension UnsatisfiableExplanation {
    /// Placeholder thrown inside the solver; the public call replaces it with the real
    /// explanation after rolling back.
    static let pending = UnsatisfiableExplanation(updated: nil, conflicting: [])
}
