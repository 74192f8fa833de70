/// Ambiguity: whether a variable's value is unique among the optimal solutions.
extension Solver {
    /// Whether `v`'s value is not unique among the optimal solutions: some other optimal
    /// solution gives it another value.
    ///
    /// `v` is ambiguous when it is parametric (nothing determines it), or its row contains a
    /// free parametric variable, or a slack or error symbol with a zero objective
    /// coefficient (moving it costs nothing) that can actually move (no row blocks it at a
    /// zero step). A direction blocked only by a degenerate row is reported as unique; this
    /// is the documented limit of the query.
    /// - Complexity: O(length of `v`'s reduced row · rows per symbol).
    public func isAmbiguous(_ v: Variable) -> Bool {
        guard isExternal(v) else { return false }
        guard let written = rows[Int(v.id)] else { return true }
        let row = written.depth > 0 ? reduced(written) : written
        let zero = objectiveTolerance
        for cell in row.cells {
            switch kinds[Int(cell.symbol)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                guard Swift.abs(objective.coefficient(of: cell.symbol)) <= zero else { continue }
                if canIncrease(cell.symbol) { return true }
            }
        }
        return false
    }

    /// Whether parametric restricted symbol `s` can increase from 0 without any restricted
    /// row going negative at once.
    private func canIncrease(_ s: SymbolID) -> Bool {
        for r in column(s) {
            let row = rows[Int(r)]!
            switch kinds[Int(r)] {
            case .external: continue
            case .dummy: return false
            case .slack, .error:
                if row.coefficient(of: s) < 0 && row.constant <= feasibilityTolerance(row) { return false }
            }
        }
        return true
    }
}
