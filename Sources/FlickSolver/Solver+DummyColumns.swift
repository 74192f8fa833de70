/// Dummy columns: the rows that hold each required equality's dummy marker, kept exact only
/// while keeping them is cheap.
///
/// A required equality's marker is a dummy: fixed at 0, never entering the basis. Its cells
/// across the rows are the basis inverse's column for that constraint. No value depends on
/// them and no simplex choice reads them; two operations do: removing the constraint (its
/// dummy must be pivoted into the basis through a row that holds it) and changing its
/// constant in place (every row that holds the dummy shifts).
///
/// Keeping them exact can cost far more than everything else. On the 32×32 grid, a gesture
/// start solves the edit row for a width preference's error, which occurs in 2 079 rows
/// (every other width preference and minimum width: all widths are equal); the edit row
/// holds the dummies of the 64 required equalities that chain the trailing edge to the
/// cells, so the substitution writes 133 000 dummy cells, most of the call's work, that nothing
/// reads unless one of those 64 constraints is later removed or has its constant changed.
///
/// So a substitution whose dummy fill-in would pass `tuning.dummyFillInLimit` cells first
/// drops the dummies of the row it substitutes: their columns are no longer kept
/// (`untracked`), that row loses their cells and the rows it goes into gain none. Every
/// other dummy's column stays exact: a row operation changes a dummy's column through that
/// dummy's own cells and the entering symbol's column only. The cells an untracked dummy still has
/// elsewhere are stale and inert: nothing reads them, and they are dropped from every row
/// before it is substituted, so they never spread.
///
/// Removing a constraint whose dummy is untracked, or changing its constant, first rebuilds
/// the tableau (`refactor()`), which tracks every dummy again: about the cost of a build,
/// paid by the rare call that needs the column, instead of fill-in on every gesture start.
extension Solver {
    /// Whether dummy `s`'s column is no longer kept (see above). - Complexity: O(1).
    @inline(__always) func isUntracked(_ s: SymbolID) -> Bool {
        untrackedCount > 0 && Int(s) < untracked.count && untracked[Int(s)]
    }

    /// Makes `row`, about to be substituted for a symbol in `targets` rows, fit the fill-in
    /// limit: drops the cells of dummies already untracked and, when its tracked dummies
    /// times `targets` pass `tuning.dummyFillInLimit`, untracks those dummies and drops
    /// their cells too. Never during a rebuild, which tracks every dummy again.
    /// - Complexity: O(row length).
    func limitDummyFillIn(_ row: inout Row, targets: Int) {
        guard !rebuilding else { return }
        var tracked = 0
        var stale = false
        for cell in row.dummies {
            if isUntracked(cell.symbol) { stale = true } else { tracked += 1 }
        }
        let untracking = tracked > 0 && tracked * targets > tuning.dummyFillInLimit
        guard untracking || stale else { return }
        if untracking {
            journalTracking()
            for cell in row.dummies where !untracked[Int(cell.symbol)] {
                untracked[Int(cell.symbol)] = true
                untrackedCount += 1
            }
            workCounters.dummiesUntracked += tracked
        }
        row.dummies.removeAll { isUntracked($0.symbol) }
    }

    /// Journals the untracked set before it changes (a failing call puts it back).
    /// - Complexity: O(1); the change that follows copies the set, O(symbols).
    private func journalTracking() {
        if journaling { record(.tracking(untracked, untrackedCount)) }
        if untracked.count < kinds.count {
            untracked.append(contentsOf: repeatElement(false, count: kinds.count - untracked.count))
        }
    }

    /// Forgets every untracked mark: the rebuild that calls it writes every dummy's column.
    /// - Complexity: O(1) when none is untracked, else O(symbols).
    func trackAllDummies() {
        guard untrackedCount > 0 else { return }
        journalTracking()
        untracked = []
        untrackedCount = 0
    }

    /// Before a call reads the column of `record`'s marker (removing the constraint or
    /// changing its constant): rebuilds the tableau when that column is no longer kept.
    /// - Returns: whether it rebuilt (the caller then re-optimises: a rebuild leaves
    ///   reduced costs a hair below zero).
    /// - Throws: `.numericalFailure` when the rebuilt tableau cannot be made feasible (the
    ///   old one is then kept, still without the column).
    /// - Complexity: O(1), or a rebuild (see `rebuildTableau`).
    func trackColumn(of record: ConstraintRecord) throws(SolverError) -> Bool {
        guard kinds[Int(record.marker)] == .dummy, rows[Int(record.marker)] == nil,
              isUntracked(record.marker) else { return false }
        guard refactor() else {
            throw .numericalFailure("the tableau could not be rebuilt to restore the column of a required equality")
        }
        return true
    }
}
