import Testing
import FlickFuzz
import FlickPlantedFaults
import FlickScenes
import FlickSim

/// Recall: every oracle judged in process finds its planted fault within a bounded run of the
/// case stream, minimizes it to at most 10 events and 3 mutations, and the minimized case gives
/// the same verdict in 10 replays out of 10. (The oracles judged in a worker or from fresh
/// processes — crash, hang, determinism through process-wide state — have their recall in
/// `CampaignTests`, through real workers.)
@Suite("Recall: each planted fault is found, minimized and replays the same way")
struct RecallTests {
    struct Plant: CustomStringConvertible, Sendable {
        var scene: String
        var oracle: Oracle
        var within = 200
        var budget = false
        var determinism = false
        var description: String { "\(scene) → \(oracle)" }
    }

    static let plants: [Plant] = [
        Plant(scene: "planted-unsat", oracle: .satisfiable),
        Plant(scene: "planted-nan", oracle: .finite),
        Plant(scene: "planted-illegal-animator", oracle: .legalStates),
        Plant(scene: "planted-refused-change", oracle: .validChanges),
        Plant(scene: "planted-gesture-order", oracle: .sceneRules),
        Plant(scene: "planted-slow-tick", oracle: .frameBudget, within: 60, budget: true),
        Plant(scene: "planted-leak", oracle: .leak, within: 5),
        Plant(scene: "planted-own-invariant", oracle: Oracle("two-fingers")),
        Plant(scene: "planted-flaky", oracle: .determinism, within: 5, determinism: true),
    ]

    static let registry = try! SceneCatalog.registry.adding(PlantedFaults.scenes)

    @Test(arguments: plants)
    func plantedFaultIsFoundMinimizedAndStable(_ plant: Plant) throws {
        var options = RunOptions()
        // Asked for where planted, so a debug build judges it too (`FrameBudgetOracle`).
        options.checksBudget = plant.budget
        options.checksDeterminism = plant.determinism
        let runner = CaseRunner(scenes: Self.registry, options: options)
        let stream = CaseStream(seed: 1, scenes: [plant.scene])
        var hit: (FuzzCase, Finding)?
        for i in 0..<plant.within {
            let c = stream.makeCase(i)
            if let f = runner.run(c).findings.first(where: { $0.oracle == plant.oracle }) { hit = (c, f); break }
        }
        let (c, finding) = try #require(hit, "\(plant): not found in \(plant.within) cases")
        let (small, _) = runner.minimize(c, finding: finding, budget: 600)
        #expect(small.eventCount <= 10, "\(plant): \(CaseFile.text(small))")
        #expect(small.mutations.count <= 3, "\(plant)")
        let back = try CaseFile.read(CaseFile.text(small), path: "min.json")
        let verdicts = (0..<10).map { _ in runner.run(back).finding(finding.signature.text) != nil }
        #expect(verdicts.allSatisfy { $0 }, "\(plant): \(verdicts.filter { $0 }.count) of 10 replays reproduced")
    }
}
