import Testing
import FlickAnimation
import FlickFuzz
import FlickGestures
import FlickLayout
import FlickPlantedFaults
import FlickScenes
import FlickSim

/// The leak oracle: which objects outlived a run, what holds them, and whose defect it is — a
/// retain cycle in a scene's code reads as the scene's, naming the closure; Flick's own
/// objects outliving a freed scene read as Flick's (an internal error). And no built-in scene,
/// nor one whose animator was stopped, leaves anything behind.
@Suite("Leak oracle")
struct LeakOracleTests {
    /// A box, and an animator of its alpha that the scene stops in its `init`: `stopAnimation(true)`,
    /// or `stopAnimation(false)` then `finishAnimation(at: .current)`. The animator stays in a
    /// property of the scene. (Before, the stopped animator and the engine kept each other.)
    final class StoppedAnimatorScene: SceneHost {
        let box = View()
        var animator: PropertyAnimator?

        init(environment: SceneEnvironment, finishing: Bool) throws(SceneError) {
            try super.init(environment: environment)
            box.name = "box"
            root.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
            finishBuilding()
            let a = PropertyAnimator(engine: engine, duration: 1, curve: .linear) { [unowned self] in self.box.alpha = 0.5 }
            a.startAnimation()
            engine.advance(toSeconds: 0.25)
            if finishing {
                a.stopAnimation(false)
                a.finishAnimation(at: .current)
            } else {
                a.stopAnimation(true)
            }
            animator = a
        }
    }

    /// A scene whose animator's block (never run) captures the scene strongly: the user's cycle.
    final class StrongBlockScene: SceneHost {
        let box = View()
        var animator: PropertyAnimator?

        override init(environment: SceneEnvironment) throws(SceneError) {
            try super.init(environment: environment)
            box.name = "box"
            root.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
            finishBuilding()
            animator = PropertyAnimator(engine: engine, duration: 0.3, curve: .easeOut) { self.box.alpha = 0 }
        }
    }

    /// A scene whose pan action captures the scene strongly.
    final class StrongActionScene: SceneHost {
        var moved = 0

        override init(environment: SceneEnvironment) throws(SceneError) {
            try super.init(environment: environment)
            let pan = PanGestureRecognizer(name: "sheetPan")
            pan.addTarget { _ in self.moved += 1 }
            router.attach(pan, to: root)
            finishBuilding()
        }
    }

    /// The drawer, with its engine kept alive by a cycle of Flick's objects alone (a paused
    /// animator whose completion holds the engine, which keeps the animator); the scene itself
    /// is freed.
    static func engineKeeper(_ env: SceneEnvironment) throws(SceneError) -> any Scene {
        let scene = try SceneCatalog.registry.descriptor(named: "drawer").make(env)
        if let host = scene as? SceneHost {
            let engine = host.engine
            let a = PropertyAnimator(engine: engine, duration: 1, curve: .linear)
            a.addCompletion { _ in _ = engine.now }
            a.pauseAnimation()
        }
        return scene
    }

    static let registry: SceneRegistry = {
        try! SceneCatalog.registry.adding(PlantedFaults.scenes + [
            SceneDescriptor(name: "stopped-animator", summary: "an animator stopped without finishing") { env throws(SceneError) in
                try StoppedAnimatorScene(environment: env, finishing: false)
            },
            SceneDescriptor(name: "finished-animator", summary: "an animator stopped, then finished") { env throws(SceneError) in
                try StoppedAnimatorScene(environment: env, finishing: true)
            },
            SceneDescriptor(name: "strong-block", summary: "an animation block that captures the scene") { env throws(SceneError) in
                try StrongBlockScene(environment: env)
            },
            SceneDescriptor(name: "strong-action", summary: "a recognizer action that captures the scene") { env throws(SceneError) in
                try StrongActionScene(environment: env)
            },
            SceneDescriptor(name: "engine-keeper", summary: "drawer whose animation engine keeps itself alive") { env throws(SceneError) in
                try engineKeeper(env)
            },
        ])
    }()

    static func leaks(_ scene: String, cases: Int) -> [Finding] {
        let stream = CaseStream(seed: 3, scenes: [scene])
        var options = RunOptions()
        options.checksBudget = false
        options.checksIncremental = false
        let runner = CaseRunner(scenes: registry, options: options)
        return (0..<cases).flatMap { i in runner.run(stream.makeCase(i)).findings.filter { $0.oracle == .leak } }
    }

    /// Defect 2 of issue 25: a stopped animator kept its engine, and the oracle blamed the scene.
    @Test(arguments: ["stopped-animator", "finished-animator"])
    func aStoppedAnimatorLeavesNothingBehind(scene: String) {
        let found = Self.leaks(scene, cases: 3)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aStrongSelfInAnAnimationBlockIsTheScenesNamingTheBlock() throws {
        let f = try #require(Self.leaks("strong-block", cases: 1).first)
        #expect(f.kind == "leak")
        #expect(!f.isInternal)
        #expect(f.message.contains("the scene (StrongBlockScene) outlived its run, with its screen, 1 view, its animation engine, its presentation layers, its touch router and 1 animator: a retain cycle in the scene's code."), "\(f.message)")
        #expect(f.message.contains("It is held by an animation block of PropertyAnimator #0 (not run yet), which the scene keeps in `animator`: capture self weakly"), "\(f.message)")
        #expect(f.signature.text == "leak|strong-block|leak|scene held by an animation block of PropertyAnimator")
        #expect(f.details.contains("leaked: View 'box', held by the screen's tree"), "\(f.details)")
        #expect(f.details.contains { $0.hasPrefix("leaked: PropertyAnimator #0 (inactive, 1 animation block not run), held by the scene's `animator`") }, "\(f.details)")
    }

    @Test func aStrongSelfInARecognizerActionIsTheScenesNamingTheRecognizer() throws {
        let f = try #require(Self.leaks("strong-action", cases: 1).first)
        #expect(f.kind == "leak")
        #expect(f.message.contains("It is held by an action of PanGestureRecognizer 'sheetPan', which the scene's router keeps: capture self weakly"), "\(f.message)")
    }

    /// The planted retain cycle (a closure the scene stores) stays found, and is named.
    @Test func aClosureTheSceneStoresIsNamed() throws {
        let f = try #require(Self.leaks("planted-leak", cases: 1).first)
        #expect(f.kind == "leak")
        #expect(f.message.contains("the scene (PlantedLeakScene) outlived its run"), "\(f.message)")
        #expect(f.message.contains("it stores closures in `onLayout`: one that captures self strongly is the cycle"), "\(f.message)")
        #expect(f.signature.text == "leak|planted-leak|leak|scene held by a closure stored in onLayout")
    }

    /// Flick's objects alive with the scene freed: Flick's defect, never the scene's.
    @Test func flicksOwnCycleIsAnInternalError() throws {
        let found = Self.leaks("engine-keeper", cases: 1)
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.kind == "flick-internal")
        #expect(f.isInternal)
        #expect(f.message.hasPrefix("Flick's own objects outlived the run though the scene was freed: AnimationEngine (the scene's)"), "\(f.message)")
        #expect(f.message.contains("a defect in Flick, not in the scene (an internal error"), "\(f.message)")
        #expect(f.details.contains { $0.hasPrefix("leaked: PropertyAnimator #") && $0.contains("held by AnimationEngine") }, "\(f.details)")
    }

    @Test func noBuiltInSceneLeavesAnything() {
        for name in SceneCatalog.registry.names where name != "feed" {
            let found = Self.leaks(name, cases: 3)
            #expect(found.isEmpty, "\(name): \(found.map(\.message))")
        }
    }
}
