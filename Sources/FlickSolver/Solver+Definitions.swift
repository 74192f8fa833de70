/// Definition rows: an external variable's row that names other basic external variables
/// instead of repeating their rows.
///
/// The textbook tableau keeps every row reduced: each basic variable is written in
/// parametric symbols only. For the shapes layouts are made of, that is quadratic: in a
/// row of N views, `left[i] == left[i-1] + width[i-1] + 8` makes the reduced row of
/// `left[i]` a sum over every earlier width, 1.5·N² cells in all, and every pivot on one
/// view's error rewrites the rows of all the views after it.
///
/// So when a new constraint mentions an external variable that nothing mentions yet (the
/// usual case while a layout is built: each constraint introduces the next view's
/// attribute), the row is kept as written: `left[i] = left[i-1] + width[i-1] + 8 + dummy`,
/// naming the basic `left[i-1]` and `width[i-1]`. Such a row is a *definition*; its depth
/// (`Row.depth`) is one more than the deepest row it names, so names never form a cycle.
/// Definitions are sound because the simplex never reads them: external rows take part in
/// neither ratio test (external variables are unrestricted), nor the objective, nor the
/// repair of infeasible rows. Only three things read them, each handled here:
/// - values: a definition's value is its constant plus its named variables' values,
///   brought up to date in order of depth (`refreshValues`, `Row.value(given:)`);
/// - a constraint whose row must be reduced (its subject is not a fresh variable; a
///   restricted row; the ambiguity query): names are expanded (`reduced`), each definition
///   once, deepest first;
/// - a removal that must solve a definition for a marker (`removeRow`): the definition is
///   reduced first, so solving it introduces no names elsewhere.
/// A substitution into a definition (a symbol entering the basis) writes reduced cells
/// only, so depths never grow after a row is made, and a variable a definition names
/// stays basic until it leaves through a pivot, after which the name simply reads as a
/// parametric symbol, exactly as the reduced tableau would have it.
extension Solver {
    /// The fresh external variable a new constraint's row can be a definition of, or
    /// `noSymbol`: one that occurs in no row and is not basic, with a coefficient at least
    /// `subjectThreshold` of the expression's largest (so the row is never divided by a
    /// small number). Ties go to the oldest variable.
    /// - Complexity: O(terms).
    func definitionSubject(_ expression: LinearExpression) -> SymbolID {
        var largest = 0.0
        for term in expression.terms { largest = Swift.max(largest, Swift.abs(term.coefficient)) }
        guard largest > 0 else { return noSymbol }
        let floor = largest * Solver.subjectThreshold
        var best = noSymbol
        for term in expression.terms where Swift.abs(term.coefficient) >= floor {
            let s = term.variable.id
            guard rows[Int(s)] == nil, columns[Int(s)].count == 0 else { continue }
            if best == noSymbol || s < best { best = s }
        }
        // A variable named twice (`x - x`) may cancel: the row must really contain it.
        if best != noSymbol {
            var sum = 0.0
            for term in expression.terms where term.variable.id == best { sum += term.coefficient }
            if Swift.abs(sum) < floor { return noSymbol }
        }
        return best
    }

    /// The depth and amplification a definition gets from its row `0 = constant + Σ aⱼ·sⱼ`
    /// solved for `subject` (coefficient `c`): depth one more than the deepest basic row it
    /// names, 0 when it names none (it is then reduced); amplification
    /// 1 + Σ |aⱼ/c| × amplification of each basic row named.
    /// - Complexity: O(row length).
    func definitionShape(_ row: Row, solvedFor subject: SymbolID) -> (depth: Int32, amplification: Double) {
        let c = Swift.abs(row.coefficient(of: subject))
        var deepest: Int32 = -1
        var amplification = 1.0
        for cell in row.cells where cell.symbol != subject {
            guard let named = rows[Int(cell.symbol)] else { continue }
            deepest = Swift.max(deepest, named.depth)
            amplification += Swift.abs(cell.coefficient) / c * Double(named.amplification)
        }
        return (deepest + 1, deepest < 0 ? 1 : amplification)
    }

