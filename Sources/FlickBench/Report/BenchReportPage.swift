import FlickReport
import FlickCore
import FlickSim

/// The HTML page of a comparison (`flick bench --report PAGE` with `--baseline FILE` or
/// `--against OTHER_FLICK`): one self-contained file, as the replay pages are (`ReportPage`).
///
/// - **Summary**: the gate's verdict (the summary line `flick bench` prints), what was
///   compared with what, and the warnings;
/// - **Environment**: the header `flick bench` prints (the machine, build, commit and what
///   could be measured, the baseline's build and commit, notes);
/// - **Comparison**: every benchmark and metric, baseline against current, the change, its
///   interval, p and verdict;
/// - one **chart per benchmark** (`SampleChartSection`): the baseline's and the current run's
///   samples per operation on the gating clock, medians marked, with the timing's verdict and
///   the counters' above it. A counters-only baseline has no samples: its chart shows the
///   current run alone and says so.
package struct BenchReportPage {
    package var current: BenchDocument
    package var baseline: BenchDocument
    /// What the baseline is: its file, or the other build's path.
    package var baselineName: String
    package var comparison: Comparison
    /// Groups run (for the header line).
    package var groups: Int

    package init(current: BenchDocument, baseline: BenchDocument, baselineName: String, comparison: Comparison, groups: Int) {
        self.current = current
        self.baseline = baseline
        self.baselineName = baselineName
        self.comparison = comparison
        self.groups = groups
    }

    package var page: ReportPage {
        let c = comparison
        var page = ReportPage(title: "flick bench: \(c.failed ? "regression" : "no regression") against \(baselineName)",
                              subtitle: "commit \(current.environment.commit) against \(baseline.environment.commit)")
        var rows: [(label: String, value: String)] = [
            ("verdict", c.failed ? "failed: \(c.summary.regressions) regression(s)" : "passed"),
            ("summary", String(TextReport.summary(c).dropFirst("summary: ".count))),
            ("baseline", baselineName + (baseline.settings.countersOnly ? " (counters only: timings are not compared)" : "")),
            ("benchmarks", "\(current.results.count) in \(groups) group(s); \(c.rows.count) metrics compared"),
        ]
        for w in c.warnings { rows.append(("warning", w)) }
        page.add(TableSection(id: "bench-summary", title: "Summary", rows: rows))
        page.add(TextSection(id: "bench-environment", title: "Environment",
                             text: TextReport.header(current, groups: groups, baseline: (baselineName, baseline)).joined(separator: "\n")))
        page.add(ColumnTableSection(id: "bench-comparison", title: "Comparison",
                                    columns: ["benchmark", "metric", "baseline", "current", "change", "interval", "p", "verdict"],
                                    rows: c.rows.map(Self.cells)))
        for result in current.results {
            page.add(chart(result))
        }
        for r in baseline.results where current.result(r.name) == nil {
            page.add(TextSection(id: "bench-" + r.name, title: r.name, text: "only in the baseline: not run this time"))
        }
        return page
    }

    // MARK: Private steps

    /// The samples chart of one benchmark on the gating clock, with its verdicts.
    private func chart(_ result: BenchmarkResult) -> SampleChartSection {
        let clock = comparison.settings.clock == "wall" ? "wall" : "cpu"
        let base = baseline.result(result.name)
        let now = result.series(clock), before = base?.series(clock) ?? []
        let all = now + before
        let sorted = all.filter(\.isFinite).sorted()
        let typical = sorted.isEmpty ? 1 : sorted[sorted.count / 2]
        let (unit, divisor) = Self.unit(typical)
        var series: [SampleChartSection.Series] = []
        if !before.isEmpty { series.append(.init(name: "baseline", samples: before.map { $0 / divisor })) }
        series.append(.init(name: "current", samples: now.map { $0 / divisor }))
        let rows = comparison.rows.filter { $0.benchmark == result.name }
        var verdict: [String] = []
        if let timing = rows.first(where: { $0.kind == .time && $0.metric == clock }) {
            var line = "\(clock == "cpu" ? "thread CPU" : "wall") time per operation: \(timing.verdict.rawValue)"
            if let change = timing.change { line += " \(Units.change(change))" }
            if let p = timing.pValue { line += " (p = \(p < 0.001 ? "<0.001" : Format.fixed(p, decimals: 3)))" }
            if let note = timing.note { line += "; \(note)" }
            verdict.append(line)
        } else if base == nil {
            verdict.append("new: not in the baseline")
        }
        let counters = rows.filter { $0.kind == .counter }
        if !counters.isEmpty {
            let changed = counters.filter { $0.verdict != .same }
            verdict.append(changed.isEmpty ? "counters: all \(counters.count) the same"
                           : "counters: " + changed.map { "\($0.metric) \($0.verdict.rawValue) \(Units.change($0.change))" }.joined(separator: ", "))
        }
        if before.isEmpty && base != nil { verdict.append("the baseline holds no samples (counters only)") }
        return SampleChartSection(id: "bench-" + result.name, title: result.name, unit: unit + "/op", series: series,
                                  verdict: verdict.joined(separator: " · "))
    }

    /// The unit that shows `ns` as 1 or more, and nanoseconds per unit.
    private static func unit(_ ns: Double) -> (String, Double) {
        let a = abs(ns)
        if a < 1e3 { return ("ns", 1) }
        if a < 1e6 { return ("µs", 1e3) }
        if a < 1e9 { return ("ms", 1e6) }
        return ("s", 1e9)
    }

    private static func cells(_ row: ComparisonRow) -> [String] { [row.benchmark] + row.cells }
}
