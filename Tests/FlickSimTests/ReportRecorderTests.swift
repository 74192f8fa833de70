import FlickCore
import Testing
import FlickGestures
import FlickInput
import FlickScenes
@testable import FlickSim
import FlickTestSupport

/// A built-in scene by name.
func builtInScene(_ name: String, environment: SceneEnvironment = SceneEnvironment()) throws -> any Scene {
    try SceneRegistry(SceneCatalog.all).make(name, environment: environment)
}

/// A run of `trace` through scene `name`, recorded.
func recordedRun(_ trace: String, scene name: String, limits: RecordingLimits = RecordingLimits()) throws
    -> (result: SimulationResult, recording: RunRecord) {
    let scene = try builtInScene(name)
    let recorder = RunRecorder(scene: scene, limits: limits)
    let sim = Simulator(scene: scene, name: name, observers: [recorder])
    let result = try sim.run(source: try loadInput(path: tracePath(trace)))
    return (result, recorder.finish())
}

/// The screen after every step of `history`, replayed plainly: view → values.
func replayed(_ history: FrameHistory) -> [(tick: Int, shown: [Int: ShownValues])] {
    var shown: [Int: ShownValues] = [:]
    var out: [(Int, [Int: ShownValues])] = []
    for step in history.steps {
        for e in step.entries {
            if e.fields.isEmpty {
                shown[e.view] = nil
            } else if e.fields == .all {
                shown[e.view] = e.values
            } else if let old = shown[e.view] {
                shown[e.view] = old.overwriting(e.fields, from: e.values)
            }
        }
        out.append((step.tick, shown))
    }
    return out
}

@Suite("report recording")
struct ReportRecorderTests {
    // MARK: What changed this tick

    @Test func changesSayWhatAppearedChangedAndLeft() {
        var changes = FrameChanges(scale: 2)
        let a = FrameSample(id: 3, x: 10, y: 20, width: 30, height: 40)
        let b = FrameSample(id: 7, x: 0, y: 0, width: 5, height: 5, alpha: 0.5)
        let first = changes.update([a, b])
        #expect(first.map(\.kind) == [.appeared, .appeared])
        #expect(first[0].values.x == 20 && first[0].values.height == 80) // pixels at 2×
        #expect(first[1].values.alpha == 500)
        // The same frames, and a move smaller than half a pixel: nothing changed.
        #expect(changes.update([FrameSample(id: 3, x: 10.2, y: 20, width: 30, height: 40), b]).isEmpty)
        let moved = changes.update([FrameSample(id: 3, x: 11, y: 20, width: 30, height: 40)])
        #expect(moved.count == 2)
        #expect(moved[0].kind == .changed && moved[0].fields == [.x] && moved[0].values.x == 22)
        #expect(moved[1].kind == .gone && moved[1].id == 7)
        #expect(changes.update([FrameSample(id: 3, x: 11, y: 20, width: 30, height: 40), b])[0].kind == .appeared)
    }

    @Test func changesAskForHiddenOnlyAtAlphaZeroAndKeepNonFiniteValuesApart() {
        var changes = FrameChanges(scale: 1)
        var asked: [Int32] = []
        let out = changes.update([FrameSample(id: 1, x: .nan, y: 0, width: 1, height: 1, alpha: 0),
                                  FrameSample(id: 2, x: 1e300, y: 0, width: 1, height: 1),
                                  FrameSample(id: 1, x: 5, y: 5, width: 1, height: 1)]) { id in asked.append(id); return true }
        #expect(asked == [1])
        #expect(out.count == 2) // the repeated id counts once
        #expect(out[0].values.x == nil && out[0].values.hidden)
        #expect(out[1].values.x == Int(ShownValues.limit))
    }

    // MARK: Bounded histories

