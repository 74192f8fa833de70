/// An incremental Cassowary solver: linear equalities and inequalities with strengths,
/// edit variables with suggested values, in-place constant updates, minimal explanations
/// of unsatisfiable constraints, and ambiguity queries.
///
/// ```
/// let solver = Solver()
/// let x = solver.makeVariable("x"), y = solver.makeVariable("y")
/// let c = try solver.add(x + 2 * y - 10 >= 0)
/// try solver.add((x == 4 + 0).withStrength(.strong))
/// solver.updateVariables()
/// solver.value(of: x)    // 4
/// ```
///
/// **Cost model.** The tableau keeps, for every parametric symbol, the set of rows it
/// occurs in (`columns`), so substituting a symbol touches only those rows, and it tracks
/// which variables' rows changed, so `updateVariables()` costs what the last edit reached
/// rather than the number of variables. The objective is dense, with a list of its
/// improving symbols for pricing. A frame of `suggestValue` + `updateVariables` therefore
/// costs in proportion to the rows the edit reaches, however large the rest of the layout
/// is. Building keeps the number of pivots and their reach small: a new row starts at the
/// optimum whenever it can (a required row that cuts the optimum off is repaired by the
/// dual simplex, never by an artificial-variable phase), pricing is steepest edge (primal)
/// and most infeasible (dual), and near-ties go to the pivot that fills in least.
///
/// **Determinism.** Symbols are numbered in creation order; every choice (entering and
/// leaving symbols, the subject of a new row, the order infeasible rows are repaired in) is
/// broken by those numbers. Hash-table iteration order never influences a result.
///
/// **Robustness.** Zero tests are scale-aware, and no pivot element is smaller than 1e-9 of
/// the largest in its column (primal) or row (dual); the primal and dual simplex both fall
/// back to Bland's smallest-index rule, which cannot cycle, after a long run of pivots in
/// one call, and a long degenerate run of the dual simplex perturbs the costs instead; once
/// the round-off of many pivots may have built up, the tableau is rebuilt from the
/// constraints for the current basis (`Solver+Refactor`), as LP codes refactorize; an
/// improving direction that no row bounds (possible only through round-off) is treated as
/// zero instead of aborting; and every call that fails restores the solver exactly (a
/// journal of the rows it touched).
///
/// Not thread-safe: one solver belongs to one thread at a time.
public final class Solver {
    // MARK: Symbol table (indexed by symbol number)
    @exclusivity(unchecked)
    var kinds: [SymbolKind] = []
    @exclusivity(unchecked)
    var names: [String] = []
    /// The row whose basic symbol is the index, if that symbol is basic.
    @exclusivity(unchecked)
    var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows contain it (read through `column(_:)`).
    @exclusivity(unchecked)
    var columns: [Column] = []
    /// Scratch for compacting columns: zero at every index between calls (see `Column`).
    /// Never shrinks, so it covers any row number a column still logs.
    @exclusivity(unchecked)
    var columnMarks: [Int32] = []
    /// Current values of external symbols, as of the last `updateVariables()`.
    @exclusivity(unchecked)
    var values: [Double] = []
    @exclusivity(unchecked)
    var isDirty: [Bool] = []
    @exclusivity(unchecked)
    var dirty: [SymbolID] = []

    // MARK: Scratch for reducing definitions (see `Solver+Definitions`); zero between uses.
    // The arrays indexed by symbol cover every symbol (`newSymbol` grows them).
    @exclusivity(unchecked)
    var scratchSum: [Double] = []
    @exclusivity(unchecked)
    var scratchMagnitude: [Double] = []
    @exclusivity(unchecked)
    var scratchSeen: [UInt32] = []
    @exclusivity(unchecked)
    var scratchEpoch: UInt32 = 0
    @exclusivity(unchecked)
    var scratchReached: [UInt64] = []
    @exclusivity(unchecked)
    var scratchStack: [SymbolID] = []
    @exclusivity(unchecked)
    var scratchTouched: [SymbolID] = []
    /// Scratch for `RadixSort` of `scratchReached` and `scratchTouched`.
    @exclusivity(unchecked)
    var scratchKeyBuffer: [UInt64] = []
    @exclusivity(unchecked)
    var scratchSymbolBuffer: [SymbolID] = []
    /// Scratch cell lists for reducing a row through reduced rows (`reduced(_:)`) and for a
    /// new constraint's expression before it is reduced (`createRow`); kept for their storage.
    @exclusivity(unchecked)
    var reductionCells: CellStorage = []
    @exclusivity(unchecked)
    var reductionDummies: CellStorage = []
    @exclusivity(unchecked)
    var reductionSpare: CellStorage = []
    @exclusivity(unchecked)
    var expressionCells: CellStorage = []
    /// One bit per symbol for putting changed variables in creation order; zero between uses.
    @exclusivity(unchecked)
    var orderBits: [UInt64] = []
    /// The queue `updateVariables()` refreshes values with, kept for its storage.
    @exclusivity(unchecked)
    var valueQueue = DepthQueue()