    /// The most a definition may amplify round-off before its row is reduced instead.
    ///
    /// A definition's value is its constant plus its names' values times its coefficients,
    /// so their round-off is multiplied along every chain of names: linearly for layouts'
    /// coefficient-1 chains (a row of 10 000 views reaches 2·10⁴), geometrically where
    /// coefficients exceed 1 (`x = 2·y − z` repeated) or chains reconverge. Past this bound
    /// (10⁵ ulps of the values in play: 2·10⁻¹¹ of them, 50 times under the feasibility
    /// tolerance) the row is reduced like any other.
    static let definitionAmplificationLimit = 1e5

    // MARK: Reducing

    /// `row` with every basic symbol replaced by its row, recursively, until only
    /// parametric symbols remain. Each definition reached is expanded once, deepest first,
    /// with the sum of the multipliers that reach it, into a dense accumulator, so a chain
    /// of N definitions reduces in O(N) merges of its short rows (not O(N²)).
    /// - Complexity: O(Σ length of the rows reached + k log k) for the k cells of the result;
    ///   the plain linear merges when the basic rows named are all reduced.
    func reduced(_ row: Row) -> Row {
        var deep = false
        var named = false
        for cell in row.cells {
            guard let r = rows[Int(cell.symbol)] else { continue }
            named = true
            if r.depth > 0 { deep = true; break }
        }
        for cell in row.dummies where rows[Int(cell.symbol)] != nil { named = true }    // a basic dummy
        guard named else { return Row(constant: row.constant, cells: row.cells, dummies: row.dummies, scale: row.scale) }
        if !deep { return reducedThroughReducedRows(row) }
        return reducedThroughDefinitions(row)
    }

    /// `reduced(_:)` for a row that names only reduced rows: each named row merged in, in
    /// the order of the cells (the same sums as `Row.merging`, bit for bit), into the
    /// solver's scratch lists, so the result is the only allocation: one per cell list,
    /// with room for the markers `createRow` adds (two cells, one dummy).
    /// - Complexity: O(Σ length of the rows merged).
    private func reducedThroughReducedRows(_ row: Row) -> Row {
        var cells = CellStorage()
        var dummies = CellStorage()
        var spare = CellStorage()
        swap(&cells, &reductionCells)
        swap(&dummies, &reductionDummies)
        swap(&spare, &reductionSpare)
        defer {
            swap(&cells, &reductionCells)
            swap(&dummies, &reductionDummies)
            swap(&spare, &reductionSpare)
        }
        if !cells.isEmpty { cells.removeAll(keepingCapacity: true) }
        if !dummies.isEmpty { dummies.removeAll(keepingCapacity: true) }
        var constant = row.constant
        var scale = Swift.max(row.scale, Swift.abs(row.constant))
        // The cells, then the dummies (as `Row.forEachCell`), without a closure: its captures
        // would be boxed in a debug build.
        for list in 0..<2 {
            for i in 0..<(list == 0 ? row.cells.count : row.dummies.count) {
                let cell = list == 0 ? row.cells[i] : row.dummies[i]
                if let basic = rows[Int(cell.symbol)] {
                    let k = cell.coefficient
                    cells.merge(basic.cells, times: k, into: &spare)
                    swap(&cells, &spare)
                    if !basic.dummies.isEmpty {
                        basic.dummies.withUnsafeBufferPointer { dummies.merge($0, times: k, into: &spare) }
                        swap(&dummies, &spare)
                    }
                    constant = constant + k * basic.constant
                    scale = Swift.max(Swift.max(scale, Swift.abs(k) * basic.scale), Swift.abs(constant))
                } else if kinds[Int(cell.symbol)] == .dummy {
                    dummies.add(cell.symbol, cell.coefficient)
                } else {
                    cells.add(cell.symbol, cell.coefficient)
                }
            }
        }
        let reducedDummies = dummies.withUnsafeBufferPointer { DummyCells(copying: $0, withRoomFor: 1) }
        return Row(constant: constant, cells: cells.copy(withRoomFor: 2), dummies: reducedDummies, scale: scale)
    }

