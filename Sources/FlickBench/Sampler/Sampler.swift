import FlickCore

/// How many samples to take of each group: a count, or as many as fit in a time budget.
package struct SamplingPlan: Sendable, Equatable {
    package enum Length: Sendable, Equatable {
        /// Exactly this many measured samples.
        case samples(Int)
        /// Measured samples until this many seconds of wall time have passed, at least
        /// `minimumTimedSamples` and at most `maximumSamples`.
        case seconds(Double)
    }

    /// Default samples: 20, enough for the rank test at α = 0.01 to find a 5 % shift at least
    /// 95 % of the time when the samples' noise is at most about 2.5 % (see docs/PERFORMANCE.md).
    package static let defaultSamples = 20
    /// Fewest samples a `--time` budget takes: 5, the fewest for which a two-sided rank test
    /// at α = 0.01 can reject (2 / C(10, 5) = 0.008).
    package static let minimumTimedSamples = 5
    /// Most samples of any plan.
    package static let maximumSamples = 500

    /// The default cap on a group's samples: 30 s. A group whose run takes seconds (the grid
    /// at N = 10 000) stops there, after at least `minimumTimedSamples` samples.
    package static let defaultCap = 30.0

    /// Unmeasured runs before the samples (default 1): the first run of a workload pays for
    /// lazily made runtime metadata, caches and page faults that later runs do not.
    package var warmup = 1
    package var length = Length.samples(defaultSamples)
    /// With `.samples`: seconds of wall time after which a group stops sampling once it has
    /// `minimumTimedSamples`; nil takes every sample asked for (`--runs N`).
    package var cap: Double? = defaultCap

    package init(warmup: Int = 1, length: Length = .samples(defaultSamples), cap: Double? = defaultCap) {
        self.warmup = warmup
        self.length = length
        self.cap = cap
    }

    /// Whether a group that has taken `taken` samples in `elapsed` seconds takes another.
    /// - Complexity: O(1).
    package func continues(taken: Int, elapsed: Double) -> Bool {
        if taken >= SamplingPlan.maximumSamples { return false }
        switch length {
        case .samples(let n):
            guard taken < n else { return false }
            if let cap, taken >= SamplingPlan.minimumTimedSamples, elapsed >= cap { return false }
            return true
        case .seconds(let budget):
            return taken < SamplingPlan.minimumTimedSamples || elapsed < budget
        }
    }

    /// The samples a progress line announces after `taken` in `elapsed` seconds.
    package func planned(taken: Int, elapsed: Double) -> Int {
        let perSample = taken > 0 ? elapsed / Double(taken) : 0
        switch length {
        case .samples(let n):
            guard let cap, perSample > 0 else { return n }
            return min(n, max(SamplingPlan.minimumTimedSamples, taken + Int(max(0, cap - elapsed) / perSample) + 1))
        case .seconds(let budget):
            guard perSample > 0 else { return SamplingPlan.minimumTimedSamples }
            return min(SamplingPlan.maximumSamples, max(SamplingPlan.minimumTimedSamples, Int(budget / perSample)))
        }
    }
}

/// Where a run is, for progress lines.
package struct SamplerProgress: Sendable {
    package var group: String
    /// Warm-up runs count up to `warmup`, then samples to `planned` (an estimate for `--time`).
    package var warmingUp: Bool
    package var done: Int
    package var planned: Int
}

/// Runs benchmark groups: warm-up runs, then measured samples, each a fresh run of the
/// workload with the peak resident memory reset before it.
package final class Sampler {
    package let probe: Probe
    /// Called before every run.
    package var onProgress: ((SamplerProgress) -> Void)?

    package init(probe: Probe = Probe()) { self.probe = probe }

    /// One measured run of `group`.
    /// - Throws: what the workload throws.
    package func sampleOnce(_ group: BenchmarkGroup) throws(BenchError) -> GroupSample {
        PeakMemory.reset()
        let measurements = try group.sample(probe)
        return GroupSample(measurements: measurements, peakRSS: PeakMemory.peakBytes())
    }

    /// Warm-up runs, then the measured samples of `plan` (see `SamplingPlan.continues`).
    /// - Returns: the measured samples, in order.
    /// - Complexity: (warm-up + samples) runs of the workload.
    package func run(_ group: BenchmarkGroup, plan: SamplingPlan) throws(BenchError) -> [GroupSample] {
        for i in 0..<plan.warmup {
            onProgress?(SamplerProgress(group: group.name, warmingUp: true, done: i, planned: plan.warmup))
            _ = try sampleOnce(group)
        }
        var samples: [GroupSample] = []
        let start = WorkClock.monotonic.now()
        func elapsed() -> Double { Double(WorkClock.monotonic.now() - start) * 1e-9 }
        while plan.continues(taken: samples.count, elapsed: elapsed()) {
            onProgress?(SamplerProgress(group: group.name, warmingUp: false, done: samples.count,
                                        planned: plan.planned(taken: samples.count, elapsed: elapsed())))
            samples.append(try sampleOnce(group))
        }
        return samples
    }
}
