/// The symbols whose values are to be brought up to date, taken out in order of depth
/// (a definition is always deeper than the rows it names, so its names are final first).
///
/// Values are refreshed in waves of equal depth. Rows of equal depth never name each other,
/// so the order within a wave does not matter, and pushes during a wave go to deeper waves
/// only. Each depth's symbols form a singly linked list threaded through one slot per
/// symbol (`successor`), so a push is two stores and never allocates; the depths that hold
/// any are a binary min-heap. The storage is kept between uses and only grows.
///
/// A class over raw storage rather than a struct of arrays: a frame that moves every
/// variable pushes thousands of symbols, and each array write would check uniqueness.
/// - Precondition: a symbol is pushed at most once between two pops of its depth (the
///   value refresh pushes only rows not yet marked dirty).
final class DepthQueue {
    /// Per depth, the first symbol of its list, or `none`.
    @exclusivity(unchecked)
    private var heads: UnsafeMutablePointer<SymbolID>
    @exclusivity(unchecked)
    private var headCapacity: Int
    /// Per symbol, the next symbol in its depth's list, or `none`.
    @exclusivity(unchecked)
    private var links: UnsafeMutablePointer<SymbolID>
    @exclusivity(unchecked)
    private var linkCapacity: Int
    /// The depths whose lists are not empty, as a binary min-heap.
    @exclusivity(unchecked)
    private var depths: [Int32] = []

    /// The end of a list.
    static let none: SymbolID = -1

    init() {
        headCapacity = 16
        heads = .allocate(capacity: headCapacity)
        heads.initialize(repeating: DepthQueue.none, count: headCapacity)
        linkCapacity = 64
        links = .allocate(capacity: linkCapacity)
        links.initialize(repeating: DepthQueue.none, count: linkCapacity)
    }

    deinit {
        heads.deallocate()
        links.deallocate()
    }

    var isEmpty: Bool { depths.isEmpty }

    /// Makes room for symbols numbered below `count`. - Complexity: O(1) unless it grows.
    @inline(__always) func reserve(symbols count: Int) {
        if count > linkCapacity { growLinks(to: count) }
    }

    private func growLinks(to count: Int) {
        (links, linkCapacity) = DepthQueue.grown(links, capacity: linkCapacity, to: count)
    }

    /// Adds `symbol` (below the reserved count) at `depth` (≥ 0).
    /// - Complexity: O(1); O(log depths) for a depth not yet queued.
    @inline(__always) func push(_ symbol: SymbolID, depth: Int32) {
        let d = Int(depth)
        if d >= headCapacity { growHeads(to: d + 1) }
        let head = heads[d]
        if head == DepthQueue.none { pushDepth(depth) }
        links[Int(symbol)] = head
        heads[d] = symbol
    }

    /// Removes the least depth's list and returns its first symbol (follow it with
    /// `successor(of:)`), or `none` when the queue is empty. - Complexity: O(log depths).
    func popShallowest() -> SymbolID {
        guard let top = depths.first else { return DepthQueue.none }
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
        let first = heads[Int(top)]
        heads[Int(top)] = DepthQueue.none
        return first
    }

    /// The symbol after `symbol` in its popped list, or `none`. Read it before pushing
    /// `symbol` again. - Complexity: O(1).
    @inline(__always) func successor(of symbol: SymbolID) -> SymbolID { links[Int(symbol)] }

    private func growHeads(to count: Int) {
        (heads, headCapacity) = DepthQueue.grown(heads, capacity: headCapacity, to: count)
    }

    /// `storage` moved into new storage of at least `count` (and twice `capacity`) slots,
    /// the new ones `none`; the old storage is freed.
    private static func grown(_ storage: UnsafeMutablePointer<SymbolID>, capacity: Int,
                              to count: Int) -> (UnsafeMutablePointer<SymbolID>, Int) {
        let grown = Swift.max(count, capacity * 2)
        let fresh = UnsafeMutablePointer<SymbolID>.allocate(capacity: grown)
        fresh.moveInitialize(from: storage, count: capacity)
        (fresh + capacity).initialize(repeating: none, count: grown - capacity)
        storage.deallocate()
        return (fresh, grown)
    }

    private func pushDepth(_ depth: Int32) {
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
