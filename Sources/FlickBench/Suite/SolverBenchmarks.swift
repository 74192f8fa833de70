import FlickSolver

/// `solver/KIND/N/{build,gesture-start,frame}`: the standard solver workloads (`SolverShapes`:
/// chain, grid and drawer at N = 100, 1000, 10 000, random difference systems at 100 and
/// 1000) in the three phases of a gesture, 1000 drag frames each. Counters: pivots and rows
/// touched per phase (the solver's own `SolverCounters`).
///
/// The random systems stop at 1000: at 10 000 their long-range links (a fifth of the
/// constraints, as in `scripts/differential/workloads.py`'s `diff` kind) fill the tableau and
/// one build takes 20–30 s, too long to sample 20 times in a suite.
package enum SolverBenchmarks {
    package static let sizes = [100, 1000, 10_000]

    /// The sizes of `kind`.
    package static func sizes(of kind: String) -> [Int] { kind == "random" ? [100, 1000] : sizes }

    /// Drag frames per sample.
    package static let frames = 1000

    /// In the quick set: every kind at N = 100, and the chain and drawer at N = 1000 (the
    /// grid and random systems at 1000 take seconds per sample on a debug build).
    package static func isQuick(kind: String, n: Int) -> Bool { n == 100 || (n == 1000 && (kind == "chain" || kind == "drawer")) }

    package static func groups() -> [BenchmarkGroup] {
        var groups: [BenchmarkGroup] = []
        for kind in SolverShapes.kinds {
            for n in sizes(of: kind) { groups.append(group(kind: kind, n: n)) }
        }
        return groups
    }

    /// The group of one workload. The problem is generated once, on first use.
    package static func group(kind: String, n: Int) -> BenchmarkGroup {
        let name = "solver/\(kind)/\(n)"
        let problem = Lazy { SolverShapes.problem(kind, n: n, frames: frames) }
        return BenchmarkGroup(
            name: name, version: 1, quick: isQuick(kind: kind, n: n),
            benchmarks: [
                BenchmarkInfo("\(name)/build", "every constraint added, then one solve (per build)"),
                BenchmarkInfo("\(name)/gesture-start", "the drag's edit variables added and suggested, one solve"),
                BenchmarkInfo("\(name)/frame", "one drag frame: suggest, then solve (\(frames) per sample)"),
            ],
            constraintScript: { problem.value.constraintScript }
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let p = problem.value
            let run = try p.run(probe, extraWork: PlantedRegression.solver)
            func counters(_ c: SolverCounters) -> [(name: String, value: Int)] {
                [(CounterNames.pivots, c.pivots), (CounterNames.rowsTouched, c.rowsTouched)]
            }
            return [
                Measurement(name: "\(name)/build", operations: 1, cost: run.build, counters: counters(run.buildWork)),
                Measurement(name: "\(name)/gesture-start", operations: 1, cost: run.gestureStart, counters: counters(run.gestureStartWork)),
                Measurement(name: "\(name)/frame", operations: p.frames.count, cost: run.frames, counters: counters(run.framesWork)),
            ]
        }
    }
}
