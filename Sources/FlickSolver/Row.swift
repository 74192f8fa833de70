/// One cell of a row: `coefficient · symbol`.
struct Cell {
    var symbol: SymbolID
    var coefficient: Double
}

/// The storage of a row's cells: sorted by symbol number, so lookups are binary searches,
/// merges are linear and every walk over a row is in a deterministic order.
/// One alias, so the storage can be swapped and measured.
typealias CellStorage = [Cell]

/// A row of the tableau: `basic = constant + Σ cells + Σ dummies` once the row is in the
/// tableau, or `0 = constant + Σ cells + Σ dummies` while it is being built.
///
/// A row is *reduced* (`depth` 0) when every symbol in its cells is parametric, as in the
/// textbook tableau. An external variable's row may instead be a *definition*
/// (`depth` ≥ 1): its cells may also name other external variables that are basic, whose
/// rows then stand in for them (see `Solver+Definitions`). `depth` is then one more than
/// the largest depth among the rows it names, so following names always ends.
///
/// The cells of dummy symbols (required equalities' markers) are kept apart, in `dummies`.
/// They are the basis inverse's columns for those constraints: no value depends on them
/// and the simplex never chooses one (see `Solver+DummyColumns`), yet in layouts they are
/// most of every row (a view's position depends on every equality of the chain before it).
/// Apart, the cells the simplex reads stay short, and a substitution whose row holds no
/// dummy never touches the others' dummies at all.
struct Row {
    var constant: Double
    /// The cells of external, slack and error symbols, sorted by symbol.
    var cells: CellStorage
    /// The cells of dummy symbols, sorted by symbol (a lone one inline: `DummyCells`).
    var dummies: DummyCells
    /// 0 for a reduced row; for a definition, one more than the deepest row it names.
    var depth: Int32 = 0
    /// For a definition, a bound on how much its value's round-off exceeds a reduced row's:
    /// 1 + Σ |coefficient| × amplification over the rows it names (a reduced row: 1). See
    /// `Solver.definitionAmplificationLimit`. Single precision, next to `depth`, so the two
    /// share a word.
    var amplification: Float = 1
    /// An upper bound on the magnitude of the values summed into `constant` (at least
    /// |constant|): the row's own scale for telling round-off from a real violation (see
    /// `Solver.feasibilityTolerance`). A constant of 1e15 in one row then does not make a
    /// violation of 23 in another look like round-off. Row operations only widen it; a
    /// constant re-derived from the constraints' constants (once it shrank below 1e-3 of a
    /// scale above 1e6, `Solver+ConstantRederivation`) gets the magnitudes that sum added.
    var scale: Double

    init(constant: Double = 0, cells: CellStorage = [], dummies: DummyCells = DummyCells(), depth: Int32 = 0,
         amplification: Float = 1, scale: Double = 0) {
        self.constant = constant
        self.cells = cells
        self.dummies = dummies
        self.depth = depth
        self.amplification = amplification
        self.scale = Swift.max(scale, Swift.abs(constant))
    }

    /// Every cell, dummies included. - Complexity: O(1).
    var count: Int { cells.count + dummies.count }

    /// Calls `body` with every cell: the non-dummy ones, then the dummies.
    @inline(__always) func forEachCell(_ body: (Cell) -> Void) {
        for cell in cells { body(cell) }
        for cell in dummies { body(cell) }
    }

    /// The largest |coefficient| among all the cells, dummies included. - Complexity: O(count).
    var largestMagnitude: Double {
        var largest = 0.0
        for cell in cells { largest = Swift.max(largest, Swift.abs(cell.coefficient)) }
        for cell in dummies { largest = Swift.max(largest, Swift.abs(cell.coefficient)) }
        return largest
    }

    /// The row's value, given each symbol's value in `values` (0 for parametric symbols):
    /// its constant for a reduced row; for a definition, plus each named variable's value
    /// times its coefficient. - Complexity: O(1) reduced, O(row length) for a definition.
    @inline(__always) func value(given values: borrowing [Double]) -> Double {
        guard depth > 0 else { return constant }
        return values.withUnsafeBufferPointer { value(given: $0) }
    }

