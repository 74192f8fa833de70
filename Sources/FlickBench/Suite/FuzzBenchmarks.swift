import FlickCore
import FlickFuzz
import FlickSim
#if canImport(Glibc)
import Glibc
#endif

/// `fuzz/NAME/cases`: the fuzzer's case throughput on one scene — the first
/// `casesPerSample` cases of the scene's own stream (seed 1, as `flick fuzz --scene NAME
/// --seed 1` generates them) run and judged as a campaign's worker runs them, for every scene
/// of the registry: in this process, as `flick fuzz` runs them by default; with
/// `FLICK_BENCH_FORK_SERVER=1` through a fork-server (`ForkServer`, kept from one sample to the next as
/// a worker keeps it from one case to the next), so a case whose build key came before (and
/// whose build passes the cost policy) runs in a `fork()` of its template process and the
/// others in this process; the leak oracle on the fork-server's sample of cases. Cases are generated before the measured phase; one
/// operation is one case. The variable gives an A/B of the two paths in one build.
///
/// Every oracle of a campaign runs but the frame budget (it would measure the machine, and a
/// confirmed slow tick re-runs its case, so the counts would depend on the load) and the
/// determinism re-run (a campaign re-runs one case in 16; here every operation is one run).
///
/// Time: this process's CPU time plus that of the template processes and the forked cases
/// they reaped (their own CPU time, copy-on-write faults, forks and exits included). Allocations count this
/// process's only: a forked case's are not seen. Counters: cases run, ticks simulated,
/// findings (cases that failed an oracle). Extras (reported, never gated): page faults per
/// case (minor and major, this process and its template processes with their cases), the share
/// of cases forked, and the mean CPU time of a template's build (`template_build_ns`, what the
/// cost policy compares with its threshold).
/// Workload version 2: the stream draws build environments from a palette (`CaseStream.palette`),
/// so the 40 cases differ from version 1's.
/// One group is in the quick set (`quickScene`, the cheapest stream), so the counter gate
/// watches a case's work — its ticks, cases, findings and allocations are exact for a build —
/// beside CI's smoke campaign, which judges verdicts only.
package enum FuzzBenchmarks {
    /// Cases per sample: about 0.2–2 s of a release build per scene.
    package static let casesPerSample = 40
    /// The scene whose group is in the quick set: the slider's cases are the cheapest of the
    /// built-in scenes (a few seconds a sample in a debug build).
    package static let quickScene = "slider"

    /// One group per scene of `scenes`, in the registry's order.
    package static func groups(scenes: SceneRegistry) -> [BenchmarkGroup] {
        scenes.names.map { group(scene: $0, scenes: scenes) }
    }

    private static func group(scene: String, scenes: SceneRegistry) -> BenchmarkGroup {
        let name = "fuzz/\(scene)/cases"
        let stream = CaseStream(seed: 1, scenes: [scene])
        let cases = Lazy { (0..<casesPerSample).map { stream.makeCase($0) } }
        let forks = getenv("FLICK_BENCH_FORK_SERVER").map { String(cString: $0) == "1" } ?? false
        // `FLICK_BENCH_FORK_MIN_BUILD_MS`: the cost policy's threshold (0 forks every key that recurs).
        let minimumBuild = getenv("FLICK_BENCH_FORK_MIN_BUILD_MS").flatMap { Double(String(cString: $0)) }
            .map { Int64($0 * 1e6) } ?? ForkServer.defaultMinimumBuild
        let server = Lazy { forks ? ForkServer(stream: stream, minimumBuild: minimumBuild) : nil }
        var options = RunOptions()
        options.checksBudget = false
        options.checksDeterminism = false
        let runner = CaseRunner(scenes: scenes, options: options)
        return BenchmarkGroup(
            name: "fuzz/\(scene)", version: 2, quick: scene == quickScene,
            benchmarks: [BenchmarkInfo(name, "one case of \(scene)'s fuzz stream (seed 1) run and judged by every oracle but the budget, as a worker runs it")]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let batch = cases.value
            let fork = server.value
            var ticks = 0, failed = 0
            let forkedBefore = fork?.forked ?? 0
            let templatesBefore = fork?.templateCost ?? (cpu: 0, faults: 0)
            let before = ResourceUsage.now()
            let mark = probe.start()
            for c in batch {
                let run = Self.run(c, runner: runner, server: fork)
                ticks += run.ticks
                if run.failed { failed += 1 }
            }
            var cost = probe.stop(mark)
            var used = ResourceUsage.now().since(before)
            if let fork {
                // The template processes' time and faults, their forked cases' included, as
                // they reported them (a template killed is also in this process's children's
                // usage once reaped: counted once, here).
                used.childrenCPU = fork.templateCost.cpu - templatesBefore.cpu
                used.childrenFaults = fork.templateCost.faults - templatesBefore.faults
            }
            cost.cpu += used.childrenCPU
            let forked = (fork?.forked ?? 0) - forkedBefore
            var extras = [("page_faults_per_case", Double(used.faults) / Double(batch.count)),
                          ("forked_share", Double(forked) / Double(batch.count))]
            if let builds = fork?.templateBuilds, builds.count > 0 {
                extras.append(("template_build_ns", Double(builds.nanoseconds) / Double(builds.count)))
            }
            return [Measurement(name: name, operations: batch.count, cost: cost,
                                counters: [(CounterNames.ticks, ticks), (CounterNames.cases, batch.count),
                                           (CounterNames.findings, failed)],
                                extras: extras)]
        }
    }

    /// Ticks of `c` and whether it failed, run as a worker runs a `run` request.
    private static func run(_ c: FuzzCase, runner: CaseRunner, server: ForkServer?) -> (ticks: Int, failed: Bool) {
        guard let server, let index = c.origin?.index else {
            let o = runner.run(c)
            return (o.ticks, o.failed)
        }
        var r = runner
        if !ForkServer.samplesLeaks(seed: 1, index: index, share: server.leakShare) { r.options.checksLeaks = false }
        if let line = server.run(c, index: index, runner: r, memoryLimit: 2 << 30), let run = WorkerRun(resultLine: line) {
            return (run.ticks, !run.findings.isEmpty)
        }
        let o = r.run(c)
        return (o.ticks, o.failed)
    }
}
