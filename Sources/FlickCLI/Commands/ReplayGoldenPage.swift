import FlickReport
import FlickSim

/// `flick replay TRACE --golden FILE --report PAGE`: when the run differs from FILE, PAGE is
/// the golden diff page (`GoldenDiffReport`: the golden and the new run side by side at the
/// first differing tick, the differing views outlined, and the text diff) instead of the
/// replay page; when it matches, or with `--update-golden`, PAGE is the replay page.
struct ReplayGoldenPage {
    let path: String
    let expected: GoldenTimeline
    let timeline: GoldenTimeline

    /// The diff to draw, or nil when there is none (updating, or the timelines match).
    static func differing(_ golden: ReplayGolden?, _ timeline: GoldenTimeline?) -> ReplayGoldenPage? {
        guard let golden, !golden.updates, let expected = golden.expected, let timeline, expected.text != timeline.text else { return nil }
        return ReplayGoldenPage(path: golden.path, expected: expected, timeline: timeline)
    }

    func page(_ report: ReplayReport, _ recording: RunRecord) -> ReportPage {
        GoldenDiffReport(report: report, recording: recording, goldenPath: path, golden: expected, timeline: timeline).page
    }
}
