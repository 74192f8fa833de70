/// An objective row, stored densely by symbol number: `value = constant + Σ coefficient·symbol`.
///
/// The objective touches every error symbol, so it is the one row that grows with the
/// whole problem; dense storage makes a lookup or an update O(1). Pricing (choosing the
/// entering symbol) needs only the improving symbols, those with a negative coefficient:
/// a list of the symbols whose coefficient went negative, pruned as it is scanned, makes
/// one pricing pass O(improving symbols) instead of O(all symbols).
struct Objective {
    var constant: Double = 0
    private(set) var coefficients: [Double] = []
    /// Every symbol whose coefficient is negative, and some whose coefficient went back
    /// up since the last scan; each at most once (`listed`).
    private var candidates: [SymbolID] = []
    private var listed: [Bool] = []

    init() {}

    /// Makes room for symbols up to `count - 1`.
    mutating func grow(to count: Int) {
        // One symbol at a time is the usual case: plain appends, not the generic
        // append(contentsOf:) path.
        while coefficients.count < count {
            coefficients.append(0)
            listed.append(false)
        }
    }

    /// Drops symbols from `count` on (used when a failed call is rolled back).
    mutating func shrink(to count: Int) {
        guard coefficients.count > count else { return }
        coefficients.removeLast(coefficients.count - count)
        listed.removeLast(listed.count - count)
        candidates.removeAll { Int($0) >= count }
    }

    @inline(__always) func coefficient(of s: SymbolID) -> Double { coefficients[Int(s)] }

    /// Sets a coefficient and returns the old one.
    @inline(__always) @discardableResult
    mutating func set(_ s: SymbolID, _ value: Double) -> Double {
        let old = coefficients[Int(s)]
        coefficients[Int(s)] = value
        if value < 0 && !listed[Int(s)] {
            listed[Int(s)] = true
            candidates.append(s)
        }
        return old
    }

    /// Calls `body` with each symbol whose coefficient is below `-tolerance` and that
    /// `canEnter` accepts, in no particular order (callers break ties by symbol number),
    /// dropping from the list the symbols that no longer improve and those `canEnter`
    /// rejects — it must reject a symbol for good (a dummy marker never enters), or the
    /// symbol is missed until its coefficient is set again. Dropping them matters: every
    /// required equality's dummy with a negative coefficient would otherwise stay listed and be
    /// rescanned on every add, about a quarter of a large layout's solver work for the same
    /// pivots. - Complexity: O(listed symbols).
    mutating func forEachImproving(tolerance: Double, canEnter: (SymbolID) -> Bool, _ body: (SymbolID, Double) -> Void) {
        var i = 0
        while i < candidates.count {
            let s = candidates[i]
            let c = coefficients[Int(s)]
            if c < 0 && !canEnter(s) {
                listed[Int(s)] = false
                candidates[i] = candidates[candidates.count - 1]
                candidates.removeLast()
            } else if c < -tolerance {
                body(s, c)
                i += 1
            } else if c < 0 {
                i += 1    // round-off-sized: not improving now, kept in case it grows
            } else {
                listed[Int(s)] = false
                candidates[i] = candidates[candidates.count - 1]
                candidates.removeLast()
            }
        }
    }
}
