import FlickInput
import Testing
@testable import FlickSim
import FlickTestSupport

/// The live pacer on a fake monotonic clock (ms → ns here): ticks run on schedule between
/// frames, late frames are retimed, the clock follows the device's, and the moment the scene
/// comes to rest is recorded.
@Suite("live pacer")
struct LivePacerTests {
    private static let ms: Int64 = 1_000_000

    /// Nothing ticks before the first frame; after it, ticks run when their time plus the
    /// latency has passed — between frames and after the last one — and the frames are
    /// delivered by the ticks at or after their timestamps.
    @Test func ticksRunOnTheClockBetweenAndAfterFrames() {
        let scene = ProbeScene()
        scene.settledAfter = 500 * Self.ms
        let sim = Simulator(scene: scene, name: "probe")
        var pacer = LivePacer(rate: .standard, latency: 10 * Self.ms)
        let start: Int64 = 1_000_000 * Self.ms   // an arbitrary monotonic reading
        #expect(pacer.runDueTicks(now: start, on: sim) == 0)
        #expect(pacer.wait(now: start, for: sim) == nil)
        pacer.feed(touch(1, .down, 10, 10, at: 0), now: start, to: sim)
        // Tick 0 (t = 0) is due 10 ms after the frame arrived.
        #expect(pacer.wait(now: start, for: sim) == 10 * Self.ms)
        #expect(pacer.runDueTicks(now: start + 9 * Self.ms, on: sim) == 0)
        #expect(pacer.runDueTicks(now: start + 10 * Self.ms, on: sim) == 1)
        #expect(scene.delivered.count == 1)
        // 100 ms later with no input: ticks 1…12 (t ≤ 100 ms) ran.
        #expect(pacer.runDueTicks(now: start + 110 * Self.ms, on: sim) == 12)
        #expect(sim.nextTick == 13)
        pacer.feed(touch(1, .up, 10, 10, at: 105 * Self.ms), now: start + 105 * Self.ms, to: sim)
        pacer.runDueTicks(now: start + 125 * Self.ms, on: sim)
        #expect(scene.delivered.map(\.timestamp) == [0, 105 * Self.ms])
        // After the last frame the clock goes on; the scene comes to rest at 500 ms.
        pacer.runDueTicks(now: start + 800 * Self.ms, on: sim)
        let s = pacer.summary
        #expect(s.settledAt == 500 * Self.ms)
        #expect(s.settledAtWall == 800 * Self.ms)   // the fake clock jumped: that tick ran late
        #expect(s.lastInput == 105 * Self.ms)
        #expect(s.lateFrames == 0 && s.inputFrames == 2)
        #expect(s.clockTicks == sim.nextTick)
        #expect(sim.nextTick == RefreshRate.standard.firstTick(atOrAfter: 790 * Self.ms + 1))
    }

    /// A frame arriving after its tick ran is delivered by the next tick, timed just after the
    /// last tick run, and counted late; the clock then follows the device's timestamps.
    @Test func lateFramesAreRetimedAndTheClockFollowsTheDevice() {
        let scene = ProbeScene()
        let sim = Simulator(scene: scene, name: "probe")
        var pacer = LivePacer(rate: .standard, latency: 0)
        pacer.feed(touch(1, .down, 0, 0, at: 0), now: 0, to: sim)
        pacer.runDueTicks(now: 50 * Self.ms, on: sim)   // ticks up to 50 ms (t ≤ 50 ms) ran
        let lastRun = RefreshRate.standard.time(ofTick: sim.nextTick - 1)
        // A move stamped 20 ms arrives now (70 ms): its tick has run.
        pacer.feed(touch(1, .move, 5, 0, at: 20 * Self.ms), now: 70 * Self.ms, to: sim)
        #expect(pacer.summary.lateFrames == 1)
        // The clock now follows the device: its 20 ms fell at 70 ms, so 50 ms is behind;
        // nothing more is due until the device's time passes the last tick.
        #expect(pacer.runDueTicks(now: 70 * Self.ms, on: sim) == 0)
        pacer.runDueTicks(now: 110 * Self.ms, on: sim)
        #expect(scene.delivered.last?.timestamp == lastRun + 1)
        #expect(scene.delivered.last?.touches.first?.timestamp == lastRun + 1)
        #expect(RefreshRate.standard.time(ofTick: sim.nextTick - 1) <= 60 * Self.ms)
    }
}
