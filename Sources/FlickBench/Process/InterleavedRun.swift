import FlickCore

/// `--against OTHER`: the suite run in two builds at once, sample by sample — this build's
/// worker, then the other's, then the other's, then this one's (ABBA…) — so both see the same
/// load, the same thermal state and the same neighbours on a shared machine, and the rank
/// test compares like with like. Both builds run in worker processes of their own, so neither
/// has the advantage of the parent's warm caches.
package enum InterleavedRun {
    /// The two runs as documents: `baseline` is the other build's, `current` this build's.
    package struct Outcome {
        package var baseline: BenchDocument
        package var current: BenchDocument
        /// Groups left out and why.
        package var notes: [String]
    }

    /// Runs `selection` (group name → selected benchmarks) in both workers.
    /// - Throws: `BenchError` naming the worker that fails: it reports an error, or it was
    ///   killed past one of its `limits` (no answer in time, a line too long, not the
    ///   protocol, an early end).
    /// - Complexity: 2 × (warm-up + samples) runs of each group.
    package static func run(this: BenchWorker.Client, other: BenchWorker.Client, selection: [(name: String, selected: Set<String>)],
                            plan: SamplingPlan, settings: RunSettings, progress: Progress) throws(BenchError) -> Outcome {
        var notes: [String] = []
        var ours: [BenchmarkResult] = [], theirs: [BenchmarkResult] = []
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
            var a: [GroupSample] = [], b: [GroupSample] = []
            func show(_ done: Int, _ planned: Int, warm: Bool) {
                progress.show(index: index + 1, of: selection.count,
                              SamplerProgress(group: entry.name + " (A/B)", warmingUp: warm, done: done, planned: planned))
            }
            // Each sample may take the floor, or a multiple of the group's slowest sample so
            // far in either build (`BenchWorker.Limits.sampleTimeout`): this build samples
            // first, so the other's first sample is measured against it.
            func timeout() -> Double {
                let seen = [this.slowestSample(entry.name), other.slowestSample(entry.name)].compactMap { $0 }.max()
                return this.limits.sampleTimeout(slowest: seen)
            }
            for i in 0..<plan.warmup {
                show(i, plan.warmup, warm: true)
                _ = try this.sample(entry.name, timeout: timeout())
                _ = try other.sample(entry.name, timeout: timeout())
            }
            let start = WorkClock.monotonic.now()
            func elapsed() -> Double { Double(WorkClock.monotonic.now() - start) * 1e-9 }
            var i = 0
            while plan.continues(taken: i, elapsed: elapsed()) {
                show(i, plan.planned(taken: i, elapsed: elapsed()), warm: false)
                if i % 2 == 0 {
                    a.append(try this.sample(entry.name, timeout: timeout()))
                    b.append(try other.sample(entry.name, timeout: timeout()))
                } else {
                    b.append(try other.sample(entry.name, timeout: timeout()))
                    a.append(try this.sample(entry.name, timeout: timeout()))
                }
                i += 1
            }
            let selected = entry.selected.intersection(offer.benchmarks)
            ours += BenchmarkResult.aggregate(group: stub(mine), samples: a, selected: selected, countsAllocations: this.countsAllocations)
            theirs += BenchmarkResult.aggregate(group: stub(offer), samples: b, selected: selected, countsAllocations: other.countsAllocations)
        }
        progress.finish()
        return Outcome(baseline: BenchDocument(environment: other.environment, settings: settings, results: theirs),
                       current: BenchDocument(environment: this.environment, settings: settings, results: ours, notes: notes),
                       notes: notes)
    }

    private static func stub(_ offer: BenchWorker.Client.Offer) -> BenchmarkGroup {
        BenchmarkGroup(name: offer.name, version: offer.version, quick: offer.quick,
                       benchmarks: offer.benchmarks.map { BenchmarkInfo($0, "") }) { (_: Probe) throws(BenchError) -> [Measurement] in [] }
    }
}
