import Testing
import FlickLayout
import FlickSim
import FlickTesting

/// Goldens that leave out what changes on its own: a spinner turning every tick and a clock
/// label whose text resizes it. Two runs differ only in the spinner's phase and the clock's
/// time; the golden of one mismatches the other unless those are ignored.
@Suite("SceneTester golden timelines with ignored parts")
struct GoldenIgnoreTests {
    /// Tap the button (the box moves), then one second more.
    func run(_ scene: SpinnerScene, options: TesterOptions = TesterOptions()) -> SceneTester<SpinnerScene> {
        let t = SceneTester(scene, name: "spinner", options: options)
        t.tap(t.scene.button)
        t.advance(by: 1)
        return t
    }

    func written(_ dir: String, ignoring: [any GoldenIgnorable] = [], _ name: String = "spinner") throws {
        var update = TesterOptions()
        update.updatesGoldens = true
        let t = run(try SpinnerScene(), options: update)
        #expect(t.expectGolden(named: name, directory: dir, ignoring: ignoring))
    }

    @Test func theSpinnerMismatchesUnlessIgnored() throws {
        let dir = FileSupport.temporaryDirectory("golden-ignore")
        defer { FileSupport.remove(dir) }
        // Without ignoring: the other run's spinner differs on the first tick.
        try written(dir)
        let failures = Failures()
        let other = run(try SpinnerScene(phase: 0.3, clockOffset: 2), options: failures.options())
        #expect(!other.expectGolden(named: "spinner", directory: dir))
        #expect(failures.messages.first?.contains("view spinner rotation") == true)

        // Ignoring the spinner and the clock's frame, written and compared the same way.
        let probe = run(try SpinnerScene())
        try written(dir, ignoring: [probe.scene.spinner, .property(probe.scene.clock, "frame")], "spinner-ignored")
        let text = try #require(FileSupport.read(dir + "/spinner-ignored.golden"))
        #expect(text.hasPrefix("flick golden timeline 1, screen 393x852@3, 120 Hz, ignoring spinner; clock.frame\n"))
        #expect(!text.contains("view spinner") && !text.contains("view clock: frame"))
        #expect(text.contains("view box: frame 200 300 80 80"))      // the tap's effect is still there
        let again = run(try SpinnerScene(phase: 0.3, clockOffset: 2), options: failures.options())
        #expect(again.expectGolden(named: "spinner-ignored", directory: dir,
                                   ignoring: [again.scene.spinner, .property(again.scene.clock, "frame")]))
        #expect(failures.messages.count == 1)
        // The ignored parts alone do not hide a real change: the box still counts.
        let moved = run(try SpinnerScene(phase: 0.3), options: failures.options())
        moved.tap(moved.scene.button)
        #expect(!moved.expectGolden(named: "spinner-ignored", directory: dir,
                                    ignoring: [moved.scene.spinner, .property(moved.scene.clock, "frame")]))
        #expect(failures.messages.count == 2)
    }

    @Test func aRegionLeavesOutTheViewsInsideIt() throws {
        let dir = FileSupport.temporaryDirectory("golden-region")
        defer { FileSupport.remove(dir) }
        // The top band holds the spinner and the clock; the box and button are below it.
        let band = Rect(x: 0, y: 60, width: 393, height: 60)
        try written(dir, ignoring: [.region(band)])
        let failures = Failures()
        let other = run(try SpinnerScene(phase: 1, clockOffset: 3), options: failures.options())
        #expect(other.expectGolden(named: "spinner", directory: dir, ignoring: [.region(band)]))
        #expect(failures.messages.isEmpty)
        #expect(other.timeline(ignoring: [.region(in: band)]).text.contains("view box"))
    }

    @Test func aGoldenWrittenWithOtherIgnoresDiffers() throws {
        let dir = FileSupport.temporaryDirectory("golden-other-ignores")
        defer { FileSupport.remove(dir) }
        let probe = run(try SpinnerScene())
        try written(dir, ignoring: [probe.scene.spinner])
        let failures = Failures()
        let t = run(try SpinnerScene(), options: failures.options())
        #expect(!t.expectGolden(named: "spinner", directory: dir, ignoring: [t.scene.spinner, .property(t.scene.clock, "frame")]))
        let message = try #require(failures.messages.first)
        #expect(message.contains("or ignoring other parts"))
        #expect(message.contains("golden: flick golden timeline 1, screen 393x852@3, 120 Hz, ignoring spinner\n"))
        #expect(message.contains("now:    flick golden timeline 1, screen 393x852@3, 120 Hz, ignoring spinner; clock.frame"))
    }

    @Test func aBadIgnoreFailsWithoutWritingOrComparing() throws {
        let dir = FileSupport.temporaryDirectory("golden-bad-ignore")
        defer { FileSupport.remove(dir) }
        let failures = Failures()
        var o = failures.options()
        o.updatesGoldens = true
        let t = run(try SpinnerScene(), options: o)
        #expect(!t.expectGolden(named: "clock", directory: dir, ignoring: [.property(t.scene.clock, "text")]))
        #expect(failures.messages == ["spinner: expectGolden(named: \"clock\", ignoring:): cannot ignore 'clock.text': a golden timeline lists no 'text' of a view; it lists frame, alpha, rotation"])
        #expect(FileSupport.read(dir + "/clock.golden") == nil)
        #expect(!t.expectGolden(named: "clock", directory: dir, ignoring: [.region(Rect(x: 0, y: 0, width: 0, height: 10))]))
        #expect(failures.messages.count == 2)
    }

    @Test func theTextFormReadsBack() throws {
        for text in ["spinner", "clock.frame", "Label@0.2.1", "Label@0.2.1.alpha", "region:0,60,393,60", "region:-1.5,0,10,10"] {
            #expect(try GoldenIgnore(parsing: text).description == text)
        }
        #expect(try GoldenIgnore(parsing: "Label@0.2.1") == .view(named: "Label@0.2.1"))
        #expect(try GoldenIgnore(parsing: "clock.rotation") == .property(view: "clock", name: "rotation"))
        for bad in ["", ".frame", "clock.text", "region:1,2,3", "region:0,0,-5,5", "region:0,0,nan,5", "region:a,b,c,d"] {
            #expect(throws: GoldenIgnoreError.self) { try GoldenIgnore(parsing: bad) }
        }
        let header = GoldenTimeline(screen: SceneScreen(width: 10, height: 20, scale: 2), hz: 60,
                                    ignoring: [.view(named: "a"), .region(in: Rect(x: 0, y: 0, width: 5, height: 5))])
        #expect(header.header == "flick golden timeline 1, screen 10x20@2, 60 Hz, ignoring a; region:0,0,5,5")
        #expect(header.ignores == [.view(named: "a"), .region(in: Rect(x: 0, y: 0, width: 5, height: 5))])
        #expect(try GoldenTimeline(parsing: header.text).ignores == header.ignores)
    }
}