    // MARK: Constraints and edits
    @exclusivity(unchecked)
    var records: [ConstraintRecord?] = []
    /// The terms of every record's constraint, each record's in one run (see
    /// `Solver+RecordTerms`).
    @exclusivity(unchecked)
    var recordTerms: [Term] = []
    /// The count of `recordTerms` past which the next add looks for removed records' terms
    /// to compact away.
    @exclusivity(unchecked)
    var recordTermsCheckAt = 1024
    @exclusivity(unchecked)
    var activeCount = 0
    @exclusivity(unchecked)
    var edits: [SymbolID: EditRecord] = [:]
    /// For each symbol, the index in `records` of the constraint whose marker or other error
    /// symbol it is, or -1: made and extended only when a row constant is re-derived, and
    /// checked against the records when read (see `Solver+ConstantRederivation`).
    @exclusivity(unchecked)
    var markerRecords: [Int32] = []
    /// How many records `markerRecords` has taken in.
    @exclusivity(unchecked)
    var markerRecordsScanned = 0

    // MARK: Optimisation state
    @exclusivity(unchecked)
    var objective = Objective()
    @exclusivity(unchecked)
    var infeasible = InfeasibleRows()
    /// The largest magnitude of any constant or suggested value seen; tolerances scale with it.
    @exclusivity(unchecked)
    var valueScale: Double = 1
    /// The largest non-required strength seen; objective tolerances scale with it.
    @exclusivity(unchecked)
    var strengthScale: Double = 1
    /// Error symbols made (non-required constraints' and edit variables'): while there is
    /// none, every objective coefficient is 0 and the dual simplex chooses by feasibility
    /// alone (see `dualEntering`).
    @exclusivity(unchecked)
    var errorSymbolCount = 0

    // MARK: Refactorization (see `Solver+Refactor`)
    /// Pivots since the tableau was last rebuilt from its constraints.
    @exclusivity(unchecked)
    var pivotsSinceRefactor = 0
    /// Cells written since the last rebuild: what pivoting has cost since.
    @exclusivity(unchecked)
    var workSinceRefactor = 0
    /// What a rebuild is expected to cost, in cells written (the last one's cost, or the
    /// tableau's size).
    @exclusivity(unchecked)
    var refactorCost = 0
    /// An estimate of the round-off the substitutions since the last rebuild may have left,
    /// in units of the machine epsilon relative to the rows' scale: the sum over
    /// substitutions of the largest multiplier times the largest element substituted.
    @exclusivity(unchecked)
    var roundOffSinceRefactor = 0.0
    /// Set while the tableau is being rebuilt: no rebuild or perturbation nests inside.
    @exclusivity(unchecked)
    var rebuilding = false
    /// The basic symbol and row the dual simplex could not repair when a call last failed as
    /// unsatisfiable: a combination of the constraints whose markers it names, which cannot
    /// hold (read by `explain`, in this solver and in its scratch solvers; cleared when a
    /// call starts and once explained).
    @exclusivity(unchecked)
    var conflictRow: (basic: SymbolID, row: Row)?
    /// Set when a row constant left ±`valueLimit` (or became NaN) during the current call,
    /// which then fails with `.valueOutOfRange` and is rolled back.
    @exclusivity(unchecked)
    var valueOverflow = false
    /// Whether the objective's coefficients carry the dual simplex's perturbation (see
    /// `Solver+Perturbation`).
    @exclusivity(unchecked)
    var objectivePerturbed = false

