import Testing
import Foundation
@testable import FlickReport
@testable import FlickSim

/// The pieces of pages that compare two runs: sections side by side, column tables, tied
/// cursors, and a golden timeline drawn as a recording.
@Suite("Comparison pages")
struct ComparisonPageTests {
    func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func sideBySideSectionsShareOneRowAndInsertsGoBeforeAPair() {
        var page = ReportPage(title: "two")
        page.add(TextSection(id: "a", title: "a", text: "a"))
        page.addSideBySide(TextSection(id: "l", title: "left", text: "l"), TextSection(id: "r", title: "right", text: "r"))
        page.insert(TextSection(id: "i", title: "inserted", text: "i"), before: "r")
        #expect(page.sections.map(\.id) == ["a", "i", "l", "r"])
        let html = page.html
        #expect(occurrences(of: "<div class=\"side-by-side\">", in: html) == 1)
        let row = html.components(separatedBy: "<div class=\"side-by-side\">")[1]
        #expect(row.contains("id=\"l\"") && row.contains("id=\"r\"") && !row.contains("id=\"i\""))
    }

    @Test func aColumnTableEscapesEveryCell() {
        let evil = "<img src=x onerror=alert(1)>"
        var page = ReportPage(title: "t")
        page.add(ColumnTableSection(id: "m", title: "mutations", columns: ["tick", evil], rows: [["3", evil], ["4"]]))
        page.add(ColumnTableSection(id: "e", title: "empty", columns: ["x"], rows: [], empty: "no mutations"))
        page.add(ChannelLinkSection(channels: ["golden", "run"]))
        let html = page.html
        #expect(!html.contains("<img") && occurrences(of: "&lt;img src=x onerror=alert(1)&gt;", in: html) == 2)
        #expect(html.contains("<td>4</td><td></td>") && html.contains("no mutations"))
        #expect(html.contains("register(\"channel-link\""))
    }

    @Test func aGoldenTimelineDrawnAsARecording() throws {
        let text = """
            flick golden timeline 1, screen 100x200@2, 60 Hz
            tick 0 0.000s
              view screen: frame 0 0 100 200, alpha 1, rotation 0
              view card: frame 10 20 30 40, alpha 1, rotation 0
            tick 2 0.033s
              touch 1: down 15 25
              gesture pan: possible -> began
              view card: frame 11.5 20 30 40
            tick 3 0.050s
              touch 1: up 15 25
              gesture pan: began -> failed (too slow) -> possible
              animator 7: running
              view card: alpha 0.5
            tick 4 0.067s
              view card: gone
            """
        let golden = try GoldenTimeline(parsing: text)
        let r = RunRecord(golden: golden, depths: ["card": 1])
        #expect(r.screen == SceneScreen(width: 100, height: 200, scale: 2) && r.rate.hz == 60)
        #expect(r.views.map(\.name) == ["screen", "card"] && r.views.map(\.depth) == [0, 1])
        #expect(r.frames.steps.map(\.tick) == [0, 2, 3, 4])
        let moved = try #require(r.frames.steps[1].entries.first)
        #expect(moved.view == 1 && moved.fields == [.x] && moved.values.x == 23)
        #expect(r.frames.steps[2].entries.first?.fields == [.alpha] && r.frames.steps[2].entries.first?.values.alpha == 500)
        #expect(r.frames.steps[3].entries.first?.fields == [])
        #expect(r.touches.map(\.tick) == [2, 3] && r.touches.first?.x == 15)
        #expect(r.recognizerChanges.map(\.state.description) == ["began", "failed", "possible"])
        #expect(r.recognizerChanges[1].reason == "too slow")
        #expect(r.animators.map(\.label) == ["#7"] && !r.hasAnimatorFractions)
        var viewer = LayoutViewerSection(recording: r, tickCount: 5)
        viewer.highlighted = ["card", "nowhere"]
        viewer.startTick = 99
        let data = try #require(viewer.data)
        #expect(data.contains("\"highlight\":[1]") && data.contains("\"start\":4") && data.contains("\"fractions\":false"))
        // The record a golden file holds writes the same file again.
        #expect(GoldenTimeline(r).text == golden.text)
    }
}
