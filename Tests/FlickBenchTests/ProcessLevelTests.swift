import FlickCore
import Foundation
import Testing
@testable import FlickBench

/// Synthetic samples of several worker processes: each process draws its own offset (its
/// heap layout, address-space randomization, cache and CPU placement) of log-spread
/// `processNoise`, which moves all its samples together, and each sample a further
/// `sampleNoise`. The blocks of one side, `processes` × `perProcess` samples.
func processBlocks(_ processes: Int, _ perProcess: Int, median: Double, processNoise: Double, sampleNoise: Double,
                   _ rng: inout SeededRandom) -> [[Double]] {
    (0..<processes).map { _ in
        let level = median * exp(processNoise * rng.normal())
        return timings(perProcess, median: level, noise: sampleNoise, outliers: 0.05, &rng)
    }
}

/// Why `--against` tests per-process medians: on samples with a process-level component the
/// pooled rank test fires on identical builds, the per-process test does not, and a 10 %
/// slowdown is still found. Seeded, so the counts are the same on every machine.
@Suite struct ProcessLevelGateTests {
    static let trials = 1000
    let gate = GateSettings()
    let processes = InterleavedRun.Design.defaultProcesses

    /// A/A, process noise 3 %, sample noise 1 %. The old design — one worker a side, its 20
    /// samples tested as if independent — fires far above α; the new — 20 processes × 1
    /// sample a side (the default), tested on per-process medians — in ≤ 1 % of trials.
    @Test func perProcessMediansKeepTheFalseAlarmRate() {
        var rng = SeededRandom(seed: 31)
        var strict = gate
        strict.threshold = 0
        var pooled = 0, perProcess = 0, perProcessStrict = 0
        for _ in 0..<Self.trials {
            let oldA = processBlocks(1, 20, median: 1000, processNoise: 0.03, sampleNoise: 0.01, &rng)[0]
            let oldB = processBlocks(1, 20, median: 1000, processNoise: 0.03, sampleNoise: 0.01, &rng)[0]
            if TimingJudgement(baseline: oldA, current: oldB, settings: gate, gates: true).verdict == .regressed { pooled += 1 }
            let a = processBlocks(processes, 1, median: 1000, processNoise: 0.03, sampleNoise: 0.01, &rng)
            let b = processBlocks(processes, 1, median: 1000, processNoise: 0.03, sampleNoise: 0.01, &rng)
            if TimingJudgement(baselineProcesses: a, currentProcesses: b, settings: gate, gates: true).verdict == .regressed { perProcess += 1 }
            if TimingJudgement(baselineProcesses: a, currentProcesses: b, settings: strict, gates: true).verdict == .regressed {
                perProcessStrict += 1
            }
        }
        print("A/A, process noise 3%: one process a side, gate fired in \(pooled)/\(Self.trials); per process: gate fired \(perProcess), significantly slower \(perProcessStrict)")
        #expect(Double(pooled) / Double(Self.trials) > 0.10)
        #expect(Double(perProcess) / Double(Self.trials) <= 0.01)
        #expect(Double(perProcessStrict) / Double(Self.trials) <= 0.01)
    }

    /// A 10 % slowdown at process noise 3 %: with 10 processes × 2 samples a side the gate
    /// fires in ≥ 85 % of trials; with the same samples in 20 processes (the default) ≥ 95 %.
    @Test(arguments: [(0.03, 10, 2, 0.85), (0.03, 20, 1, 0.95), (0.03, 20, 2, 0.95)])
    func perProcessMediansFindATenPercentSlowdown(processNoise: Double, processes: Int, perProcess: Int, required: Double) {
        var rng = SeededRandom(seed: 32)
        var gated = 0
        for _ in 0..<Self.trials {
            let a = processBlocks(processes, perProcess, median: 1000, processNoise: processNoise, sampleNoise: 0.01, &rng)
            let b = processBlocks(processes, perProcess, median: 1100, processNoise: processNoise, sampleNoise: 0.01, &rng)
            if TimingJudgement(baselineProcesses: a, currentProcesses: b, settings: gate, gates: true).verdict == .regressed { gated += 1 }
        }
        print("10% slowdown, process noise \(processNoise), \(processes) processes × \(perProcess): gate fired in \(gated)/\(Self.trials)")
        #expect(Double(gated) / Double(Self.trials) >= required)
    }

    @Test func processNoiseIsTheSpreadOfProcessMedians() throws {
        var rng = SeededRandom(seed: 33)
        let blocks = processBlocks(400, 3, median: 1000, processNoise: 0.05, sampleNoise: 0.001, &rng)
        let noise = try #require(TimingJudgement.processNoise(blocks))
        #expect(abs(noise - 0.05) < 0.01)
        #expect(TimingJudgement.processNoise([[1, 2], [3]]) == nil)
        #expect(TimingJudgement.summary([.nan, 3, 1, 2]) == 2 && TimingJudgement.summary([.nan]) == nil)
    }

