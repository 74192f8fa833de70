/// The tableau's invariants, checkable after any call. Tests run this after every step;
/// it is not on any hot path.
extension Solver {
    /// The size of what `invariantViolation()` reads: symbols plus cells (dummies included).
    /// - Complexity: O(rows).
    package var tableauSize: Int {
        var size = kinds.count
        for row in rows { if let row { size += row.count } }
        return size
    }

    /// The first broken invariant, described, or nil when the tableau is sound:
    /// columns mirror rows exactly; no basic symbol occurs in any row or in the objective,
    /// except the basic external variables a definition names, whose rows are shallower;
    /// no row holds a zero cell; restricted rows are feasible and dummies sit at 0, basic
    /// only in rows of dummies (redundant equalities); no
    /// external symbol occurs in a restricted row or the objective; and the objective is
    /// optimal (no pivotable symbol with a negative coefficient that some row bounds).
    public func invariantViolation() -> String? {
        if let b = badResidual() {
            let r = equationResidual(of: records[b]!)
            let worst = r.cells.max { Swift.abs($0.coefficient) < Swift.abs($1.coefficient) }
            return "the row equation of c\(b) no longer reduces to zero (constant \(r.constant) of terms summing to \(r.constantMagnitude), largest cell \(worst.map { "\($0.coefficient)·\(kinds[Int($0.symbol)]) of terms summing to \($0.magnitude)" } ?? "none"))"
        }
        var held = [Int](repeating: 0, count: kinds.count)    // cells per symbol
        for (b, row) in rows.enumerated() {
            guard let row else { continue }
            let basic = SymbolID(b)
            row.forEachCell { cell in if Int(cell.symbol) < held.count { held[Int(cell.symbol)] += 1 } }
            var last: SymbolID = -1
            for cell in row.dummies {
                if cell.symbol <= last { return "row \(b) dummies out of order" }
                last = cell.symbol
                if kinds[Int(cell.symbol)] != .dummy { return "row \(b) lists \(cell.symbol) among its dummies" }
                if cell.coefficient == 0 || !cell.coefficient.isFinite { return "row \(b) has coefficient \(cell.coefficient) for \(cell.symbol)" }
                if rows[Int(cell.symbol)] != nil { return "basic dummy \(cell.symbol) occurs in row \(b)" }
            }
            last = -1
            for cell in row.cells {
                if cell.symbol <= last { return "row \(b) cells out of order" }
                last = cell.symbol
                if kinds[Int(cell.symbol)] == .dummy { return "row \(b) lists dummy \(cell.symbol) among its cells" }
                if cell.coefficient == 0 || !cell.coefficient.isFinite { return "row \(b) has coefficient \(cell.coefficient) for \(cell.symbol)" }
                if let named = rows[Int(cell.symbol)] {
                    let definitionName = kinds[b] == .external && kinds[Int(cell.symbol)] == .external && named.depth < row.depth
                    if !definitionName { return "basic symbol \(cell.symbol) occurs in row \(b) (depths \(named.depth), \(row.depth))" }
                }
                if kinds[b] != .external && kinds[Int(cell.symbol)] == .external { return "external \(cell.symbol) in restricted row \(b)" }
                if kinds[b] == .dummy && kinds[Int(cell.symbol)].isPivotable && Swift.abs(cell.coefficient) > Row.pivotTolerance {
                    return "basic dummy \(b) has pivotable \(cell.symbol) in its row"
                }
            }
            if !row.constant.isFinite { return "row \(b) constant \(row.constant)" }
            switch kinds[b] {
            case .slack, .error: if row.constant < -honestTolerance(basic, row) * 10 { return "row \(b) infeasible: \(row.constant)" }
            case .dummy: if Swift.abs(row.constant) > honestTolerance(basic, row) * 10 { return "dummy row \(b) at \(row.constant)" }
            case .external: break
            }
            if objective.coefficient(of: basic) != 0 { return "basic \(b) in objective" }
            if row.depth > 0 && kinds[b] != .external { return "restricted row \(b) is a definition" }
        }
        // Columns mirror rows: each lists every row holding its symbol once, and no other
        // (its members hold the symbol, are distinct, and are as many as the cells).
        for s in columns.indices {
            let members = column(SymbolID(s))
            for r in members where rows[Int(r)]?.coefficient(of: SymbolID(s)) ?? 0 == 0 {
                return "column \(s) lists row \(r) without a cell"
            }
            if Set(members).count != members.count { return "column \(s) lists a row twice" }
            if members.count != held[s] || columns[s].count != held[s] {
                return "column \(s) lists \(members.count) rows (counts \(columns[s].count)) but \(held[s]) hold it"
            }
        }
        for (s, c) in objective.coefficients.enumerated() where c != 0 && kinds[s] == .external {
            return "external \(s) in objective (coefficient \(c))"
        }
        let (values, roundOff) = valuesAndRoundOffNow()
        for (i, record) in records.enumerated() {
            guard let record, record.stored.strength.isRequired else { continue }
            let e = record.stored.expression
            var residual = e.constant
            var scale = Swift.abs(e.constant)
            var carried = 0.0
            for k in 0..<Int(record.termCount) {
                let t = term(k, of: record)
                let v = values[Int(t.variable.id)]
                residual += t.coefficient * v
                scale += Swift.abs(t.coefficient * v)
                carried += Swift.abs(t.coefficient) * roundOff[Int(t.variable.id)]
            }
            // Precision is relative to the values summed, plus the round-off each value's row
            // may carry by the solver's own bound (`valueRoundOff`): after constants of 3e10
            // cancel, 1e-16 of them is 3e-6 wherever they went, and those rows' scales say
            // so; once values shrank and the rows were re-derived, they say so no longer.
            let tolerance = 1e-7 * (1 + scale) + carried
            let broken: Bool
            switch record.stored.relation {
            case .equal: broken = Swift.abs(residual) > tolerance
            case .lessOrEqual: broken = residual > tolerance
            case .greaterOrEqual: broken = residual < -tolerance
            }
            if broken { return "required constraint c\(i) violated by \(residual)" }
        }
        return nil
    }
}

