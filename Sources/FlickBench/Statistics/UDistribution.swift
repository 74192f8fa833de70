import Synchronization

/// The exact null distribution of the Mann–Whitney U statistic for two samples of `m` and `n`
/// values without ties: every ordering of the m + n values equally likely.
///
/// Counts come from the recurrence f(i, j, u) = f(i, j − 1, u − i) + f(i − 1, j, u) (the
/// largest value belongs to the second sample, beating all i of the first, or to the first).
/// - Complexity: O(m² n²) time, O(m n²) memory, once per size pair; `maximumPairs` bounds it.
package struct UDistribution: Sendable {
    /// The largest m·n computed exactly (50 × 50); larger samples use the normal approximation.
    package static let maximumPairs = 2500

    package let m: Int
    package let n: Int
    /// P(U ≤ u) for u in 0…m·n.
    private let cumulative: [Double]

    /// The distribution for sizes `m` and `n`, or nil when either is 0 or m·n exceeds
    /// `maximumPairs`.
    package init?(m: Int, n: Int) {
        guard m > 0, n > 0, m * n <= Self.maximumPairs else { return nil }
        self.m = m
        self.n = n
        var previous: [[Double]] = []
        for i in 0...m {
            var current: [[Double]] = []
            current.reserveCapacity(n + 1)
            for j in 0...n {
                var counts = [Double](repeating: 0, count: i * j + 1)
                if i == 0 || j == 0 {
                    counts[0] = 1
                } else {
                    let left = current[j - 1]
                    for u in left.indices { counts[u + i] += left[u] }
                    let up = previous[j]
                    for u in up.indices { counts[u] += up[u] }
                }
                current.append(counts)
            }
            previous = current
        }
        let counts = previous[n]
        let total = counts.reduce(0, +)
        var running = 0.0
        cumulative = counts.map { running += $0; return running / total }
    }

    private static let cache = Mutex<[Int: UDistribution]>([:])

    /// The distribution for sizes `m` and `n`, computed once per size pair and kept (the
    /// rank test and its interval ask for the same sizes over and over).
    /// - Returns: nil as `init(m:n:)` does.
    package static func cached(m: Int, n: Int) -> UDistribution? {
        guard m > 0, n > 0, m * n <= maximumPairs else { return nil }
        let key = m << 32 | n
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard let made = UDistribution(m: m, n: n) else { return nil }
        cache.withLock { $0[key] = made }
        return made
    }

    /// P(U ≤ u); 0 below 0, 1 from m·n on.
    package func atMost(_ u: Int) -> Double {
        if u < 0 { return 0 }
        return u >= cumulative.count - 1 ? 1 : cumulative[u]
    }

    /// P(U ≥ u) = P(U ≤ m·n − u), by symmetry.
    package func atLeast(_ u: Int) -> Double { atMost(m * n - u) }

    /// The smallest two-sided p-value samples of sizes `m` and `n` can give: 2 / C(m + n, m).
    /// Below `alpha`, a rank test at `alpha` can never reject, however large the change.
    /// - Complexity: O(min(m, n)).
    package static func smallestTwoSidedP(m: Int, n: Int) -> Double {
        guard m > 0, n > 0 else { return 1 }
        var orderings = 1.0
        let k = Swift.min(m, n)
        for i in 0..<k { orderings = orderings * Double(m + n - i) / Double(i + 1) }
        return Swift.min(1, 2 / orderings)
    }
}
