/// Re-deriving a row's constant from the constraints' constants, so that each row's
/// round-off bound (`Row.scale`) follows what its constant can actually have lost.
///
/// A row's constant is updated incrementally: a suggestion or an in-place constant shifts
/// it, a pivot adds a multiple of another row's. Its round-off is bounded by the magnitudes
/// summed in the operations that produced it, which `Row.scale` records, and which only
/// grow: once values of 1e13 have passed through a row, a constant of -34 there is judged to
/// 1e-11 of 3e13, and passes as round-off (fixture `shrinking-values-keep-large-tolerances`,
/// where `x - y <= -3` was left violated by 34.25).
///
/// The constant can instead be computed afresh from the current constants alone. For the
/// current basis, the row of every basic symbol b has constant `(−B⁻¹k)_b`, with k the
/// constraints' expression constants, and the basis inverse is in the tableau already: a
/// constraint `e + c·marker (+ c'·other) = 0` whose marker is parametric has, in row b, the
/// cell `t = −c·(B⁻¹)_bj`; one whose marker is basic contributes `−k/c` to the marker's own
/// row and nothing to any other. So
///
///     constant_b = Σ over b's cells t of a parametric marker  t·k/c   (− k/c when b is a marker)
///
/// for reduced rows and definitions alike (a definition's cells that name basic variables
/// are not markers and add nothing; the combination of constraints that gives its equation
/// is fixed by its marker cells). The sum's round-off is bounded by the magnitudes it adds
/// and by the cells' own round-off times the constants they multiply, neither of which
/// includes values the row held before: together they become the row's new scale. The
/// fresh constant replaces the old one only when that scale is the smaller and the two
/// constants agree within their bounds.
///
/// When: only for a row whose constant is below `rederivationCancellation` of its scale and
/// whose scale is above `rederivationScale` (1e6), whenever the row is judged after a change
/// (`substitute`, `queueIfInfeasible`, the dual simplex's queue). Ordinary rows pay one
/// comparison; tolerances below 1e-5 are left as they are. A row whose fresh scale stays
/// above 1e6 (honestly large terms that cancel) is re-derived again on each change: O(row
/// length) each time, about what the change cost.
///
/// Limits: with a dummy's column untracked (see `Solver+DummyColumns`) the rows no longer
/// hold every marker cell, and a row holding a symbol of a removed constraint (mid-removal)
/// does not match any record: such rows keep their constant and scale.
extension Solver {
    /// The scale above which a row whose constant shrank is re-derived: 1e6 (`largeValue`,
    /// written as a literal so the hot paths read a constant), where the 1e-11 tolerance
    /// reaches 1e-5.
    static let rederivationScale = 1e6

    /// The fraction of its scale below which a row's constant has shrunk enough to be
    /// re-derived: 1e-3, so the old bound would exceed 1e-8 of the value (a restricted row is
    /// judged with an ambiguous sign only when its constant is within 1e-11 of its scale,
    /// far inside this).
    static let rederivationCancellation = 1e-3

    /// Whether `row`'s constant should be re-derived before it is judged: its scale is above
    /// `rederivationScale` and its constant below `rederivationCancellation` of it. Callers
    /// on hot paths test the scale themselves first, and call the cold functions below only
    /// past it. - Complexity: O(1).
    @inline(__always) func rederivationDue(_ row: borrowing Row) -> Bool {
        row.scale > Solver.rederivationScale && Swift.abs(row.constant) < Solver.rederivationCancellation * row.scale
    }

    /// `infeasibility(of:)` for a row whose scale is above `rederivationScale`: its constant
    /// re-derived first when due. - Complexity: O(row length) when re-derived, else O(1).
    @inline(never)
    func infeasibilityRederiving(_ basic: SymbolID) -> Double? {
        if rederivationDue(rows[Int(basic)]!) { rederiveConstant(of: basic) }
        return infeasibility(of: basic, rows[Int(basic)]!)
    }

    /// The constant of `basic`'s row computed afresh from the constants of the constraints
    /// now in the solver and the row's marker cells (see above), and the scale that bounds
    /// its round-off: the magnitudes of the terms added, plus the cells' own round-off times
    /// the constants they multiply (each cell may be off by `cellRoundOff` of the row's
    /// largest cell: a cell that is 0 in exact arithmetic, left at 4e-12 next to cells of
    /// 0.3 by reductions through definitions, times a constant of 1384, is 5e-9), in units of
    /// the 1e-11 share `feasibilityTolerance` takes of a scale; at least |constant|. Nil when
    /// it cannot be computed from the row: a dummy's column is untracked, or the row or one
    /// of its cells belongs to no current constraint (a removal in progress).
    /// - Complexity: O(row length).
    func rederivedConstant(of basic: SymbolID, _ row: borrowing Row) -> (constant: Double, scale: Double)? {
        guard untrackedCount == 0 else { return nil }
        if let result = rederivedConstant(of: basic, row, rescanning: false) { return result }
        return rederivedConstant(of: basic, row, rescanning: true)
    }

