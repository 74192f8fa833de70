/// One undoable change, recorded while a call runs so that a call that fails can restore
/// the solver exactly as it was. Entries hold the old row by reference (rows are
/// copy-on-write arrays), so journaling costs an append per touched row, not a copy.
enum JournalEntry {
    /// Basic symbol's row before the change (nil: it had none).
    case row(SymbolID, Row?)
    /// Basic symbol's row constant before a change that moved only the constant: no
    /// reference to the row's cells, which a per-frame suggest would otherwise retain and
    /// release once per row it shifts.
    case constant(SymbolID, Double)
    /// Basic symbol's row before a substitution patched it in place (see
    /// `Solver.substitute`): its constant and scale, and the old cells of the symbols the
    /// patch touched, `count` of them from `start` in `Solver.journalCells`. Restores the row
    /// exactly without keeping a copy of its other cells.
    case patch(SymbolID, start: Int32, count: Int32, constant: Double, scale: Double)
    /// An objective coefficient before the change.
    case objective(SymbolID, Double)
    /// The objective constant before the change.
    case objectiveConstant(Double)
    /// The untracked dummies and their count before a change (see `Solver+DummyColumns`).
    case tracking([Bool], Int)
}

/// The tableau as it stood when a long call stopped journaling (see `Solver.record`).
struct TableauSnapshot {
    var rows: [Row?]
    var columns: [Column]
    var objective: Objective
    var untracked: [Bool]
    var untrackedCount: Int
}

/// What `beginTransaction` saves besides the journal.
struct TransactionMark {
    var symbolCount: Int
    var strengthScale: Double
    var valueScale: Double
    /// Whether the call journals its changes, so a rollback restores the rows.
    var journaled: Bool
    /// The round-off bookkeeping of the rows as they were (see `Solver+Refactor`): a call
    /// that rebuilt the tableau and then failed gets the old rows back, and with them the
    /// round-off they carry.
    var roundOffSinceRefactor: Double
    var pivotsSinceRefactor: Int
    var workSinceRefactor: Int
}

extension Solver {
    /// Records one undoable change. A call that touches many rows many times (a long
    /// sequence of dense pivots) would make the journal hold an old copy of each row per
    /// change; past `journalLimit` entries the journal instead takes one snapshot of the
    /// tableau (rows are shared copy-on-write, so it costs one reference per row) and stops
    /// recording. Memory then stays within about twice the tableau's.
    @inline(__always) func record(_ entry: JournalEntry) {
        journal.append(entry)
        if journal.count > journalLimit { takeSnapshot() }
    }

    /// Entries after which the journal gives way to a snapshot: a few per row.
    var journalLimit: Int { tuning.journalLimit ?? (1024 + 4 * kinds.count) }

    /// Records every row before a change that replaces them all (a rebuild): one entry per
    /// row, or the snapshot at once when they would pass the limit.
    func journalAllRows() {
        guard journaling else { return }
        var count = 0
        for row in rows where row != nil { count += 1 }
        if journal.count + count > journalLimit {
            takeSnapshot()
            return
        }
        for b in rows.indices where rows[b] != nil { journal.append(.row(SymbolID(b), rows[b])) }
    }

    /// Stops journaling and keeps the tableau as it stands instead (see `record`).
    func takeSnapshot() {
        snapshot = TableauSnapshot(rows: rows, columns: columns, objective: objective,
                                   untracked: untracked, untrackedCount: untrackedCount)
        journaling = false
    }

    /// Starts journaling the changes of one public call.
    func beginTransaction(journal enabled: Bool = true) -> TransactionMark {
        journal.removeAll(keepingCapacity: true)
        if !journalCells.isEmpty { journalCells.removeAll(keepingCapacity: true) }
        snapshot = nil
        journaling = enabled
        pivotLimitReached = false
        valueOverflow = false
        return TransactionMark(symbolCount: kinds.count, strengthScale: strengthScale, valueScale: valueScale,
                               journaled: enabled, roundOffSinceRefactor: roundOffSinceRefactor,
                               pivotsSinceRefactor: pivotsSinceRefactor, workSinceRefactor: workSinceRefactor)
    }

    /// Ends a call that succeeded.
    func commit() {
        journaling = false
        snapshot = nil
        journal.removeAll(keepingCapacity: true)
        if !journalCells.isEmpty { journalCells.removeAll(keepingCapacity: true) }
    }

