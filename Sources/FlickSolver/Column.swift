/// The rows a symbol occurs in, kept as two append-only logs: the rows the symbol appeared
/// in and the rows it vanished from since the logs were last compacted.
///
/// Columns change on every cell that appears in or vanishes from a row, so this is the
/// solver's hottest structure. A pivot visits rows one at a time, and each row's changes
/// touch the columns of many different symbols: a hash set per column pays a cache miss
/// per change, at a random slot of a table that may be far larger than the cache (the
/// 10 000-view chain's columns hold 150 million entries). Appending touches only the end of
/// each log, which the previous row's changes left in the cache.
///
/// The first two appearances are kept inline (`first`, `second`: two 32-bit row numbers
/// fit in the word before the arrays, so a column stays 24 bytes), the later ones in an
/// array: most symbols of a layout (the markers and errors of its constraints, and the
/// variables a definition introduces) occur in one or two rows, and their columns then
/// allocate nothing.
///
/// A membership is one more appearance than vanishing, so compacting cancels each vanished
/// entry against an earlier appearance of the same row, with a scratch array of counters
/// indexed by row (`marks`, all zero between calls) instead of a lookup in the rows. The
/// logs are compacted when the vanished log outgrows half the appearances (amortised O(1)
/// per change) and before anyone reads the members. Member order is the order rows joined
/// the column: it depends only on the history of calls, so it is the same in every run, and
/// the solver's results do not depend on it anyway (every choice breaks ties by number).
///
/// - Precondition: `insert` is called only for a row that does not hold the symbol and
///   `remove` only for one that does — exactly as cells appear and vanish.
struct Column {
    /// The first appearance since the last compaction, or -1. Appearances are in the order
    /// `first`, `second`, then `appeared`.
    private var first: Int32 = -1
    /// The appearance after `first`, or -1.
    private var second: Int32 = -1
    /// The appearances after `first` and `second` since the last compaction (after it: each
    /// member once).
    private var appeared: [Int32] = []
    /// One entry per vanishing since the last compaction.
    private var vanished: [Int32] = []

    init() {}

    /// How many appearances are logged.
    @inline(__always) private var appearances: Int {
        appeared.count + (first >= 0 ? 1 : 0) + (second >= 0 ? 1 : 0)
    }

    /// How many rows hold the symbol. - Complexity: O(1).
    @inline(__always) var count: Int { appearances - vanished.count }

    @inline(__always) var isEmpty: Bool { appearances == vanished.count }

    /// Records that row `r` now holds the symbol: in the first free inline slot when no
    /// later appearance is logged, else at the end of `appeared`, so the order of
    /// appearances is the order of the calls. A first spill takes the log's storage from
    /// `pool` when one is given. - Complexity: O(1) amortised.
    @inline(__always) mutating func insert(_ r: Int32, pool: ColumnLogPool? = nil) {
        if second < 0 && appeared.isEmpty {
            if first < 0 { first = r } else { second = r }
        } else {
            if appeared.capacity == 0, let pool { appeared = pool.take() }
            appeared.append(r)
        }
    }

    /// The most spilled appearances a vanishing is searched for and removed in place.
    static let inPlaceLimit = 8

    /// Whether a vanishing of a row that is not inline is removed from `appeared` in place
    /// rather than logged: when nothing vanished since the last compaction (so every logged
    /// appearance is a distinct member, the row's only one) and at most `inPlaceLimit` are
    /// logged. The members and their order are what compacting would leave, and a short
    /// column that loses a spilled member allocates no vanished log.
    @inline(__always) private var removesInPlace: Bool {
        vanished.isEmpty && appeared.count <= Column.inPlaceLimit
    }

    /// Removes `r` from `appeared`, keeping the order of the others: a hand-written search
    /// and move, so a debug build calls no generic collection code per element.
    /// - Precondition: `r` is in `appeared` (once). - Complexity: O(`inPlaceLimit`).
    private mutating func removeAppeared(_ r: Int32) {
        let n = appeared.count
        appeared.withUnsafeMutableBufferPointer { a in
            var i = 0
            while i < n && a[i] != r { i += 1 }
            assert(i < n, "row \(r) is not a spilled member")
            while i + 1 < n {
                a[i] = a[i + 1]
                i += 1
            }
        }
        appeared.removeLast()
    }

    /// Empties the column (no row holds the symbol any more), giving its logs' storage to
    /// `pool`. - Complexity: O(1) amortised.
    @inline(__always) mutating func clear(into pool: ColumnLogPool) {
        first = -1
        second = -1
        pool.give(&appeared)
        pool.give(&vanished)
    }

