/// JUnit XML for CI: one test case per benchmark and metric (class name the benchmark, name
/// the metric). A regression is a failure; a metric not compared, new or missing is skipped
/// with the reason; values go to the case's system-out. Without a baseline every case passes
/// and carries its measurements.
package enum JUnitReport {
    /// The XML of a comparison.
    package static func xml(_ c: Comparison) -> String {
        var cases: [String] = []
        for row in c.rows {
            var body = ""
            let values = "baseline \(row.baseline.map { String($0) } ?? "-"), current \(row.current.map { String($0) } ?? "-"), change \(Units.change(row.change)), p \(row.pValue.map { String($0) } ?? "-"): \(row.verdict.rawValue)"
            if row.fails {
                body = "<failure message=\"\(escape("\(row.benchmark) \(row.metric) regressed: \(Units.change(row.change))"))\">\(escape(values))</failure>"
            } else if [.notCompared, .new, .missing].contains(row.verdict) {
                body = "<skipped message=\"\(escape(row.note ?? row.verdict.rawValue))\"/>"
            }
            body += "<system-out>\(escape(values))</system-out>"
            cases.append("    <testcase classname=\"\(escape(row.benchmark))\" name=\"\(escape(row.metric))\">\(body)</testcase>")
        }
        let failures = c.rows.filter(\.fails).count
        let skipped = c.rows.filter { [.notCompared, .new, .missing].contains($0.verdict) }.count
        return document(cases: cases, failures: failures, skipped: skipped)
    }

    /// The XML of a run without a baseline: every case passes.
    package static func xml(_ doc: BenchDocument) -> String {
        var cases: [String] = []
        for r in doc.results {
            var metrics: [(String, String)] = []
            if !r.cpu.isEmpty { metrics.append(("cpu", "median \(Quantiles.median(r.cpu)) ns per operation over \(r.cpu.count) samples")) }
            if !r.wall.isEmpty { metrics.append(("wall", "median \(Quantiles.median(r.wall)) ns per operation")) }
            for c in r.counters { metrics.append((c.name, String(c.value))) }
            for (metric, text) in metrics {
                cases.append("    <testcase classname=\"\(escape(r.name))\" name=\"\(escape(metric))\"><system-out>\(escape(text))</system-out></testcase>")
            }
        }
        return document(cases: cases, failures: 0, skipped: 0)
    }

    private static func document(cases: [String], failures: Int, skipped: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="flick bench" tests="\(cases.count)" failures="\(failures)">
          <testsuite name="flick bench" tests="\(cases.count)" failures="\(failures)" skipped="\(skipped)">
        \(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    /// Text escaped for XML attributes and content.
    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(ch.value < 0x20 && ch != "\n" && ch != "\t" ? " " : ch)
            }
        }
        return out
    }
}
