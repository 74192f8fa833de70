import Testing
import FlickFuzz
import FlickScenes
import FlickSim

/// The build key: cases that share one build identical scenes, whatever else they hold.
@Suite("Build keys: the scene and the environment fields its build reads")
struct BuildKeyTests {
    static let registry = SceneCatalog.registry

    /// The digest of the first tick's frame (the first layout) of a scene built for `c`.
    static func firstLayout(_ c: FuzzCase) throws -> UInt64 {
        let scene = try registry.make(c.scene, environment: c.environment.sceneEnvironment)
        var options = SimulationOptions()
        options.keepsTickRecords = true
        let sim = Simulator(scene: scene, name: c.scene, options: options)
        sim.runTick()
        return try #require(sim.records.first).digest
    }

    @Test func casesWithOneKeyBuildIdenticalScenes() throws {
        let stream = CaseStream(seed: 5, scenes: Self.registry.names)
        for i in 0..<24 {
            let c = stream.makeCase(i)
            // Another case of the same key: other gestures, no mutations, another rate.
            var other = stream.makeCase(i + 1000)
            other.scene = c.scene
            other.environment = c.environment
            other.environment.hz = c.environment.hz == 120 ? 60 : 120
            other.mutations = []
            #expect(BuildKey(c) == BuildKey(other))
            guard (try? Self.registry.make(c.scene, environment: c.environment.sceneEnvironment)) != nil else { continue }
            #expect(try Self.firstLayout(c) == Self.firstLayout(other), "\(BuildKey(c))")
        }
    }

    @Test func everyBuildFieldIsPartOfTheKey() {
        var c = FuzzCase(scene: "feed")
        let base = BuildKey(c)
        var changed: [FuzzCase] = []
        var e = c
        e.environment.profile = "iPhoneSE"; changed.append(e)
        e = c; e.environment.landscape = true; changed.append(e)
        e = c; e.environment.safeArea = .init(top: 1, left: 2, bottom: 3, right: 4); changed.append(e)
        e = c; e.environment.itemCount = 7; changed.append(e)
        e = c; e.environment.textLength = 9; changed.append(e)
        e = c; e.environment.typeScale = 1.5; changed.append(e)
        e = c; e.scene = "drawer"; changed.append(e)
        for x in changed { #expect(BuildKey(x) != base, "\(BuildKey(x))") }
        c.environment.hz = 60
        #expect(BuildKey(c) == base)
    }
}
