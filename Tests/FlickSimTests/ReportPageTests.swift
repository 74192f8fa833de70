import Testing
import Foundation
import FlickCore
import FlickInput
import FlickLayout
import FlickScenes
@testable import FlickReport
@testable import FlickSim
import FlickTestSupport

/// Markup and script a trace, a scene or a message might hold.
let hostileText = "</script><script>alert(1)</script><img src=x onerror=\"alert(2)\">&amp;\u{2028}"

/// A scene whose view names and rule messages hold markup and script.
final class HostileScene: SceneHost {
    let card = View()

    override init(environment: SceneEnvironment = SceneEnvironment()) throws(SceneError) {
        try super.init(environment: environment)
        card.name = hostileText
        root.addSubview(card)
        card.snp.makeConstraints { make in
            make.size.equalTo(100)
            make.left.equalToSuperview().offset(40)
            make.top.equalToSuperview().offset(40)
        }
        finishBuilding()
    }

    override func rules(frames: [FrameSample]) -> [String] { ["<b>rule</b> " + hostileText] }
}

/// The page's one executable script (the element without attributes).
func pageScript(_ html: String) -> String? {
    guard let start = html.range(of: "\n<script>"), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
}

func pageStyle(_ html: String) -> String? {
    guard let start = html.range(of: "<style>"), let end = html.range(of: "</style>") else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
}

/// The JSON of every data block, parsed.
func dataBlocks(_ html: String) throws -> [[String: Any]] {
    var out: [[String: Any]] = []
    var rest = html[...]
    let open = "<script type=\"application/json\" class=\"section-data\">"
    while let s = rest.range(of: open), let e = rest.range(of: "</script>", range: s.upperBound..<rest.endIndex) {
        let json = String(rest[s.upperBound..<e.lowerBound])
        out.append(try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]))
        rest = rest[e.upperBound...]
    }
    return out
}

func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

@Suite("report pages")
struct ReportPageTests {
    // MARK: Building blocks

