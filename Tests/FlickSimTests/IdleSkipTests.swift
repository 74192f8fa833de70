import FlickCore
import Testing
import FlickInput
import FlickScenes
@testable import FlickSim
import FlickTestSupport

/// Idle time for free: quiet stretches longer than `SimulationOptions.idleSkipAfter` are
/// skipped with the documented rule; shorter ones, and scenes that never say they are idle,
/// run every tick as before.
@Suite("idle skip")
struct IdleSkipTests {
    static let second: Int64 = 1_000_000_000

    func options(skip: Bool, records: Bool = true) -> SimulationOptions {
        var o = SimulationOptions()
        o.idleSkipAfter = skip ? 5 * Self.second : nil
        o.keepsTickRecords = records
        return o
    }

    @Test func aMillionSecondGapCostsAFewTicksAndKeepsTheTickCountOfEveryTick() {
        let scene = ProbeScene()
        scene.wake = { _ in nil }
        let gap = 1_000_000 * Self.second
        let r = Simulator(scene: scene, name: "probe", options: options(skip: true))
            .run(frames: [touch(1, .down, 5, 5, at: 0), touch(1, .up, 5, 5, at: gap)])
        // The up is delivered on the first tick at or after its time, and the probe is settled.
        #expect(r.tickCount == RefreshRate.standard.firstTick(atOrAfter: gap) + 1)
        #expect(r.statistics.ticksRun < 10)
        #expect(r.statistics.ticksRun + r.statistics.ticksSkipped == r.tickCount)
        #expect(r.ticks.count == r.statistics.ticksRun)
        #expect(r.ticks.last?.index == r.tickCount - 1 && r.ticks.last?.inputFrames == 1)
        #expect(scene.delivered.count == 2)
    }

    @Test func quietStretchesUpToTheThresholdRunEveryTick() {
        func run(_ skip: Bool) -> SimulationResult {
            let scene = ProbeScene()
            scene.wake = { _ in nil }
            scene.box = { t in (t < 2 * Self.second ? 0 : 5, 0, 10, 10) }
            return Simulator(scene: scene, name: "probe", options: options(skip: skip))
                .run(frames: [touch(1, .down, 5, 5, at: 0), touch(1, .up, 5, 5, at: 4_900_000_000)])
        }
        let skipped = run(true), full = run(false)
        #expect(skipped.statistics.ticksSkipped == 0)
        #expect(skipped.digest == full.digest && skipped.tickCount == full.tickCount)
        #expect(skipped.tickDigests == full.tickDigests)
    }

    @Test func aSkippedStretchFoldsIntoTheDigestAsItsDigestAndItsLength() {
        let scene = ProbeScene()
        scene.wake = { _ in nil }
        let gap = 60 * Self.second
        let r = Simulator(scene: scene, name: "probe", options: options(skip: true))
            .run(frames: [touch(1, .down, 5, 5, at: 0), touch(1, .up, 5, 5, at: gap)])
        // Ticks 0 and 1 run (1 is the first quiet one), 2 … end − 1 are skipped, end delivers.
        let end = RefreshRate.standard.firstTick(atOrAfter: gap)
        #expect(r.ticks.map(\.index) == [0, 1, end])
        var h = StableHash()
        h.combine(r.ticks[0].digest)
        h.combine(r.ticks[1].digest)
        h.combine(r.ticks[1].digest)
        h.combine(UInt64(end - 2))
        h.combine(r.ticks[2].digest)
        #expect(r.digest == h.value)
    }

