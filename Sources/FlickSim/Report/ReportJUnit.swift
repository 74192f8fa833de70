extension ReplayReport {
    /// JUnit XML: one test suite for the run, one test case per invariant kind (failures list
    /// each violation with its tick), plus a `frame-work` case carrying the percentiles.
    public var junit: String {
        let r = result
        let name = "replay.\(r.sceneName)"
        var cases: [String] = []
        var failures = 0
        for kind in ViolationKind.listed(for: r.violations) {
            if kind == .ambiguous && !r.options.checksAmbiguity { continue }
            let vs = r.violations.filter { $0.kind == kind }
            var c = "    <testcase classname=\"\(xml(name))\" name=\"\(kind.rawValue)\" time=\"0\">"
            if !vs.isEmpty {
                failures += 1
                let body = vs.map(\.description).joined(separator: "\n")
                c += "\n      <failure type=\"\(kind.rawValue)\" message=\"\(xml("\(vs.count) violation(s), first at tick \(vs[0].tick): \(vs[0].message)"))\">\(xml(body))</failure>\n    "
            }
            c += "</testcase>"
            cases.append(c)
        }
        let seconds = Double(r.statistics.wallWork.sum) / 1e9
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"flick replay\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        out += "  <testsuite name=\"\(xml(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(seconds)\">\n"
        out += "    <properties>\n"
        let props: [(String, String)] = [
            ("scene", r.sceneName), ("ticks", String(r.tickCount)), ("hz", String(r.options.rate.hz)),
            ("digest", digest), ("budgetClock", r.options.budgetClock.rawValue),
            ("frameWork.p50", "\(work.p50)"), ("frameWork.p95", "\(work.p95)"),
            ("frameWork.p99", "\(work.p99)"), ("frameWork.max", "\(work.max)"),
            ("overBudget", String(overBudget)), ("hitchTimeRatio", "\(hitchRatio)"),
        ]
        for (k, v) in props { out += "      <property name=\"\(xml(k))\" value=\"\(xml(v))\"/>\n" }
        out += "    </properties>\n"
        out += cases.joined(separator: "\n") + "\n"
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}

/// Text escaped for XML attributes and character data.
func xml(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default:
            if ch.value < 0x20 && ch != "\n" && ch != "\t" && ch != "\r" { out += " " } else { out.unicodeScalars.append(ch) }
        }
    }
    return out
}
