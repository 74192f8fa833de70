import FlickCore
import Testing
import FlickInput
import FlickScenes
@testable import FlickSim
import FlickTestSupport

@Suite("slider scene")
struct SliderSceneTests {
    @Test func normalTraceHoldsEveryInvariantAndPinsItsDigest() throws {
        let r = try replay("slider-normal.trace", scene: "slider")
        #expect(modelViolations(r).isEmpty)
        #expect(r.tickCount == 160)
        #expect(StableHash.hex(r.digest) == "07877b085bbde819")
        let again = try replay("slider-normal.trace", scene: "slider")
        #expect(again.tickDigests == r.tickDigests)
    }

    @Test func conflictVariantReportsTheMinimalSetAtTheSecondFinger() throws {
        let r = try replay("slider-abuse.trace", scene: "slider-conflict")
        let v = modelViolations(r)
        #expect(v.count == 1)
        #expect(v.first?.kind == .unsatisfiable)
        #expect(v.first?.tick == 105)
        #expect(v.first?.cause?.phase == .down)
        #expect(v.first?.details == ["minimal conflicting set:",
                                     "  knob.centerX <= track.left (required, the lock)",
                                     "  knob.centerX >= track.left + 22 (required)",
                                     "broke: knob.centerX <= track.left (required, the lock)"])
        // The plain slider takes the same abuse without a violation.
        #expect(modelViolations(try replay("slider-abuse.trace", scene: "slider")).isEmpty)
    }

    @Test func sixtyAndOneTwentyHertzAgreeAtCommonInstants() throws {
        let a = try replay("slider-normal.trace", scene: "slider", hz: 120)
        let b = try replay("slider-normal.trace", scene: "slider", hz: 60)
        for i in 0..<min(b.ticks.count, (a.ticks.count + 1) / 2) {
            #expect(b.ticks[i].time == a.ticks[2 * i].time)
            #expect(b.ticks[i].digest == a.ticks[2 * i].digest, "tick \(i) at 60 Hz")
        }
    }

    @Test func unknownProfileIsAnError() {
        var env = SceneEnvironment()
        env.profile = "Nokia3310"
        #expect(throws: SceneError.self) { try SceneCatalog.make("slider", environment: env) }
    }
}
