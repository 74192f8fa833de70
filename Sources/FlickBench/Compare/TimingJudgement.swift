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
        self.init(baseline: baseline, current: current, settings: settings, gates: gates, unit: "samples")
    }

    /// Judges per-process summaries: each block is one worker process's samples (per-operation
    /// times), summarized by its median, and the test, the estimate and the verdict of
    /// `init(baseline:current:settings:gates:)` are those of the medians, one value per process.
    ///
    /// Why: samples of one process are not independent — its heap layout, address-space
    /// randomization, caches and CPU placement move all of them together — so a test on pooled
    /// samples counts one process's luck many times over and fires on identical builds. The
    /// processes are the independent units; the samples within one only make its median steadier.
    /// Fewer than 5 processes a side at α = 0.01 cannot reject and are *not compared*.
    /// - Complexity: O(Σ block log block + P² log P) for P processes a side.
    package init(baselineProcesses: [[Double]], currentProcesses: [[Double]], settings: GateSettings, gates: Bool) {
        self.init(baseline: baselineProcesses.compactMap(Self.summary), current: currentProcesses.compactMap(Self.summary),
                  settings: settings, gates: gates, unit: "worker processes")
    }

    /// The median of a process's finite samples, nil when it has none.
    /// - Complexity: O(n log n).
    package static func summary(_ block: [Double]) -> Double? {
        let finite = block.filter(\.isFinite)
        return finite.isEmpty ? nil : Quantiles.median(finite)
    }

    /// The process-level noise of one side: the robust spread (`noise`) of its per-process
    /// medians, about their coefficient of variation; nil with fewer than 3 processes.
    /// - Complexity: O(Σ block log block).
    package static func processNoise(_ blocks: [[Double]]) -> Double? {
        let medians = blocks.compactMap(summary)
        return medians.count >= 3 ? noise(medians) : nil
    }

    private init(baseline: [Double], current: [Double], settings: GateSettings, gates: Bool, unit: String) {
        let a = baseline.filter(\.isFinite), b = current.filter(\.isFinite)
        guard !a.isEmpty, !b.isEmpty else {
            self.init(verdict: .notCompared, note: a.isEmpty ? "no baseline samples" : "no samples")
            return
        }
        let estimate = RatioEstimate(baseline: a, current: b, alpha: settings.alpha)
        let change = estimate.ratio - 1
        guard UDistribution.smallestTwoSidedP(m: a.count, n: b.count) < settings.alpha else {
            self.init(verdict: .notCompared, change: change,
                      note: "\(a.count) and \(b.count) \(unit) cannot reach p < \(settings.alpha)")
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
