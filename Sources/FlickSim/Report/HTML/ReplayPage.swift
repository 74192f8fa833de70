import FlickReport

extension ReplayReport {
    /// The replay's page: the summary, the frame-time chart, the layout viewer (touches,
    /// recognizer and animator states, the gesture timeline) and the violations; the chart,
    /// the viewer and the violations share the `"replay"` cursor. Add sections to it for more
    /// (a golden diff, a fuzz case: see `ReportSection`).
    /// - Parameter recording: what a `RunRecorder` recorded of the same run.
    package func page(_ recording: RunRecord) -> ReportPage {
        let r = result
        let ticks = max(r.tickCount, recording.lastTick + 1, 1)
        var page = ReportPage(title: "flick replay: \(r.sceneName)",
                              subtitle: tracePath.isEmpty ? nil : tracePath)
        page.add(SummarySection(report: self, recording: recording))
        page.add(FrameChartSection(report: self, work: recording.work, tickCount: ticks))
        page.add(LayoutViewerSection(recording: recording, tickCount: ticks, violations: r.violations))
        page.add(ViolationsSection(violations: r.violations))
        return page
    }
}
