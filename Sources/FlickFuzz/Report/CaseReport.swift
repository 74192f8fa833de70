import FlickReport
import FlickCore
import FlickSim

/// The report page of a fuzz case (`flick replay CASE --report PAGE`, a campaign's
/// `findings/NAME.html`) and of a minimization (`flick minimize CASE --report PAGE`).
///
/// A case's page: the finding (what the case file expects, whether it reproduced, what this
/// run found, each with its oracle, kind, tick, message and signature), the case (file,
/// scene, origin, input, ticks, digest), its environment and its mutations with their ticks
/// and what each did, its gestures, then — when the case was run in this process — the run's
/// frame-time chart, layout viewer (opening on the finding's tick) and violations on the
/// `"case"` cursor. A crash or hang case is not run here (it would take the process down or
/// hold it up); its page says so and shows the case alone.
///
/// A minimization's page shows the original and the minimized case side by side: their
/// facts, environments and mutations, and both runs (charts and viewers on the `"original"`
/// and `"minimized"` cursors, which a switch can tie together).
///
/// Everything from the case file (the scene name, notes, messages) is text on the page, as
/// `ReportPage` guarantees.
package struct CaseReport {
    /// A run of the case, as a `CaseReportObserver` recorded it.
    package struct Run {
        package var result: SimulationResult
        package var recording: RunRecord
        package init(result: SimulationResult, recording: RunRecord) { self.result = result; self.recording = recording }
    }

    /// The case file's path.
    package var path: String
    package var fuzzCase: FuzzCase
    /// What this run found (nil: the case was not judged, as a campaign's saved finding).
    package var findings: [Finding]?
    /// What each mutation did in the run (`CaseOutcome.mutationNotes`); empty: the file's notes.
    package var mutationNotes: [String] = []
    /// The drawn run, or nil with `notRun` saying why.
    package var run: Run?
    package var notRun: String?

    package init(path: String, fuzzCase: FuzzCase, findings: [Finding]?, run: Run?, notRun: String? = nil) {
        self.path = path
        self.fuzzCase = fuzzCase
        self.findings = findings
        self.run = run
        self.notRun = notRun
    }

    /// Whether the expected finding reproduced (nil without an expectation or a judgement).
    package var reproduced: Bool? {
        guard let e = fuzzCase.expectation, let findings else { return nil }
        return findings.contains { $0.signature.text == e.signature }
    }

    /// The case's page.
    package var page: ReportPage {
        let c = fuzzCase
        var page = ReportPage(title: "flick fuzz case: \(c.scene)", subtitle: path)
        for s in findingSections() { page.add(s) }
        page.add(factsSection(id: "case", title: "Case"))
        page.add(environmentSection(id: "environment", title: "Environment"))
        page.add(mutationsSection(id: "mutations", title: "Mutations"))
        page.add(gesturesSection(id: "gestures", title: "Gestures"))
        if let run {
            let sections = runSections(run, channel: "case", label: nil)
            page.add(sections.chart)
            page.add(sections.viewer)
            page.add(sections.violations)
        } else {
            page.add(TextSection(id: "run", title: "Run", text: notRun ?? "not run"))
        }
        return page
    }

    /// The page of a minimization: `original` and `minimized` side by side, with the finding
    /// kept (`finding`) and the minimizer's work (`runs`).
    package static func minimizationPage(original: CaseReport, minimized: CaseReport, finding: Finding, runs: Int) -> ReportPage {
        var page = ReportPage(title: "flick minimize: \(original.fuzzCase.scene)", subtitle: "\(original.path) → \(minimized.path)")
        let a = original.fuzzCase, b = minimized.fuzzCase
        page.add(TableSection(id: "finding", title: "Finding kept", rows: findingRows(finding)))
        let facts: [[String]] = [
            ["file", original.path, minimized.path],
            ["events", String(a.eventCount), String(b.eventCount)],
            ["gestures", String(a.gestures.count), String(b.gestures.count)],
            ["mutations", String(a.mutations.count), String(b.mutations.count)],
            ["environment", environmentLine(a.environment), environmentLine(b.environment)],
            ["ticks run", original.run.map { String($0.result.tickCount) } ?? "not run", minimized.run.map { String($0.result.tickCount) } ?? "not run"],
            ["violations", original.run.map { String($0.result.violations.count) } ?? "–", minimized.run.map { String($0.result.violations.count) } ?? "–"],
        ]
        page.add(ColumnTableSection(id: "shrink", title: "Original and minimized", columns: ["", "original", "minimized"], rows: facts,
                                    note: "Minimized in \(runs) runs; the minimized case fails with the same signature."))
        page.addSideBySide(original.environmentSection(id: "original-environment", title: "Original environment"),
                           minimized.environmentSection(id: "minimized-environment", title: "Minimized environment"))
        page.addSideBySide(original.mutationsSection(id: "original-mutations", title: "Original mutations"),
                           minimized.mutationsSection(id: "minimized-mutations", title: "Minimized mutations"))
        if let ra = original.run, let rb = minimized.run {
            let sa = original.runSections(ra, channel: "original", label: "Original")
            let sb = minimized.runSections(rb, channel: "minimized", label: "Minimized")
            var link = ChannelLinkSection(channels: ["original", "minimized"], label: "Scrub both viewers together (their ticks need not match)")
            link.linked = false
            page.add(link)
            page.addSideBySide(sa.chart, sb.chart)
            page.addSideBySide(sa.viewer, sb.viewer)
            page.addSideBySide(sa.violations, sb.violations)
        } else {
            page.add(TextSection(id: "run", title: "Runs", text: original.notRun ?? minimized.notRun ?? "not run"))
        }
        return page
    }

    // MARK: Sections

    private func findingSections() -> [any ReportSection] {
        var out: [any ReportSection] = []
        var rows: [(label: String, value: String)] = []
        if let e = fuzzCase.expectation {
            rows.append(("verdict", reproduced.map { $0 ? "reproduced" : "did not reproduce" } ?? "saved by the campaign (not judged here)"))
            rows += Self.findingRows(Finding(oracle: e.oracle, kind: e.kind, tick: e.tick, message: e.message, signature: Signature(text: e.signature)))
        } else {
            rows.append(("expected", "nothing (the case file has no expect field)"))
        }
        out.append(TableSection(id: "finding", title: "Finding", rows: rows))
        if let findings {
            let list = findings.map { f in
                [f.oracle.rawValue, f.kind, f.tick.map(String.init) ?? "–", f.message, f.signature.text]
            }
            out.append(ColumnTableSection(id: "found", title: "Found by this run", columns: ["oracle", "kind", "tick", "message", "signature"],
                                          rows: list, empty: "every oracle held"))
            let details = findings.filter { !$0.details.isEmpty }.map { f in
                "\(f.oracle.rawValue) \(f.kind):\n" + f.details.prefix(200).map { "  " + $0 }.joined(separator: "\n")
            }
            if !details.isEmpty { out.append(TextSection(id: "details", title: "Details", text: details.joined(separator: "\n\n"))) }
        }
        return out
    }

    static func findingRows(_ f: Finding) -> [(label: String, value: String)] {
        [("oracle", f.oracle.rawValue), ("kind", f.kind), ("tick", f.tick.map(String.init) ?? "–"),
         ("message", f.message), ("signature", f.signature.text)]
    }

    func factsSection(id: String, title: String) -> TableSection {
        let c = fuzzCase
        var rows: [(label: String, value: String)] = [("file", path), ("scene", c.scene)]
        if let o = c.origin { rows.append(("origin", "campaign seed \(o.seed), stream case \(o.index)")) }
        let typed = c.gestures.reduce(0) { $0 + $1.text.count }
        let typedText = typed > 0 ? " and \(typed) text events" : ""
        rows.append(("input", "\(c.eventCount - typed) touch events\(typedText) in \(c.gestures.count) gesture(s), last at \(Format.seconds(nanoseconds: c.inputEnd))"))
        rows.append(("mutations", String(c.mutations.count)))
        if let r = run?.result {
            rows.append(("ticks", "\(r.tickCount) (\(Format.seconds(nanoseconds: r.duration)) virtual)\(r.settled ? "" : ", not settled")"))
            rows.append(("digest", StableHash.hex(r.digest)))
        }
        return TableSection(id: id, title: title, rows: rows)
    }

    func environmentSection(id: String, title: String) -> TableSection {
        let e = fuzzCase.environment
        func mark(_ isDefault: Bool) -> String { isDefault ? " (default)" : "" }
        var rows: [(label: String, value: String)] = [
            ("profile", e.profile + mark(e.profile == FuzzEnvironment.defaultProfile)),
            ("orientation", e.landscape ? "landscape" : "portrait (default)"),
        ]
        if let size = e.screenSize { rows.append(("screen", "\(Format.number(size.width))x\(Format.number(size.height)) pt")) }
        rows.append(("safe area", e.safeArea.map { "top \(Format.points($0.top)), left \(Format.points($0.left)), bottom \(Format.points($0.bottom)), right \(Format.points($0.right))" } ?? "the profile's (default)"))
        rows.append(("items", e.itemCount.map(String.init) ?? "the scene's (default)"))
        rows.append(("text length", e.textLength.map(String.init) ?? "the scene's (default)"))
        rows.append(("type scale", Format.number(e.typeScale) + mark(e.typeScale == 1)))
        rows.append(("refresh rate", "\(e.hz) Hz" + mark(e.hz == FuzzEnvironment.defaultHz)))
        return TableSection(id: id, title: title, rows: rows)
    }

    func mutationsSection(id: String, title: String) -> ColumnTableSection {
        let rate = fuzzCase.environment.rate ?? .standard
        let rows = fuzzCase.mutations.enumerated().map { (k, m) -> [String] in
            let note = k < mutationNotes.count && !mutationNotes[k].isEmpty ? mutationNotes[k] : (m.note ?? "")
            return [String(k + 1), String(m.tick), Format.seconds(nanoseconds: rate.time(ofTick: m.tick)), m.op.name,
                    CaseFile.parameters(m.op), note]
        }
        return ColumnTableSection(id: id, title: title, columns: ["#", "tick", "time", "operation", "parameters", "what it did"],
                                  rows: rows, note: "Each is applied at the start of its tick, before that tick's input.",
                                  empty: "no mutations")
    }

    func gesturesSection(id: String, title: String) -> ColumnTableSection {
        let rate = fuzzCase.environment.rate ?? .standard
        let rows = fuzzCase.gestures.enumerated().map { (k, g) -> [String] in
            let start = g.events.first?.timestamp ?? g.text.first?.timestamp ?? 0
            let end = max(g.events.last?.timestamp ?? 0, g.text.last?.timestamp ?? 0)
            let count = g.text.isEmpty ? String(g.events.count) : "\(g.events.count) + \(g.text.count) text"
            return [String(k + 1), g.kind, g.touchIDs.map(String.init).joined(separator: ", "), count,
                    "\(Format.seconds(nanoseconds: start)) – \(Format.seconds(nanoseconds: end))", "\(rate.firstTick(atOrAfter: start))"]
        }
        return ColumnTableSection(id: id, title: title, columns: ["#", "kind", "touches", "events", "time", "first tick"],
                                  rows: rows, empty: "no input")
    }

    func runSections(_ run: Run, channel: String, label: String?) -> (chart: FrameChartSection, viewer: LayoutViewerSection, violations: ViolationsSection) {
        let report = ReplayReport(run.result)
        let ticks = max(run.result.tickCount, run.recording.lastTick + 1, 1)
        let prefix = label.map { $0.lowercased() + "-" } ?? ""
        var chart = FrameChartSection(report: report, work: run.recording.work, tickCount: ticks)
        chart.id = prefix + "frame-time"
        chart.channel = channel
        var viewer = LayoutViewerSection(recording: run.recording, tickCount: ticks, violations: run.result.violations)
        viewer.id = prefix + "layout"
        viewer.channel = channel
        viewer.startTick = fuzzCase.expectation?.tick ?? findings?.first?.tick ?? run.result.violations.first?.tick
        var violations = ViolationsSection(violations: run.result.violations)
        violations.channel = channel
        violations.viewerID = viewer.id
        if let label {
            chart.title = "\(label): frame time"
            viewer.title = "\(label): layout, touches and states"
        }
        return (chart, viewer, violations)
    }

    static func environmentLine(_ e: FuzzEnvironment) -> String {
        var parts = [e.profile, e.landscape ? "landscape" : "portrait", "\(e.hz) Hz"]
        if let n = e.itemCount { parts.append("\(n) items") }
        if let n = e.textLength { parts.append("text \(n)") }
        if e.typeScale != 1 { parts.append("type x\(Format.number(e.typeScale))") }
        if e.safeArea != nil { parts.append("own safe area") }
        return parts.joined(separator: ", ")
    }
}
