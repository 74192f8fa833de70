import FlickReport
import FlickCore

/// The page of a golden mismatch (`flick replay --golden FILE --report PAGE` when the run
/// differs): where the run first departs from its golden timeline, and both runs there.
///
/// - **Golden diff**: the golden file, the first tick that differs and its time, the input
///   that led there, the run's verdict; then the text `flick replay` prints (each differing
///   value, golden and now, and the tick's lines as a diff).
/// - **Golden and new run**: two layout viewers side by side, the golden's (drawn from the
///   file: `RunRecord(golden:)`) and the run's, each on its own cursor, both opening
///   on the first differing tick with the views that differ there outlined; a switch (on by
///   default) scrubs them together.
/// - The run's frame-time chart and violations, on the run's cursor.
///
/// ```
/// let record = recorder.finish()
/// let diff = GoldenDiffReport(report: report, recording: record, goldenPath: "card.golden",
///                             golden: expected, timeline: GoldenTimeline(record))
/// try diff.page.html.write(toFile: "card.html", atomically: true, encoding: .utf8)
/// ```
package struct GoldenDiffReport {
    package var report: ReplayReport
    /// What the run's `RunRecorder` recorded.
    package var recording: RunRecord
    package var goldenPath: String
    package var golden: GoldenTimeline
    /// The run's timeline (`GoldenTimeline(recording)`).
    package var timeline: GoldenTimeline

    package init(report: ReplayReport, recording: RunRecord, goldenPath: String, golden: GoldenTimeline, timeline: GoldenTimeline) {
        self.report = report
        self.recording = recording
        self.goldenPath = goldenPath
        self.golden = golden
        self.timeline = timeline
    }

    /// How the run differs (nil when the timelines are equal).
    package var mismatch: GoldenMismatch? { timeline.mismatch(against: golden) }

    /// The names of the views whose lines differ at the first differing tick, in the order
    /// the golden, then the run, lists them.
    package var differingViews: [String] {
        guard let tick = mismatch?.tick else { return [] }
        let a = golden.ticks.first { $0.index == tick }?.lines ?? []
        let b = timeline.ticks.first { $0.index == tick }?.lines ?? []
        var out: [String] = []
        for line in a + b where line.kind == "view" && !(a.contains(line) && b.contains(line)) && !out.contains(line.subject) {
            out.append(line.subject)
        }
        return out
    }

    /// The page.
    package var page: ReportPage {
        let r = report.result
        let m = mismatch
        let goldenRecording = RunRecord(golden: golden, screen: r.screen, depths: Self.depths(recording))
        let ticks = max(r.tickCount, recording.lastTick + 1, goldenRecording.lastTick + 1, 1)
        var page = ReportPage(title: "flick replay: \(r.sceneName) differs from its golden timeline",
                              subtitle: report.tracePath.isEmpty ? goldenPath : "\(report.tracePath) against \(goldenPath)")
        var facts: [(label: String, value: String)] = [("golden file", goldenPath), ("scene", r.sceneName)]
        if !report.tracePath.isEmpty { facts.append(("input", report.tracePath)) }
        if let m, let tick = m.tick {
            facts.append(("first differing tick", "\(tick)" + (m.time.map { " (\(Format.seconds(nanoseconds: $0)))" } ?? "")))
        } else {
            facts.append(("first differing tick", m == nil ? "none: the timelines are equal" : "none: the golden was recorded on another screen or tick rate, or ignoring other parts"))
        }
        if let input = m?.input { facts.append(("after input", input)) }
        let views = differingViews
        facts.append(("views that differ there", views.isEmpty ? "none" : views.joined(separator: ", ")))
        facts.append(("golden", "\(golden.ticks.count) ticks with changes, \(golden.lineCount) lines"))
        facts.append(("this run", "\(timeline.ticks.count) ticks with changes, \(timeline.lineCount) lines; \(r.violations.isEmpty ? "every invariant held" : "\(r.violations.count) violation(s)")"))
        facts.append(("digest", report.digest))
        page.add(TableSection(id: "golden-summary", title: "Golden diff", rows: facts))
        page.add(TextSection(id: "golden-text", title: "What differs",
                             text: m?.description ?? "the texts differ only in line endings or white space",
                             note: "As flick replay --golden prints it: golden (-) and now (+)."))

        let start = m?.tick
        var goldenViewer = LayoutViewerSection(recording: goldenRecording, tickCount: ticks)
        goldenViewer.id = "golden-layout"
        goldenViewer.title = "Golden: \(goldenPath)"
        goldenViewer.channel = "golden"
        goldenViewer.startTick = start
        goldenViewer.highlighted = views
        var runViewer = LayoutViewerSection(recording: recording, tickCount: ticks, violations: r.violations)
        runViewer.id = "layout"
        runViewer.title = "This run"
        runViewer.channel = "run"
        runViewer.startTick = start
        runViewer.highlighted = views
        page.add(ChannelLinkSection(channels: ["golden", "run"]))
        page.addSideBySide(goldenViewer, runViewer)
        var chart = FrameChartSection(report: report, work: recording.work, tickCount: ticks)
        chart.title = "Frame time of this run"
        chart.channel = "run"
        page.add(chart)
        var violations = ViolationsSection(violations: r.violations)
        violations.channel = "run"
        page.add(violations)
        return page
    }

    /// Depth in the view tree by view name (the first of a repeated name).
    private static func depths(_ r: RunRecord) -> [String: Int] {
        var out: [String: Int] = [:]
        for v in r.views where out[v.name] == nil { out[v.name] = v.depth }
        return out
    }
}
