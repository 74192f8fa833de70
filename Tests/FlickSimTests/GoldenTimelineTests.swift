import Foundation
import Testing
import FlickSim

@Suite("Golden timeline text, differences and files")
struct GoldenTimelineTests {
    static let screen = SceneScreen(width: 100, height: 200, scale: 2)

    func timeline(_ ticks: [GoldenTimeline.Tick]) -> GoldenTimeline { GoldenTimeline(screen: Self.screen, hz: 120, ticks: ticks) }
    func line(_ kind: String, _ subject: String, _ value: String) -> GoldenTimeline.Line { .init(kind: kind, subject: subject, value: value) }

    var golden: GoldenTimeline {
        timeline([
            .init(index: 0, time: 0, lines: [line("view", "box", "frame 0 0 10 10, alpha 1, rotation 0")]),
            .init(index: 3, time: 25_000_000, lines: [line("touch", "1", "down 5 5")]),
            .init(index: 5, time: 41_666_666, lines: [line("touch", "1", "move 8 5"), line("gesture", "pan", "possible -> began"),
                                                     line("view", "box", "frame 3 0 10 10")]),
            .init(index: 9, time: 75_000_000, lines: [line("view", "box", "gone"), line("animator", "0", "running")]),
        ])
    }

    @Test func theTextReadsBackToTheSameTimeline() throws {
        let text = golden.text
        #expect(text.hasPrefix("flick golden timeline 1, screen 100x200@2, 120 Hz\ntick 0 0.000s\n  view box: frame 0 0 10 10, alpha 1, rotation 0\n"))
        #expect(text.contains("tick 5 0.042s\n  touch 1: move 8 5\n  gesture pan: possible -> began\n"))
        let parsed = try GoldenTimeline(parsing: text)
        #expect(parsed.text == text)
        #expect(parsed.ticks.map(\.index) == [0, 3, 5, 9])
        #expect(parsed.ticks[3].lines[1] == line("animator", "0", "running"))
        #expect(parsed.lineCount == 7)
    }

    @Test func badTextIsAnErrorNamingTheLine() {
        func error(_ text: String) -> String? {
            do { _ = try GoldenTimeline(parsing: text); return nil } catch { return error.description }
        }
        #expect(error("hello\n") == "line 1: not a golden timeline (the first line should start with 'flick golden timeline ')")
        #expect(error("flick golden timeline 2, screen 1x1@1, 120 Hz\n") == "line 1: version 2; this Flick reads version 1")
        #expect(error("flick golden timeline 1\n  view a: gone\n") == "line 2: a change before the first tick line")
        #expect(error("flick golden timeline 1\ntick 1 0.5s\n")?.hasPrefix("line 2: a tick line is") == true)
        #expect(error("flick golden timeline 1\ntick 1 0.500s\nview a: gone\n")?.hasPrefix("line 3: expected 'tick N TIME'") == true)
        #expect(error("flick golden timeline 1, screen 1x1@1, 120 Hz") == nil)
    }

    /// A tick time whose nanoseconds pass Int64 trapped the reader (exit 132 from `flick
    /// replay --golden`); it is a format error naming the line.
    @Test(arguments: ["10000000000.000s", "9223372036854775.807s", "9223372036854775807.999s"])
    func aTickTimeOutOfRangeIsAnError(_ time: String) {
        do {
            _ = try GoldenTimeline(parsing: "flick golden timeline 1, screen 1x1@1, 120 Hz\ntick 1 \(time)\n")
            Issue.record("\(time) was accepted")
        } catch {
            #expect(error.line == 2)
            #expect(error.reason.hasPrefix("tick time \(time) out of range"), "\(error.reason)")
        }
        let last = try? GoldenTimeline(parsing: "flick golden timeline 1, screen 1x1@1, 120 Hz\ntick 1 9223372036.000s\n")
        #expect(last?.ticks.first?.time == 9_223_372_036_000_000_000)
    }

    @Test func equalTimelinesHaveNoMismatch() {
        #expect(golden.mismatch(against: golden) == nil)
    }