    // MARK: Dummy columns (see `Solver+DummyColumns`)
    /// Per symbol, whether a dummy's column is no longer kept; allocated on first use and
    /// possibly shorter than the symbol table (missing entries: kept).
    @exclusivity(unchecked)
    var untracked: [Bool] = []
    /// How many dummies are untracked.
    @exclusivity(unchecked)
    var untrackedCount = 0

    // MARK: Journal (for rolling back a failed call)
    @exclusivity(unchecked)
    var journal: [JournalEntry] = []
    /// The old cells `JournalEntry.patch` entries restore (coefficient 0: the cell was absent).
    @exclusivity(unchecked)
    var journalCells: [Cell] = []
    /// Scratch for patching rows in place (see `Row.patch`).
    let patchLog = PatchLog()
    /// Emptied column logs for columns that spill (see `ColumnLogPool`).
    let columnLogs = ColumnLogPool()
    /// Scratch a long row of a substitution is merged into before it is copied back into
    /// the row's own storage (see `Solver.mergeInPlace`); kept, so it allocates only while
    /// it grows to the longest row merged.
    @exclusivity(unchecked)
    var mergeScratch: CellStorage = []
    @exclusivity(unchecked)
    var journaling = false
    /// The tableau when a long call stopped journaling, if it did.
    @exclusivity(unchecked)
    var snapshot: TableauSnapshot?

    // MARK: Tuning
    /// Limits and switches, the defaults unless a test sets others (see `Tuning`).
    @exclusivity(unchecked)
    var tuning = Tuning()
    /// Set when a call stopped at `tuning.pivotLimit`.
    @exclusivity(unchecked)
    var pivotLimitReached = false

    /// Deterministic work counters since the solver was made (pivots, rows touched, …).
    public var counters: SolverCounters {
        // Not inlined into other modules: a stored property read from inlined code there is
        // checked for exclusivity at run time whatever its attribute says, and scenes read
        // this every tick. Inside the module, `workCounters` is written directly.
        @inline(never) get { workCounters }
    }
    /// The counters, written as the work happens.
    @exclusivity(unchecked)
    var workCounters = SolverCounters()

    /// Makes an empty solver.
    public init() {
        // Allocates the edit table now, so the first gesture does not pay the one-time
        // set-up of its storage type.
        edits.reserveCapacity(4)
    }

    // MARK: - Variables

    /// Makes a variable. `name` is for diagnostics and `.cas` export; names need not be unique.
    /// - Complexity: O(1) amortised.
    public func makeVariable(_ name: String) -> Variable {
        Variable(id: newSymbol(.external, name: name))
    }

    /// The name given to `v` when it was made.
    public func name(of v: Variable) -> String {
        isExternal(v) ? names[Int(v.id)] : "?\(v.id)"
    }

    /// How many variables this solver has made.
    public var variableCount: Int { kinds.lazy.filter { $0 == .external }.count }

    /// The value of `v` as of the last `updateVariables()`; 0 for an unknown variable.
    /// - Complexity: O(1).
    @inline(__always) public func value(of v: Variable) -> Double {
        isExternal(v) ? values[Int(v.id)] : 0
    }

    /// Brings the values of the variables the last calls affected up to date and returns
    /// those whose value changed, in creation order.
    /// - Complexity: O(d log d) for the d variables whose rows changed since the last call,
    ///   plus the definitions (see `Solver+Definitions`) that name a variable whose value
    ///   changed; independent of the total number of variables.
    @discardableResult
    public func updateVariables() -> [Variable] {
        refreshValues()
    }

    // MARK: - Constraints

