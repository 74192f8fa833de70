import Testing
import FlickAnimation
import FlickFuzz
import FlickScenes
import FlickSim

/// The leak oracle sees a scene's animation engine outlive its run, and no built-in scene
/// leaves one behind: the engine keeps its block observers, so a `SceneHost` detaches its
/// presentation layer as it goes (before, every run left its engine and every view's layer).
@Suite("Leak oracle")
struct LeakOracleTests {
    /// Keeps its engine: engine → observer → engine.
    final class Keeper: AnimationBlockObserver {
        let engine: AnimationEngine
        init(_ engine: AnimationEngine) { self.engine = engine }
        func willRunAnimationBlock() {}
        func didRunAnimationBlock() {}
    }

    /// A drawer whose engine is kept alive by a cycle of its own (the scene itself is freed).
    static let registry: SceneRegistry = {
        let drawer = try! SceneCatalog.registry.descriptor(named: "drawer")
        return try! SceneCatalog.registry.adding([
            SceneDescriptor(name: "engine-keeper", summary: "drawer whose animation engine keeps itself alive") { env throws(SceneError) in
                let scene = try drawer.make(env)
                if let host = scene as? SceneHost { host.engine.addBlockObserver(Keeper(host.engine)) }
                return scene
            }
        ])
    }()

    static func leaks(_ scene: String, cases: Int) -> [String] {
        let stream = CaseStream(seed: 3, scenes: [scene])
        var options = RunOptions()
        options.checksBudget = false
        options.checksIncremental = false
        let runner = CaseRunner(scenes: registry, options: options)
        return (0..<cases).flatMap { i in runner.run(stream.makeCase(i)).findings.filter { $0.oracle == .leak }.map(\.message) }
    }

    @Test func aKeptEngineIsALeak() {
        let found = Self.leaks("engine-keeper", cases: 1)
        #expect(found.count == 1)
        #expect(found.first?.contains("animation engine") == true)
    }

    @Test func noBuiltInSceneLeavesItsEngine() {
        for name in SceneCatalog.registry.names where name != "feed" {
            #expect(Self.leaks(name, cases: 3).isEmpty, "\(name)")
        }
    }
}
