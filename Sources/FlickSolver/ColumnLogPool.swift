/// Emptied column logs kept for reuse: the storage a substitution takes from the column of
/// the symbol it makes basic, handed to the next column that spills past its inline members.
///
/// In a layout's first pass most columns that spill do so once, until their symbol becomes
/// basic and its column is cleared; new columns then spill in turn. Each spill was an
/// allocation (about one per constraint); with the cleared columns' arrays passed on, a
/// spill reuses one whenever a cleared column left one behind. Only where the rows'
/// numbers are stored changes, never which rows or in what order.
final class ColumnLogPool {
    /// Logs given back, possibly not yet emptied (emptied when taken, when nothing else can
    /// still hold them).
    @exclusivity(unchecked)
    private var logs: [[Int32]] = []

    /// The most logs kept; past it a given log is released.
    static let limit = 1024

    /// An empty log, with the storage of one given back when there is one.
    /// - Complexity: O(1), no allocation.
    @inline(__always) func take() -> [Int32] {
        guard var log = logs.popLast() else { return [] }
        log.removeAll(keepingCapacity: true)
        return log
    }

    /// Keeps `log`'s storage for a later `take` and leaves `log` empty without storage.
    /// - Complexity: O(1) amortised.
    @inline(__always) func give(_ log: inout [Int32]) {
        guard log.capacity > 0 else { return }
        var kept: [Int32] = []
        swap(&kept, &log)
        if logs.count < ColumnLogPool.limit { logs.append(kept) }
    }
}
