/// Zeller and Hildebrandt's ddmin (2002): a smallest subset of `items` (1-minimal: removing
/// any one more item makes `test` fail) that still passes `test`, by removing ever smaller
/// chunks. `test` answers whether a subset still shows the failure. The empty subset is tried
/// first, then complements and subsets of n chunks, n doubling up to one item per chunk.
///
/// - Complexity: O(k² log n) tests in the worst case for a result of k items out of n; about
///   O(k log n) when the failure depends on few items. Stops early when `test` returns nil
///   (the budget of tests is spent), keeping the smallest subset found so far.
func ddmin<T>(_ items: [T], test: ([T]) -> Bool?) -> [T] {
    guard !items.isEmpty else { return items }
    switch test([]) {
    case true?: return []
    case nil: return items
    default: break
    }
    var current = items
    var n = 2
    while current.count >= 2 {
        let chunks = split(current.count, into: n)
        var reduced = false
        // Complements first: removing one chunk keeps the most context.
        for r in chunks {
            let candidate = Array(current[..<r.lowerBound] + current[r.upperBound...])
            guard let passed = test(candidate) else { return current }
            if passed {
                current = candidate
                n = max(n - 1, 2)
                reduced = true
                break
            }
        }
        if !reduced && n > 2 {
            for r in chunks {
                let candidate = Array(current[r])
                guard let passed = test(candidate) else { return current }
                if passed {
                    current = candidate
                    n = 2
                    reduced = true
                    break
                }
            }
        }
        if !reduced {
            if n >= current.count { break }
            n = min(current.count, n * 2)
        }
    }
    return current
}

/// `count` indices split into `n` contiguous, nearly equal ranges (n ≤ count).
private func split(_ count: Int, into n: Int) -> [Range<Int>] {
    let n = max(1, min(n, count))
    var out: [Range<Int>] = []
    var start = 0
    for k in 0..<n {
        let end = start + (count - start) / (n - k)
        out.append(start..<end)
        start = end
    }
    return out
}
