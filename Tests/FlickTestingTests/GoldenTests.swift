import Testing
import FlickLayout
import FlickSim
import FlickTesting

@Suite("SceneTester golden timelines")
struct GoldenTests {
    /// Tap the toggle, let the box slide over and back.
    func toggleTwice(_ scene: ToggleScene, options: TesterOptions = TesterOptions()) -> SceneTester<ToggleScene> {
        let t = SceneTester(scene, name: "toggle", options: options)
        t.tap(t.scene.button)
        t.settle()
        t.tap(t.scene.button)
        t.settle()
        return t
    }

    @Test func goldensCheckedInBesideTheTestsMatch() throws {
        toggleTwice(try ToggleScene()).expectGolden(named: "toggle-twice")
        let t = SceneTester(try CardScene(), name: "card")
        t.drag(t.scene.card, by: Point(x: 60, y: -40), duration: 0.2)
        t.tap(t.scene.button)
        t.settle()
        t.expectGolden(named: "card-drag-tap")
    }

    @Test func aMissingGoldenIsWrittenAndFailsOnce() throws {
        let dir = FileSupport.temporaryDirectory("golden-new") + "/deeper"
        defer { FileSupport.remove(dir) }
        let failures = Failures()
        var o = failures.options()
        o.goldenDirectory = dir
        let t = toggleTwice(try ToggleScene(), options: o)
        #expect(!t.expectGolden(named: "toggle"))
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("no golden timeline 'toggle' yet: wrote \(dir)/toggle.golden") == true)
        #expect(FileSupport.read(dir + "/toggle.golden") == t.timeline.text)
        #expect(t.expectGolden(named: "toggle"))
        #expect(toggleTwice(try ToggleScene(), options: o).expectGolden(named: "toggle"))
        #expect(failures.messages.count == 1)
    }

    @Test func aChangedConstantFailsWithADiffThatNamesTheViewAndTheTick() throws {
        let dir = FileSupport.temporaryDirectory("golden-diff")
        defer { FileSupport.remove(dir) }
        var update = TesterOptions()
        update.updatesGoldens = true
        #expect(toggleTwice(try ToggleScene(travel: 200), options: update).expectGolden(named: "toggle", directory: dir))

        let failures = Failures()
        let t = toggleTwice(try ToggleScene(travel: 201), options: failures.options())
        #expect(!t.expectGolden(named: "toggle", directory: dir))
        let message = try #require(failures.messages.first)
        #expect(message == """
            toggle: \(dir)/toggle.golden:
            golden timeline differs at tick 16 (0.133s)
              view box frame: golden 45.667 200 80 80, now 46 200 80 80
            after input touch 1: up 196.667 692 (tick 7, 0.058s)
            tick 16, golden (-) and now (+):
              - view box: frame 45.667 200 80 80
              + view box: frame 46 200 80 80
                view label: alpha 0.129
            if the change is intended, rewrite the golden with FLICK_UPDATE_GOLDENS=1
            """)
    }

    @Test func updateModeRewritesAndPasses() throws {
        let dir = FileSupport.temporaryDirectory("golden-update")
        defer { FileSupport.remove(dir) }
        FileSupport.write("flick golden timeline 1, screen 1x1@1, 60 Hz\n", to: dir + "/toggle.golden")
        var o = TesterOptions()
        o.updatesGoldens = true
        o.goldenDirectory = dir
        let t = toggleTwice(try ToggleScene(), options: o)
        #expect(t.expectGolden(named: "toggle"))
        #expect(FileSupport.read(dir + "/toggle.golden") == t.timeline.text)
    }

    @Test func aGoldenThatIsNotOneFailsSayingWhere() throws {
        let dir = FileSupport.temporaryDirectory("golden-bad")
        defer { FileSupport.remove(dir) }
        FileSupport.write("flick golden timeline 1, screen 393x852@3, 120 Hz\ntick zero\n", to: dir + "/bad.golden")
        let failures = Failures()
        let t = SceneTester(try ToggleScene(), options: failures.options())
        #expect(!t.expectGolden(named: "bad", directory: dir))
        #expect(!t.expectGolden(named: "a/b", directory: dir))
        #expect(failures.messages[0].contains("bad.golden: line 2: a tick line is 'tick INDEX SECONDSs'"))
        #expect(failures.messages[1].contains("needs a file name without '/'"))
    }

    @Test func theTimelineReadsAsDocumented() throws {
        let t = SceneTester(try ToggleScene(), name: "toggle")
        t.tap(t.scene.button)
        t.advance(by: 0.05)
        let text = t.timeline.text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.prefix(6) == [
            "flick golden timeline 1, screen 393x852@3, 120 Hz",
            "tick 0 0.000s",
            "  view screen: frame 0 0 393 852, alpha 1, rotation 0",
            "  view button: frame 156.667 652 80 80, alpha 1, rotation 0",
            "  view box: frame 20 200 80 80, alpha 1, rotation 0",
            "  view label: frame 20 300 353 30, alpha 0, rotation 0",
        ])
        #expect(text.contains("tick 1 0.008s\n  touch 1: down 196.667 692\n"))
        #expect(text.contains("tick 7 0.058s\n  touch 1: up 196.667 692\n  gesture buttonTap: possible -> ended -> possible\n  animator 0: running\n"))
        #expect(try GoldenTimeline(parsing: text).text == text)
    }
}
