import FlickFuzz
import FlickSim

/// `fuzz/NAME/cases`: the fuzzer's case throughput on one scene — the first
/// `casesPerSample` cases of the scene's own stream (seed 1, as `flick fuzz --scene NAME
/// --seed 1` generates them) run and judged in-process, as a campaign's worker runs them, for
/// every scene of the registry. Cases are generated before the measured phase; one operation
/// is one case.
///
/// Every oracle of a campaign runs but the frame budget (it would measure the machine, and a
/// confirmed slow tick re-runs its case, so the counts would depend on the load) and the
/// determinism re-run (a campaign re-runs one case in 16; here every operation is one run).
///
/// Counters: cases run, ticks simulated, findings (cases that failed an oracle). None of the
/// groups is in the quick set: CI's smoke campaign covers the fuzzer.
package enum FuzzBenchmarks {
    /// Cases per sample: about 0.2–2 s of a release build per scene.
    package static let casesPerSample = 40

    /// One group per scene of `scenes`, in the registry's order.
    package static func groups(scenes: SceneRegistry) -> [BenchmarkGroup] {
        scenes.names.map { group(scene: $0, scenes: scenes) }
    }

    private static func group(scene: String, scenes: SceneRegistry) -> BenchmarkGroup {
        let name = "fuzz/\(scene)/cases"
        let stream = CaseStream(seed: 1, scenes: [scene])
        let cases = Lazy { (0..<casesPerSample).map { stream.makeCase($0) } }
        var options = RunOptions()
        options.checksBudget = false
        options.checksDeterminism = false
        let runner = CaseRunner(scenes: scenes, options: options)
        return BenchmarkGroup(
            name: "fuzz/\(scene)", version: 1, quick: false,
            benchmarks: [BenchmarkInfo(name, "one case of \(scene)'s fuzz stream (seed 1) run and judged by every oracle but the budget")]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let batch = cases.value
            var ticks = 0, failed = 0
            let mark = probe.start()
            for c in batch {
                let outcome = runner.run(c)
                ticks += outcome.ticks
                if outcome.failed { failed += 1 }
            }
            let cost = probe.stop(mark)
            return [Measurement(name: name, operations: batch.count, cost: cost,
                                counters: [(CounterNames.ticks, ticks), (CounterNames.cases, batch.count),
                                           (CounterNames.findings, failed)])]
        }
    }
}
