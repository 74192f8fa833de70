import FlickCore
import Foundation
import Testing
import FlickInput
import FlickScenes
@testable import FlickSim
import FlickTestSupport

/// Every built-in scene against its two bundled traces: normal use holds every invariant (the
/// frame budget aside, which depends on the machine) and pins its digest; abuse triggers what
/// it should.
@Suite("built-in scenes")
struct BuiltInSceneTests {
    /// scene, trace, ticks, run digest.
    static let pinned: [(String, String, Int, String)] = [
        ("drawer", "drawer-normal.trace", 469, "9d5e1db38c108479"),
        ("stretchy-header", "stretchy-header-normal.trace", 783, "8007f17ae579685c"),
        ("accordion", "accordion-normal.trace", 388, "401750449025fc54"),
        ("fab", "fab-normal.trace", 213, "71f261a69ff23890"),
        ("floating-label", "floating-label-normal.trace", 304, "e370e7c47f3dd621"),
        ("expanding-card", "expanding-card-normal.trace", 213, "94a0db09fa964906"),
        ("edit-profile", "edit-profile-normal.trace", 624, "afe135ef6cc4aa91"),
        ("feed", "feed-normal.trace", 700, "887e995de3a37798"),
        ("slider", "slider-normal.trace", 160, "07877b085bbde819"),
        ("sign-in", "sign-in-normal.trace", 473, "5d37783733c6792c"),
    ]

    @Test(arguments: pinned.indices)
    func normalTraceHoldsEveryInvariantAndPinsItsDigest(_ i: Int) throws {
        let (scene, trace, ticks, digest) = Self.pinned[i]
        let r = try replay(trace, scene: scene)
        #expect(modelViolations(r).isEmpty, "\(scene): \(modelViolations(r).map(\.description))")
        #expect(r.settled)
        #expect(r.tickCount == ticks, "\(scene)")
        #expect(StableHash.hex(r.digest) == digest, "\(scene)")
        // Something moved: the frames are not the same on every tick.
        #expect(Set(r.tickDigests).count > 5, "\(scene)")
    }

    @Test(arguments: ["drawer", "stretchy-header", "accordion", "fab", "floating-label", "expanding-card", "edit-profile", "feed", "slider",
                      "sign-in"])
    func abuseTraceIsSurvivedWithoutAModelViolation(_ scene: String) throws {
        let r = try replay("\(scene)-abuse.trace", scene: scene)
        #expect(modelViolations(r).isEmpty, "\(scene): \(modelViolations(r).map(\.description))")
        #expect(r.settled)
        let again = try replay("\(scene)-abuse.trace", scene: scene)
        #expect(again.tickDigests == r.tickDigests)
    }

    @Test func drawerConflictReportsTheMinimalSetWhenTheTwoFingerPanBegins() throws {
        let r = try replay("drawer-abuse.trace", scene: "drawer-conflict")
        let v = modelViolations(r)
        #expect(v.count == 1)
        let u = try #require(v.first)
        #expect(u.kind == .unsatisfiable)
        #expect(u.tick == 151)
        #expect(u.cause?.touchID == 4)
        let set = u.details.filter { $0.hasPrefix("  ") }
        #expect(set.count == 3)
        #expect(set[0].contains("drawer.height == 200") && set[0].contains("BROKEN"))
        #expect(set.contains { $0.contains("drawer.bottom == screen.bottom") })
        #expect(set.contains { $0.contains("drawer.top == screen.bottom") })
        #expect(u.details.last?.hasPrefix("broke: ") == true && u.details.last?.contains("drawer.height == 200") == true)
        // The normal trace has no two-finger pan: the variant holds there.
        #expect(modelViolations(try replay("drawer-normal.trace", scene: "drawer-conflict")).isEmpty)
    }

    @Test func recordedTouchscreensReplayThroughTheDrawerAndTheFeed() throws {
        let dir = repositoryRoot + "/Traces/recordings/touchscreens"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".events") }.sorted()
        #expect(files.count >= 5)
        for f in files {
            for scene in ["drawer", "feed"] {
                var env = SceneEnvironment()
                env.itemCount = 200
                let sim = Simulator(scene: try SceneCatalog.make(scene, environment: env), name: scene)
                let r = try sim.run(source: try loadInput(path: dir + "/" + f, screen: ScreenGeometry(width: 393, height: 852, scale: 3)))
                #expect(modelViolations(r).isEmpty, "\(f) on \(scene)")
                #expect(r.inputFrames > 0)
            }
        }
    }

    /// Closed-form motion (animators and scroll physics are functions of time, and input is
    /// delivered at its own timestamps) gives the same frames at 60 and 120 Hz whenever the
    /// two clocks tick at the same instant.
    @Test(arguments: ["drawer", "expanding-card", "fab", "stretchy-header", "accordion", "sign-in"])
    func sixtyAndOneTwentyHertzAgreeAtCommonInstants(_ scene: String) throws {
        let a = try replay("\(scene)-normal.trace", scene: scene, hz: 120)
        let b = try replay("\(scene)-normal.trace", scene: scene, hz: 60)
        var compared = 0
        for i in 0..<min(b.ticks.count, (a.ticks.count + 1) / 2) {
            #expect(b.ticks[i].time == a.ticks[2 * i].time)
            #expect(b.ticks[i].digest == a.ticks[2 * i].digest, "\(scene) at \(b.ticks[i].time) ns")
            compared += 1
        }
        #expect(compared > 50)
    }

    @Test func environmentVariesTheScenes() throws {
        var env = SceneEnvironment()
        // Five rows fit on screen: all 2 × 5 row views are shown (plus screen, scroll view, content).
        env.itemCount = 5
        var frames: [FrameSample] = []
        try SceneCatalog.make("feed", environment: env).collectFrames(into: &frames)
        #expect(frames.count == 3 + 2 * 5)
        // Fifty rows: only the views on screen (about 13 rows below the 59 pt inset) are collected.
        env.itemCount = 50
        frames = []
        try SceneCatalog.make("feed", environment: env).collectFrames(into: &frames)
        #expect(frames.count >= 3 + 2 * 12 && frames.count <= 3 + 2 * 14)
        #expect(frames.allSatisfy { $0.y < 852 && $0.maxY > 0 })
        env = SceneEnvironment()
        env.profile = "iPhoneSE"
        env.landscape = true
        let se = try SceneCatalog.make("drawer", environment: env)
        #expect(se.screen.width == 667 && se.screen.height == 375)
        env = SceneEnvironment()
        env.textLength = 400
        env.dynamicTypeScale = 1.5
        let r = try replay("accordion-normal.trace", scene: "accordion", environment: env)
        #expect(modelViolations(r).isEmpty)
        env = SceneEnvironment()
        env.safeArea = (top: 0, left: 0, bottom: 0, right: 0)
        let fab = try SceneCatalog.make("fab", environment: env)
        frames = []
        fab.collectFrames(into: &frames)
        #expect(frames.contains { $0.maxY == 852 - 30 })
    }

    @Test func ambiguityOnRequestFindsNothingInTheBuiltInScenes() throws {
        for scene in ["drawer", "fab", "expanding-card"] {
            var o = SimulationOptions()
            o.checksAmbiguity = true
            let sim = Simulator(scene: try SceneCatalog.make(scene), name: scene, options: o)
            let r = try sim.run(source: try loadInput(path: tracePath("\(scene)-normal.trace")))
            #expect(r.violations.filter { $0.kind == .ambiguous }.isEmpty, "\(scene)")
        }
    }
}