    @Test func sha256AndBase64MatchTheirStandardVectors() {
        func hex(_ b: [UInt8]) -> String { b.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.digest(Array("".utf8))) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.digest([UInt8](repeating: 0x61, count: 1000))) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(["", "f", "fo", "foo", "foobar"].map { SHA256.base64(Array($0.utf8)) } == ["", "Zg==", "Zm8=", "Zm9v", "Zm9vYmFy"])
    }

    @Test func escapingLeavesNoMarkupAndJSONKeepsItsMeaning() throws {
        #expect(HTML.escape("<a href=\"x\" title='y'>&</a>\u{1}") == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt; ")
        let json = HTML.scriptSafeJSON(JSONValue.strings([hostileText]).text())
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&") && !json.contains("\u{2028}"))
        let back = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String])
        #expect(back == [hostileText])
    }

    @Test func sectionsGetSafeUniqueIDsAndKindsAppearOnce() {
        struct Probe: ReportSection {
            var id: String
            var title = "probe <i>"
            func body(_ html: inout HTMLWriter) { html.element("p", ["title": hostileText], text: hostileText) }
            var data: String? { JSONValue.strings([hostileText]).text() }
            var kind: ReportSectionKind? { ReportSectionKind(name: "probe", script: "var s = \"</script>\"; root.dataset.ok = s;", style: ".probe {}") }
        }
        var page = ReportPage(title: hostileText, subtitle: hostileText)
        page.add(Probe(id: "a b"))
        page.add(Probe(id: "a b"))
        page.add(TableSection(id: "t", title: "facts", rows: [(hostileText, hostileText)], note: hostileText))
        page.add(TextSection(id: "x", title: "text", text: hostileText))
        page.insert(TextSection(id: "first", title: "first", text: "1"), before: "a b")
        let html = page.html
        #expect(html.contains("id=\"a-b\"") && html.contains("id=\"a-b-2\""))
        #expect(page.sections.first?.id == "first")
        #expect(occurrences(of: "register(\"probe\"", in: html) == 1)
        #expect(occurrences(of: ".probe {}", in: html) == 1)
        #expect(!html.contains("<img") && !html.contains("<i>") && !html.contains("</script><script>"))
        // One executable script, one data block per section with data.
        #expect(occurrences(of: "<script", in: html) == 3)
        #expect(pageScript(html)?.contains("\"<\\/script>\"") == true)
    }

    // MARK: The replay page

    @Test func replayPageHasEverySectionAndAPolicyNamingItsOwnScriptAndStyle() throws {
        let (result, recording) = try recordedRun("drawer-normal.trace", scene: "drawer")
        var report = ReplayReport(result)
        report.tracePath = "Traces/scenes/drawer-normal.trace"
        let html = report.page(recording).html
        for id in ["summary", "frame-time", "layout", "violations"] { #expect(html.contains("<section id=\"\(id)\"")) }
        let script = try #require(pageScript(html)), style = try #require(pageStyle(html))
        #expect(html.contains("script-src 'sha256-\(SHA256.base64Digest(script))'"))
        #expect(html.contains("style-src 'sha256-\(SHA256.base64Digest(style))'"))
        #expect(html.contains("default-src 'none'"))
        // Nothing to fetch: no source attributes, no links outside the page, no font files.
        for word in ["src=", "href=\"http", "@import", "url(", "@font-face"] { #expect(!html.contains(word), "\(word)") }
        #expect(occurrences(of: "<script", in: html) == 4)
        let blocks = try dataBlocks(html)
        #expect(blocks.count == 3)
        let viewer = try #require(blocks.first { $0["steps"] != nil })
        #expect(viewer["ticks"] as? Int == result.tickCount)
        #expect((viewer["views"] as? [[Any]])?.contains { $0.first as? String == "drawer" } == true)
        #expect((viewer["gestures"] as? [Any])?.count == 6)
        let chart = try #require(blocks.first { $0["work"] != nil })
        #expect((chart["work"] as? [Int])?.count == 6 * result.tickCount)
        #expect(html.contains("scripts/make-scene-traces"))
        #expect(html.contains("9d5e1db38c108479"))
    }

    @Test func textFromTheTraceTheSceneAndMessagesIsEscaped() throws {
        let scene = try HostileScene()
        let recorder = RunRecorder(scene: scene)
        let header = TraceHeader(screen: ScreenGeometry(width: 393, height: 852, scale: 3),
                                 device: hostileText, source: hostileText, recorded: hostileText)
        let source = FramesSource(header: header, frames: [touch(1, .down, 90, 90, at: 0), touch(1, .up, 90, 90, at: 50_000_000)])
        let result = try Simulator(scene: scene, name: hostileText, observers: [recorder]).run(source: source)
        var report = ReplayReport(result)
        report.tracePath = hostileText + ".trace"
        let html = report.page(recorder.finish()).html
        #expect(!result.violations.isEmpty)
        #expect(!html.contains("<img") && !html.contains("<b>") && !html.contains("</script><script>"))
        #expect(occurrences(of: "<script", in: html) == 4)
        #expect(html.contains(HTML.escape(hostileText)))
        // The data still says exactly what the scene said.
        let viewer = try #require(try dataBlocks(html).first { $0["views"] != nil })
        #expect((viewer["views"] as? [[Any]])?.contains { $0.first as? String == hostileText } == true)
        #expect((viewer["violations"] as? [[Any]])?.contains { ($0.last as? String)?.hasSuffix(hostileText) == true } == true)
    }

    @Test func theSameRecordingGivesTheSameBytesAndTheSameInputTheSameViewer() throws {
        let a = try recordedRun("drawer-abuse.trace", scene: "drawer-conflict")
        let b = try recordedRun("drawer-abuse.trace", scene: "drawer-conflict")
        let report = ReplayReport(a.result)
        #expect(report.page(a.recording).html == report.page(a.recording).html)
        // Measured work differs between runs; nothing else on the page does.
        func modelPage(_ run: (result: SimulationResult, recording: RunRecord)) -> String {
            let violations = run.result.violations.filter { $0.kind != .frameBudget }
            var page = ReportPage(title: "t")
            page.add(LayoutViewerSection(recording: run.recording, tickCount: run.result.tickCount, violations: violations))
            page.add(ViolationsSection(violations: violations))
            return page.html
        }
        #expect(modelPage(a) == modelPage(b))
        #expect(modelPage(a).contains("minimal conflicting set"))
        #expect(modelPage(a).contains("broken: "))
    }

    @Test func aThousandTickFeedReplayStaysUnderTwoMegabytes() throws {
        let scene = try builtInScene("feed")
        let recorder = RunRecorder(scene: scene)
        // Six flings up the feed, 1.5 s apart: the rows move on almost every tick.
        var frames: [InputFrame] = []
        for fling in 0..<6 {
            let start = Int64(fling) * 1_500_000_000
            for k in 0...10 {
                let phase: TouchPhase = k == 0 ? .down : k == 10 ? .up : .move
                frames.append(touch(fling + 1, phase, 196, 700 - Double(k) * 50, at: start + Int64(k) * 10_000_000))
            }
        }
        let result = Simulator(scene: scene, name: "feed", observers: [recorder]).run(frames: frames)
        let recording = recorder.finish()
        #expect(result.tickCount >= 1000)
        #expect(recording.frames.stride == 1)
        let html = ReplayReport(result).page(recording).html
        #expect(html.utf8.count < 2 * 1024 * 1024, "\(html.utf8.count) bytes")
        #expect(recording.frames.steps.count > 800)
    }

    // MARK: Pictures

    @Test func oneSVGPerChangedTickWithNamesEscaped() throws {
        let scene = try HostileScene()
        let recorder = RunRecorder(scene: scene)
        let frames = [touch(1, .down, 90, 90, at: 0), touch(1, .up, 90, 90, at: 50_000_000)]
        _ = Simulator(scene: scene, name: "hostile", observers: [recorder]).run(frames: frames)
        let recording = recorder.finish()
        var ticks: [Int] = []
        var pictures: [String] = []
        FrameSVG.forEachChangedTick(recording) { tick, svg in ticks.append(tick); pictures.append(svg) }
        let expected = Set(recording.frames.steps.map(\.tick)).union(recording.touches.map(\.tick)).sorted()
        #expect(ticks == expected)
        #expect(pictures.allSatisfy { $0.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && $0.hasSuffix("</svg>\n") })
        #expect(pictures[0].contains("<title>" + HTML.escape(hostileText) + "</title>"))
        #expect(!pictures.joined().contains("<img"))
        #expect(pictures[0].contains("<circle")) // the touch down on tick 0
        #expect(FrameSVG.fileName(tick: 42, tickCount: 469) == "tick-000042.svg")
        #expect(FrameSVG.fileName(tick: 42, tickCount: 12_345_678) == "tick-00000042.svg")
    }

    @Test func sampleChartsDrawEverySeriesAsText() {
        let chart = SampleChartSection(id: "bench", title: "layout", unit: "µs",
                                       series: [.init(name: "baseline <b>", samples: [1, 2, 3]), .init(name: "current", samples: [2, 3, .nan, 4])],
                                       verdict: "slower by 33 %")
        var page = ReportPage(title: "bench")
        page.add(chart)
        let html = page.html
        #expect(occurrences(of: "<circle", in: html) == 6)
        #expect(html.contains("baseline &lt;b&gt;") && html.contains("median 2 µs") && html.contains("median 3 µs"))
    }
}
