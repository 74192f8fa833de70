import Testing
@testable import FlickFuzz
import FlickLayout
import FlickScenes
import FlickSim

/// A list of a screen's active scene-made constraints made before a run (`ActiveConstraints`,
/// what a fork-server's template makes once for its cases) stands in for the first mutation's
/// walk only when that walk would list the same: the same screen at the same structure
/// version. A run given it applies the same mutations with the same notes and sees the same
/// constraints, in the same order, as a run without it.
@Suite("Active constraints listed before a run")
struct ActiveConstraintsTests {
    /// A feed of 20 rows, ticked once (laid out, as a laid-out template leaves it).
    static func feed() throws -> (scene: any Scene, root: Screen, sim: Simulator) {
        var env = SceneEnvironment()
        env.itemCount = 20
        let scene = try SceneCatalog.registry.make("feed", environment: env)
        let root = try #require((scene as? SceneHost)?.root)
        var options = SimulationOptions()
        options.rate = try #require(RefreshRate(hz: 120))
        let sim = Simulator(scene: scene, name: "feed", options: options)
        sim.runTick()
        return (scene, root, sim)
    }

    /// The notes and the seen constraints (as text) of `steps` mutations, a tick after each.
    static func run(_ mutator: Mutator, _ sim: Simulator, steps: Int) -> (notes: [String], seen: [String]) {
        var notes: [String] = []
        for i in 0..<steps {
            notes.append(mutator.apply(Mutation(tick: i, op: MutationTargetsTests.op(i))).note)
            sim.runTick()
        }
        return (notes, mutator.seen.all.map { "\($0)" })
    }

    @Test func aCurrentListIsTakenAndChangesNothing() throws {
        let a = try Self.feed(), b = try Self.feed()
        let listed = ActiveConstraints(of: a.root)
        #expect(listed.isCurrent(for: a.root))
        #expect(!listed.isCurrent(for: b.root))
        #expect(listed.constraints.count == listed.ids.count && listed.constraints.count > 100)
        let given = Mutator(scene: a.scene, listedBefore: listed)
        let walking = Mutator(scene: b.scene)
        let steps = 36
        let withList = Self.run(given, a.sim, steps: steps)
        let without = Self.run(walking, b.sim, steps: steps)
        #expect(withList.notes == without.notes)
        #expect(withList.seen == without.seen)
        // The first mutation took the list; the walks after are the structural changes'.
        #expect(given.seen.walks == walking.seen.walks - 1, "\(given.seen.walks) against \(walking.seen.walks)")
    }

    /// A list made before the tree changed (a constraint deactivated, a view added) is not
    /// taken: the first mutation walks, and sees what the tree holds then.
    @Test func aStaleListIsNotTaken() throws {
        let a = try Self.feed(), b = try Self.feed()
        let listed = ActiveConstraints(of: a.root)
        for s in [a, b] {
            let first = try #require(s.root.subviews.first)
            first.addSubview(View())
            var c: LayoutConstraint?
            MutationTargets(root: s.root).forEachConstraint { c = $0; return false }
            c?.deactivate()
        }
        #expect(!listed.isCurrent(for: a.root))
        let given = Mutator(scene: a.scene, listedBefore: listed)
        let walking = Mutator(scene: b.scene)
        let withList = Self.run(given, a.sim, steps: 12)
        let without = Self.run(walking, b.sim, steps: 12)
        #expect(withList.notes == without.notes)
        #expect(withList.seen == without.seen)
        #expect(given.seen.walks == walking.seen.walks)
        #expect(given.seen.walks >= 1)
    }

    /// Another screen's list, at whatever version, is never taken.
    @Test func anotherScreensListIsNotTaken() throws {
        let a = try Self.feed(), b = try Self.feed()
        let theirs = ActiveConstraints(of: b.root)
        let given = Mutator(scene: a.scene, listedBefore: theirs)
        _ = given.apply(Mutation(tick: 0, op: .constant(constraint: 3, value: 10)))
        #expect(given.seen.walks == 1)
        #expect(given.seen.all.allSatisfy { c in MutationTargetsTests.FullWalk(a.root).constraints.contains { $0 === c } })
    }
}
