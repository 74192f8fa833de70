import FlickCore
import Testing
import FlickFuzz
import FlickScenes
import FlickSim

/// The cross-rate determinism oracle compares what is shown, not how views were numbered.
@Suite("Cross-rate determinism")
struct CrossRateTests {
    /// Found by `flick fuzz --scene edit-profile --seed 3` (case 151 with a determinism check on
    /// every case), already minimal: a drag up whose two moves come 8 ms apart. At 120 Hz a
    /// tick falls between them, showing the save button's spinner one tick before its title;
    /// at 60 Hz both come on screen on one tick. Frame ids follow that order, so the two runs
    /// settle to the same frames with different tick digests.
    static let dragRevealingTheSaveButton = """
        {"format": "flick-case", "version": 1, "scene": "edit-profile",
         "environment": {"landscape": true},
         "gestures": [{"kind": "offscreen", "events": [
           {"t": 0.233, "id": 1, "phase": "down", "x": 576.0, "y": 126.0},
           {"t": 0.541, "id": 1, "phase": "move", "x": 576.0, "y": -4.0},
           {"t": 0.549, "id": 1, "phase": "move", "x": 576.0, "y": -9.0},
           {"t": 0.774, "id": 1, "phase": "up", "x": 576.0, "y": -80.0}]}],
         "mutations": []}
        """

    static func readCase() throws -> FuzzCase {
        try CaseFile.read(dragRevealingTheSaveButton, path: "edit-profile-cross-rate.json")
    }

    /// The last tick's digest and its digest with views identified by name, at `hz`.
    static func endState(_ c: FuzzCase, hz: Int) throws -> (digest: UInt64, shown: UInt64) {
        let rate = try #require(RefreshRate(hz: hz))
        let scene = try SceneCatalog.registry.make(c.scene, environment: c.environment.sceneEnvironment)
        var options = SimulationOptions()
        options.rate = rate
        options.keepsTickRecords = true
        let sim = Simulator(scene: scene, name: c.scene, options: options)
        for f in c.frames() {
            while sim.nextTickTime < f.timestamp { sim.runTick() }
            sim.feed(f)
        }
        let limit = c.inputEnd + 10_000_000_000
        while sim.nextTickTime <= c.inputEnd || (!scene.isSettled && sim.nextTickTime <= limit) { sim.runTick() }
        #expect(scene.isSettled)
        var frames: [FrameSample] = []
        scene.collectFrames(into: &frames)
        let shown = FrameDigest.digest(frames, scale: scene.screen.scale) { id in
            var h = StableHash()
            for b in scene.frameName(id).utf8 { h.combineByte(b) }
            return h.value
        }
        return (try #require(sim.records.last).digest, shown)
    }

    @Test func aDragSampledAtTwoRatesSettlesToTheSameFrames() throws {
        let c = try Self.readCase()
        let at60 = try Self.endState(c, hz: 60), at120 = try Self.endState(c, hz: 120)
        // The frame ids differ (what the oracle used to compare), what is shown does not.
        #expect(at60.digest != at120.digest)
        #expect(at60.shown == at120.shown)
    }

    @Test func theCrossRateOracleHoldsOnIt() throws {
        var c = try Self.readCase()
        var o = RunOptions()
        o.checksBudget = false
        o.checksDeterminism = true
        for hz in [120, 60] {
            c.environment.hz = hz
            let out = CaseRunner(scenes: SceneCatalog.registry, options: o).run(c)
            #expect(out.rejected == nil)
            #expect(out.findings.filter { $0.oracle == .determinism }.isEmpty, "\(hz) Hz: \(out.findings.map(\.message))")
        }
    }

    /// Found by `flick fuzz --scene edit-profile --seed 3 --determinism 1` (case 1274): a fling,
    /// then a tap at y = 515.9 while the content springs onto its rest, where the save button's
    /// top will be 516.5. A touch is hit-tested against the last tick's positions (as UIKit
    /// hit-tests against the last displayed frame's bounds), 515 at 60 Hz (the tap hits the
    /// button) and 516 at 120 Hz (it misses): the end states differ legitimately.
    static let tapOnSettlingContent = """
        {"format": "flick-case", "version": 1, "scene": "edit-profile",
         "environment": {"profile": "iPhoneSE"},
         "gestures": [
          {"kind": "drag", "events": [
           {"t": 1.69457497, "id": 2, "phase": "down", "x": 66.724, "y": 623.107},
           {"t": 2.065408333, "id": 2, "phase": "move", "x": 5.167, "y": 287.443},
           {"t": 2.069575, "id": 2, "phase": "move", "x": 5.101, "y": 287.088},
           {"t": 2.086241668, "id": 2, "phase": "move", "x": 5.002, "y": 286.545},
           {"t": 2.091981709, "id": 2, "phase": "up", "x": 5.0, "y": 286.535}]},
          {"kind": "burst", "events": [
           {"t": 2.512908697, "id": 9, "phase": "down", "x": 117.066, "y": 515.908},
           {"t": 2.568386076, "id": 9, "phase": "up", "x": 117.066, "y": 515.908}]}],
         "mutations": []}
        """

    @Test func aTouchLandingOnMovingContentIsNotComparedAcrossRates() throws {
        let tap = try CaseFile.read(Self.tapOnSettlingContent, path: "edit-profile-tap-on-settling.json")
        // The two rates really end differently (the premise of the rule) ...
        let at60 = try Self.endState(tap, hz: 60), at120 = try Self.endState(tap, hz: 120)
        #expect(at60.shown != at120.shown)
        // ... and the oracle does not call it a determinism failure.
        var o = RunOptions()
        o.checksBudget = false
        o.checksDeterminism = true
        let out = CaseRunner(scenes: SceneCatalog.registry, options: o).run(tap)
        #expect(out.findings.filter { $0.oracle == .determinism }.isEmpty, "\(out.findings.map(\.message))")
    }
}
