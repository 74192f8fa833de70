/// A min-priority queue of symbols ordered by (depth, number): the order in which
/// definitions' values are brought up to date (a row is always deeper than the rows it
/// names). A binary heap over packed keys.
struct DepthQueue {
    private var keys: [UInt64] = []

    var isEmpty: Bool { keys.isEmpty }

    /// Adds `symbol` at `depth`. - Complexity: O(log n).
    mutating func push(_ symbol: SymbolID, depth: Int32) {
        keys.append(UInt64(UInt32(depth)) << 32 | UInt64(UInt32(symbol)))
        var i = keys.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            guard keys[i] < keys[parent] else { break }
            keys.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes and returns the symbol of least (depth, number), or nil when empty.
    /// - Complexity: O(log n).
    mutating func pop() -> SymbolID? {
        guard let top = keys.first else { return nil }
        let last = keys.removeLast()
        if !keys.isEmpty {
            keys[0] = last
            var i = 0
            let n = keys.count
            while true {
                let l = 2 * i + 1
                guard l < n else { break }
                let r = l + 1
                let child = r < n && keys[r] < keys[l] ? r : l
                guard keys[child] < keys[i] else { break }
                keys.swapAt(i, child)
                i = child
            }
        }
        return SymbolID(truncatingIfNeeded: top & 0xFFFF_FFFF)
    }
}
