/// One undoable change, recorded while a call runs so that a call that fails can restore
/// the solver exactly as it was. Entries hold the old row by reference (rows are
/// copy-on-write arrays), so journaling costs an append per touched row, not a copy.
enum JournalEntry {
    /// Basic symbol's row before the change (nil: it had none).
    case row(SymbolID, Row?)
    /// An objective coefficient before the change.
    case objective(SymbolID, Double)
    /// The objective constant before the change.
    case objectiveConstant(Double)
}

/// What `beginTransaction` saves besides the journal.
struct TransactionMark {
    var symbolCount: Int
    var strengthScale: Double
}

extension Solver {
    /// Starts journaling the changes of one public call.
    func beginTransaction(journal enabled: Bool = true) -> TransactionMark {
        journal.removeAll(keepingCapacity: true)
        journaling = enabled
        pivotLimitReached = false
        return TransactionMark(symbolCount: kinds.count, strengthScale: strengthScale)
    }

    /// Ends a call that succeeded.
    func commit() {
        journaling = false
        journal.removeAll(keepingCapacity: true)
    }

    /// Undoes every change since `beginTransaction`, newest first, and drops the symbols
    /// the call made. - Complexity: O(the work the call did).
    func rollback(to mark: TransactionMark) {
        journaling = false
        infeasible.removeAll()
        artificialActive = false
        artificial.clear()
        for entry in journal.reversed() {
            switch entry {
            case .row(let basic, let old):
                let b = Int(basic)
                if let current = rows[b] {
                    for cell in current.cells { columns[Int(cell.symbol)].remove(basic) }
                }
                rows[b] = old
                if let old {
                    for cell in old.cells { columns[Int(cell.symbol)].insert(basic) }
                }
                markDirty(basic)
            case .objective(let s, let old):
                objective.set(s, old)
            case .objectiveConstant(let old):
                objective.constant = old
            }
        }
        journal.removeAll(keepingCapacity: true)
        truncateSymbols(to: mark.symbolCount)
        strengthScale = mark.strengthScale
    }
}
