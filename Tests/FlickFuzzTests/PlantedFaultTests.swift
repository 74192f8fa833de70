import Testing
import FlickFuzz
import FlickPlantedFaults
import FlickScenes
import FlickSim

/// The in-process half of the planted-fault tests: found, saved, replayed, minimized.
@Suite("Planted faults are found and minimized in process")
struct PlantedFaultTests {
    static let registry = try! SceneCatalog.registry.adding(PlantedFaults.scenes)

    static func runner() -> CaseRunner {
        var o = RunOptions()
        o.checksBudget = false
        return CaseRunner(scenes: registry, options: o)
    }

    /// The first case of the stream that fails, with its finding.
    static func firstFailure(scene: String, oracle: Oracle, within n: Int, options: RunOptions? = nil) -> (FuzzCase, Finding)? {
        var r = runner()
        if let options { r.options = options }
        let stream = CaseStream(seed: 1, scenes: [scene])
        for i in 0..<n {
            let c = stream.makeCase(i)
            if let f = r.run(c).findings.first(where: { $0.oracle == oracle }) { return (c, f) }
        }
        return nil
    }

    /// A scene's own invariant with a kind of its own is an oracle of that name: found,
    /// minimized, saved and read back like a built-in one.
    @Test func aScenesOwnInvariantIsAnOracle() throws {
        let (c, finding) = try #require(Self.firstFailure(scene: "planted-own-invariant", oracle: Oracle("two-fingers"), within: 150))
        #expect(finding.kind == "two-fingers")
        #expect(finding.signature.text.hasPrefix("two-fingers|planted-own-invariant|two-fingers|"))
        #expect(finding.oracle.rule.place == .inProcess)
        let (small, _) = Self.runner().minimize(c, finding: finding)
        #expect(small.eventCount <= 10, "\(CaseFile.text(small))")
        let back = try CaseFile.read(CaseFile.text(small), path: "min.json")
        #expect(back.expectation?.oracle == Oracle("two-fingers"))
        #expect(Self.runner().run(back).finding(finding.signature.text) != nil)
    }

    @Test func theConflictIsFoundMinimizedAndReplaysToTheSameViolation() throws {
        let (c, finding) = try #require(Self.firstFailure(scene: "planted-unsat", oracle: .satisfiable, within: 150))
        #expect(finding.message.contains("conflict") || finding.kind == "unsatisfiable")
        let (small, runs) = Self.runner().minimize(c, finding: finding)
        #expect(runs > 0)
        #expect(small.eventCount <= 10, "\(CaseFile.text(small))")
        #expect(small.mutations.count <= 3)
        #expect(small.environment.profile == "iPhoneSE" || small.environment.profile.lowercased().contains("se"))
        let expect = try #require(small.expectation)
        #expect(expect.signature == finding.signature.text)
        // Saved and read back, it fails the same way on the same tick.
        let back = try CaseFile.read(CaseFile.text(small), path: "min.json")
        let replay = Self.runner().run(back)
        let again = try #require(replay.finding(expect.signature))
        #expect(again.tick == expect.tick)
        // Minimizing again is deterministic.
        let (twice, _) = Self.runner().minimize(c, finding: finding)
        #expect(CaseFile.text(twice) == CaseFile.text(small))
    }

    /// The conflict variants declare the conflict they are built to show: it is counted as
    /// expected, not found; a scene that declares nothing (planted-unsat) still has its found.
    @Test func aConflictTheSceneIsBuiltToShowIsExpectedNotFound() {
        let stream = CaseStream(seed: 1, scenes: ["slider-conflict"])
        var expected = 0
        for i in 0..<40 {
            let outcome = Self.runner().run(stream.makeCase(i))
            #expect(!outcome.findings.contains { $0.oracle == .satisfiable }, "\(outcome.findings)")
            expected += outcome.expected
        }
        #expect(expected > 0)
        let drawer = try! SceneCatalog.descriptor(named: "drawer-conflict")
        let planted = Violation(tick: 3, time: 0, kind: .unsatisfiable, message: "activation conflicts with required constraints",
                                details: ["  <LayoutConstraint 'planted-height' drawer.height == 200 (DrawerScene.swift#58) BROKEN>"])
        var other = planted
        other.details = ["  <LayoutConstraint drawer.height == 300 (Mutator.swift#172) BROKEN>"]
        #expect(drawer.expects(planted) && !drawer.expects(other))
        #expect(!(try! SceneCatalog.descriptor(named: "drawer")).expects(planted))
    }

    @Test func nondeterminismIsFoundByRunningTwice() throws {
        var o = Self.runner().options
        o.checksDeterminism = true
        let (_, finding) = try #require(Self.firstFailure(scene: "planted-flaky", oracle: .determinism, within: 5, options: o))
        #expect(finding.kind == "rerun")
    }

    @Test func builtInScenesPassTheirOwnCrossChecks() {
        var o = RunOptions()
        o.checksBudget = false
        o.checksDeterminism = true
        let r = CaseRunner(scenes: SceneCatalog.registry, options: o)
        var settings = GeneratorSettings()
        settings.maxMutations = 0
        let stream = CaseStream(seed: 2, scenes: ["drawer", "slider", "fab", "accordion"], settings: settings)
        for i in 0..<12 {
            let out = r.run(stream.makeCase(i))
            #expect(out.rejected == nil)
            #expect(out.findings.filter { $0.oracle == .incremental || $0.oracle == .determinism }.isEmpty,
                    "\(out.findings.map(\.message))")
        }
    }
}