    /// Records that row `r` no longer holds the symbol. When `r` is an inline appearance
    /// (`first`, or `second` with `first` another row) that appearance is `r`'s earliest,
    /// the one compacting would cancel: it is dropped at once (the later ones move up a
    /// slot), so the members and their order are the same and nothing is logged. A first
    /// logged vanishing takes the log's storage from `pool` when one is given.
    /// - Complexity: O(1) amortised (an occasional compaction is paid for by the changes
    ///   before it).
    @inline(__always) mutating func remove(_ r: Int32, marks: inout [Int32], pool: ColumnLogPool? = nil) {
        if appearances == vanished.count + 1 {
            // The last member left: nothing to cancel.
            first = -1
            second = -1
            if !appeared.isEmpty { appeared.removeAll(keepingCapacity: true) }
            if !vanished.isEmpty { vanished.removeAll(keepingCapacity: true) }
            return
        }
        if first == r {
            // The earliest appearance: the later ones move up a slot, in order.
            first = second
            second = -1
            return
        }
        if second == r {
            second = -1
            return
        }
        if removesInPlace {
            removeAppeared(r)
            return
        }
        if vanished.capacity == 0, let pool { vanished = pool.take() }
        vanished.append(r)
        if vanished.count > 8 && vanished.count * 2 > appearances { compact(marks: &marks) }
    }

    /// The rows that hold the symbol, each once, in the order they joined.
    /// - Complexity: O(entries logged since the last compaction); the list itself is not
    ///   copied.
    mutating func members(marks: inout [Int32]) -> ColumnMembers {
        if !vanished.isEmpty { compact(marks: &marks) }
        return ColumnMembers(first: first, second: second, rest: appeared)
    }

    /// Calls `body` with each row that holds the symbol, in the order they joined, without
    /// copying the member list. - Complexity: as `members(marks:)`, plus the calls.
    @inline(__always) mutating func forEachMember(marks: inout [Int32], _ body: (Int32) -> Void) {
        if !vanished.isEmpty { compact(marks: &marks) }
        if first >= 0 { body(first) }
        if second >= 0 { body(second) }
        appeared.withUnsafeBufferPointer { for r in $0 { body(r) } }
    }

    /// Cancels every vanished entry against the earliest remaining appearance of its row.
    /// `marks` must be zero at every row number logged here, and is left so.
    private mutating func compact(marks: inout [Int32]) {
        for r in vanished { marks[Int(r)] += 1 }
        if first >= 0 && marks[Int(first)] > 0 {
            marks[Int(first)] -= 1
            first = -1
        }
        if second >= 0 && marks[Int(second)] > 0 {
            marks[Int(second)] -= 1
            second = -1
        }
        let kept = appeared.withUnsafeMutableBufferPointer { a in
            marks.withUnsafeMutableBufferPointer { m in
                var kept = 0
                for i in 0..<a.count {
                    let r = a[i]
                    if m[Int(r)] > 0 {
                        m[Int(r)] -= 1
                    } else {
                        a[kept] = r
                        kept += 1
                    }
                }
                return kept
            }
        }
        appeared.removeLast(appeared.count - kept)
        vanished.removeAll(keepingCapacity: true)
    }
}

/// A column's members (`Column.members(marks:)`): the inline first and second members, if
/// any, then the rest, read in place. Its own iterator reads them without the generic
/// collection machinery (which a debug build pays for per element).
struct ColumnMembers: Sequence {
    /// The first member, or -1.
    let first: Int32
    /// The member after `first`, or -1.
    let second: Int32
    /// The members after `first` and `second`.
    let rest: [Int32]

    /// How many members. - Complexity: O(1).
    @inline(__always) var count: Int { rest.count + (first >= 0 ? 1 : 0) + (second >= 0 ? 1 : 0) }
    @inline(__always) var isEmpty: Bool { first < 0 && second < 0 && rest.isEmpty }
    @inline(__always) var underestimatedCount: Int { count }

    struct Iterator: IteratorProtocol {
        let members: ColumnMembers
        /// The next index into `rest`; -2 while `first` is still to come, -1 while `second` is.
        var position: Int

        @inline(__always) mutating func next() -> Int32? {
            if position == -2 {
                position = -1
                if members.first >= 0 { return members.first }
            }
            if position == -1 {
                position = 0
                if members.second >= 0 { return members.second }
            }
            guard position < members.rest.count else { return nil }
            defer { position += 1 }
            return members.rest[position]
        }
    }

    @inline(__always) func makeIterator() -> Iterator {
        Iterator(members: self, position: -2)
    }
}