    /// Adds a constraint and re-optimises.
    /// - Returns: a handle for `remove(_:)`, `setConstant(of:to:)` and `constraint(_:)`.
    /// - Throws: `.nonFinite` for a NaN or infinite coefficient or constant;
    ///   `.valueOutOfRange` naming the constraint and its constant when the constant is
    ///   beyond ±`valueLimit` (2^53), or when re-optimising would take a row constant there
    ///   (rolled back);
    ///   `.unsupportedCoefficient` for a coefficient outside `coefficientMagnitudes`, or
    ///   coefficients further apart than `coefficientSpread`;
    ///   `.unknownVariable` for a variable of another solver; `.unsatisfiable` with a minimal
    ///   explanation when the constraint is required and cannot hold with the required
    ///   constraints already added. The solver is unchanged after any error.
    /// - Complexity: the rows the new row's symbols reach, plus the pivots re-optimising takes.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        let handle = ConstraintHandle(id: Int32(records.count))
        try validate(constraint, handle: handle)
        conflictRow = nil
        compactRecordTermsIfSparse()
        let termMark = recordTerms.count
        let saved = beginTransaction()
        do {
            try insertRow(for: constraint)
            activeCount += 1
            try optimize()
            try checkValueRange("adding \(text(of: constraint, handle: handle))")
            commit()
            return handle
        } catch {
            rollback(to: saved)
            if records.count > Int(handle.id) { records.removeLast(records.count - Int(handle.id)) }
            dropRecordTerms(after: termMark)
            if case .unsatisfiable = error, constraint.strength.isRequired, tuning.explainsConflicts {
                throw .unsatisfiable(explain(attempted: constraint, replacing: nil))
            }
            throw error
        }
    }

    /// Removes a constraint and re-optimises.
    /// - Throws: `.unknownConstraint` when `handle` is not in the solver (never added,
    ///   already removed, or an edit variable's internal constraint).
    /// - Complexity: the rows that contain the constraint's marker, plus re-optimising.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard let record = record(handle), !record.isEdit else { throw .unknownConstraint(handle) }
        let saved = beginTransaction()
        do {
            if try trackColumn(of: record) { try optimize() }
            records[Int(handle.id)] = nil    // first: a rebuild reads the records
            try removeRow(record)
            try optimize()
            if refactorIfScaleDropped(removing: record.stored.expression.constant) || refactorIfRoundOffPastLimit() {
                try optimize()
            }
            try checkValueRange("removing \(handle)")
            activeCount -= 1
            commit()
        } catch {
            rollback(to: saved)
            records[Int(handle.id)] = record
            throw error
        }
    }

    /// Whether `handle` names a constraint currently in the solver.
    public func contains(_ handle: ConstraintHandle) -> Bool {
        if let r = record(handle) { return !r.isEdit }
        return false
    }

    /// The constraint `handle` names (with its current constant), or nil.
    public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
        guard let r = record(handle), !r.isEdit else { return nil }
        return constraint(of: r)
    }

    /// Every constraint in the solver, in the order they were added.
    public var constraintHandles: [ConstraintHandle] {
        records.indices.compactMap { i in
            guard let r = records[i], !r.isEdit else { return nil }
            return ConstraintHandle(id: Int32(i))
        }
    }

    /// How many constraints are in the solver (edit variables not counted).
    public var constraintCount: Int { activeCount }

    /// Changes the constant of a constraint's expression (`lhs - rhs`) in place: the
    /// operation a UI performs every frame when a constraint's constant follows a finger.
    /// No remove and re-add: it shifts the constraint's marker, as a suggestion shifts an
    /// edit variable, and repairs feasibility with the dual simplex.
    /// - Throws: `.unknownConstraint`; `.nonFinite`; `.valueOutOfRange` naming the
    ///   constraint and the constant when it is beyond ±`valueLimit` (2^53), or when
    ///   repairing feasibility would take a row constant there (rolled back);
    ///   `.unsatisfiable` (with a minimal
    ///   explanation whose `updated` is `handle`) when a required constraint cannot hold at
    ///   the new constant. The solver is unchanged after any error.
    /// - Complexity: about a `suggestValue`: the rows containing the marker, plus the dual
    ///   pivots needed.
    public func setConstant(of handle: ConstraintHandle, to constant: Double) throws(SolverError) {
        guard var record = record(handle), !record.isEdit else { throw .unknownConstraint(handle) }
        guard constant.isFinite else { throw .nonFinite("constant \(constant) of \(handle)") }
        guard Swift.abs(constant) <= Solver.valueLimit else {
            throw .valueOutOfRange("constant \(constant) of \(text(of: constraint(of: record), handle: handle)) is beyond ±\(Solver.valueLimitText)")
        }
        noteScale(constant)
        let delta = constant - record.stored.expression.constant
        if delta == 0 { return }
        conflictRow = nil
        let saved = beginTransaction(journal: record.stored.strength.isRequired)
        let old = record
        do {
            // Before the record changes: a rebuild reads it.
            let rebuilt = try trackColumn(of: record)
            record.stored.expression.constant = constant
            records[Int(handle.id)] = record    // first: a rebuild reads the records
            try shiftMarker(of: record, by: delta)
            try dualOptimize()
            if rebuilt { try optimize() }
            try checkValueRange("setting the constant of \(handle) to \(constant)")
            commit()
        } catch {
            records[Int(handle.id)] = old
            undo(saved)
            if case .unsatisfiable = error, tuning.explainsConflicts {
                var attempted = constraint(of: record)
                attempted.expression.constant = constant
                throw .unsatisfiable(explain(attempted: attempted, replacing: handle))
            }
            throw error
        }
    }

    /// The constant of a constraint's expression (`lhs - rhs`), or nil for an unknown handle.
    public func constant(of handle: ConstraintHandle) -> Double? {
        constraint(handle)?.expression.constant
    }

    // MARK: - Edit variables

    /// Makes `v` an edit variable of `strength`. Its target starts at its current value,
    /// so starting a gesture on an existing layout moves nothing and costs next to nothing.
    /// - Throws: `.duplicateEditVariable`; `.requiredEditStrength` for a required strength;
    ///   `.unknownVariable`.
    public func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        guard isExternal(v) else { throw .unknownVariable(v) }
        guard edits[v.id] == nil else { throw .duplicateEditVariable(v) }
        guard !strength.isRequired else { throw .requiredEditStrength(v) }
        let current = valueNow(v.id)
        let constraint = LinearConstraint(LinearExpression([Term(v)], constant: -current), .equal, strength: strength)
        let handle = ConstraintHandle(id: Int32(records.count))
        compactRecordTermsIfSparse()
        let termMark = recordTerms.count
        // An edit is never required and starts at the current value, so adding it cannot
        // fail in exact arithmetic: no journal (it was a fifth of the grid's gesture start);
        // round-off that makes it fail anyway is undone by a rebuild (`undo(_:)`).
        let saved = beginTransaction(journal: false)
        do {
            try insertRow(for: constraint, isEdit: true)
            try optimize()
            edits[v.id] = EditRecord(handle: handle, value: current)
            commit()
        } catch {
            if records.count > Int(handle.id) { records.removeLast(records.count - Int(handle.id)) }
            dropRecordTerms(after: termMark)
            undo(saved)
            throw error
        }
    }

    /// Stops editing `v`. - Throws: `.unknownEditVariable`.
    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let edit = edits[v.id], let record = record(edit.handle) else { throw .unknownEditVariable(v) }
        let saved = beginTransaction()
        do {
            records[Int(edit.handle.id)] = nil    // first: a rebuild reads the records
            try removeRow(record)
            try optimize()
            edits[v.id] = nil
            commit()
        } catch {
            rollback(to: saved)
            records[Int(edit.handle.id)] = record
            throw error
        }
    }

    /// Whether `v` is an edit variable.
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v.id] != nil }

    /// Suggests a value for an edit variable; `updateVariables()` then reads the result.
    /// - Throws: `.unknownEditVariable`; `.nonFinite`; `.valueOutOfRange` naming the
    ///   variable and the value when it is beyond ±`valueLimit` (2^53), or when repairing
    ///   feasibility would take a row constant there (the edit keeps its previous value).
    /// - Complexity: the rows containing the edit's marker, plus the dual pivots needed —
    ///   independent of the size of the rest of the layout.
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[v.id], let record = record(edit.handle) else { throw .unknownEditVariable(v) }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(name(of: v))") }
        guard Swift.abs(value) <= Solver.valueLimit else {
            throw .valueOutOfRange("suggested value \(value) for \(name(of: v)) is beyond ±\(Solver.valueLimitText)")
        }
        noteScale(value)
        let delta = value - edit.value
        if delta == 0 { return }
        // An edit is never required, so repairing feasibility cannot fail in exact
        // arithmetic: no journal; round-off that makes it fail anyway is undone by a
        // rebuild (`undo(_:)`).
        let saved = beginTransaction(journal: false)
        // The edit constraint is `v - value == 0`: its expression constant moves by -delta.
        // Recorded first: a rebuild reads the records.
        records[Int(edit.handle.id)]!.stored.expression.constant = -value
        do {
            try shiftMarker(of: record, by: -delta)
            try dualOptimize()
            try checkValueRange("suggesting \(value) for \(name(of: v))")
            edit.value = value
            edits[v.id] = edit
            commit()
        } catch {
            records[Int(edit.handle.id)]!.stored.expression.constant = -edit.value
            undo(saved)
            throw error
        }
    }

    // MARK: - Helpers

    @inline(__always) func isExternal(_ v: Variable) -> Bool {
        v.id >= 0 && Int(v.id) < kinds.count && kinds[Int(v.id)] == .external
    }

    func record(_ handle: ConstraintHandle) -> ConstraintRecord? {
        guard handle.id >= 0, Int(handle.id) < records.count else { return nil }
        return records[Int(handle.id)]
    }

    /// Checks a constraint before anything changes (the value scale is noted only once it
    /// passed); `handle` is the one it would get, for messages.
    /// - Throws: `.nonFinite`, `.valueOutOfRange` (a constant beyond ±`valueLimit`, naming
    ///   the constraint and the constant), `.unknownVariable`, `.unsupportedCoefficient`.
    func validate(_ constraint: LinearConstraint, handle: ConstraintHandle) throws(SolverError) {
        let e = constraint.expression
        guard e.constant.isFinite else { throw .nonFinite("constant \(e.constant)") }
        guard Swift.abs(e.constant) <= Solver.valueLimit else {
            throw .valueOutOfRange("constant \(e.constant) of \(text(of: constraint, handle: handle)) is beyond ±\(Solver.valueLimitText)")
        }
        var smallest = Double.infinity
        var largest = 0.0
        for t in e.terms {
            guard isExternal(t.variable) else { throw .unknownVariable(t.variable) }
            guard t.coefficient.isFinite else { throw .nonFinite("coefficient \(t.coefficient) of \(name(of: t.variable))") }
            let size = Swift.abs(t.coefficient)
            guard size == 0 || Solver.coefficientMagnitudes.contains(size) else {
                throw .unsupportedCoefficient("\(t.coefficient) of \(name(of: t.variable)) is outside ±[\(Solver.coefficientMagnitudes.lowerBound), \(Solver.coefficientMagnitudes.upperBound)]")
            }
            if size > 0 {
                smallest = Swift.min(smallest, size)
                largest = Swift.max(largest, size)
            }
        }
        if largest > smallest * Solver.coefficientSpread {
            throw .unsupportedCoefficient("coefficients from \(smallest) to \(largest) differ by more than \(Solver.coefficientSpread) times")
        }
        noteScale(e.constant)
    }

    /// The magnitudes a constraint's non-zero coefficients may have. The solver's zero tests
    /// are absolute at the bottom (a tableau cell below 1e-13 is dropped, no pivot is below
    /// 1e-7), so a row solved for a coefficient far outside this range would have its cells
    /// fall below them and give silently wrong values (a coefficient of 1e96, found by the
    /// fuzzer, lost the row's every cell). UI constraints use multipliers near 1.
    public static let coefficientMagnitudes: ClosedRange<Double> = 1e-8...1e8

    /// How many times a constraint's largest non-zero coefficient may exceed its smallest.
    public static let coefficientSpread = 1e8

    /// The largest magnitude of a constant, a suggested value and any row constant a call
    /// computes: 2^53 = 9 007 199 254 740 992, the largest magnitude up to which a double
    /// holds every integer. Past it the spacing of doubles is 2 or more, so a constant of
    /// 4.4e16 is already off by 4, values computed from it are off by tens, and the
    /// tolerances that tell round-off from a violated row (1e-11 of the values a row's
    /// constant summed, `feasibilityTolerance`) reach hundreds of thousands: the fuzzer
    /// found `x - y <= -3` left violated by 499 385 once values of 2e17 shrank back to 5e5
    /// (fixture `values-past-double-precision`). Such a constant or suggestion is refused
    /// with `.valueOutOfRange` (nothing changed); a call whose result would pass the limit
    /// (`suggest x 1e15` on `y == 1e8*x`) fails with `.valueOutOfRange` and is rolled
    /// back. A definition's value is at most `definitionAmplificationLimit` (1e5) times the
    /// constants it sums, so every value stays finite. Layouts use values below 1e7.
    public static let valueLimit = 9_007_199_254_740_992.0

    /// `valueLimit` as messages write it.
    static let valueLimitText = "2^53 (9007199254740992)"

    /// Notes a row constant just written: one outside ±`valueLimit` (or NaN) makes the
    /// current call fail (`checkValueRange`).
    @inline(__always) func noteConstant(_ c: Double) {
        if !(Swift.abs(c) <= Solver.valueLimit) { valueOverflow = true }
    }

    /// Fails the current call when a row constant it wrote left ±`valueLimit`.
    /// - Throws: `.valueOutOfRange` naming `what` the call was doing.
    func checkValueRange(_ what: @autoclosure () -> String) throws(SolverError) {
        guard valueOverflow else { return }
        valueOverflow = false
        throw .valueOutOfRange("\(what()) takes a value beyond ±\(Solver.valueLimitText)")
    }

    @inline(__always) func noteScale(_ value: Double) {
        let a = Swift.abs(value)
        if a > valueScale { valueScale = a }
    }

    /// Tolerance for row constants: round-off relative to the largest value in play.
    @inline(__always) var valueTolerance: Double { 1e-9 * valueScale }

    /// How far below 0 a restricted row's constant (or a basic dummy's away from 0) may be and
    /// still be round-off: 1e-11 of the row's own scale (the values summed into its constant,
    /// at least 1; about 45 000 ulps of it), never more than `valueTolerance`. A row whose
    /// constant shrank far below its scale is re-derived before it is judged, so its scale is
    /// the values summed now, not the largest it ever held (`Solver+ConstantRederivation`). One tolerance
    /// for every row, 1e-9 of the largest value in play, let a 9e14 constant hide a
    /// violation of 23 in an unrelated required row; 1e-9 of the row's scale still let a
    /// 7e10 constant coupled into the row hide one of 27 (fixtures
    /// `large-constant-hides-violation`, `large-constant-coupled-row`).
    @inline(__always) func feasibilityTolerance(_ row: Row) -> Double {
        Swift.min(valueTolerance, Solver.feasibilityShare * Swift.max(row.scale, 1))
    }
    /// Tolerance for objective coefficients, relative to the largest strength in play.
    @inline(__always) var objectiveTolerance: Double { 1e-10 * strengthScale }
}