extension Solver {
    /// The scale the check judges `basic`'s row by: the smaller of the row's own scale and
    /// the magnitudes its constant sums when re-derived from the constraints' constants
    /// (`rederivedConstant`), both bounds on what it can have lost. Independent of whether
    /// the solver re-derived the row, so a stale scale cannot hide a violation from the
    /// check. - Complexity: O(row length).
    func honestScale(_ basic: SymbolID, _ row: Row) -> Double {
        Swift.min(row.scale, rederivedConstant(of: basic, row)?.scale ?? .infinity)
    }

    /// `feasibilityTolerance` for `honestScale`. - Complexity: O(row length).
    func honestTolerance(_ basic: SymbolID, _ row: Row) -> Double {
        Swift.min(valueTolerance, Solver.feasibilityShare * Swift.max(honestScale(basic, row), 1))
    }

    /// Every symbol's value in the current solution (`valuesNow()`) and a bound on the
    /// round-off it carries: for a basic symbol, 1e-11 of its row's `honestScale` (at
    /// least 1e-11), plus, for a definition, |coefficient| times the bound of each variable
    /// it names; 0 for parametric symbols. The invariant check judges required constraints
    /// against it: a bound on the largest value ever held (1e-14 of it, 44 at 4.4e15) let
    /// `z + x + y == 100` off by 1 pass there, and the rows' own scales, before they were
    /// re-derived, would have let the 34 of `x - y <= -3` pass up to 4.4e14.
    /// - Complexity: O(symbols log symbols + cells).
    func valuesAndRoundOffNow() -> (values: [Double], roundOff: [Double]) {
        var values = [Double](repeating: 0, count: kinds.count)
        var roundOff = [Double](repeating: 0, count: kinds.count)
        let basic = rows.indices.filter { rows[$0] != nil }.sorted {
            let a = rows[$0]!.depth, b = rows[$1]!.depth
            return a != b ? a < b : $0 < $1
        }
        for b in basic {
            let row = rows[b]!
            values[b] = row.value(given: values)
            var bound = Solver.valueRoundOff * Swift.max(honestScale(SymbolID(b), row), 1)
            if row.depth > 0 {
                for cell in row.cells where rows[Int(cell.symbol)] != nil {
                    bound += Swift.abs(cell.coefficient) * roundOff[Int(cell.symbol)]
                }
            }
            roundOff[b] = bound
        }
        return (values, roundOff)
    }

    /// The share of a row's scale its value may be off by: `feasibilityShare` (1e-11).
    static let valueRoundOff = Solver.feasibilityShare

    /// Every symbol's value in the current solution (parametric ones 0), definitions
    /// evaluated after the rows they name. - Complexity: O(symbols log symbols + cells).
    func valuesNow() -> [Double] {
        var values = [Double](repeating: 0, count: kinds.count)
        let basic = rows.indices.filter { rows[$0] != nil }.sorted {
            let a = rows[$0]!.depth, b = rows[$1]!.depth
            return a != b ? a < b : $0 < $1
        }
        for b in basic { values[b] = rows[b]!.value(given: values) }
        return values
    }

