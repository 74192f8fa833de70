import FlickScenes
import FlickTestSupport
import FlickSolver
import Testing
@testable import FlickBench

@Suite struct SolverWorkloadTests {
    /// The script export is the same problem: run through `ScriptRunner` it ends with the values
    /// the direct run gives.
    @Test(arguments: SolverShapes.kinds)
    func scriptsAreTheSameProblem(kind: String) throws {
        let p = SolverShapes.problem(kind, n: 30, frames: 40)
        let script = try ConstraintScript(parsing: p.constraintScript)
        var runner = ScriptRunner(script)
        runner.run()
        #expect(runner.errorCounts.isEmpty)
        let solver = Solver()
        let vars = p.variableNames.map { solver.makeVariable($0) }
        for row in p.rows {
            try solver.add(LinearConstraint(LinearExpression(row.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: -row.rhs),
                                            row.relation, strength: row.strength))
        }
        for e in p.edits { try solver.addEditVariable(vars[e.variable], strength: e.strength) }
        for e in p.edits { try solver.suggestValue(vars[e.variable], e.initial) }
        for f in p.frames { for (v, x) in f { try solver.suggestValue(vars[v], x) }; solver.updateVariables() }
        let printed = Dictionary(uniqueKeysWithValues: runner.output.compactMap { line -> (String, Double)? in
            let parts = line.split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), Double(parts[1]) ?? .nan) : nil
        })
        // A variable no constraint names (possible in a random system) is not in the script.
        #expect(printed.count >= p.variableNames.count - 5)
        for (i, name) in p.variableNames.enumerated() { #expect((printed[name] ?? 0) == solver.value(of: vars[i]), "\(name)") }
    }

    @Test func generatorsAreDeterministic() {
        for kind in SolverShapes.kinds {
            #expect(SolverShapes.problem(kind, n: 50, frames: 20).constraintScript == SolverShapes.problem(kind, n: 50, frames: 20).constraintScript)
        }
        let chain = SolverShapes.chain(10, frames: 5)
        #expect(chain.variableNames.count == 22 && chain.rows.count == 32 && chain.frames.count == 5)
    }

    /// The planted regression is real solver work: every frame touches more rows.
    @Test func plantedWorkRaisesTheCounters() throws {
        let p = SolverShapes.problem("chain", n: 50, frames: 100)
        let probe = Probe(countsInstructions: false)
        let plain = try p.run(probe), planted = try p.run(probe, extraWork: true)
        #expect(planted.framesWork.rowsTouched > plain.framesWork.rowsTouched)
        #expect(planted.buildWork.rowsTouched == plain.buildWork.rowsTouched)
    }
}

@Suite struct SamplerTests {
    final class Node { var next: Node?; init(_ next: Node?) { self.next = next } }

    @Test func countsAllocationsOfTheCallingThread() throws {
        try #require(AllocationCounter.availability.isAvailable, "\(AllocationCounter.availability.note)")
        let probe = Probe(countsInstructions: false)
        var list: Node?
        let (_, cost) = probe.measure { for _ in 0..<100 { list = Node(list) } }
        #expect(cost.allocations >= 100 && cost.allocations < 110)
        #expect(cost.allocatedBytes >= 100 * 24)
        withExtendedLifetime(list) {}
    }

    @Test func countersRepeatExactlyBetweenSamples() throws {
        let suite = makeSuite()
        let sampler = Sampler(probe: Probe(countsInstructions: false))
        for name in ["solver/drawer/100", "layout/100", "scene/slider/replay"] {
            let group = try #require(suite.group(named: name), "\(name)")
            let samples = try sampler.run(group, plan: SamplingPlan(warmup: 1, length: .samples(3)))
            let results = BenchmarkResult.aggregate(group: group, samples: samples, selected: Set(group.benchmarks.map(\.name)),
                                                    countsAllocations: AllocationCounter.availability.isAvailable)
            #expect(results.count == group.benchmarks.count)
            for r in results {
                #expect(r.unstableCounters.isEmpty, "\(r.name): \(r.unstableCounters)")
                #expect(r.cpu.count == 3 && r.cpu.allSatisfy { $0 > 0 })
            }
        }
    }

    @Test func selectionFollowsTheFilterAndTheQuickSet() {
        let suite = makeSuite()
        let names = Set(suite.benchmarks.map(\.name))
        #expect(names.count == suite.benchmarks.count, "names are unique")
        for expected in ["solver/chain/1000/frame", "solver/grid/10000/gesture-start", "solver/random/1000/frame", "layout/1000/first-layout",
                         "scene/feed/replay", "animation/1000/advance-read", "gestures/frame", "input/evemu-import"] {
            #expect(names.contains(expected), "\(expected)")
        }
        #expect(!names.contains("solver/random/10000/build"))
        let quick = suite.selection(quick: true) { $0.hasPrefix("solver/") }
        #expect(quick.allSatisfy { $0.group.isQuick } && !quick.contains { $0.group.name == "solver/grid/10000" })
        #expect(suite.selection(quick: false) { $0 == "gestures/idle" }.map(\.selected) == [["gestures/idle"]])
    }

    /// One fuzz group is in the quick set, so CI's counter gate watches a case's work; the
    /// others stay out of it.
    @Test func theQuickSetHoldsOneFuzzGroup() {
        let quick = makeSuite().selection(quick: true) { $0.hasPrefix("fuzz/") }
        #expect(quick.map(\.group.name) == ["fuzz/\(FuzzBenchmarks.quickScene)"])
    }

    /// Extras are shown in their own units: a per-case count as a count, a share as a
    /// percentage, never as a time.
    @Test func extrasAreShownInTheirUnits() {
        #expect(Units.value(9.775, metric: "page_faults_per_case") == Units.significant(9.775))
        #expect(Units.value(12, metric: "page_faults_per_case") == "12")
        #expect(Units.value(0.25, metric: "forked_share") == Units.significant(25) + " %")
        #expect(Units.value(1500, metric: "tick_p50") == Units.significant(1.5) + " µs")
    }
}

/// The standard suite over the bundled traces of this checkout.
func makeSuite() -> BenchmarkSuite {
    var options = BenchmarkSuite.Options(scenes: SceneCatalog.registry)
    options.dataDirectory = repositoryRoot + "/Traces"
    return BenchmarkSuite(options)
}