    /// `value(given:)` reading the values through a buffer pointer.
    @inline(__always) func value(given values: UnsafeBufferPointer<Double>) -> Double {
        guard depth > 0 else { return constant }
        var v = constant
        for cell in cells { v += cell.coefficient * values[Int(cell.symbol)] }
        return v
    }

    /// Whether two values that cancelled should count as zero: scale-aware, so round-off on
    /// large strengths or coordinates does not leave ghost cells behind.
    /// A cell smaller than `cellFloor` is dropped; one that is the difference of two values
    /// and smaller than `relativeCancellation` of them is round-off and dropped too.
    @inline(__always) static func cancels(_ result: Double, _ a: Double, _ b: Double) -> Bool {
        let r = Swift.abs(result)
        return r <= relativeCancellation * Swift.max(Swift.abs(a), Swift.abs(b)) || r < cellFloor
    }

    /// Relative size below which a sum of two values is taken as exact cancellation.
    static let relativeCancellation = 1e-14
    /// Absolute size below which a tableau coefficient is taken as zero. Tableau
    /// coefficients are ratios of constraint coefficients, O(1) in layouts.
    static let cellFloor = 1e-13
    /// The smallest coefficient the simplex will pivot on; smaller ones are round-off and
    /// dividing by them would amplify the error.
    static let pivotTolerance = 1e-7
    /// The smallest pivot relative to the largest element of its column (primal simplex)
    /// or row (dual simplex): below it an element is the round-off of the large ones, and
    /// dividing by it would multiply that round-off into every row it is merged into.
    static let relativePivotTolerance = 1e-9

    /// The position of `symbol` among the non-dummy cells, or where it would be inserted
    /// (see `CellStorage.search`).
    @inline(__always) func search(_ symbol: SymbolID) -> (index: Int, found: Bool) {
        cells.search(symbol)
    }

    /// The coefficient of `symbol`, 0 when absent; the non-dummy cells are searched first,
    /// then the dummies. - Complexity: O(log n).
    @inline(__always) func coefficient(of symbol: SymbolID) -> Double {
        let (i, found) = cells.search(symbol)
        if found { return cells[i].coefficient }
        if dummies.isEmpty { return 0 }
        let (j, dummy) = dummies.search(symbol)
        return dummy ? dummies[j].coefficient : 0
    }

    /// Adds `coefficient · symbol`, into the dummies when `dummy`. Returns +1 when the cell
    /// appeared, -1 when it cancelled away, 0 otherwise.
    /// - Complexity: O(n) (insertion into a sorted array).
    @discardableResult
    @inline(__always) mutating func add(_ symbol: SymbolID, _ coefficient: Double, dummy: Bool = false) -> Int {
        dummy ? dummies.add(symbol, coefficient) : cells.add(symbol, coefficient)
    }