/// What the solver keeps about one added constraint.
struct ConstraintRecord {
    /// The constraint as given, without its terms (`expression.terms` is empty): they are in
    /// the solver's `recordTerms` (see `Solver+RecordTerms`; `Solver.constraint(of:)` puts
    /// them back together).
    var stored: LinearConstraint
    /// Where the terms start in `recordTerms`, and how many there are.
    var termStart: Int32 = 0
    var termCount: Int32 = 0
    /// The symbol that identifies the constraint's row (slack, dummy or the positive error).
    var marker: SymbolID
    /// The second error symbol of a non-required constraint, or `noSymbol`.
    var other: SymbolID
    /// Coefficients of `marker` and `other` in the row as it was created (before any sign
    /// change): shifting the expression constant by δ equals shifting the marker by -δ/c.
    var markerCoefficient: Double
    var otherCoefficient: Double
    /// Whether this is an edit variable's internal constraint.
    var isEdit = false
}

/// What the solver keeps about one edit variable.
struct EditRecord {
    var handle: ConstraintHandle
    /// The current target.
    var value: Double
}

/// The pivoting rule.
enum PivotRule {
    /// Steepest-edge and most-infeasible pricing with Markowitz tie-breaks, falling back to
    /// Bland's rule after a long run of pivots in one call (see `Solver+Simplex`).
    case standard
    /// Bland's smallest-index rule from the first pivot; it cannot cycle.
    case bland
    /// The textbook rule (most negative coefficient enters, the oldest row leaves on
    /// ties), kept only so a test can show Beale's degenerate problem, on which it cycles.
    case dantzig
}
