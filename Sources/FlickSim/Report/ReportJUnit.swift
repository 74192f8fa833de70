import FlickCore

extension ReplayReport {
    /// JUnit XML: one test suite for the run, one test case per invariant kind (failures list
    /// each violation with its tick), the run's numbers as the suite's properties.
    package var junit: String {
        let r = result
        let name = "replay.\(r.sceneName)"
        var cases: [JUnitDocument.TestCase] = []
        for kind in ViolationKind.listed(for: r.violations) {
            if kind == .ambiguous && !r.options.checksAmbiguity { continue }
            let vs = r.violations.filter { $0.kind == kind }
            var c = JUnitDocument.TestCase(className: name, name: kind.rawValue, time: 0)
            if let first = vs.first {
                c.outcome = .failed(type: kind.rawValue, message: "\(vs.count) violation(s), first at tick \(first.tick): \(first.message)",
                                    details: vs.map(\.description).joined(separator: "\n"))
            }
            cases.append(c)
        }
        let properties: [(name: String, value: String)] = [
            ("scene", r.sceneName), ("ticks", String(r.tickCount)), ("hz", String(r.options.rate.hz)),
            ("digest", digest), ("budgetClock", r.options.budgetClock.rawValue),
            ("frameWork.p50", "\(work.p50)"), ("frameWork.p95", "\(work.p95)"),
            ("frameWork.p99", "\(work.p99)"), ("frameWork.max", "\(work.max)"),
            ("overBudget", String(overBudget)), ("hitchTimeRatio", "\(hitchRatio)"),
        ]
        let suite = JUnitDocument.Suite(name: name, time: Double(r.statistics.wallWork.sum) / 1e9, properties: properties, cases: cases)
        return JUnitDocument(name: "flick replay", suites: [suite]).xml
    }
}
