import FlickCore
import Foundation
import Testing
@testable import FlickBench

/// The statistics behind the gate, on synthetic samples (never wall-clock timing), so the
/// numbers below are the same on every machine and every run.
@Suite struct QuantileTests {
    @Test func interpolatesLikeNumPy() {
        #expect(Quantiles.quantile([1, 2, 3, 4], 0.25) == 1.75)
        #expect(Quantiles.median([4, 1, 3, 2]) == 2.5)
        #expect(abs(Quantiles.quantile([1, 2, 3, 4], 0.9) - 3.7) < 1e-12)
        #expect(Quantiles.median([7]) == 7)
        #expect(Quantiles.median([]).isNaN)
    }

    @Test func scaledMADEstimatesTheStandardDeviation() {
        var rng = SeededRandom(seed: 1)
        let xs = (0..<20_000).map { _ in rng.normal() * 3 }
        #expect(abs(Quantiles.scaledMAD(xs) - 3) < 0.1)
    }
}

@Suite struct RankTestTests {
    @Test func exactDistributionIsSymmetricAndSumsToOne() throws {
        let d = try #require(UDistribution(m: 3, n: 3))
        #expect(abs(d.atMost(0) - 1.0 / 20) < 1e-15)
        #expect(d.atMost(9) == 1)
        for u in 0...9 { #expect(abs(d.atMost(u) - d.atLeast(9 - u)) < 1e-12) }
        #expect(UDistribution(m: 60, n: 60) == nil)
        #expect(abs(UDistribution.smallestTwoSidedP(m: 5, n: 5) - 2.0 / 252) < 1e-15)
    }

    /// Reference values from SciPy 1.x `mannwhitneyu(current, baseline, alternative='two-sided')`.
    @Test func pValuesMatchSciPy() {
        let separated = MannWhitneyU(baseline: [1, 2, 3, 4, 5], current: [6, 7, 8, 9, 10])
        #expect(separated.method == .exact && separated.u == 25)
        #expect(abs(separated.pValue - 0.007936507936507936) < 1e-12)
        let mixed = MannWhitneyU(baseline: [1.0, 2.5, 3.1, 4.7, 5.2, 6.0], current: [2.2, 3.3, 5.5, 6.6, 7.1, 8.0, 9.4])
        #expect(mixed.u == 33 && abs(mixed.pValue - 0.10139860139860139) < 1e-12)
        // Ties: the normal approximation with tie and continuity corrections (method='asymptotic').
        let tied = MannWhitneyU(baseline: [1, 2, 2, 3, 3, 3, 4, 5], current: [3, 4, 4, 5, 5, 6, 6, 7])
        #expect(tied.method == .normal && tied.u == 56.5)
        #expect(abs(tied.pValue - 0.010515245935858907) < 1e-9)
        #expect(MannWhitneyU(baseline: [5, 5, 5], current: [5, 5, 5]).pValue == 1)
    }

    @Test func ratioEstimateAndItsIntervalBracketAKnownShift() throws {
        var rng = SeededRandom(seed: 2)
        let a = (0..<20).map { _ in 1000 * exp(0.01 * rng.normal()) }
        let b = a.map { $0 * 1.1 }
        let r = RatioEstimate(baseline: a, current: b)
        #expect(abs(r.ratio - 1.1) < 0.01)
        let lower = try #require(r.lower), upper = try #require(r.upper)
        #expect(lower < 1.1 && 1.1 < upper && lower > 1)
        // Too few samples for a 99 % interval: none is claimed.
        #expect(RatioEstimate(baseline: [1, 2], current: [3, 4]).lower == nil)
    }
}

/// Synthetic timing samples: a log-normal spread around `median` (`noise` is the standard
/// deviation of the logarithm, about the coefficient of variation), and a share `outliers` of
/// samples made up to 50 % slower, as a preempted sample on a busy machine is.
func timings(_ n: Int, median: Double, noise: Double, outliers: Double, _ rng: inout SeededRandom) -> [Double] {
    (0..<n).map { _ in
        var v = median * exp(noise * rng.normal())
        if rng.unit() < outliers { v *= 1 + 0.5 * rng.unit() }
        return v
    }
}

@Suite struct GatePowerTests {
    static let trials = 1000
    let n = SamplingPlan.defaultSamples
    let gate = GateSettings()

