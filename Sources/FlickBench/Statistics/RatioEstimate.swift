#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much larger a current sample is than a baseline one, as a ratio: the Hodges–Lehmann
/// estimate (the median of every pairwise ratio current_j / baseline_i, found on logarithms),
/// with the distribution-free confidence interval that goes with the Mann–Whitney U test
/// (Moses' interval: the k-th smallest and k-th largest pairwise ratios). The interval leaves
/// out 1 exactly when the test at the same level rejects, so the two never disagree.
///
/// Values at or below zero are taken as 1e-9 (a time can be zero only when nothing ran).
package struct RatioEstimate: Sendable {
    /// current / baseline: 1.05 is 5 % larger.
    package let ratio: Double
    /// The interval's ends; nil when the samples are too small for the confidence asked
    /// (then no interval of pairwise ratios reaches it).
    package let lower: Double?
    package let upper: Double?
    /// The interval's confidence, 1 − alpha.
    package let confidence: Double

    /// - Parameters:
    ///   - alpha: 1 − confidence; default 0.01 (a 99 % interval, the gate's test level).
    /// - Precondition: both samples non-empty.
    /// - Complexity: O(m n log(m n)) for the m·n pairwise ratios.
    package init(baseline: [Double], current: [Double], alpha: Double = 0.01) {
        precondition(!baseline.isEmpty && !current.isEmpty, "two non-empty samples")
        let logA = baseline.map { log(Swift.max($0, 1e-9)) }
        let logB = current.map { log(Swift.max($0, 1e-9)) }
        var differences: [Double] = []
        differences.reserveCapacity(logA.count * logB.count)
        for b in logB { for a in logA { differences.append(b - a) } }
        differences.sort()
        ratio = exp(Quantiles.quantile(sorted: differences, 0.5))
        confidence = 1 - alpha
        let k = Self.rankOfLowerBound(m: logA.count, n: logB.count, alpha: alpha)
        if k >= 1 && k <= differences.count {
            lower = exp(differences[k - 1])
            upper = exp(differences[differences.count - k])
        } else {
            lower = nil
            upper = nil
        }
    }

    /// The 1-based rank of the interval's lower end among the m·n sorted pairwise
    /// differences: the largest k with P(U ≤ k − 1) ≤ alpha / 2 (exact), or its normal
    /// approximation. 0 when no k qualifies.
    /// - Complexity: that of `UDistribution` for small samples, else O(1).
    package static func rankOfLowerBound(m: Int, n: Int, alpha: Double) -> Int {
        if let exact = UDistribution.cached(m: m, n: n) {
            var k = 0
            while k < m * n && exact.atMost(k) <= alpha / 2 { k += 1 }
            return k   // P(U ≤ k − 1) ≤ alpha/2 and P(U ≤ k) > alpha/2
        }
        let pairs = Double(m * n)
        let z = NormalDistribution.upperQuantile(alpha / 2)
        let k = (pairs / 2 - z * (pairs * Double(m + n + 1) / 12).squareRoot()).rounded(.down)
        return Swift.max(0, Int(k))
    }
}
