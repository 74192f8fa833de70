import FlickCore
import FlickSolver

/// The solver's growth shapes, at sizes that double, with the growth per doubling of N
/// printed as a ratio (`growthNotes`):
/// - `solver/amplify/N/build`: the amplifying chain (`SolverShapes.amplify`) added and solved;
/// - `solver/dense/N/build`: N dense rows of 20 terms over 500 variables (`SolverShapes.dense`);
/// - `solver/check/N/{chain,amplify}`: a plain chain `v[i+1] ≥ v[i] + 1` and the amplifying
///   chain run as a script with `flick solve --check`'s checks (`ScriptRunner.runChecked`).
///
/// Counters: pivots and rows touched. None is in the quick set: a debug build takes seconds a
/// sample at these sizes, and the quick set's solver groups already gate the same code.
package enum SolverGrowthBenchmarks {
    /// The sizes of each shape: three, each twice the last.
    package static func sizes(of shape: String) -> [Int] {
        shape == "dense" ? [250, 500, 1000] : [1000, 2000, 4000]
    }

    package static func groups() -> [BenchmarkGroup] {
        sizes(of: "amplify").map { build("amplify", n: $0) } + sizes(of: "dense").map { build("dense", n: $0) }
            + sizes(of: "check").map(check)
    }

    /// `solver/SHAPE/N/build`: every constraint added, then one solve.
    package static func build(_ shape: String, n: Int) -> BenchmarkGroup {
        let name = "solver/\(shape)/\(n)"
        let problem = Lazy { shape == "dense" ? SolverShapes.dense(n) : SolverShapes.amplify(n) }
        return BenchmarkGroup(
            name: name, version: 1, quick: false,
            benchmarks: [BenchmarkInfo("\(name)/build", "every constraint added, then one solve (per build)")]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let run = try problem.value.run(probe)
            return [Measurement(name: "\(name)/build", operations: 1, cost: run.build, counters: counters(run.buildWork))]
        }
    }

    /// `solver/check/N/{chain,amplify}`: each script run with `runChecked`; parsing it is set-up.
    package static func check(n: Int) -> BenchmarkGroup {
        let name = "solver/check/\(n)"
        let scripts = Lazy { () -> [(String, ConstraintScript)] in
            [("chain", SolverShapes.ordered(n)), ("amplify", SolverShapes.amplify(n))].map { entry in
                // The generators' scripts always parse.
                let script = (try? ConstraintScript(parsing: entry.1.constraintScript)) ?? ConstraintScript()
                return (entry.0, script)
            }
        }
        return BenchmarkGroup(
            name: name, version: 1, quick: false,
            benchmarks: [
                BenchmarkInfo("\(name)/chain", "`flick solve --check` of v[i+1] >= v[i] + 1, N links (per run)"),
                BenchmarkInfo("\(name)/amplify", "`flick solve --check` of the amplifying chain of N (per run)"),
            ]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            var out: [Measurement] = []
            for (shape, script) in scripts.value {
                var runner = ScriptRunner(script)
                let before = runner.solver.counters
                let mark = probe.start()
                let problem = runner.runChecked()
                let cost = probe.stop(mark)
                if let problem { throw BenchError("\(name)/\(shape): line \(problem.line): \(problem.problem)") }
                if !runner.errors.isEmpty { throw BenchError("\(name)/\(shape): the solver refused line \(runner.errors[0].line)") }
                out.append(Measurement(name: "\(name)/\(shape)", operations: 1, cost: cost,
                                       counters: counters(difference(runner.solver.counters, before))))
            }
            return out
        }
    }

    /// Notes of the growth per doubling: for every benchmark of these groups measured at N
    /// and 2N, the ratio of the CPU medians (when timed) and of rows touched.
    /// - Complexity: O(results).
    package static func growthNotes(_ results: [BenchmarkResult]) -> [String] {
        var byFamily: [String: [(n: Int, result: BenchmarkResult)]] = [:]
        var order: [String] = []
        for r in results {
            let parts = r.name.split(separator: "/").map(String.init)
            guard parts.count == 4, parts[0] == "solver", ["amplify", "dense", "check"].contains(parts[1]),
                  let n = Int(parts[2]) else { continue }
            let family = "solver/\(parts[1])/N/\(parts[3])"
            if byFamily[family] == nil { order.append(family) }
            byFamily[family, default: []].append((n, r))
        }
        var notes: [String] = []
        for family in order {
            let entries = byFamily[family]!.sorted { $0.n < $1.n }
            var steps: [String] = []
            for (a, b) in zip(entries, entries.dropFirst()) where b.n == 2 * a.n {
                var parts: [String] = []
                let ca = Quantiles.median(a.result.cpu), cb = Quantiles.median(b.result.cpu)
                if !a.result.cpu.isEmpty && !b.result.cpu.isEmpty && ca > 0 { parts.append("cpu ×\(Format.fixed(cb / ca, decimals: 2))") }
                let ra = rowsTouched(a.result), rb = rowsTouched(b.result)
                if let ra, let rb, ra > 0 { parts.append("rows touched ×\(Format.fixed(Double(rb) / Double(ra), decimals: 2))") }
                if !parts.isEmpty { steps.append("\(a.n)→\(b.n): " + parts.joined(separator: ", ")) }
            }
            if !steps.isEmpty { notes.append("growth per doubling of N, \(family): " + steps.joined(separator: "; ")) }
        }
        return notes
    }

    private static func rowsTouched(_ r: BenchmarkResult) -> Int? {
        r.counters.first { $0.name == CounterNames.rowsTouched }?.value
    }

    private static func counters(_ c: SolverCounters) -> [(name: String, value: Int)] {
        [(CounterNames.pivots, c.pivots), (CounterNames.rowsTouched, c.rowsTouched)]
    }

    private static func difference(_ a: SolverCounters, _ b: SolverCounters) -> SolverCounters {
        var d = SolverCounters()
        d.pivots = a.pivots - b.pivots
        d.rowsTouched = a.rowsTouched - b.rowsTouched
        return d
    }
}
