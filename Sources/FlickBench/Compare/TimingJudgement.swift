#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The statistics behind one timing row: the Mann–Whitney U test of current against baseline
/// samples, the Hodges–Lehmann ratio with its interval, and the verdict they give under the
/// gate's alpha and threshold. Pure: samples in, verdict out, so the synthetic tests exercise
/// exactly what the gate runs.
package struct TimingJudgement: Sendable, Equatable {
    package var verdict: Verdict
    /// current / baseline − 1.
    package var change: Double?
    package var lower: Double?
    package var upper: Double?
    package var pValue: Double?
    package var note: String?

    /// Judges `current` against `baseline` (per-operation times of each sample; non-finite
    /// values are dropped).
    ///
    /// The verdict: *same* unless p < alpha; then, when `gates`, *regressed* for an estimated
    /// slowdown of at least `threshold`, *improved* for a speed-up of at least `threshold`,
    /// and otherwise *slower* or *faster*. Samples too small for the test to ever reach
    /// p < alpha (fewer than 5 each at 0.01) are *not compared*.
    /// - Complexity: O(m n log(m n)).
    package init(baseline: [Double], current: [Double], settings: GateSettings, gates: Bool) {
        let a = baseline.filter(\.isFinite), b = current.filter(\.isFinite)
        guard !a.isEmpty, !b.isEmpty else {
            self.init(verdict: .notCompared, note: a.isEmpty ? "no baseline samples" : "no samples")
            return
        }
        let estimate = RatioEstimate(baseline: a, current: b, alpha: settings.alpha)
        let change = estimate.ratio - 1
        guard UDistribution.smallestTwoSidedP(m: a.count, n: b.count) < settings.alpha else {
            self.init(verdict: .notCompared, change: change,
                      note: "\(a.count) and \(b.count) samples cannot reach p < \(settings.alpha)")
            return
        }
        let test = MannWhitneyU(baseline: a, current: b)
        let verdict: Verdict
        if test.pValue >= settings.alpha {
            verdict = .same
        } else if change > 0 {
            verdict = gates && change >= settings.threshold ? .regressed : .slower
        } else {
            verdict = gates && -change >= settings.threshold ? .improved : .faster
        }
        self.init(verdict: verdict, change: change, lower: estimate.lower.map { $0 - 1 }, upper: estimate.upper.map { $0 - 1 },
                  pValue: test.pValue)
    }

    package init(verdict: Verdict, change: Double? = nil, lower: Double? = nil, upper: Double? = nil, pValue: Double? = nil,
                 note: String? = nil) {
        self.verdict = verdict
        self.change = change
        self.lower = lower
        self.upper = upper
        self.pValue = pValue
        self.note = note
    }

    /// The smallest change (as a fraction) that `n` samples per side resolve with 95 % power
    /// at `alpha` when the samples' noise — the robust standard deviation of their logarithms —
    /// is `noise`: (z_{α/2} + z_{0.05}) · noise · √(2/n), widened by √(π/3) for the rank
    /// test's efficiency against normal noise. An estimate for warnings, not a guarantee.
    /// - Complexity: O(1).
    package static func resolution(noise: Double, samples n: Int, alpha: Double) -> Double {
        guard n > 0 else { return .infinity }
        let z = NormalDistribution.upperQuantile(alpha / 2) + NormalDistribution.upperQuantile(0.05)
        return z * noise * (2 / Double(n)).squareRoot() * (Double.pi / 3).squareRoot()
    }

    /// The noise of a sample: the robust standard deviation (scaled MAD) of its logarithms,
    /// about the coefficient of variation for small noise.
    /// - Complexity: O(n log n).
    package static func noise(_ values: [Double]) -> Double {
        Quantiles.scaledMAD(values.filter { $0.isFinite && $0 > 0 }.map { log($0) })
    }
}
