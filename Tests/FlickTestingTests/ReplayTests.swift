import Testing
import FlickGestures
import FlickInput
import FlickLayout
import FlickSim
import FlickTesting

@Suite("A tester run is a replayable trace")
struct ReplayTests {
    /// A test that uses most gestures on one scene, ending settled.
    func busyRun() throws -> SceneTester<CardScene> {
        let t = SceneTester(try CardScene(), name: "card")
        t.tap(t.scene.button)
        t.drag(t.scene.card, by: Point(x: 80, y: 120))
        t.advance(by: 0.25)
        t.longPress(t.scene.badge)
        t.fling(t.scene.card, velocity: Velocity(x: -600, y: 300))
        t.doubleTap(t.scene.button)
        let f = t.press(at: Point(x: 300, y: 500))
        t.move(f, to: Point(x: 250, y: 520), duration: 0.1)
        t.lift(f)
        t.settle()
        return t
    }

    @Test func replayingTheRecordedTraceGivesTheSameDigest() throws {
        let t = try busyRun()
        let dir = FileSupport.temporaryDirectory("replay")
        defer { FileSupport.remove(dir) }
        let path = dir + "/card.trace"
        try t.recordTrace(to: path)

        let sim = Simulator(scene: try CardScene(), name: "card")
        let result = try sim.run(source: try loadInput(path: path))
        #expect(result.settled)
        #expect(result.tickCount == t.tick + 1)
        #expect(result.digest == t.digest)
        #expect(result.tickDigests == t.simulator.records.map(\.digest))
        #expect(result.inputEvents == t.input.reduce(0) { $0 + $1.touches.count })
    }

    @Test func theTraceReadsBackAsTheInputFed() throws {
        let t = try busyRun()
        let dir = FileSupport.temporaryDirectory("trace")
        defer { FileSupport.remove(dir) }
        try t.recordTrace(to: dir + "/card.trace")
        let source = try loadInput(path: dir + "/card.trace")
        #expect(source.header.screen == ScreenGeometry(width: 393, height: 852, scale: 3))
        #expect(source.header.refreshHz == 120)
        #expect(try source.readAll() == t.input)
    }

    @Test func theSameTestGivesTheSameDigestAndTimelineEveryRun() throws {
        let a = try busyRun(), b = try busyRun()
        #expect(a.digest == b.digest)
        #expect(a.timeline.text == b.timeline.text)
    }

    @Test func theReplaysGoldenTimelineIsTheTestersByteForByte() throws {
        let t = try busyRun()
        let dir = FileSupport.temporaryDirectory("golden-replay")
        defer { FileSupport.remove(dir) }
        try t.recordTrace(to: dir + "/card.trace")
        let scene = try CardScene()
        let recorder = RunRecorder(scene: scene, limits: .unbounded)
        let sim = Simulator(scene: scene, name: "card", observers: [recorder])
        _ = try sim.run(source: try loadInput(path: dir + "/card.trace"))
        #expect(GoldenTimeline(recorder.record).text == t.timeline.text)
    }
}