    @Test func aMovedViewIsNamedWithBothFrames() throws {
        var now = golden
        now.ticks[2].lines[2] = line("view", "box", "frame 4 0 10 10")
        let m = try #require(now.mismatch(against: golden))
        #expect(m.tick == 5)
        #expect(m.differences == ["view box frame: golden 3 0 10 10, now 4 0 10 10"])
        #expect(m.input == "touch 1: move 8 5 (tick 5, 0.042s)")
        #expect(m.description == """
            golden timeline differs at tick 5 (0.042s)
              view box frame: golden 3 0 10 10, now 4 0 10 10
            after input touch 1: move 8 5 (tick 5, 0.042s)
            tick 5, golden (-) and now (+):
                touch 1: move 8 5
                gesture pan: possible -> began
              - view box: frame 3 0 10 10
              + view box: frame 4 0 10 10
            """)
    }

    @Test func aChangeOnAnotherTickIsFoundAtTheEarlierTick() throws {
        var now = golden
        now.ticks[2].lines.removeLast()
        now.ticks.insert(.init(index: 6, time: 50_000_000, lines: [line("view", "box", "frame 3 0 10 10")]), at: 3)
        let m = try #require(now.mismatch(against: golden))
        #expect(m.tick == 5)
        #expect(m.differences == ["view box frame: golden 3 0 10 10, now 0 0 10 10"])
        #expect(m.actualLines == ["touch 1: move 8 5", "gesture pan: possible -> began"])
    }

    @Test func recognizersAnimatorsAndInputAreCompared() throws {
        var now = golden
        now.ticks[2].lines[1] = line("gesture", "pan", "possible -> failed (moved)")
        var m = try #require(now.mismatch(against: golden))
        #expect(m.differences == ["gesture pan: golden 'possible -> began', now 'possible -> failed (moved)'"])

        now = golden
        now.ticks[3].lines.removeLast()
        m = try #require(now.mismatch(against: golden))
        #expect(m.tick == 9)
        #expect(m.differences == ["animator 0: golden 'running', now no change"])

        now = golden
        now.ticks[1].lines[0] = line("touch", "1", "down 6 5")
        m = try #require(now.mismatch(against: golden))
        #expect(m.differences == ["touch 1: golden 'down 5 5', now 'down 6 5' (the input differs)"])

        now = golden
        now.ticks[3].lines[0] = line("view", "box", "frame 3 1 10 10")
        m = try #require(now.mismatch(against: golden))
        #expect(m.differences == [
            "view box on screen: golden gone, now (not shown)", "view box frame: golden (not shown), now 3 1 10 10",
            "view box alpha: golden (not shown), now 1", "view box rotation: golden (not shown), now 0",
        ])
    }

    @Test func aRunThatGoesOnOrStopsEarlyDiffersWhereTheOtherEnds() throws {
        var now = golden
        now.ticks.append(.init(index: 12, time: 100_000_000, lines: [line("animator", "0", "inactive")]))
        var m = try #require(now.mismatch(against: golden))
        #expect(m.tick == 12)
        #expect(m.differences == ["animator 0: golden no change (still running), now 'inactive'"])
        m = try #require(golden.mismatch(against: now))
        #expect(m.differences == ["animator 0: golden 'inactive', now no change (still running)"])
    }

    @Test func anotherScreenIsAHeaderMismatch() throws {
        let other = GoldenTimeline(screen: SceneScreen(width: 100, height: 200, scale: 3), hz: 120, ticks: golden.ticks)
        let m = try #require(other.mismatch(against: golden))
        #expect(m.tick == nil)
        #expect(m.description.hasPrefix("golden timeline was recorded on another screen or tick rate, or ignoring other parts\n  golden: flick golden timeline 1, screen 100x200@2, 120 Hz\n  now:    flick golden timeline 1, screen 100x200@3, 120 Hz"))
    }

    @Test func filesAreWrittenWhole() throws {
        let dir = NSTemporaryDirectory() + "flick-golden-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/a.golden"
        #expect(try GoldenFile.read(path) == nil)
        try GoldenFile.write(golden.text, to: path)
        #expect(try GoldenFile.read(path) == golden.text)
        try GoldenFile.write("x\n", to: path)
        #expect(try GoldenFile.read(path) == "x\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.golden"])
        #expect(throws: GoldenFileError.self) { try GoldenFile.read(dir) }
        #expect(throws: GoldenFileError.self) { try GoldenFile.write("x", to: dir) }
        do {
            try GoldenFile.write("x", to: dir + "/missing/a.golden")
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.description == "\(dir)/missing/a.golden: cannot write: no directory '\(dir)/missing'")
        }
        #expect(FileManager.default.createFile(atPath: path, contents: Data([0x66, 0xFF])))
        #expect(throws: GoldenFileError.self) { try GoldenFile.read(path) }
    }
}