    /// Removes `symbol`'s cell, wherever it is, and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: SymbolID) -> Double {
        let (i, found) = cells.search(symbol)
        if found { return cells.remove(at: i).coefficient }
        let (j, dummy) = dummies.search(symbol)
        return dummy ? dummies.remove(at: j).coefficient : 0
    }

    /// Adds `delta` to the constant, widening the scale to cover it.
    @inline(__always) mutating func shiftConstant(by delta: Double) {
        constant += delta
        let size = Swift.max(Swift.abs(delta), Swift.abs(constant))
        if size > scale { scale = size }
    }

    /// Multiplies the row by -1.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        dummies.negate()
    }

    /// Solves `0 = constant + c·symbol + rest` for `symbol`: the row becomes
    /// `symbol = -constant/c - rest/c` (the cell of `symbol` is removed).
    /// - Precondition: the row contains `symbol`.
    mutating func solve(for symbol: SymbolID) {
        let c = remove(symbol)
        let k = -1 / c
        constant *= k
        scale *= Swift.abs(k)
        for i in cells.indices { cells[i].coefficient *= k }
        dummies.multiply(by: k)
    }

    /// Solves `lhs = constant + c·rhs + rest` for `rhs`: `lhs` (a dummy when `lhsIsDummy`)
    /// moves into the row with coefficient -1 first.
    mutating func solve(_ lhs: SymbolID, lhsIsDummy: Bool, for rhs: SymbolID) {
        add(lhs, -1, dummy: lhsIsDummy)
        solve(for: rhs)
    }

    /// `merging(_:times:dropping:appeared:vanished:)` in place, for a short `other`: the same
    /// row (cells, dummies, constant and scale, bit for bit), made with one search per cell
    /// of `other` and at most two moves of the cells behind the first change in each list,
    /// instead of a pass over both rows into new allocations. `log` receives the old cell of
    /// every symbol whose cell changes, appears (coefficient 0: it was absent) or goes, so a
    /// journal can restore the row exactly, and the symbols whose cells appeared or vanished
    /// (`skip`'s excepted), for the column index.
    /// - Parameter skip: the index among the cells of the cell dropped (the symbol being
    ///   substituted out).
    /// - Precondition: `other` has at most `Row.patchLimit` cells, dummies included, and
    ///   none of `skip`'s symbol.
    /// - Complexity: O(m log n) searches for `other`'s m cells, plus O(n) moved cells.
    @inline(__always)
    mutating func patch(adding other: Row, cells b: UnsafeBufferPointer<Cell>, times k: Double,
                        removingAt skip: Int, log: PatchLog) {
        log.clear()
        log.save(cells[skip])
        cells.patch(adding: b, times: k, removingAt: skip, log: log)
        if !other.dummies.isEmpty {
            other.dummies.withUnsafeBufferPointer { dummies.patch(adding: $0, times: k, log: log) }
        }
        constant += k * other.constant
        scale = Swift.max(Swift.max(scale, Swift.abs(k) * other.scale), Swift.abs(constant))
    }

    /// Moves `count` cells within `p` from index `from` to index `to` (the ranges may
    /// overlap): element by element for the few cells a patch usually moves, `memmove` for
    /// more.
    @inline(__always)
    static func moveCells(_ p: UnsafeMutableBufferPointer<Cell>, from: Int, to: Int, count: Int) {
        let base = p.baseAddress!
        if count > 16 {
            UnsafeMutableRawPointer(base + to).copyMemory(from: base + from, byteCount: count * MemoryLayout<Cell>.stride)
        } else if to < from {
            for i in 0..<count { base[to + i] = base[from + i] }
        } else {
            var i = count - 1
            while i >= 0 { base[to + i] = base[from + i]; i -= 1 }
        }
    }

    /// The most cells a row added in place (`patch`) may have.
    static let patchLimit = 8

    /// `self + k · other` with the cell of `skip` dropped from `self` (the symbol being
    /// substituted out). Calls `appeared`/`vanished` for cells that came or went, so the
    /// caller can keep its column index exact; `skip`'s own cell vanishes silently (the
    /// caller clears `skip`'s whole column at once). Each cell list is merged with its
    /// counterpart; the dummies are shared, not copied, when `other` has none and `skip` is
    /// not one of them.
    /// - Complexity: O(n + m) for the lists merged, one exactly sized allocation each.
    @inline(__always)
    func merging(_ other: Row, times k: Double, dropping skip: SymbolID,
                 appeared: (SymbolID) -> Void, vanished: (SymbolID) -> Void) -> Row {
        let outCells: CellStorage
        let outDummies: DummyCells
        outCells = cells.merging(other.cells, times: k, dropping: skip, appeared: appeared, vanished: vanished)
        // The dummies only change when `other` has some or `skip` is one of ours.
        if other.dummies.isEmpty && (dummies.isEmpty || !dummies.search(skip).found) {
            outDummies = dummies
        } else {
            outDummies = dummies.merging(other.dummies, times: k, dropping: skip, appeared: appeared, vanished: vanished)
        }
        return Row(constant: constant + k * other.constant, cells: outCells, dummies: outDummies, depth: depth,
                   amplification: amplification, scale: Swift.max(scale, Swift.abs(k) * other.scale))
    }
}

