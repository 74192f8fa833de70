/// The Mann–Whitney U test (Wilcoxon rank-sum test), two-sided: do two independent samples
/// come from one distribution, or is one shifted? It compares ranks, not values, so the
/// outliers a busy machine adds (a preempted sample ten times slower) move it no more than
/// any other sample above the rest, and it assumes no distribution shape.
///
/// Exact when there are no ties and m·n ≤ `UDistribution.maximumPairs`; otherwise the normal
/// approximation with the tie correction and a continuity correction of ½.
package struct MannWhitneyU: Sendable {
    /// How the p-value was found.
    package enum Method: String, Sendable { case exact, normal }

    /// U of the current sample: the pairs (baseline a, current b) with b > a, ties counting ½.
    /// 0…m·n; m·n/2 when the two are alike, above when the current sample is larger.
    package let u: Double
    /// The two-sided p-value: the probability, were both samples from one distribution, of a
    /// U at least this far from m·n/2.
    package let pValue: Double
    package let method: Method

    /// Tests `current` against `baseline`.
    /// - Precondition: both non-empty; values finite.
    /// - Complexity: O((m + n) log(m + n)), plus the exact distribution when used.
    package init(baseline: [Double], current: [Double]) {
        precondition(!baseline.isEmpty && !current.isEmpty, "two non-empty samples")
        let m = baseline.count, n = current.count
        // Average ranks over the pooled sample.
        let pooled = (baseline.map { ($0, false) } + current.map { ($0, true) }).sorted { $0.0 < $1.0 }
        var rankSum = 0.0, tieTerm = 0.0
        var i = 0
        while i < pooled.count {
            var j = i
            while j + 1 < pooled.count && pooled[j + 1].0 == pooled[i].0 { j += 1 }
            let rank = Double(i + j + 2) / 2   // ranks i+1 … j+1, averaged
            let t = Double(j - i + 1)
            if t > 1 { tieTerm += t * t * t - t }
            for k in i...j where pooled[k].1 { rankSum += rank }
            i = j + 1
        }
        let u = rankSum - Double(n * (n + 1)) / 2
        self.u = u
        let pairs = Double(m * n)
        if tieTerm == 0, let exact = UDistribution.cached(m: m, n: n) {
            let k = Int(u.rounded())
            method = .exact
            pValue = Swift.min(1, 2 * Swift.min(exact.atMost(k), exact.atLeast(k)))
            return
        }
        method = .normal
        let total = Double(m + n)
        let variance = pairs / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
        guard variance > 0 else { pValue = 1; return }
        let distance = Swift.max(0, abs(u - pairs / 2) - 0.5)
        pValue = Swift.min(1, 2 * NormalDistribution.upperTail(distance / variance.squareRoot()))
    }
}