    @Test func aPendingTimerWakesTheTickAtItsDeadline() {
        let deadline = 30 * Self.second + 1
        func run(_ skip: Bool) -> SimulationResult {
            let scene = ProbeScene()
            scene.wake = { t in t < deadline ? deadline : nil }
            scene.box = { t in (t < deadline ? 0 : 7, 0, 10, 10) }
            return Simulator(scene: scene, name: "probe", options: options(skip: skip))
                .run(frames: [touch(1, .down, 5, 5, at: 0), touch(1, .up, 5, 5, at: 100 * Self.second)])
        }
        let skipped = run(true), full = run(false)
        let wakeTick = RefreshRate.standard.firstTick(atOrAfter: deadline)
        #expect(skipped.ticks.contains { $0.index == wakeTick })
        #expect(skipped.statistics.ticksSkipped > 0 && skipped.tickCount == full.tickCount)
        // Every tick that ran shows what the full run showed at that tick.
        for t in skipped.ticks { #expect(full.ticks[t.index].digest == t.digest, "tick \(t.index)") }
        #expect(skipped.violations == full.violations)
    }

    @Test func aSceneThatDoesNotAnswerRunsEveryTick() {
        let scene = ProbeScene()
        let r = Simulator(scene: scene, name: "probe", options: options(skip: true))
            .run(frames: [touch(1, .down, 5, 5, at: 0), touch(1, .up, 5, 5, at: 20 * Self.second)])
        #expect(r.statistics.ticksSkipped == 0 && r.ticks.count == r.tickCount)
    }

    /// A built-in scene on SceneHost: a finger that rests for a minute between a drag and a
    /// fling, then a tap a minute later. Every tick the skipping run runs shows what the full
    /// run showed, with the same violations and tick count.
    @Test(arguments: ["drawer", "feed", "stretchy-header", "accordion"])
    func sceneHostRunsAgreeWithEveryTickAtTheTicksRun(_ name: String) throws {
        var frames: [InputFrame] = []
        let s = Self.second
        func add(_ phase: TouchPhase, _ id: Int, _ y: Double, _ t: Int64) { frames.append(touch(id, phase, 200, y, at: t)) }
        add(.down, 1, 700, 0)
        for k in 1...10 { add(.move, 1, 700 - Double(k) * 20, Int64(k) * 10_000_000) }
        for k in 1...10 { add(.move, 1, 500 - Double(k) * 30, 60 * s + Int64(k) * 8_000_000) }
        add(.up, 1, 200, 60 * s + 90_000_000)
        add(.down, 2, 400, 120 * s)
        add(.up, 2, 400, 120 * s + 50_000_000)
        func run(_ skip: Bool) throws -> SimulationResult {
            Simulator(scene: try SceneCatalog.make(name), name: name, options: options(skip: skip)).run(frames: frames)
        }
        let skipped = try run(true), full = try run(false)
        #expect(skipped.statistics.ticksSkipped > 0, "\(name)")
        #expect(skipped.tickCount == full.tickCount, "\(name)")
        #expect(skipped.violations.filter { $0.kind != .frameBudget } == full.violations.filter { $0.kind != .frameBudget })
        for t in skipped.ticks where full.ticks[t.index].digest != t.digest {
            Issue.record("\(name): tick \(t.index) differs")
            break
        }
    }

    @Test func statisticsAreKeptWithoutTickRecords() {
        let scene = ProbeScene()
        scene.settledAfter = 100_000_000
        let r = Simulator(scene: scene, name: "probe", options: options(skip: true, records: false)).run(frames: [])
        #expect(r.ticks.isEmpty)
        #expect(r.statistics.ticksRun == r.tickCount && r.tickCount == 13)
        #expect(ReplayReport(r).work.max > 0)
    }
}

@Suite("work histogram")
struct WorkHistogramTests {
    /// Percentiles from the bounded histogram are never below the exact nearest-rank ones and
    /// above them by less than 0.8%; maximum and mean are exact.
    @Test func percentilesAreWithinABucketOfTheExactOnes() {
        var rng = SeededRandom(seed: 7)
        for n in [1, 2, 10, 999, 20_000] {
            var samples: [Int64] = []
            var h = WorkHistogram()
            for _ in 0..<n {
                let v = Int64(rng.next() % 50_000_000) >> (rng.next() % 20)
                samples.append(v)
                h.add(v)
            }
            let exact = WorkStatistics(nanoseconds: samples), approx = WorkStatistics(h)
            for (a, e) in [(approx.p50, exact.p50), (approx.p95, exact.p95), (approx.p99, exact.p99)] {
                #expect(a >= e && a <= e * 1.008 + 0.001, "n \(n): \(a) vs \(e)")
            }
            #expect(approx.max == exact.max)
            #expect(abs(approx.mean - exact.mean) < 1e-6 * max(1, exact.mean))
        }
    }

    @Test func bucketsCoverEveryValueContiguously() {
        var previous = -1
        for e in 0..<63 {
            for v in Set([Int64(1) << e, (Int64(1) << e) + 1, Int64(1) << e | ((Int64(1) << e) - 1)]).sorted() {
                let b = WorkHistogram.bucket(of: v)
                #expect(b >= previous)
                #expect(WorkHistogram.upperBound(of: b) >= v)
                previous = b
            }
        }
        #expect(WorkHistogram.upperBound(of: WorkHistogram.bucket(of: Int64.max)) == Int64.max)
    }

    /// The counters in use grow with the largest sample; equality stays the counters': the
    /// same samples in any order give equal histograms (and equal hashes), whatever order the
    /// largest arrived in.
    @Test func theSameSamplesInAnyOrderGiveEqualHistograms() {
        let samples: [Int64] = [900, 5, 1_200_000, 64, 40_000, 5, 127, 128, Int64.max, 0]
        var forward = WorkHistogram(), backward = WorkHistogram()
        for v in samples { forward.add(v) }
        for v in samples.reversed() { backward.add(v) }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward.percentile(1) == Int64.max)
        var fewer = WorkHistogram()
        for v in samples.dropLast(2) { fewer.add(v) }
        #expect(fewer != forward)
    }

    /// A histogram is a value: a copy keeps its percentiles while the original goes on, larger
    /// samples included, and the original ends equal to one built without the copy.
    @Test func aCopyKeepsItsCountsWhileTheOriginalGrows() {
        var h = WorkHistogram()
        for v: Int64 in [1_000, 2_000, 3_000] { h.add(v) }
        let copy = h
        for v: Int64 in [50_000_000, 4_000, 60] { h.add(v) }
        #expect(copy.count == 3)
        #expect(copy.maximum == 3_000)
        #expect(copy.percentile(1) == 3_000)
        #expect(copy.percentile(0.5) >= 2_000 && copy.percentile(0.5) < 2_016)
        var straight = WorkHistogram()
        for v: Int64 in [1_000, 2_000, 3_000, 50_000_000, 4_000, 60] { straight.add(v) }
        #expect(h == straight)
        #expect(h.percentile(1) == 50_000_000)
        #expect(h.percentile(0.5) == straight.percentile(0.5))
    }
}
