import FlickCore

/// `--against OTHER`: the suite run in two builds, each group's samples spread over many fresh
/// worker processes a build, the two builds' processes interleaved in a seeded random order,
/// so that both see the same load, the same thermal state and the same neighbours on a shared
/// machine, and the comparison can test per-process summaries.
///
/// Why many processes: samples of one process are not independent — its heap layout,
/// address-space randomization, caches and CPU placement move all of them together — so one
/// worker per build, however long it samples, compares two processes' luck, not two builds (an
/// A/A run of one binary against itself failed 11 of 33 solver timings that way). Each group
/// therefore runs in `Design.processes` rounds; a round starts one fresh worker of each build,
/// in an order drawn from `Design.seed` (this build first, or the other), and each worker
/// takes the plan's warm-up, then its share of the samples, then quits. The samples of each
/// process are recorded as one block (`BenchmarkResult.processSizes`) for the comparison.
package enum InterleavedRun {
    /// How a group's samples are spread over worker processes.
    package struct Design: Sendable, Equatable {
        /// Worker processes per build and group (`--processes`, default 20, 2…100). 5 or more
        /// let the per-process test reach p < 0.01. With the default 20 samples, one sample a
        /// process: when the processes differ, more processes buy more power than more samples
        /// in each (at 3 % process noise a 10 % slowdown is found in 90 % of synthetic trials
        /// with 10 processes × 2 samples, in all with 20 × 1; `ProcessLevelTests`).
        package var processes = Design.defaultProcesses
        /// The seed of the order in which each round's two processes start (`--seed`).
        package var seed: UInt64 = 0

        package static let defaultProcesses = 20
        package static let processRange = 2...100

        package init(processes: Int = Design.defaultProcesses, seed: UInt64 = 0) {
            self.processes = processes
            self.seed = seed
        }

        /// The rounds (one process a build each) and the samples a process takes for `plan`:
        /// `--runs N` (and the default) spreads N over min(processes, N) processes, rounding the
        /// share up; `--time S` takes `ceil(defaultSamples / processes)` a process and rounds
        /// until S seconds have passed (at least 5). The returned plan's `continues` counts rounds.
        /// - Complexity: O(1).
        package func layout(_ plan: SamplingPlan) -> (rounds: SamplingPlan, perProcess: Int) {
            switch plan.length {
            case .samples(let n):
                let count = max(1, min(processes, n))
                return (SamplingPlan(warmup: plan.warmup, length: .samples(count), cap: plan.cap), (n + count - 1) / count)
            case .seconds:
                let share = (SamplingPlan.defaultSamples + processes - 1) / processes
                return (plan, max(1, share))
            }
        }
    }

    /// The two runs as documents: `baseline` is the other build's, `current` this build's.
    package struct Outcome {
        package var baseline: BenchDocument
        package var current: BenchDocument
        /// Groups left out and why, and how the run was laid out.
        package var notes: [String]
    }

    /// Runs `selection` (group name → selected benchmarks) in fresh workers of both builds
    /// (`this` and `other`, started and past their handshakes, give the offers, the environment,
    /// the executable and the limits; each block's worker is `fresh()`).
    /// - Throws: `BenchError` naming the worker that fails: it does not start, reports an
    ///   error, or it was killed past one of its `limits` (no answer in time, a line too long,
    ///   not the protocol, an early end).
    /// - Complexity: per group, 2 × rounds worker starts and 2 × rounds × (warm-up + share) runs.
    package static func run(this: BenchWorker.Client, other: BenchWorker.Client, selection: [(name: String, selected: Set<String>)],
                            plan: SamplingPlan, design: Design, settings: RunSettings, progress: Progress) throws(BenchError) -> Outcome {
        var notes: [String] = []
        var ours: [BenchmarkResult] = [], theirs: [BenchmarkResult] = []
        var order = SeededRandom(seed: design.seed)
        let (rounds, share) = design.layout(plan)
        for (index, entry) in selection.enumerated() {
            guard let mine = this.offers.first(where: { $0.name == entry.name }) else { continue }
            guard let offer = other.offers.first(where: { $0.name == entry.name }) else {
                notes.append("\(entry.name): not in \(other.executable)")
                continue
            }
            guard offer.version == mine.version else {
                notes.append("\(entry.name): workload version \(offer.version) in \(other.executable), \(mine.version) here: not compared")
                continue
            }
            var group = GroupRun(name: entry.name, plan: plan, share: share)
            let start = WorkClock.monotonic.now()
            func elapsed() -> Double { Double(WorkClock.monotonic.now() - start) * 1e-9 }
            var round = 0
            while rounds.continues(taken: round, elapsed: elapsed()) {
                progress.show(index: index + 1, of: selection.count,
                              SamplerProgress(group: entry.name + " (A/B, process pair \(round + 1))", warmingUp: false, done: round,
                                              planned: rounds.planned(taken: round, elapsed: elapsed())))
                let thisFirst = order.next() & 1 == 0
                for side in thisFirst ? [true, false] : [false, true] {
                    try group.block(of: side ? this : other, label: round, into: side ? \.ours : \.theirs)
                }
                round += 1
            }
            let selected = entry.selected.intersection(offer.benchmarks)
            ours += BenchmarkResult.aggregate(group: stub(mine), samples: group.ours.map(\.sample), selected: selected,
                                              countsAllocations: this.countsAllocations, processes: group.ours.map(\.process))
            theirs += BenchmarkResult.aggregate(group: stub(offer), samples: group.theirs.map(\.sample), selected: selected,
                                                countsAllocations: other.countsAllocations, processes: group.theirs.map(\.process))
        }
        progress.finish()
        notes.append(description(design, plan: plan, share: share))
        var currentSettings = settings
        currentSettings.processes = design.processes
        currentSettings.orderSeed = design.seed
        return Outcome(baseline: BenchDocument(environment: other.environment, settings: currentSettings, results: theirs),
                       current: BenchDocument(environment: this.environment, settings: currentSettings, results: ours, notes: notes),
                       notes: notes)
    }

    /// The layout in words, for the report's notes.
    package static func description(_ design: Design, plan: SamplingPlan, share: Int) -> String {
        "A/B: each group runs in up to \(design.processes) fresh worker processes per build, \(share) sample(s) each after \(plan.warmup) warm-up run(s), "
            + "the two builds' processes alternating in an order drawn from seed \(design.seed) (--seed \(design.seed) repeats it); "
            + "timings are tested on the per-process medians"
    }

    // MARK: Steps

    /// One group's samples so far, with the process (round) each came from.
    private struct GroupRun {
        let name: String
        let plan: SamplingPlan
        let share: Int
        var ours: [(sample: GroupSample, process: Int)] = []
        var theirs: [(sample: GroupSample, process: Int)] = []
        /// The slowest sample of the group in any process of either build, seconds.
        var slowest: Double?

        /// One block: a fresh worker of `build`'s, its warm-up and `share` samples, then quit.
        /// Each sample may take the floor, or a multiple of the group's slowest sample so far
        /// in any process of either build (`BenchWorker.Limits.sampleTimeout`).
        mutating func block(of build: BenchWorker.Client, label: Int,
                            into side: WritableKeyPath<GroupRun, [(sample: GroupSample, process: Int)]>) throws(BenchError) {
            let worker = try build.fresh()
            for _ in 0..<plan.warmup {
                _ = try worker.sample(name, timeout: worker.limits.sampleTimeout(slowest: slowest))
                slowest = max(slowest ?? 0, worker.slowestSample(name) ?? 0)
            }
            for _ in 0..<share {
                let s = try worker.sample(name, timeout: worker.limits.sampleTimeout(slowest: slowest))
                slowest = max(slowest ?? 0, worker.slowestSample(name) ?? 0)
                self[keyPath: side].append((s, label))
            }
        }
    }

    private static func stub(_ offer: BenchWorker.Client.Offer) -> BenchmarkGroup {
        BenchmarkGroup(name: offer.name, version: offer.version, quick: offer.quick,
                       benchmarks: offer.benchmarks.map { BenchmarkInfo($0, "") }) { (_: Probe) throws(BenchError) -> [Measurement] in [] }
    }
}