    /// `reduced(_:)` for a row that names definitions: the dense-accumulator expansion.
    private func reducedThroughDefinitions(_ row: Row) -> Row {
        // 1. The basic rows reached through names, each once, as (depth, number) keys.
        collectReached(from: row)
        // 2. Deepest first: every row naming a basic variable is deeper than its row, so a
        //    variable's multiplier is complete when its turn comes. Ties by number: the order
        //    of additions is fixed, so the round-off is too.
        RadixSort.sort(&scratchReached, buffer: &scratchKeyBuffer)
        scratchTouched.removeAll(keepingCapacity: true)
        var constant = row.constant
        var scale = row.scale
        scratchSum.withUnsafeMutableBufferPointer { sum in
            scratchMagnitude.withUnsafeMutableBufferPointer { magnitude in
                rows.withUnsafeBufferPointer { rows in
                    @inline(__always) func accumulate(_ s: SymbolID, _ addend: Double) {
                        let i = Int(s)
                        if magnitude[i] == 0 && sum[i] == 0 && rows[i] == nil { scratchTouched.append(s) }
                        sum[i] += addend
                        magnitude[i] = Swift.max(magnitude[i], Swift.abs(addend))
                    }
                    for cell in row.cells { accumulate(cell.symbol, cell.coefficient) }
                    for cell in row.dummies { accumulate(cell.symbol, cell.coefficient) }
                    for key in scratchReached.reversed() {
                        let i = Int(UInt32(truncatingIfNeeded: key))
                        let k = sum[i]
                        let cancelled = Swift.abs(k) <= Row.relativeCancellation * magnitude[i]
                        sum[i] = 0
                        magnitude[i] = 0
                        if k == 0 || cancelled { continue }
                        rows[i]!.cells.withUnsafeBufferPointer { cells in
                            for cell in cells { accumulate(cell.symbol, k * cell.coefficient) }
                        }
                        rows[i]!.dummies.withUnsafeBufferPointer { cells in
                            for cell in cells { accumulate(cell.symbol, k * cell.coefficient) }
                        }
                        constant += k * rows[i]!.constant
                        scale = Swift.max(scale, Swift.abs(k) * rows[i]!.scale)
                    }
                }
            }
        }
        RadixSort.sort(&scratchTouched, buffer: &scratchSymbolBuffer)
        // Counted first, so each list is allocated once, with room for the markers
        // `createRow` adds (two cells, one dummy), instead of growing.
        var cellCount = 0
        var dummyCount = 0
        scratchTouched.withUnsafeBufferPointer { touched in
            scratchSum.withUnsafeBufferPointer { sum in
                scratchMagnitude.withUnsafeBufferPointer { magnitude in
                    kinds.withUnsafeBufferPointer { kinds in
                        for t in 0..<touched.count {
                            let i = Int(touched[t])
                            let size = Swift.abs(sum[i])
                            if size < Row.cellFloor || size <= Row.relativeCancellation * magnitude[i] { continue }
                            if kinds[i] == .dummy { dummyCount += 1 } else { cellCount += 1 }
                        }
                    }
                }
            }
        }
        var cells = CellStorage()
        var dummies = CellStorage()
        var lone = DummyCells()
        if cellCount > 0 { cells.reserveCapacity(cellCount + 2) }
        // A lone dummy stays inline (`DummyCells`): no array for it.
        if dummyCount > 1 { dummies.reserveCapacity(dummyCount + 1) }
        for s in scratchTouched {
            let i = Int(s)
            let sum = scratchSum[i]
            let magnitude = scratchMagnitude[i]
            scratchSum[i] = 0
            scratchMagnitude[i] = 0
            let size = Swift.abs(sum)
            if size < Row.cellFloor || size <= Row.relativeCancellation * magnitude { continue }
            if kinds[i] == .dummy {
                if dummyCount == 1 { lone.add(s, sum) } else { dummies.append(Cell(symbol: s, coefficient: sum)) }
            } else {
                cells.append(Cell(symbol: s, coefficient: sum))
            }
        }
        return Row(constant: constant, cells: cells, dummies: dummyCount == 1 ? lone : DummyCells(dummies), scale: scale)
    }

