import FlickCore

/// The human-readable report of a run: an environment header, a table with one row per
/// benchmark (or, against a baseline, one per benchmark and metric), warnings and a summary.
/// Plain aligned text for terminals and CI logs, or Markdown (`--markdown`) for the docs.
/// An HTML report would render the same `BenchDocument` and `Comparison` values.
package enum TextReport {
    /// The header lines: what ran, the machine and build, what could be measured, notes.
    package static func header(_ doc: BenchDocument, groups: Int, baseline: (name: String, doc: BenchDocument)?) -> [String] {
        let e = doc.environment
        var lines = ["flick bench: \(doc.results.count) benchmarks in \(groups) group\(groups == 1 ? "" : "s")\(doc.settings.quick ? " (quick set)" : ""); samples \(doc.settings.samples), after \(doc.settings.warmup) warm-up run(s)"]
        let load = e.load.map { Format.fixed($0, decimals: 2) }.joined(separator: " ")
        lines.append("environment: \(e.cpu), \(e.cores) cores, load \(load.isEmpty ? "unknown" : load) · \(e.build) build · commit \(e.commit) · \(e.os) · host \(e.host) · \(e.swift) · \(e.date)")
        lines.append("measured: allocations: \(e.allocations) · hardware instructions: \(e.instructions) · peak memory: \(e.peakMemory)")
        if let planted = e.planted { lines.append("PLANTED REGRESSION: \(planted)") }
        if let (name, b) = baseline {
            let be = b.environment
            lines.append("baseline: \(name) (\(be.build) build, commit \(be.commit), \(be.date), host \(be.host)\(b.settings.countersOnly ? ", counters only" : ""))")
            if let planted = be.planted { lines.append("baseline PLANTED REGRESSION: \(planted)") }
        }
        for note in doc.notes { lines.append("note: \(note)") }
        return lines
    }

    /// One row per benchmark: medians per operation on both clocks, the 10th–90th percentile
    /// range of the CPU time, the noise, the samples and the counters.
    package static func runTable(_ doc: BenchDocument, style: Table.Style) -> [String] {
        var t = Table(header: ["benchmark", "cpu/op", "p10…p90", "wall/op", "noise", "samples", "counters"], rightAligned: [1, 3, 4, 5])
        for r in doc.results {
            let counters = r.counters.map { "\($0.name) \($0.value)" + (r.unstableCounters.contains($0.name) ? " (varies)" : "") }
            var extras = r.extras.map { "\($0.name) \(Units.value(Quantiles.median($0.values), metric: $0.name))" }
            if !r.instructions.isEmpty { extras.insert("instructions \(Units.count(Quantiles.median(r.instructions).rounded()))", at: 0) }
            if let rss = r.peakRSS { extras.append("peak \(Units.bytes(Double(rss)))") }
            let range = r.cpu.isEmpty ? "-" : "\(Units.time(nanoseconds: Quantiles.quantile(r.cpu, 0.1)))…\(Units.time(nanoseconds: Quantiles.quantile(r.cpu, 0.9)))"
            t.add([r.name, r.cpu.isEmpty ? "-" : Units.time(nanoseconds: Quantiles.median(r.cpu)), range,
                   r.wall.isEmpty ? "-" : Units.time(nanoseconds: Quantiles.median(r.wall)),
                   r.cpu.count < 2 ? "-" : "±" + Comparison.percent(TimingJudgement.noise(r.cpu)),
                   String(r.cpu.count), (counters + extras).joined(separator: " · ")])
        }
        return t.render(style)
    }

    /// One row per benchmark and metric: baseline, current, change, interval and p-value,
    /// verdict (and why not compared).
    package static func comparisonTable(_ c: Comparison, style: Table.Style) -> [String] {
        let level = Format.number((1 - c.settings.alpha) * 100, maxDecimals: 1)
        // With `--against`, a column of the process-level noise before the verdict.
        let perProcess = c.rows.contains { $0.processNoise != nil }
        var header = ["benchmark", "metric", "baseline", "current", "change", "\(level)% CI", "p", "verdict"]
        if perProcess { header.insert("process noise", at: 7) }
        var t = Table(header: header, rightAligned: perProcess ? [2, 3, 4, 6, 7] : [2, 3, 4, 6])
        var last = ""
        for row in c.rows {
            let name = row.benchmark == last && style == .plain ? "" : row.benchmark
            last = row.benchmark
            var cells = [name] + row.cells
            if perProcess { cells.insert(row.processNoise.map(Comparison.percent) ?? "", at: 7) }
            t.add(cells)
        }
        return t.render(style)
    }

    /// The warnings, one line each.
    package static func warnings(_ c: Comparison) -> [String] { c.warnings.map { "warning: \($0)" } }

    /// The summary line.
    package static func summary(_ c: Comparison) -> String {
        let s = c.summary
        var parts: [String] = []
        parts.append(s.regressions == 0 ? "no regression" : "\(s.regressions) regressed (\(s.regressedCounters) counter(s), \(s.regressedTimings) timing(s))")
        parts.append("\(s.improved) improved")
        if s.otherChanges > 0 { parts.append("\(s.otherChanges) changed below the threshold or not gating") }
        parts.append("\(s.same) same")
        if s.notCompared > 0 { parts.append("\(s.notCompared) not compared") }
        if s.new > 0 { parts.append("\(s.new) new") }
        if s.missing > 0 { parts.append("\(s.missing) missing") }
        let gate = "α \(Format.number(c.settings.alpha)), threshold \(Comparison.percent(c.settings.threshold)) on \(c.settings.clock == "wall" ? "wall" : "thread CPU") time"
        return "summary: " + parts.joined(separator: ", ") + " (\(gate)\(c.settings.gatesTimings ? "" : ", timings reported only"))"
    }

    /// Flick against kiwisolver on the same scripts: medians per operation, wall clock on both
    /// sides (kiwisolver is timed inside its Python process, parsing excluded), and the ratio.
    package static func kiwiTable(_ doc: BenchDocument, style: Table.Style) -> [String] {
        guard !doc.kiwi.isEmpty else { return [] }
        var t = Table(header: ["benchmark", "flick wall/op", "kiwisolver wall/op", "flick / kiwisolver", "pivots"], rightAligned: [1, 2, 3, 4])
        for k in doc.kiwi {
            guard let r = doc.result(k.benchmark) else { continue }
            let flick = Quantiles.median(r.wall)
            let kiwi = k.seconds.isEmpty ? nil : Quantiles.median(k.seconds) * 1e9
            let ratio = kiwi.map { flick / $0 }
            t.add([k.benchmark, Units.time(nanoseconds: flick), kiwi.map { Units.time(nanoseconds: $0) } ?? (k.note ?? "-"),
                   ratio.map(Units.ratio) ?? "-",
                   r.counter(CounterNames.pivots).map(String.init) ?? "-"])
        }
        return t.render(style)
    }

    /// `--list`: the selected benchmarks with what one operation is, quick ones marked, then
    /// the notes on what was left out.
    package static func list(_ selection: [(group: BenchmarkGroup, selected: Set<String>)], notes: [String]) -> [String] {
        var t = Table(header: ["benchmark", "quick", "one operation"])
        for (g, selected) in selection {
            for b in g.benchmarks where selected.contains(b.name) { t.add([b.name, g.isQuick ? "yes" : "", b.summary]) }
        }
        return t.render(.plain) + notes.map { "note: \($0)" }
    }
}
