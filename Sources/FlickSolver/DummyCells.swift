/// A row's dummy cells (required equalities' markers), sorted by symbol, with room for one
/// cell inline.
///
/// Every required equality's new row starts with one dummy cell, its own marker; as an
/// array of its own that was one allocation per constraint (a fifth of a layout's first
/// pass). Here a lone cell lives in the value itself and an array is made only for a
/// second cell (or when one is handed in). The cells, their order and every sum are those
/// an array would hold: only where they are stored differs.
///
/// States: empty (`spilled` empty, `single.symbol == noSymbol`), one inline cell
/// (`spilled` empty, `single` set), or every cell in `spilled` (`single` unset). A list
/// that has spilled stays in its array (its capacity is reused) until it is replaced.
struct DummyCells: Sequence {
    /// The one cell while the list has not spilled; `symbol` is `noSymbol` otherwise.
    private var single: Cell
    /// Every cell, once the list has more than one (or was made from an array).
    private var spilled: CellStorage

    /// No cells. - Complexity: O(1), no allocation.
    init() {
        single = Cell(symbol: noSymbol, coefficient: 0)
        spilled = []
    }

    /// The cells of `storage` (sorted by symbol), in its array. - Complexity: O(1).
    init(_ storage: CellStorage) {
        single = Cell(symbol: noSymbol, coefficient: 0)
        spilled = storage
    }

    /// A copy of `cells` (sorted by symbol): none or one inline, else one array with room
    /// for `extra` more. - Complexity: O(count), at most one allocation.
    init(copying cells: UnsafeBufferPointer<Cell>, withRoomFor extra: Int) {
        self.init()
        if cells.count == 1 {
            single = cells[0]
        } else if cells.count > 1 {
            spilled = CellStorage(unsafeUninitializedCapacity: cells.count + extra) { buffer, written in
                _ = buffer.initialize(fromContentsOf: cells)
                written = cells.count
            }
        }
    }

    /// Whether the one cell is inline.
    @inline(__always) private var isSingle: Bool { single.symbol != noSymbol }

    /// - Complexity: O(1).
    @inline(__always) var count: Int { isSingle ? 1 : spilled.count }

    /// - Complexity: O(1).
    @inline(__always) var isEmpty: Bool { !isSingle && spilled.isEmpty }

    /// The `i`th cell in symbol order. - Precondition: `0 <= i < count`.
    @inline(__always) subscript(i: Int) -> Cell { isSingle ? single : spilled[i] }

    /// Calls `body` with the cells as one buffer (the inline cell's, or the array's).
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        if isSingle {
            return try withUnsafePointer(to: single) { try body(UnsafeBufferPointer(start: $0, count: 1)) }
        }
        return try spilled.withUnsafeBufferPointer(body)
    }

    /// The position of `symbol`, or where it would be inserted (see `CellStorage.search`).
    /// - Complexity: O(log n).
    @inline(__always) func search(_ symbol: SymbolID) -> (index: Int, found: Bool) {
        if isSingle {
            return symbol <= single.symbol ? (0, symbol == single.symbol) : (1, false)
        }
        return spilled.search(symbol)
    }

    /// Adds `coefficient · symbol`, as `CellStorage.add`: +1 when the cell appeared, -1 when
    /// it cancelled away, 0 otherwise. A first cell goes inline when no array is kept.
    /// - Complexity: O(n); one allocation when a second cell spills the list.
    @discardableResult
    @inline(__always) mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Int {
        if !isSingle {
            if spilled.isEmpty && spilled.capacity == 0 {
                if Swift.abs(coefficient) < Row.cellFloor { return 0 }
                single = Cell(symbol: symbol, coefficient: coefficient)
                return 1
            }
            return spilled.add(symbol, coefficient)
        }
        if symbol == single.symbol {
            let old = single.coefficient
            let sum = old + coefficient
            if Row.cancels(sum, old, coefficient) {
                single.symbol = noSymbol
                return -1
            }
            single.coefficient = sum
            return 0
        }
        if Swift.abs(coefficient) < Row.cellFloor { return 0 }
        spill(room: 1)
        return spilled.add(symbol, coefficient)
    }

    /// Removes and returns the `i`th cell. - Precondition: `0 <= i < count`.
    @discardableResult
    @inline(__always) mutating func remove(at i: Int) -> Cell {
        if isSingle {
            let cell = single
            single.symbol = noSymbol
            return cell
        }
        return spilled.remove(at: i)
    }

    /// Multiplies every coefficient by `k`. - Complexity: O(count).
    @inline(__always) mutating func multiply(by k: Double) {
        if isSingle { single.coefficient *= k; return }
        for i in spilled.indices { spilled[i].coefficient *= k }
    }

    /// Negates every coefficient (`-c`, not `-1 · c`). - Complexity: O(count).
    @inline(__always) mutating func negate() {
        if isSingle { single.coefficient = -single.coefficient; return }
        for i in spilled.indices { spilled[i].coefficient = -spilled[i].coefficient }
    }

    /// Removes the cells `shouldRemove` picks. - Complexity: O(count).
    mutating func removeAll(where shouldRemove: (Cell) -> Bool) {
        if isSingle {
            if shouldRemove(single) { single.symbol = noSymbol }
            return
        }
        if !spilled.isEmpty { spilled.removeAll(where: shouldRemove) }
    }

    /// Calls `body` with the cells as an array to change in place (an inline cell first
    /// moved into an array with room for `room` more), for the merges and patches written
    /// for `CellStorage`. - Complexity: O(1) when spilled; one allocation to spill.
    @inline(__always)
    mutating func withStorage<R>(room: Int, _ body: (inout CellStorage) throws -> R) rethrows -> R {
        if isSingle { spill(room: room) }
        return try body(&spilled)
    }

    /// `CellStorage.patch` on these cells (`Row.patch`'s dummies): the same cells, the same
    /// log. - Complexity: as `CellStorage.patch`, plus one allocation when it spills.
    @inline(__always)
    mutating func patch(adding b: UnsafeBufferPointer<Cell>, times k: Double, log: PatchLog) {
        if isSingle { spill(room: b.count) }
        spilled.patch(adding: b, times: k, removingAt: -1, log: log)
    }

    /// `CellStorage.merging` of these cells and `other`'s (see there), into a new list.
    /// - Complexity: O(n + m), one exactly sized allocation.
    @inline(__always)
    func merging(_ other: DummyCells, times k: Double, dropping skip: SymbolID,
                 appeared: (SymbolID) -> Void, vanished: (SymbolID) -> Void) -> DummyCells {
        withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                DummyCells(CellStorage.merged(a, b, times: k, dropping: skip, appeared: appeared, vanished: vanished))
            }
        }
    }

    /// Moves the inline cell into an array with room for `room` more.
    private mutating func spill(room: Int) {
        var storage = CellStorage()
        storage.reserveCapacity(1 + room)
        storage.append(single)
        single.symbol = noSymbol
        spilled = storage
    }

    /// Iterates the cells in symbol order.
    struct Iterator: IteratorProtocol {
        let list: DummyCells
        var index = 0
        @inline(__always) mutating func next() -> Cell? {
            guard index < list.count else { return nil }
            defer { index += 1 }
            return list[index]
        }
    }

    @inline(__always) func makeIterator() -> Iterator { Iterator(list: self) }

    @inline(__always) var underestimatedCount: Int { count }
}