    /// The first constraint whose row equation no longer reduces to zero.
    ///
    /// Up to `exactResidualLimit` constraints, each equation is reduced symbolically (O(the
    /// rows it reaches) each: quadratic on a chain of definitions, where each reaches all the
    /// earlier ones). Past it, the rows are first checked all at once numerically
    /// (`suspectResiduals`, O(cells)), and only the constraints that check flags are reduced,
    /// so `flick solve --check` stays linear in the tableau per command.
    /// - Complexity: O(records × reach) up to the limit; O(cells + flagged × reach) past it.
    func badResidual() -> Int? {
        if records.count > Solver.exactResidualLimit {
            for i in suspectResiduals() where exactlyBad(i) { return i }
            return nil
        }
        for i in records.indices where records[i] != nil && exactlyBad(i) { return i }
        return nil
    }

    /// How many constraints `badResidual` reduces one by one before checking numerically first.
    static let exactResidualLimit = 256

    /// Whether constraint `i`'s equation, reduced symbolically, leaves more than round-off:
    /// each residual cell and the constant are judged relative to the terms summed into
    /// them (`equationResidual(of:)`, `leavesMoreThanRoundOff`). With a coefficient of 7.5e6
    /// and values of 1e6 in play, a constant of 1e-3 is 1e-16 of its terms; with one of
    /// 3.75e6 next to 0.2, a cell of 0.0025 is 5.6e-11 of its 4.5e7 (fixture
    /// `rebuilds-large-coefficient`, once taken for a broken row by an absolute 1e-5).
    private func exactlyBad(_ i: Int) -> Bool {
        leavesMoreThanRoundOff(equationResidual(of: records[i]!))
    }

    /// The constraints whose equations may not reduce to zero, found numerically: every
    /// parametric symbol gets a pseudo-random value of ±(1…2)·(1 + valueScale) (untracked
    /// dummies 0, as the exact check ignores them), basic symbols the values their rows
    /// give (definitions after the rows they name), and each equation is evaluated. An
    /// equation that reduces to zero evaluates to round-off whatever the values; one that
    /// leaves a cell of 1e-5 evaluates to about 1e-5·(1 + valueScale) or more, past the
    /// tolerance, unless the random values cancel it, which two independent draws make
    /// negligible. Deterministic (fixed seeds). A suspect is only a suspect: `badResidual`
    /// reduces it exactly before reporting it.
    /// - Complexity: O(symbols log symbols + cells + terms).
    func suspectResiduals() -> [Int] {
        let order = rows.indices.filter { rows[$0] != nil }.sorted {
            let a = rows[$0]!.depth, b = rows[$1]!.depth
            return a != b ? a < b : $0 < $1
        }
        var suspects = Set<Int>()
        let magnitude = 1 + valueScale
        for seed: UInt64 in [0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03] {
            var state = seed
            func next() -> Double {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                z ^= z >> 31
                let u = Double(z >> 11) / Double(1 << 53)    // [0, 1)
                return (z & 1 == 0 ? 1 : -1) * (1 + u) * magnitude
            }
            var values = [Double](repeating: 0, count: kinds.count)
            for s in values.indices where rows[s] == nil {
                values[s] = kinds[s] == .dummy && isUntracked(SymbolID(s)) ? 0 : next()
            }
            for b in order {
                let row = rows[b]!
                var v = row.constant
                for cell in row.cells { v += cell.coefficient * values[Int(cell.symbol)] }
                for cell in row.dummies { v += cell.coefficient * values[Int(cell.symbol)] }
                values[b] = v
            }
            for (i, record) in records.enumerated() {
                guard let record else { continue }
                let e = record.stored.expression
                var sum = e.constant
                var size = Swift.abs(e.constant)
                func add(_ c: Double, _ s: SymbolID) {
                    let t = c * values[Int(s)]
                    sum += t
                    size += Swift.abs(t)
                }
                for k in 0..<Int(record.termCount) { let t = term(k, of: record); add(t.coefficient, t.variable.id) }
                add(record.markerCoefficient, record.marker)
                if record.other != noSymbol { add(record.otherCoefficient, record.other) }
                if Swift.abs(sum) > 1e-6 * magnitude + 1e-9 * size { suspects.insert(i) }
            }
        }
        return suspects.sorted()
    }
}