/// The sorted-array algorithms behind `Row`, for either of its two cell lists.
extension CellStorage {
    /// The position of `symbol`, or where it would be inserted.
    ///
    /// Long rows (a chain's positions hold one cell per earlier view) are searched by
    /// interpolation on the symbol numbers, then galloping out from the guess, then a
    /// binary search in the bracket: a few cache lines instead of one per halving.
    /// - Complexity: O(log n); O(log d) for a guess d cells off.
    @inline(__always) func search(_ symbol: SymbolID) -> (index: Int, found: Bool) {
        withUnsafeBufferPointer { p in
            let n = p.count
            var low = 0
            var high = n
            if n > 16 {
                let first = p[0].symbol
                let last = p[n - 1].symbol
                if symbol <= first { return (0, symbol == first) }
                if symbol >= last { return symbol == last ? (n - 1, true) : (n, false) }
                // first < symbol < last: the answer (the first cell not below `symbol`) is in
                // [1, n - 1]; keep it within [low, high].
                low = 1
                high = n - 1
                let fraction = Double(Int(symbol) - Int(first)) / Double(Int(last) - Int(first))
                let g = Swift.min(Swift.max(Int(fraction * Double(n - 1)), 1), n - 2)
                var step = 1
                if p[g].symbol < symbol {
                    low = g + 1
                    while g + step < high {
                        let t = g + step
                        if p[t].symbol < symbol { low = t + 1; step <<= 1 } else { high = t; break }
                    }
                } else {
                    high = g
                    while g - step >= low {
                        let t = g - step
                        if p[t].symbol >= symbol { high = t; step <<= 1 } else { low = t + 1; break }
                    }
                }
            }
            while low < high {
                let mid = (low + high) >> 1
                if p[mid].symbol < symbol { low = mid + 1 } else { high = mid }
            }
            return (low, low < n && p[low].symbol == symbol)
        }
    }

    /// One list of `Row.patch`: `self + k · b` in place, the cell at index `skip` dropped (none
    /// when `skip` is negative), appending to `log` the old cells touched and the symbols
    /// that vanished.
    /// - Precondition: `b` has at most `Row.patchLimit` cells, and `log` room for them.
    /// - Complexity: O(m log n) searches, plus O(n) moved cells.
    @inline(__always)
    mutating func patch(adding b: UnsafeBufferPointer<Cell>, times k: Double, removingAt skip: Int, log: PatchLog) {
        let n = count
        // 1. Search every cell of `b` in the list as it stands; update found cells in
        //    place (no index moves), and list the removals (ascending, `skip` merged in) and
        //    the insertions (ascending positions in the old list).
        let removals = log.removals, positions = log.positions, inserts = log.inserts
        var removed = 0
        var inserted = 0
        var skipListed = skip < 0
        for cell in b {
            let addend = cell.coefficient * k
            let (i, found) = search(cell.symbol)
            if !skipListed && i > skip {
                removals[removed] = skip
                removed += 1
                skipListed = true
            }
            if found {
                let old = self[i].coefficient
                log.save(self[i])
                let sum = old + addend
                if Row.cancels(sum, old, addend) {
                    removals[removed] = i
                    removed += 1
                    log.vanished[log.vanishedCount] = cell.symbol
                    log.vanishedCount += 1
                } else {
                    self[i].coefficient = sum
                }
            } else if Swift.abs(addend) >= Row.cellFloor {
                log.save(Cell(symbol: cell.symbol, coefficient: 0))
                positions[inserted] = i
                inserts[inserted] = Cell(symbol: cell.symbol, coefficient: addend)
                inserted += 1
            }
        }
        if !skipListed {
            removals[removed] = skip
            removed += 1
        }
        guard removed > 0 || inserted > 0 else { return }
        // 2. Grow the storage first when the list grows; then, in one buffer: close the
        //    removals' gaps front to back, and open the insertions' back to front (their
        //    positions shifted down by the removals before them), one move per gap.
        let total = n - removed + inserted
        if total > n {
            if capacity < total { reserveCapacity(Swift.max(total, n + n / 2)) }
            for _ in n..<total { append(Cell(symbol: 0, coefficient: 0)) }
        }
        withUnsafeMutableBufferPointer { p in
            if removed > 0 {
                var write = removals[0]
                for t in 0..<removed {
                    let from = removals[t] + 1
                    let to = t + 1 < removed ? removals[t + 1] : n
                    if to > from {
                        Row.moveCells(p, from: from, to: write, count: to - from)
                        write += to - from
                    }
                }
            }
            guard inserted > 0 else { return }
            var r = 0
            for t in 0..<inserted {
                while r < removed && removals[r] < positions[t] { r += 1 }
                positions[t] -= r
            }
            var end = n - removed
            var t = inserted - 1
            while t >= 0 {
                let position = positions[t]
                if end > position { Row.moveCells(p, from: position, to: position + t + 1, count: end - position) }
                p[position + t] = inserts[t]
                end = position
                t -= 1
            }
        }
        if total < n { removeLast(n - total) }
    }