    /// `rederivedConstant(of:_:)` with `markerRecords` extended to the records added since
    /// it was last read, or made again from every record when `rescanning` (after a rollback
    /// dropped records and their symbols were made again, the entries can be stale; each is
    /// checked against its record). Nil also when an entry is missing or stale.
    /// - Complexity: O(row length), plus O(records added since) or O(records + symbols).
    private func rederivedConstant(of basic: SymbolID, _ row: borrowing Row, rescanning: Bool) -> (constant: Double, scale: Double)? {
        updateMarkerRecords(rescanning: rescanning)
        // The record whose marker or other error `s` is, for a restricted symbol; nil
        // (`known` false) when the table does not say (a removed or stale record).
        var known = true
        @inline(__always) func owner(of s: SymbolID) -> ConstraintRecord? {
            let j = Int(markerRecords[Int(s)])
            guard j >= 0, j < records.count, let record = records[j], record.marker == s || record.other == s else {
                known = false
                return nil
            }
            return record
        }
        var constant = 0.0
        var magnitude = 0.0
        if kinds[Int(basic)] != .external {
            guard let record = owner(of: basic) else { return nil }
            if record.marker == basic {
                let term = -record.stored.expression.constant / record.markerCoefficient
                constant += term
                magnitude += Swift.abs(term)
            }
        }
        var multiplied = 0.0    // Σ |constant / marker coefficient| over the cells summed
        var largest = 0.0       // the row's largest |cell|
        @inline(__always) func add(_ cell: Cell) {
            largest = Swift.max(largest, Swift.abs(cell.coefficient))
            guard kinds[Int(cell.symbol)] != .external, let record = owner(of: cell.symbol) else { return }
            // Only the marker's cell carries the constraint (the other error's cell, when
            // both are parametric, says the same thing again).
            guard record.marker == cell.symbol else { return }
            let k = record.stored.expression.constant / record.markerCoefficient
            let term = cell.coefficient * k
            constant += term
            magnitude += Swift.abs(term)
            multiplied += Swift.abs(k)
        }
        for cell in row.cells { add(cell) }
        for cell in row.dummies { add(cell) }
        guard known else { return nil }
        let cellShare = Swift.max(Solver.cellRoundOff, roundOffBound) / Solver.feasibilityShare
        return (constant, Swift.max(magnitude + cellShare * largest * multiplied, Swift.abs(constant)))
    }

    /// Brings `markerRecords` up to the symbol table and the records: the records added
    /// since it was last brought up, or every record when `rescanning`.
    /// - Complexity: O(new records + new symbols), or O(records + symbols).
    private func updateMarkerRecords(rescanning: Bool) {
        if rescanning || markerRecordsScanned > records.count {
            markerRecords = []
            markerRecordsScanned = 0
        }
        if markerRecords.count < kinds.count {
            markerRecords.append(contentsOf: repeatElement(-1, count: kinds.count - markerRecords.count))
        }
        for j in markerRecordsScanned..<records.count {
            guard let record = records[j] else { continue }
            for s in [record.marker, record.other] where s != noSymbol && Int(s) < markerRecords.count {
                markerRecords[Int(s)] = Int32(j)
            }
        }
        markerRecordsScanned = records.count
    }

    /// How far a cell may be off, relative to its row's largest cell, when a re-derived
    /// constant's round-off is bounded: `Row.relativePivotTolerance` (1e-9), the share below
    /// which the simplex takes an element for the round-off of the large ones; more when the
    /// round-off estimate since the last rebuild allows more (`roundOffBound`).
    static let cellRoundOff = Row.relativePivotTolerance

    /// The share of a row's scale `feasibilityTolerance` takes as round-off: 1e-11.
    static let feasibilityShare = 1e-11

    /// The fresh constant and scale for `basic`'s row, `row`, when re-deriving it (see
    /// above) lowers its scale; nil when the fresh constant cannot be computed, does not
    /// lower the scale, or differs from the old one by more than the two bounds allow (the
    /// row is then not what the constraints say, and the old figures are the safer ones).
    /// - Complexity: O(row length).
    func rederivation(of basic: SymbolID, _ row: borrowing Row) -> (constant: Double, scale: Double)? {
        guard tuning.rederivesConstants, let (fresh, scale) = rederivedConstant(of: basic, row),
              scale < row.scale else { return nil }
        let allowed = Solver.feasibilityShare * (Swift.max(row.scale, 1) + Swift.max(scale, 1))
        guard Swift.abs(fresh - row.constant) <= allowed else { return nil }
        return (fresh, scale)
    }

    /// Re-derives the constant of `basic`'s row, `row`, in place when due and `rederivation` allows:
    /// the fresh constant and its magnitudes replace the old constant and scale. Not
    /// journaled: for `substitute`, whose journal already holds the row as it was.
    /// - Complexity: O(row length).
    @inline(never)
    func rederiveConstant(of basic: SymbolID, _ row: inout Row) {
        guard rederivationDue(row), let (constant, scale) = rederivation(of: basic, row) else { return }
        row.constant = constant
        row.scale = scale
        noteConstant(constant)
        workCounters.constantsRederived += 1
    }

    /// `rederiveConstant(of:_:)` for the row in the tableau: journaled (constant and scale),
    /// and its variable marked for `updateVariables()`. - Complexity: O(row length).
    @inline(never)
    func rederiveConstant(of basic: SymbolID) {
        let b = Int(basic)
        guard let (constant, scale) = rederivation(of: basic, rows[b]!) else { return }
        if journaling {
            record(.patch(basic, start: Int32(journalCells.count), count: 0,
                          constant: rows[b]!.constant, scale: rows[b]!.scale))
        }
        rows[b]!.constant = constant
        rows[b]!.scale = scale
        noteConstant(constant)
        workCounters.constantsRederived += 1
        markDirty(basic)
    }
}
