import FlickCore
import Foundation
import Testing
@testable import FlickBench

@Suite struct ComparisonTests {
    static func result(_ name: String, pivots: Int, allocations: Int = 10, cpu: Double = 1000, noise: Double = 0.01,
                       seed: UInt64 = 1, version: Int = 1) -> BenchmarkResult {
        var rng = SeededRandom(seed: seed)
        let cpus = timings(20, median: cpu, noise: noise, outliers: 0, &rng)
        return BenchmarkResult(name: name, group: name, version: version, operations: 1, wall: cpus, cpu: cpus,
                               counters: [.init(name: "pivots", value: pivots), .init(name: "allocations", value: allocations),
                                          .init(name: "allocated_bytes", value: allocations * 100)])
    }

    static func document(_ results: [BenchmarkResult], build: String = "release") -> BenchDocument {
        var env = BenchEnvironment()
        env.host = "h"
        env.build = build
        return BenchDocument(environment: env, settings: RunSettings(), results: results)
    }

    @Test func equalCountersAndTimingsPass() throws {
        let c = try Comparison(baseline: Self.document([Self.result("a", pivots: 5)]),
                               current: Self.document([Self.result("a", pivots: 5, seed: 2)]), settings: GateSettings())
        #expect(!c.failed)
        #expect(c.rows.filter { $0.kind == .counter }.allSatisfy { $0.verdict == .same })
    }

    @Test func aCounterThatRisesFailsWhateverTheTimings() throws {
        let c = try Comparison(baseline: Self.document([Self.result("a", pivots: 5)]),
                               current: Self.document([Self.result("a", pivots: 6, seed: 2)]), settings: GateSettings())
        #expect(c.failed && c.summary.regressedCounters == 1)
        let row = try #require(c.rows.first { $0.metric == "pivots" })
        #expect(row.verdict == .regressed && abs((row.change ?? 0) - 0.2) < 1e-12)
        // Bytes are reported, never gated.
        let bytes = try Comparison(baseline: Self.document([Self.result("a", pivots: 5, allocations: 10)]),
                                   current: Self.document([Self.result("a", pivots: 5, allocations: 10)]), settings: GateSettings())
        #expect(!bytes.failed)
    }

    @Test func aRealSlowdownAboveTheThresholdFails() throws {
        let c = try Comparison(baseline: Self.document([Self.result("a", pivots: 5)]),
                               current: Self.document([Self.result("a", pivots: 5, cpu: 1200, seed: 2)]), settings: GateSettings())
        #expect(c.failed && c.summary.regressedTimings == 1)
        var reportOnly = GateSettings()
        reportOnly.gatesTimings = false
        #expect(try !Comparison(baseline: Self.document([Self.result("a", pivots: 5)]),
                                current: Self.document([Self.result("a", pivots: 5, cpu: 1200, seed: 2)]), settings: reportOnly).failed)
    }

    @Test func allocationsCompareOnlyWithinOneBuildConfiguration() throws {
        let c = try Comparison(baseline: Self.document([Self.result("a", pivots: 5, allocations: 10)], build: "debug"),
                               current: Self.document([Self.result("a", pivots: 5, allocations: 99)]), settings: GateSettings())
        #expect(!c.failed)
        #expect(c.rows.first { $0.metric == "allocations" }?.verdict == .notCompared)
        #expect(c.rows.first { $0.metric == "pivots" }?.verdict == .same)
        #expect(c.warnings.contains { $0.contains("allocation counts not compared") })
        // Timings too: the environments differ.
        #expect(c.rows.first { $0.metric == "cpu" }?.note == "other machine or build")
    }

    @Test func countersOnlyBaselinesGateCountersAlone() throws {
        let base = Self.document([Self.result("a", pivots: 5)]).countersOnly
        let c = try Comparison(baseline: base, current: Self.document([Self.result("a", pivots: 5, cpu: 5000)]), settings: GateSettings())
        #expect(!c.failed && !c.timingsCompared)
    }

    @Test func incompatibleBaselinesAreRefused() {
        #expect(throws: BaselineError.self) {
            try Comparison(baseline: Self.document([Self.result("a", pivots: 5, version: 1)]),
                           current: Self.document([Self.result("a", pivots: 5, version: 2)]), settings: GateSettings())
        }
        #expect(throws: BaselineError.self) {
            try Comparison(baseline: Self.document([Self.result("b", pivots: 5)]),
                           current: Self.document([Self.result("a", pivots: 5)]), settings: GateSettings())
        }
    }

    @Test func newAndMissingBenchmarksAreReportedNotFailed() throws {
        let c = try Comparison(baseline: Self.document([Self.result("a", pivots: 5), Self.result("gone", pivots: 1)]),
                               current: Self.document([Self.result("a", pivots: 5), Self.result("fresh", pivots: 1)]),
                               settings: GateSettings())
        #expect(!c.failed && c.summary.new == 1 && c.summary.missing == 1)
        #expect(!TextReport.comparisonTable(c, style: .plain).isEmpty)
        #expect(JUnitReport.xml(c).contains("<skipped message=\"not in the baseline\"/>"))
    }
}
