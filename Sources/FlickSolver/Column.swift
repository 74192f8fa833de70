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
    /// One entry per appearance since the last compaction (after it: each member once).
    private var appeared: [Int32] = []
    /// One entry per vanishing since the last compaction.
    private var vanished: [Int32] = []

    init() {}

    /// How many rows hold the symbol. - Complexity: O(1).
    @inline(__always) var count: Int { appeared.count - vanished.count }

    @inline(__always) var isEmpty: Bool { appeared.count == vanished.count }

    /// Records that row `r` now holds the symbol. - Complexity: O(1) amortised.
    @inline(__always) mutating func insert(_ r: Int32) {
        appeared.append(r)
    }

    /// Records that row `r` no longer holds the symbol.
    /// - Complexity: O(1) amortised (an occasional compaction is paid for by the changes
    ///   before it).
    @inline(__always) mutating func remove(_ r: Int32, marks: inout [Int32]) {
        if appeared.count == vanished.count + 1 {
            // The last member left: nothing to cancel.
            appeared.removeAll(keepingCapacity: true)
            vanished.removeAll(keepingCapacity: true)
            return
        }
        vanished.append(r)
        if vanished.count > 8 && vanished.count * 2 > appeared.count { compact(marks: &marks) }
    }

    /// The rows that hold the symbol, each once, in the order they joined.
    /// - Complexity: O(entries logged since the last compaction).
    mutating func members(marks: inout [Int32]) -> [Int32] {
        if !vanished.isEmpty { compact(marks: &marks) }
        return appeared
    }

    /// Calls `body` with each row that holds the symbol, in the order they joined, without
    /// copying the member list. - Complexity: as `members(marks:)`, plus the calls.
    @inline(__always) mutating func forEachMember(marks: inout [Int32], _ body: (Int32) -> Void) {
        if !vanished.isEmpty { compact(marks: &marks) }
        appeared.withUnsafeBufferPointer { for r in $0 { body(r) } }
    }

    /// Cancels every vanished entry against the earliest remaining appearance of its row.
    /// `marks` must be zero at every row number logged here, and is left so.
    private mutating func compact(marks: inout [Int32]) {
        for r in vanished { marks[Int(r)] += 1 }
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