    /// Undoes a failed call: with its journal (`rollback(to:)`) when it kept one; else,
    /// for the calls that cannot fail in exact arithmetic and so keep none (an edit's add
    /// and suggestions, a soft constraint's constant), by rebuilding the tableau from the
    /// constraints, which the caller has already put back as they were. The solver then
    /// holds the same constraints and edits and an optimal solution of them; its rows are
    /// freshly computed rather than restored bit for bit.
    /// - Complexity: O(the work the call did) with a journal; a rebuild without.
    func undo(_ mark: TransactionMark) {
        guard !mark.journaled else {
            rollback(to: mark)
            return
        }
        journaling = false
        infeasible.removeAll()
        snapshot = nil
        // The rows may name the symbols the call made: the rebuild writes rows from the
        // records alone, so dropping those symbols afterwards leaves nothing dangling.
        if (try? rebuildTableau()) != nil { try? optimize() }
        rollback(to: mark)
    }

    /// Puts a cell saved by a patch back into `cells` of basic `basic`'s row: removes it when
    /// it was absent (coefficient 0), else restores its coefficient, or the cell itself when
    /// the patch removed it; the column index follows.
    private func restore(_ old: Cell, in cells: inout CellStorage, of basic: SymbolID) {
        let (at, found) = cells.search(old.symbol)
        if old.coefficient == 0 {
            guard found else { return }
            cells.remove(at: at)
            columns[Int(old.symbol)].remove(basic, marks: &columnMarks)
        } else if found {
            cells[at].coefficient = old.coefficient
        } else {
            cells.insert(old, at: at)
            columns[Int(old.symbol)].insert(basic)
        }
    }

    /// Undoes every change since `beginTransaction`, newest first, and drops the symbols
    /// the call made. - Complexity: O(the work the call did).
    func rollback(to mark: TransactionMark) {
        journaling = false
        valueOverflow = false
        infeasible.removeAll()
        if let saved = snapshot {
            // Back to the state when journaling stopped; the journal then undoes the rest.
            rows = Array(saved.rows.prefix(rows.count)) + Array(repeating: nil, count: Swift.max(0, rows.count - saved.rows.count))
            columns = Array(saved.columns.prefix(columns.count)) + Array(repeating: Column(), count: Swift.max(0, columns.count - saved.columns.count))
            objective = saved.objective
            objective.grow(to: kinds.count)
            untracked = saved.untracked
            untrackedCount = saved.untrackedCount
            snapshot = nil
            for s in kinds.indices where kinds[s] == .external { markDirty(SymbolID(s)) }
        }
        for entry in journal.reversed() {
            switch entry {
            case .row(let basic, let old):
                let b = Int(basic)
                if let current = rows[b] {
                    for cell in current.cells { columns[Int(cell.symbol)].remove(basic, marks: &columnMarks) }
                    for cell in current.dummies { columns[Int(cell.symbol)].remove(basic, marks: &columnMarks) }
                }
                rows[b] = old
                if let old {
                    for cell in old.cells { columns[Int(cell.symbol)].insert(basic) }
                    for cell in old.dummies { columns[Int(cell.symbol)].insert(basic) }
                }
                markDirty(basic)
            case .patch(let basic, let start, let count, let constant, let scale):
                let b = Int(basic)
                var row = rows[b].take()!
                for i in (Int(start)..<Int(start + count)).reversed() {
                    let old = journalCells[i]
                    // A dummy's cell is in the dummies (every row keeps them apart).
                    if kinds[Int(old.symbol)] == .dummy {
                        row.dummies.withStorage(room: 1) { restore(old, in: &$0, of: basic) }
                    } else {
                        restore(old, in: &row.cells, of: basic)
                    }
                }
                row.constant = constant
                row.scale = scale
                rows[b] = row
                markDirty(basic)
            case .constant(let basic, let old):
                rows[Int(basic)]!.constant = old
                markDirty(basic)
            case .objective(let s, let old):
                objective.set(s, old)
            case .objectiveConstant(let old):
                objective.constant = old
            case .tracking(let old, let count):
                untracked = old
                untrackedCount = count
            }
        }
        journal.removeAll(keepingCapacity: true)
        if !journalCells.isEmpty { journalCells.removeAll(keepingCapacity: true) }
        truncateSymbols(to: mark.symbolCount)
        strengthScale = mark.strengthScale
        valueScale = Swift.max(valueScale, mark.valueScale)    // a rebuild may have lowered it
        if mark.journaled {
            roundOffSinceRefactor = mark.roundOffSinceRefactor
            pivotsSinceRefactor = mark.pivotsSinceRefactor
            workSinceRefactor = mark.workSinceRefactor
        }
    }
}
