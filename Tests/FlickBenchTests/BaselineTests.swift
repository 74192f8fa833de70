import FlickCore
import Foundation
import Testing
@testable import FlickBench

@Suite struct BaselineTests {
    static func document(seed: UInt64 = 5) -> BenchDocument {
        var rng = SeededRandom(seed: seed)
        var env = BenchEnvironment()
        env.host = "host \"quoted\"\n"
        env.cpu = "AMD EPYC"
        env.cores = 2
        env.build = "release"
        env.commit = "0123456789ab (modified)"
        env.load = [0.5, 1.25, 3]
        var settings = RunSettings()
        settings.filter = "^solver/.*\\b"
        func values(_ scale: Double) -> [Double] { (0..<20).map { _ in scale * exp(rng.normal()) } }
        let results = (0..<5).map { i in
            BenchmarkResult(name: "layer/w\(i)/frame", group: "layer/w\(i)", version: i + 1, operations: 1000,
                            wall: values(1e-3) + [Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 0.1, 1.0 / 3],
                            cpu: values(123_456.789), instructions: i == 0 ? values(1e6) : [],
                            extras: [.init(name: "tick_p99", values: values(88))],
                            counters: [.init(name: "pivots", value: i * 1000), .init(name: "allocations", value: Int.max - i)],
                            unstableCounters: i == 1 ? ["allocations"] : [], peakRSS: i == 2 ? nil : 18_800_000 + i)
        }
        return BenchDocument(environment: env, settings: settings, results: results, notes: ["a note"],
                             kiwi: [KiwiResult(benchmark: "layer/w0/frame", seconds: [3.1e-6, 3.2e-6]),
                                    KiwiResult(benchmark: "layer/w1/frame", seconds: [], note: "did not finish in 60 s")])
    }

    @Test func roundTripsExactly() throws {
        let d = Self.document()
        let text = d.json()
        let back = try BenchDocument.parse(text, source: "test.json")
        #expect(back == d)
        #expect(back.json() == text)
        let counters = try BenchDocument.parse(d.countersOnly.json(), source: "c.json")
        #expect(counters == d.countersOnly && counters.results.allSatisfy { $0.cpu.isEmpty && !$0.counters.isEmpty })
    }

    @Test func refusesWhatIsNotABaseline() {
        func message(_ text: String) -> String {
            do { _ = try BenchDocument.parse(text, source: "b.json"); return "" } catch { return error.message }
        }
        #expect(message("{").contains("b.json:1: not JSON"))
        #expect(message("{\"schema\":\"other\"}").contains("not a flick bench document"))
        #expect(message("{\"schema\":\"flick-bench\",\"version\":2}").contains("incompatible baseline: schema version 2, this flick reads version 1"))
        #expect(message("{\"schema\":\"flick-bench\",\"version\":1,\"benchmarks\":[{\"version\":1}]}").contains("benchmark 1 has no name"))
        #expect(message("{\"schema\":\"flick-bench\",\"version\":1,\"benchmarks\":[{\"name\":\"x\",\"version\":1,\"operations\":1,\"counters\":{\"pivots\":1.5}}]}")
                    .contains("counter pivots is not an integer"))
    }
}
