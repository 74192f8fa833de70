/// The symbols whose values are to be brought up to date, taken out in order of depth
/// (a definition is always deeper than the rows it names, so its names are final first).
///
/// A bucket per depth and a min-heap of the depths that hold any: values are refreshed in
/// waves of equal depth, and rows of equal depth never name each other, so the order
/// within a bucket does not matter. Pushes during a wave go to deeper buckets only.
/// The buckets keep their storage between uses.
struct DepthQueue {
    private var buckets: [[SymbolID]] = []
    /// The depths whose buckets are not empty, as a binary min-heap.
    private var depths: [Int32] = []

    var isEmpty: Bool { depths.isEmpty }

    /// Adds `symbol` at `depth`. - Complexity: O(1), O(log depths) for a new depth.
    mutating func push(_ symbol: SymbolID, depth: Int32) {
        let d = Int(depth)
        if d >= buckets.count { buckets.append(contentsOf: repeatElement([], count: d + 1 - buckets.count)) }
        if buckets[d].isEmpty { pushDepth(depth) }
        buckets[d].append(symbol)
    }

    /// Removes and returns the whole bucket of the least depth (its storage is handed back
    /// with `recycle`), or nil when empty. - Complexity: O(log depths).
    mutating func popShallowest() -> (depth: Int32, symbols: [SymbolID])? {
        guard let top = depths.first else { return nil }
        let last = depths.removeLast()
        if !depths.isEmpty {
            depths[0] = last
            var i = 0
            let n = depths.count
            while true {
                let l = 2 * i + 1
                guard l < n else { break }
                let r = l + 1
                let child = r < n && depths[r] < depths[l] ? r : l
                guard depths[child] < depths[i] else { break }
                depths.swapAt(i, child)
                i = child
            }
        }
        var symbols: [SymbolID] = []
        swap(&symbols, &buckets[Int(top)])
        return (top, symbols)
    }

    /// Gives a popped bucket's storage back for reuse.
    mutating func recycle(_ symbols: inout [SymbolID], depth: Int32) {
        symbols.removeAll(keepingCapacity: true)
        if buckets[Int(depth)].isEmpty { swap(&symbols, &buckets[Int(depth)]) }
    }

    private mutating func pushDepth(_ depth: Int32) {
        depths.append(depth)
        var i = depths.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            guard depths[i] < depths[parent] else { break }
            depths.swapAt(i, parent)
            i = parent
        }
    }
}