    /// Fills `scratchReached` with the basic symbols reachable from `row`'s cells through
    /// the rows of basic symbols, each once, as keys `depth << 32 | number`.
    /// - Complexity: O(Σ length of the rows reached).
    func collectReached(from row: Row) {
        scratchEpoch &+= 1
        if scratchEpoch == 0 {
            for i in scratchSeen.indices { scratchSeen[i] = 0 }
            scratchEpoch = 1
        }
        let epoch = scratchEpoch
        scratchReached.removeAll(keepingCapacity: true)
        scratchStack.removeAll(keepingCapacity: true)
        rows.withUnsafeBufferPointer { rows in
            scratchSeen.withUnsafeMutableBufferPointer { seen in
                for cell in row.cells where rows[Int(cell.symbol)] != nil { scratchStack.append(cell.symbol) }
                for cell in row.dummies where rows[Int(cell.symbol)] != nil { scratchStack.append(cell.symbol) }
                while let s = scratchStack.popLast() {
                    let i = Int(s)
                    guard seen[i] != epoch else { continue }
                    seen[i] = epoch
                    let depth = rows[i]!.depth
                    scratchReached.append(UInt64(UInt32(depth)) << 32 | UInt64(UInt32(s)))
                    guard depth > 0 else { continue }
                    for cell in rows[i]!.cells where seen[Int(cell.symbol)] != epoch && rows[Int(cell.symbol)] != nil {
                        scratchStack.append(cell.symbol)
                    }
                }
            }
        }
    }

    // MARK: Values