    /// Adds `coefficient · symbol`. Returns +1 when the cell appeared, -1 when it
    /// cancelled away, 0 otherwise. - Complexity: O(n) (insertion into a sorted array).
    @discardableResult
    mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Int {
        // A symbol past the last cell (a new row's own slack, error or dummy symbol, always
        // the newest) is appended without a search.
        if isEmpty || symbol > self[count - 1].symbol {
            if Swift.abs(coefficient) < Row.cellFloor { return 0 }
            append(Cell(symbol: symbol, coefficient: coefficient))
            return 1
        }
        let (i, found) = search(symbol)
        if found {
            let old = self[i].coefficient
            let sum = old + coefficient
            if Row.cancels(sum, old, coefficient) {
                remove(at: i)
                return -1
            }
            self[i].coefficient = sum
            return 0
        }
        if Swift.abs(coefficient) < Row.cellFloor { return 0 }
        insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        return 1
    }

    /// `self + k · other`, both sorted, with the cell of `skip` dropped from `self`. Calls
    /// `appeared`/`vanished` for cells that came or went, so the caller can keep its column
    /// index exact; `skip`'s own cell vanishes silently (the caller clears `skip`'s whole
    /// column at once).
    /// - Complexity: O(n + m), one linear merge into one exactly sized allocation.
    @inline(__always)
    func merging(_ other: CellStorage, times k: Double, dropping skip: SymbolID,
                 appeared: (SymbolID) -> Void, vanished: (SymbolID) -> Void) -> CellStorage {
        withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                CellStorage.merged(a, b, times: k, dropping: skip, appeared: appeared, vanished: vanished)
            }
        }
    }

    /// `a + k · b` (`merge`) into a new list: what `merging` returns, for any storage of cells.
    /// - Complexity: O(n + m), one exactly sized allocation.
    @inline(__always)
    static func merged(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, times k: Double, dropping skip: SymbolID,
                       appeared: (SymbolID) -> Void, vanished: (SymbolID) -> Void) -> CellStorage {
        CellStorage(unsafeUninitializedCapacity: a.count + b.count) { buffer, written in
            var n = 0
            CellStorage.merge(a, b, times: k, dropping: skip, emit: { cell in
                buffer.initializeElement(at: n, to: cell)
                n += 1
            }, appeared: appeared, vanished: vanished)
            written = n
        }
    }

    /// `self + k · other` appended to `out` (emptied first, its storage kept), with the same
    /// cells, bit for bit, as `merging(_:times:dropping:appeared:vanished:)` without a skip:
    /// for a caller that merges many rows into one and keeps the scratch between calls.
    /// - Complexity: O(n + m); no allocation once `out` has grown to the rows merged.
    @inline(__always)
    func merge(_ other: CellStorage, times k: Double, into out: inout CellStorage) {
        other.withUnsafeBufferPointer { merge($0, times: k, into: &out) }
    }

    /// `merge(_:times:into:)` with the other cells in a buffer (a `DummyCells`' cells).
    @inline(__always)
    func merge(_ b: UnsafeBufferPointer<Cell>, times k: Double, into out: inout CellStorage) {
        if !out.isEmpty { out.removeAll(keepingCapacity: true) }
        if out.capacity < count + b.count { out.reserveCapacity(count + b.count) }
        withUnsafeBufferPointer { a in
            CellStorage.merge(a, b, times: k, dropping: noSymbol, emit: { out.append($0) },
                              appeared: { _ in }, vanished: { _ in })
        }
    }

    /// The merge behind `merging` and `merge(_:times:into:)`: emits the cells of `a + k · b`
    /// in symbol order, `skip`'s dropped from `a`; a sum that cancels (`Row.cancels`) and an
    /// added cell below `Row.cellFloor` are not emitted.
    @inline(__always)
    static func merge(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, times k: Double,
                      dropping skip: SymbolID, emit: (Cell) -> Void,
                      appeared: (SymbolID) -> Void, vanished: (SymbolID) -> Void) {
        merge(a, b, times: k, dropping: skip, emit: emit, appeared: appeared, vanished: vanished, changed: { _ in })
    }

    /// `merge(_:_:times:dropping:emit:appeared:vanished:)`, also calling `changed` with the
    /// old cell of every symbol of `a` that `b` adds to (`skip`'s excepted), before its
    /// `emit` or `vanished`: with `appeared`, what a journal needs to restore `a`.
    @inline(__always)
    static func merge(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, times k: Double,
                      dropping skip: SymbolID, emit: (Cell) -> Void,
                      appeared: (SymbolID) -> Void, vanished: (SymbolID) -> Void, changed: (Cell) -> Void) {
        var i = 0
        var j = 0
        let na = a.count
        let nb = b.count
        while i < na && j < nb {
            let sa = a[i].symbol
            let sb = b[j].symbol
            if sa < sb {
                if sa != skip { emit(a[i]) }
                i += 1
            } else if sb < sa {
                let c = b[j].coefficient * k
                if Swift.abs(c) >= Row.cellFloor {
                    emit(Cell(symbol: sb, coefficient: c))
                    appeared(sb)
                }
                j += 1
            } else {
                let old = a[i].coefficient
                let addend = b[j].coefficient * k
                let sum = old + addend
                if sa != skip {
                    changed(a[i])
                    if Row.cancels(sum, old, addend) {
                        vanished(sa)
                    } else {
                        emit(Cell(symbol: sa, coefficient: sum))
                    }
                }
                i += 1
                j += 1
            }
        }
        while i < na {
            if a[i].symbol != skip { emit(a[i]) }
            i += 1
        }
        while j < nb {
            let c = b[j].coefficient * k
            if Swift.abs(c) >= Row.cellFloor {
                emit(Cell(symbol: b[j].symbol, coefficient: c))
                appeared(b[j].symbol)
            }
            j += 1
        }
    }

    /// A copy with room for `extra` more cells (a new row's markers), or an empty array
    /// for no cells. - Complexity: O(count), one allocation.
    @inline(__always)
    func copy(withRoomFor extra: Int) -> CellStorage {
        guard !isEmpty else { return [] }
        return withUnsafeBufferPointer { source in
            CellStorage(unsafeUninitializedCapacity: source.count + extra) { buffer, written in
                _ = buffer.initialize(fromContentsOf: source)
                written = source.count
            }
        }
    }
}
