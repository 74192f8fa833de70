/// The rows the dual simplex must repair (a restricted row below 0, a dummy away from 0),
/// most infeasible first, ties to the oldest row: the dual simplex's counterpart of
/// Dantzig's rule, which takes far fewer pivots than oldest-first. Once a call has made a
/// long run of pivots the queue switches to oldest-first, the dual Bland's rule, which
/// cannot cycle.
///
/// A row is pushed whenever it changes and is infeasible, so an entry's recorded amount
/// can go stale as later pivots change the row: `pop` re-keys an entry whose row's amount
/// changed and drops one whose row became feasible or left the basis, so the order it
/// returns rows in is always the current one.
struct InfeasibleRows {
    private var heap: [(amount: Double, row: SymbolID)] = []
    /// Whether the queue orders by row number alone (Bland's rule).
    private(set) var oldestFirst = false

    var isEmpty: Bool { heap.isEmpty }

    /// Queues `row`, infeasible by `amount` (> 0). - Complexity: O(log n).
    mutating func push(_ row: SymbolID, amount: Double) {
        heap.append((amount, row))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            guard precedes(heap[i], heap[parent]) else { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    /// The next row to repair, or nil when none is left. `amount` gives a row's current
    /// infeasibility, nil when it is feasible or no longer basic.
    /// - Complexity: O(log n) per entry examined; stale entries are examined once.
    mutating func pop(amount: (SymbolID) -> Double?) -> SymbolID? {
        while let top = heap.first {
            guard let current = amount(top.row) else {
                removeTop()
                continue
            }
            if !oldestFirst && current != top.amount {
                heap[0].amount = current
                siftDown(0)
                continue
            }
            removeTop()
            return top.row
        }
        return nil
    }

    /// Orders by row number until the queue is next empty (Bland's rule, for the rest of
    /// the call that asked). - Complexity: O(n log n).
    mutating func switchToOldestFirst() {
        guard !oldestFirst else { return }
        oldestFirst = true
        heap.sort { $0.row < $1.row }    // a sorted array is a valid heap
    }

    /// Empties the queue and returns to most-infeasible-first.
    mutating func removeAll() {
        heap.removeAll(keepingCapacity: true)
        oldestFirst = false
    }

    @inline(__always) private func precedes(_ a: (amount: Double, row: SymbolID), _ b: (amount: Double, row: SymbolID)) -> Bool {
        if oldestFirst || a.amount == b.amount { return a.row < b.row }
        return a.amount > b.amount
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        if heap.isEmpty {
            oldestFirst = false    // the next call starts with the most infeasible row again
        } else {
            heap[0] = last
            siftDown(0)
        }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var m = i
            if l < heap.count && precedes(heap[l], heap[m]) { m = l }
            if r < heap.count && precedes(heap[r], heap[m]) { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }
}
