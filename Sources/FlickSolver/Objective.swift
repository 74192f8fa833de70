/// An objective row, stored densely by symbol number: `value = constant + Σ coefficient·symbol`.
///
/// The objective touches every error symbol, so it is the one row that grows with the
/// whole problem; dense storage makes a lookup or an update O(1), and a min-heap of the
/// symbols whose coefficient went negative makes choosing the entering symbol
/// (Bland's rule: the smallest-numbered improving symbol) O(log n) instead of a scan.
struct Objective {
    var constant: Double = 0
    private(set) var coefficients: [Double] = []
    /// Symbols whose coefficient became negative; entries go stale lazily.
    private var negatives = MinHeap()

    init() {}

    /// Makes room for symbols up to `count - 1`.
    mutating func grow(to count: Int) {
        if coefficients.count < count {
            coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
        }
    }

    /// Drops symbols from `count` on (used when a failed call is rolled back).
    mutating func shrink(to count: Int) {
        if coefficients.count > count { coefficients.removeLast(coefficients.count - count) }
    }

    @inline(__always) func coefficient(of s: SymbolID) -> Double { coefficients[Int(s)] }

    /// Sets a coefficient and returns the old one.
    @inline(__always) @discardableResult
    mutating func set(_ s: SymbolID, _ value: Double) -> Double {
        let old = coefficients[Int(s)]
        coefficients[Int(s)] = value
        if value < 0 {
            negatives.push(s)
            if negatives.count > 4 * coefficients.count + 64 { rebuildNegatives() }
        }
        return old
    }

    /// Rebuilds the heap from the current coefficients, dropping stale entries.
    /// - Complexity: O(n log n); amortised over the O(n) sets that made it necessary.
    private mutating func rebuildNegatives() {
        negatives.removeAll()
        for (i, c) in coefficients.enumerated() where c < 0 { negatives.push(SymbolID(i)) }
    }

    /// The smallest-numbered symbol whose coefficient is below `-tolerance` and that
    /// `isCandidate` accepts, or `noSymbol`. - Complexity: O(log n) amortised.
    mutating func smallestNegative(tolerance: Double, isCandidate: (SymbolID) -> Bool) -> SymbolID {
        while let s = negatives.peek() {
            if Int(s) < coefficients.count && coefficients[Int(s)] < -tolerance && isCandidate(s) { return s }
            negatives.pop()    // stale, or round-off: it comes back when it is set again
        }
        return noSymbol
    }
}

/// A binary min-heap of symbol numbers.
struct MinHeap {
    private var items: [SymbolID] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    func peek() -> SymbolID? { items.first }
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ s: SymbolID) {
        items.append(s)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if items[parent] <= items[i] { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    @discardableResult
    mutating func pop() -> SymbolID? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var m = i
                if l < items.count && items[l] < items[m] { m = l }
                if r < items.count && items[r] < items[m] { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