    @Test func mergedStepsEndInTheSameScreenAsTheStepsTheyMerge() {
        var rng = SeededRandom(seed: 19)
        var exact = FrameHistory(limit: .max)
        var sampled = FrameHistory(limit: 400)
        var changes = FrameChanges(scale: 3)
        var views: [Int32: Int] = [:]
        for tick in 0..<600 {
            var frames: [FrameSample] = []
            for id in Int32(0)..<12 where rng.next(upperBound: UInt64(5)) != 0 {
                frames.append(FrameSample(id: id, x: Double(rng.next(upperBound: UInt64(4))), y: Double(tick % 7), width: 10,
                                          height: Double(id), alpha: rng.next(upperBound: UInt64(3)) == 0 ? 0.5 : 1))
            }
            let entries = changes.update(frames).map { c -> FrameHistory.Entry in
                let v = views[c.id] ?? views.count
                views[c.id] = v
                return FrameHistory.Entry(view: v, fields: c.fields, values: c.values)
            }
            exact.append(tick: tick, entries)
            sampled.append(tick: tick, entries)
        }
        #expect(sampled.stride > 1)
        #expect(sampled.size <= 400)
        #expect(exact.stride == 1)
        let full = replayed(exact), coarse = replayed(sampled)
        // Every sampled step shows exactly the screen the full history shows after that tick.
        for (tick, shown) in coarse {
            let reference = full.last { $0.tick <= tick }?.shown ?? [:]
            #expect(shown == reference, "tick \(tick)")
        }
        #expect(coarse.last?.shown == full.last?.shown)
    }

    @Test func workSeriesKeepsTheLargestWorkOfEachStride() {
        var w = WorkSeries(limit: 4)
        for t in 0..<10 {
            w.append(WorkSeries.Sample(tick: t, wall: Int64(t == 5 ? 900 : t), cpu: 1, pivots: 1, framesChanged: 0, inputFrames: 0))
        }
        #expect(w.samples.count <= 4)
        #expect(w.stride == 4)
        #expect(w.samples.map(\.tick) == [0, 4, 8])
        #expect(w.samples[1].wall == 900)
        #expect(w.samples.reduce(0) { $0 + $1.pivots } == 10)
    }

    // MARK: The recorder

    @Test func recordsFramesTouchesAndWorkOfEveryTick() {
        let scene = ProbeScene()
        scene.box = { t in (Double(t / 10_000_000), 0, 10, 10) }
        scene.settledAfter = 100_000_000
        let recorder = RunRecorder(scene: scene)
        let sim = Simulator(scene: scene, name: "probe", observers: [recorder])
        let frames = [touch(4, .down, 5, 6, at: 8_333_333), touch(4, .move, 7, 8, at: 20_000_000), touch(4, .up, 7, 8, at: 30_000_000)]
        let result = sim.run(frames: frames)
        let r = recorder.finish()
        #expect(r.lastTick == result.tickCount - 1)
        #expect(r.ticksChecked == result.tickCount)
        #expect(r.work.samples.count == result.tickCount)
        #expect(r.work.samples.map(\.inputFrames).reduce(0, +) == 3)
        #expect(r.touches.map(\.tick) == [1, 3, 4])
        #expect(r.touches.map(\.phase) == [.down, .move, .up])
        #expect(r.views == [RunRecord.ViewInfo(name: "box", depth: 0)])
        // The box moves a point every 10 ms: the first tick shows it, then each tick it moved.
        let steps = r.frames.steps
        #expect(steps.first?.entries.first?.fields == .all)
        #expect(steps.dropFirst().allSatisfy { $0.entries.count == 1 && $0.entries[0].fields == [.x] })
    }

    @Test func recordsTheDrawersRecognizerAnimatorsAndGestures() throws {
        let (result, r) = try recordedRun("drawer-normal.trace", scene: "drawer")
        #expect(r.lastTick == result.tickCount - 1)
        #expect(r.header?.source == "scripts/make-scene-traces")
        #expect(r.views.contains { $0.name == "drawer" && $0.depth == 1 })
        let pan = try #require(r.recognizers.firstIndex { $0.name == "drawerPan" })
        #expect(r.recognizers[pan].type == "PanGestureRecognizer")
        let states = r.recognizerChanges.filter { $0.recognizer == pan }.map(\.state)
        #expect(states.prefix(3) == [.began, .changed, .ended])
        #expect(!r.animators.isEmpty)
        let fractions = r.animatorChanges.map(\.fraction)
        #expect(fractions.contains { $0 > 0 && $0 < 1000 })
        #expect(r.animatorChanges.contains { $0.state == "running" })
        // What `flick gestures` sees in the same trace.
        let timeline = GestureTimeline(width: 393, height: 852)
        let source = try loadInput(path: tracePath("drawer-normal.trace"))
        var last: Int64 = 0
        while let f = try source.next() { timeline.process(f); last = f.timestamp }
        timeline.finish(at: last + 1_000_000_000)
        #expect(r.gestures.map(\.text).sorted() == timeline.entries.map(\.text).sorted())
        #expect(r.gestures.count == 6)
        // Touches arrive on the tick that delivered them.
        let down = try #require(r.touches.first)
        #expect(down.tick == result.options.rate.firstTick(atOrAfter: down.time))
    }