    /// Brings `values` up to date for the variables whose rows changed and for every
    /// definition that names one whose value changed, in order of depth, and returns the
    /// variables whose value changed, in creation order.
    /// - Complexity: O(d + c + s/64) for the d rows re-evaluated (those changed, plus the
    ///   definitions their changes reach), the c values that changed and s symbols (an
    ///   O(c log c) sort replaces the s/64 term when c is small).
    func refreshValues() -> [Variable] {
        // Every array this loop touches is moved out of the solver for its duration and read
        // through buffer pointers: no uniqueness checks or reference counting per symbol,
        // which is most of the cost when a frame moves every variable.
        var isDirty: [Bool] = []
        var values: [Double] = []
        var columns: [Column] = []
        var marks: [Int32] = []
        var bits: [UInt64] = []
        swap(&isDirty, &self.isDirty)
        swap(&values, &self.values)
        swap(&columns, &self.columns)
        swap(&marks, &columnMarks)
        swap(&bits, &orderBits)
        defer {
            swap(&isDirty, &self.isDirty)
            swap(&values, &self.values)
            swap(&columns, &self.columns)
            swap(&marks, &columnMarks)
            swap(&bits, &orderBits)
        }
        let words = (kinds.count + 63) >> 6
        let queue = valueQueue
        // The changed variables: a bit each, and the first few also in a list, which is
        // sorted instead of scanning the bits when it holds them all.
        var few: [SymbolID] = []
        few.reserveCapacity(Solver.fewChanged)
        var changedCount = 0
        var evaluated = 0
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                isDirty.withUnsafeMutableBufferPointer { isDirty in
                    columns.withUnsafeMutableBufferPointer { columns in
                        bits.withUnsafeMutableBufferPointer { bits in
                            @inline(__always) func depth(_ s: SymbolID) -> Int32 { rows[Int(s)]?.depth ?? 0 }
                            @inline(__always) func refresh(_ s: SymbolID) {
                                let i = Int(s)
                                isDirty[i] = false
                                evaluated += 1
                                // Only external symbols are ever given values, so the others read as 0.
                                let v = (rows[i]?.value(given: UnsafeBufferPointer(values)) ?? 0) + 0    // +0 turns -0 into 0
                                guard v != values[i] else { return }
                                values[i] = v
                                bits[i >> 6] |= 1 << UInt64(i & 63)
                                if changedCount < Solver.fewChanged { few.append(s) }
                                changedCount += 1
                                // Only a basic variable named by definitions, or one that just
                                // left the basis, has rows to pass the change on to.
                                guard !columns[i].isEmpty else { return }
                                columns[i].forEachMember(marks: &marks) { r in
                                    guard !isDirty[Int(r)] else { return }
                                    let d = depth(r)
                                    guard d > 0 else { return }
                                    isDirty[Int(r)] = true
                                    queue.push(r, depth: d)
                                }
                            }
                            // Reduced rows and parametric symbols first, straight from the
                            // list; definitions wait for their depth's wave.
                            for s in dirty {
                                let d = depth(s)
                                if d > 0 { queue.push(s, depth: d) } else { refresh(s) }
                            }
                            while true {
                                var s = queue.popShallowest()
                                if s == DepthQueue.none { break }
                                while s != DepthQueue.none {
                                    let next = queue.successor(of: s)
                                    refresh(s)
                                    s = next
                                }
                            }
                        }
                    }
                }
            }
        }
        dirty.removeAll(keepingCapacity: true)
        workCounters.variablesUpdated += evaluated
        return inCreationOrder(count: changedCount, few: &few, bits: &bits, words: words)
    }

    /// How many changed variables `refreshValues` also lists, to sort them when that is
    /// cheaper than scanning a bit per symbol.
    static let fewChanged = 64

    /// The `count` variables whose bits are set, in creation order, clearing the bits:
    /// `few` sorted when it holds them all and they are sparse among the symbols, else the
    /// bits read back word by word. - Complexity: O(c log c) or O(c + s/64) for c variables
    /// among s symbols.
    private func inCreationOrder(count: Int, few: inout [SymbolID], bits: inout [UInt64], words: Int) -> [Variable] {
        if count <= Solver.fewChanged && count * 8 < words {
            few.sort()
            for s in few { bits[Int(s) >> 6] = 0 }
            return few.map { Variable(id: $0) }
        }
        return [Variable](unsafeUninitializedCapacity: count) { out, written in
            bits.withUnsafeMutableBufferPointer { bits in
                var ordered = 0
                for w in 0..<words where bits[w] != 0 {
                    var word = bits[w]
                    bits[w] = 0
                    while word != 0 {
                        out.initializeElement(at: ordered, to: Variable(id: SymbolID(w << 6 | word.trailingZeroBitCount)))
                        ordered += 1
                        word &= word - 1
                    }
                }
                written = ordered
            }
        }
    }

    /// The value of external `s` in the current solution, without touching `values`' bookkeeping.
    /// - Complexity: O(1) when nothing changed since the last `updateVariables()` or the
    ///   row is reduced; else O(Σ length of the definitions it reaches).
    func valueNow(_ s: SymbolID) -> Double {
        guard let row = rows[Int(s)] else { return 0 }
        if row.depth == 0 { return row.constant + 0 }
        if dirty.isEmpty { return values[Int(s)] }
        collectReached(from: Row(cells: [Cell(symbol: s, coefficient: 1)]))
        // Shallowest first, into scratch (every row named is shallower than its namer).
        RadixSort.sort(&scratchReached, buffer: &scratchKeyBuffer)
        for key in scratchReached {
            let b = Int(UInt32(truncatingIfNeeded: key))
            // Scratch holds the values of the rows reached so far and 0 everywhere else.
            scratchSum[b] = rows[b]!.value(given: scratchSum)
        }
        let result = scratchSum[Int(s)] + 0
        for key in scratchReached { scratchSum[Int(UInt32(truncatingIfNeeded: key))] = 0 }
        return result
    }
}