    /// A 5 % slowdown of the median, at the default 20 samples and α = 0.01, with 2.5 % noise
    /// and 5 % outliers: found significant (slower or regressed) in ≥ 95 % of trials.
    @Test func findsAFivePercentShift() {
        var rng = SeededRandom(seed: 17)
        var significant = 0, gated = 0
        for _ in 0..<Self.trials {
            let a = timings(n, median: 1000, noise: 0.025, outliers: 0.05, &rng)
            let b = timings(n, median: 1050, noise: 0.025, outliers: 0.05, &rng)
            let j = TimingJudgement(baseline: a, current: b, settings: gate, gates: true)
            if j.verdict == .regressed || j.verdict == .slower { significant += 1 }
            if j.verdict == .regressed { gated += 1 }
        }
        let rate = Double(significant) / Double(Self.trials)
        print("5% shift, noise 2.5%, 20 samples: significant in \(significant)/\(Self.trials), gate fired (≥ 5% estimated) in \(gated)")
        #expect(rate >= 0.95)
    }

    /// A 10 % slowdown (twice the threshold) fails the gate in ≥ 99 % of trials.
    @Test func gatesATenPercentShift() {
        var rng = SeededRandom(seed: 18)
        var gated = 0
        for _ in 0..<Self.trials {
            let a = timings(n, median: 1000, noise: 0.025, outliers: 0.05, &rng)
            let b = timings(n, median: 1100, noise: 0.025, outliers: 0.05, &rng)
            if TimingJudgement(baseline: a, current: b, settings: gate, gates: true).verdict == .regressed { gated += 1 }
        }
        print("10% shift: gate fired in \(gated)/\(Self.trials)")
        #expect(Double(gated) / Double(Self.trials) >= 0.99)
    }

    /// Identical distributions (A/A), quiet and very noisy: the gate fails in ≤ 1 % of trials,
    /// and even the test alone (threshold 0) calls A slower than A in ≤ 1 %.
    @Test(arguments: [(0.02, 0.05), (0.10, 0.20)])
    func rarelyRaisesFalseAlarms(noise: Double, outliers: Double) {
        var rng = SeededRandom(seed: 19)
        var strict = gate
        strict.threshold = 0
        var alarms = 0, slower = 0
        let trials = 2 * Self.trials
        for _ in 0..<trials {
            let a = timings(n, median: 1000, noise: noise, outliers: outliers, &rng)
            let b = timings(n, median: 1000, noise: noise, outliers: outliers, &rng)
            if TimingJudgement(baseline: a, current: b, settings: gate, gates: true).verdict == .regressed { alarms += 1 }
            if TimingJudgement(baseline: a, current: b, settings: strict, gates: true).verdict == .regressed { slower += 1 }
        }
        print("A/A, noise \(noise), outliers \(outliers): gate fired \(alarms)/\(trials), significant slowdowns \(slower)/\(trials)")
        #expect(Double(alarms) / Double(trials) <= 0.01)
        #expect(Double(slower) / Double(trials) <= 0.01)
    }

    @Test func tooFewSamplesAreNotJudged() {
        let j = TimingJudgement(baseline: [1, 2, 3], current: [10, 20, 30], settings: gate, gates: true)
        #expect(j.verdict == .notCompared && j.note?.contains("cannot reach") == true)
    }

    @Test func resolutionFollowsNoiseAndSamples() {
        let r20 = TimingJudgement.resolution(noise: 0.025, samples: 20, alpha: 0.01)
        #expect(r20 > 0.03 && r20 < 0.05)
        #expect(TimingJudgement.resolution(noise: 0.025, samples: 80, alpha: 0.01) < r20 / 1.9)
    }
}