    @Test func mapsTouchesOntoTheScenesScreenAsTheSimulatorDoes() throws {
        let scene = ProbeScene() // 100 × 200
        let recorder = RunRecorder(scene: scene)
        let source = FramesSource(header: TraceHeader(screen: ScreenGeometry(width: 50, height: 400, scale: 2)),
                                  frames: [touch(1, .down, 10, 10, at: 0), touch(1, .up, 10, 10, at: 1_000_000)])
        let result = try Simulator(scene: scene, name: "probe", observers: [recorder]).run(source: source)
        let r = recorder.finish()
        #expect(r.touches.map(\.x) == [20, 20])
        #expect(r.touches.map(\.y) == [5, 5])
        #expect(r.touches.map(\.inputX) == [10, 10] && r.touches.map(\.inputY) == [10, 10])
        #expect(r.inputMapping == result.inputMapping)
    }

    @Test func staysWithinItsLimitsOnALongRun() {
        let scene = ProbeScene()
        scene.box = { t in (Double(t % 1_000_000_000) / 1e7, Double(t / 7_000_000 % 50), 10, 10) }
        scene.settledAfter = 12_000_000_000
        var limits = RecordingLimits()
        limits.frameNumbers = 2000
        limits.workSamples = 300
        limits.touchEvents = 100
        let recorder = RunRecorder(scene: scene, limits: limits)
        var frames: [InputFrame] = []
        for k in 0..<400 { frames.append(touch(1, k == 0 ? .down : .move, Double(k), 1, at: Int64(k) * 25_000_000)) }
        frames.append(touch(1, .up, 1, 1, at: 10_000_000_000))
        let result = Simulator(scene: scene, name: "probe", observers: [recorder]).run(frames: frames)
        let r = recorder.finish()
        #expect(result.tickCount > 1400)
        #expect(r.frames.size <= 2000 && r.frames.stride > 1)
        #expect(r.work.samples.count <= 300 && r.work.stride > 1)
        #expect(r.touches.count <= 100 && r.touchMoveStride > 1)
        #expect(r.touches.first?.phase == .down && r.touches.last?.phase == .up)
        #expect(!r.notes.isEmpty && !r.isComplete)
    }
}

/// Input frames in memory, with a header.
final class FramesSource: TraceSource {
    let header: TraceHeader
    private var frames: [InputFrame]
    init(header: TraceHeader, frames: [InputFrame]) { self.header = header; self.frames = frames.reversed() }
    func next() throws(InputError) -> InputFrame? { frames.popLast() }
}

/// Code written against the two recorders `RunRecorder` replaced still records the same run.
@Suite("deprecated recorders")
struct DeprecatedRecorderTests {
    @available(*, deprecated)
    @Test func theOldRecordersGivenAsInvariantsRecordWhatTheRunRecorderDoes() throws {
        let (_, expected) = try recordedRun("drawer-normal.trace", scene: "drawer", limits: .unbounded)
        let scene = try builtInScene("drawer")
        let golden = GoldenRecorder(scene: scene), page = ReportRecorder(scene: scene)
        let sim = Simulator(scene: scene, name: "drawer", invariants: [golden, page])
        _ = try sim.run(source: page.tapping(golden.tapping(try loadInput(path: tracePath("drawer-normal.trace")))))
        #expect(golden.timeline.text == GoldenTimeline(expected).text)
        let recording: ReportRecording = page.finish()
        #expect(recording.touches == expected.touches && recording.frames.steps == expected.frames.steps)
        #expect(recording.header == expected.header && recording.gestures == expected.gestures)
    }
}
