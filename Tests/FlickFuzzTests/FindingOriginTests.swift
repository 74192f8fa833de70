import Testing
@testable import FlickFuzz
import Foundation

/// Whose defect a finding is: Flick's own defects are kept out of the scenes' findings.
@Suite struct FindingOriginTests {
    @Test func aTrapInAFlickModuleIsFlicks() {
        let trap = "worker SIGILL: FlickLayout/StackView.swift:129: Assertion failed: illegal recipe constraint"
        #expect(FindingOrigin.of(oracle: .crash, kind: "SIGILL", message: trap) == .flick)
        #expect(FindingOrigin.trapModule(trap) == "FlickLayout")
    }

    @Test func aTrapInTheScenesModuleIsTheScenes() {
        let trap = "worker SIGILL: FlickPlantedFaults/PlantedFaults.swift:87: Fatal error: planted trap: three fingers down"
        #expect(FindingOrigin.of(oracle: .crash, kind: "SIGILL", message: trap) == .scene)
        #expect(FindingOrigin.of(oracle: .crash, kind: "SIGILL", message: "worker SIGILL: MyApp/Form.swift:12: Fatal error: x") == .scene)
        // A runtime trap that names no file cannot be placed: the scene's.
        #expect(FindingOrigin.of(oracle: .crash, kind: "SIGILL", message: "worker SIGILL: no message") == .scene)
    }

    @Test func aLeakOfFlicksObjectsAloneIsFlicks() {
        #expect(FindingOrigin.of(oracle: .leak, kind: LeakOracle.internalKind, message: "") == .flick)
        #expect(FindingOrigin.of(oracle: .leak, kind: LeakOracle.sceneKind, message: "") == .scene)
        #expect(FindingOrigin.of(oracle: .satisfiable, kind: "unsatisfiable", message: "FlickLayout/X.swift:1:") == .scene)
    }
}

@Suite struct CampaignSummaryOriginTests {
    @Test func internalErrorsAreListedApartFromTheScenesFindings() throws {
        var s = CampaignSummary()
        s.internalErrors = [CampaignSummary.Entry(signature: "crash|edit-profile|SIGILL|x", oracle: .crash, scene: "edit-profile", kind: "SIGILL",
                                                  message: "worker SIGILL: FlickLayout/StackView.swift:129: Assertion failed", count: 1,
                                                  file: "f.json", minimized: true, events: 0, mutations: 1, isNew: true, foundAfter: nil)]
        #expect(s.internalErrors[0].origin == .flick)
        #expect(s.text.contains("no findings"))
        #expect(s.text.contains("1 internal error(s) of Flick itself, not of the scenes"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(s.json.utf8)) as? [String: Any])
        #expect((json["findings"] as? [Any])?.isEmpty == true)
        #expect((json["internalErrors"] as? [Any])?.count == 1)
    }
}
