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

    /// Unmeasured runs before the samples (default 1): the first run of a workload pays for
    /// lazily made runtime metadata, caches and page faults that later runs do not.
    package var warmup = 1
    package var length = Length.samples(defaultSamples)

    package init(warmup: Int = 1, length: Length = .samples(defaultSamples)) {
        self.warmup = warmup
        self.length = length
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

    /// Warm-up runs, then the measured samples of `plan`.
    /// - Returns: the measured samples, in order.
    /// - Complexity: (warm-up + samples) runs of the workload.
    package func run(_ group: BenchmarkGroup, plan: SamplingPlan) throws(BenchError) -> [GroupSample] {
        for i in 0..<plan.warmup {
            onProgress?(SamplerProgress(group: group.name, warmingUp: true, done: i, planned: plan.warmup))
            _ = try sampleOnce(group)
        }
        var samples: [GroupSample] = []
        switch plan.length {
        case .samples(let count):
            for i in 0..<count {
                onProgress?(SamplerProgress(group: group.name, warmingUp: false, done: i, planned: count))
                samples.append(try sampleOnce(group))
            }
        case .seconds(let budget):
            let start = WorkClock.monotonic.now()
            let deadline = start + Int64(budget * 1e9)
            while samples.count < SamplingPlan.maximumSamples {
                let now = WorkClock.monotonic.now()
                if samples.count >= SamplingPlan.minimumTimedSamples && now >= deadline { break }
                let perSample = samples.isEmpty ? 0 : Double(now - start) / Double(samples.count)
                let estimate = perSample > 0 ? max(SamplingPlan.minimumTimedSamples, Int(budget * 1e9 / perSample)) : SamplingPlan.minimumTimedSamples
                onProgress?(SamplerProgress(group: group.name, warmingUp: false, done: samples.count,
                                            planned: min(SamplingPlan.maximumSamples, estimate)))
                samples.append(try sampleOnce(group))
            }
        }
        return samples
    }
}
