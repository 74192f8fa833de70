/// A constraint's row equation reduced to parametric symbols, with the magnitude of what was
/// summed into every cell: the invariant check's measure of how far the equation is from
/// reducing to zero, and of how much round-off each cell may carry.
///
/// Round-off in a reduced cell is relative to the terms that were added to make it, not to
/// the cell itself: a cell of 0.0025 that is the sum of terms of 4.5e7 (a coefficient of
/// 3.75e6 times cells of 12) is 5.6e-11 of them, the round-off a basis holding such a
/// coefficient leaves (Gauss–Jordan rows, as a rebuild makes them, carry errors of about
/// the condition number times the machine epsilon, here 1e7 × 1e-16). An absolute threshold
/// calls that a broken row; one relative to `magnitude` does not, and still calls a cell
/// that is a real share of its terms broken.
struct EquationResidual {
    /// One parametric symbol's residual cell.
    struct Entry {
        var symbol: SymbolID
        /// What is left: zero in exact arithmetic.
        var coefficient: Double
        /// Σ |term| over the terms summed into the cell (each a coefficient of the
        /// constraint times the cells of the rows it reaches, through every path).
        var magnitude: Double
    }

    /// What is left of the constant: zero in exact arithmetic.
    var constant: Double
    /// Σ |multiplier| × `Row.scale` over the rows reached, plus |the expression's constant|.
    var constantMagnitude: Double
    /// The cells that did not cancel exactly (zero sums are left out), by symbol.
    var cells: [Entry]
}

extension Solver {
    /// The row equation `expression + c·marker + c'·other = 0` of `record`, with every basic
    /// symbol replaced by its row (definitions through the rows they name, each row once,
    /// deepest first, so each multiplier is complete when its row is expanded), keeping for
    /// every cell the magnitude of the terms summed into it. Not on any hot path: for the
    /// invariant check only.
    /// - Complexity: O(symbols) for the dense accumulators, plus O(Σ length of the rows
    ///   reached + r log r) for the r rows reached.
    func equationResidual(of record: ConstraintRecord) -> EquationResidual {
        var sum = [Double](repeating: 0, count: kinds.count)
        var magnitude = [Double](repeating: 0, count: kinds.count)
        var touched: [SymbolID] = []
        var seen = [Bool](repeating: false, count: kinds.count)
        func add(_ s: SymbolID, _ term: Double, _ size: Double) {
            let i = Int(s)
            if !seen[i] { seen[i] = true; touched.append(s) }
            sum[i] += term
            magnitude[i] += size
        }
        for k in 0..<Int(record.termCount) {
            let t = term(k, of: record)
            add(t.variable.id, t.coefficient, Swift.abs(t.coefficient))
        }
        add(record.marker, record.markerCoefficient, Swift.abs(record.markerCoefficient))
        if record.other != noSymbol { add(record.other, record.otherCoefficient, Swift.abs(record.otherCoefficient)) }

        // The basic rows reached, each once, deepest first (ties by number).
        var reached: [SymbolID] = []
        var visited = [Bool](repeating: false, count: kinds.count)
        var stack = touched.filter { rows[Int($0)] != nil }
        while let s = stack.popLast() {
            guard !visited[Int(s)], let row = rows[Int(s)] else { continue }
            visited[Int(s)] = true
            reached.append(s)
            row.forEachCell { cell in if rows[Int(cell.symbol)] != nil && !visited[Int(cell.symbol)] { stack.append(cell.symbol) } }
        }
        reached.sort {
            let a = rows[Int($0)]!.depth, b = rows[Int($1)]!.depth
            return a != b ? a > b : $0 < $1
        }
        var constant = record.stored.expression.constant
        var constantMagnitude = Swift.abs(record.stored.expression.constant)
        for b in reached {
            let row = rows[Int(b)]!
            let k = sum[Int(b)], size = magnitude[Int(b)]
            sum[Int(b)] = 0
            magnitude[Int(b)] = 0
            row.forEachCell { cell in add(cell.symbol, k * cell.coefficient, size * Swift.abs(cell.coefficient)) }
            constant += k * row.constant
            constantMagnitude += size * row.scale
        }
        var cells: [EquationResidual.Entry] = []
        for s in touched.sorted() where rows[Int(s)] == nil && sum[Int(s)] != 0 {
            cells.append(.init(symbol: s, coefficient: sum[Int(s)], magnitude: magnitude[Int(s)]))
        }
        return EquationResidual(constant: constant, constantMagnitude: constantMagnitude, cells: cells)
    }

    /// The relative share of its terms a residual cell or constant may keep and still be
    /// round-off: 1e-9, the share the row constants' check has always allowed (4.5 million
    /// ulps; the rows of a basis with a 3.75e6 coefficient next to 0.2 keep 5.6e-11).
    static let residualRelativeTolerance = 1e-9

    /// The absolute size below which a residual cell is round-off whatever its terms: 1e-5.
    static let residualCellFloor = 1e-5

    /// Whether `r` leaves more than round-off: its constant beyond 1e-6 of the values in
    /// play plus `residualRelativeTolerance` of its magnitude, or a cell (an untracked
    /// dummy's excepted: its cells are not kept, see `Solver+DummyColumns`) beyond
    /// `residualCellFloor` plus `residualRelativeTolerance` of its magnitude.
    /// - Complexity: O(cells of `r`).
    func leavesMoreThanRoundOff(_ r: EquationResidual) -> Bool {
        if Swift.abs(r.constant) > 1e-6 * (1 + valueScale) + Solver.residualRelativeTolerance * r.constantMagnitude { return true }
        return r.cells.contains { cell in
            if kinds[Int(cell.symbol)] == .dummy && isUntracked(cell.symbol) { return false }
            return Swift.abs(cell.coefficient) > Solver.residualCellFloor + Solver.residualRelativeTolerance * cell.magnitude
        }
    }
}
