import FlickCore

/// JUnit XML for CI: one test case per benchmark and metric (class name the benchmark, name
/// the metric). A regression is a failure; a metric not compared, new or missing is skipped
/// with the reason; values go to the case's system-out. Without a baseline every case passes
/// and carries its measurements.
package enum JUnitReport {
    /// The XML of a comparison.
    package static func xml(_ c: Comparison) -> String {
        let cases = c.rows.map { row in
            let values = "baseline \(row.baseline.map { String($0) } ?? "-"), current \(row.current.map { String($0) } ?? "-"), change \(Units.change(row.change)), p \(row.pValue.map { String($0) } ?? "-"): \(row.verdict.rawValue)"
            var outcome = JUnitDocument.TestCase.Outcome.passed
            if row.fails {
                outcome = .failed(type: nil, message: "\(row.benchmark) \(row.metric) regressed: \(Units.change(row.change))", details: values)
            } else if [.notCompared, .new, .missing].contains(row.verdict) {
                outcome = .skipped(message: row.note ?? row.verdict.rawValue)
            }
            return JUnitDocument.TestCase(className: row.benchmark, name: row.metric, outcome: outcome, systemOut: values)
        }
        return document(cases)
    }

    /// The XML of a run without a baseline: every case passes.
    package static func xml(_ doc: BenchDocument) -> String {
        var cases: [JUnitDocument.TestCase] = []
        for r in doc.results {
            var metrics: [(String, String)] = []
            if !r.cpu.isEmpty { metrics.append(("cpu", "median \(Quantiles.median(r.cpu)) ns per operation over \(r.cpu.count) samples")) }
            if !r.wall.isEmpty { metrics.append(("wall", "median \(Quantiles.median(r.wall)) ns per operation")) }
            for c in r.counters { metrics.append((c.name, String(c.value))) }
            for (metric, text) in metrics {
                cases.append(JUnitDocument.TestCase(className: r.name, name: metric, systemOut: text))
            }
        }
        return document(cases)
    }

    private static func document(_ cases: [JUnitDocument.TestCase]) -> String {
        JUnitDocument(name: "flick bench", suites: [JUnitDocument.Suite(name: "flick bench", cases: cases)]).xml
    }
}