    /// Fewer than 5 processes a side cannot reach p < 0.01: not compared, the note says processes.
    @Test func tooFewProcessesAreNotJudged() {
        let j = TimingJudgement(baselineProcesses: [[1], [2], [3]], currentProcesses: [[10], [20], [30]], settings: gate, gates: true)
        #expect(j.verdict == .notCompared && j.note?.contains("worker processes cannot reach") == true)
    }
}

@Suite struct InterleavedDesignTests {
    @Test func layoutSpreadsTheSamplesOverProcesses() {
        let design = InterleavedRun.Design(processes: 10, seed: 1)
        func layout(_ plan: SamplingPlan) -> (Int?, Int) {
            let (rounds, share) = design.layout(plan)
            if case .samples(let n) = rounds.length { return (n, share) }
            return (nil, share)
        }
        #expect(layout(SamplingPlan()) == (10, 2))
        #expect(InterleavedRun.Design().layout(SamplingPlan()).perProcess == 1)
        #expect(layout(SamplingPlan(length: .samples(5))) == (5, 1))
        #expect(layout(SamplingPlan(length: .samples(25))) == (10, 3))
        #expect(layout(SamplingPlan(length: .samples(1))) == (1, 1))
        #expect(layout(SamplingPlan(length: .seconds(10))) == (nil, 2))
        // The cap and the warm-up carry over; the cap counts rounds of process pairs.
        let (rounds, _) = design.layout(SamplingPlan(warmup: 3, length: .samples(20), cap: 30))
        #expect(rounds.warmup == 3 && rounds.cap == 30)
        #expect(!rounds.continues(taken: 5, elapsed: 31) && rounds.continues(taken: 4, elapsed: 31))
    }

    /// Samples labelled by process become `processSizes`, split back by `blocks`, and survive
    /// the JSON round trip; a saved baseline (one process) has none.
    @Test func processSizesRoundTrip() throws {
        let group = BenchmarkGroup(name: "g", version: 1, quick: false, benchmarks: [BenchmarkInfo("g/a", "")]) {
            (_: Probe) throws(BenchError) -> [FlickBench.Measurement] in []
        }
        func sample(_ ns: Int64) -> GroupSample {
            var cost = PhaseCost()
            cost.cpu = ns
            cost.wall = ns
            return GroupSample(measurements: [FlickBench.Measurement(name: "g/a", operations: 1, cost: cost, counters: [], extras: [])], peakRSS: nil)
        }
        let samples = [1, 2, 3, 4, 5].map { sample(Int64($0)) }
        let result = try #require(BenchmarkResult.aggregate(group: group, samples: samples, selected: ["g/a"], countsAllocations: false,
                                                            processes: [0, 0, 1, 1, 1]).first)
        #expect(result.processSizes == [2, 3])
        #expect(result.blocks("cpu") == [[1, 2], [3, 4, 5]])
        let single = try #require(BenchmarkResult.aggregate(group: group, samples: samples, selected: ["g/a"], countsAllocations: false).first)
        #expect(single.processSizes.isEmpty && single.blocks("cpu") == [[1, 2, 3, 4, 5]])

        var settings = RunSettings()
        settings.processes = 10
        settings.orderSeed = UInt64.max
        let doc = BenchDocument(environment: BenchEnvironment(), settings: settings, results: [result])
        let back = try BenchDocument.parse(doc.json(), source: "test")
        #expect(back.results.first?.processSizes == [2, 3])
        #expect(back.settings.processes == 10 && back.settings.orderSeed == UInt64.max)
        #expect(!doc.countersOnly.json().contains("process_samples"))
        // Sizes that do not add up to the samples are dropped, not trusted.
        var wrong = result
        wrong.processSizes = [2, 4]
        let bad = try BenchDocument.parse(BenchDocument(environment: BenchEnvironment(), settings: settings, results: [wrong]).json(),
                                          source: "test")
        #expect(bad.results.first?.processSizes == [Int]())
    }

    @Test func plantedSlowdownParses() {
        #expect(PlantedRegression.parseSlowdown("cpu+10%") == 0.1)
        #expect(PlantedRegression.parseSlowdown("cpu+100%") == 1)
        for bad: String? in [nil, "solver", "cpu+0%", "cpu+101%", "cpu+10", "cpu+x%", "cpu+nan%"] {
            #expect(PlantedRegression.parseSlowdown(bad) == nil)
        }
    }
}
