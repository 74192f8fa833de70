import Testing
import FlickCore
@testable import FlickFuzz

/// The case stream of the CI campaign (`flick fuzz --scene all --runs 200 --seed 1`) is pinned:
/// the hash covers the case files of the first 200 cases over the built-in scenes of the time
/// typing was added (listed here, so a scene added later does not move the pin). Typing is
/// drawn only for scenes that have a text input (`GeneratorSettings.textInputs`), so these
/// scenes' cases do not depend on it. Re-pinned when the stream's palette of build
/// environments was added (`CaseStream.palette`; a seed's cases differ from earlier versions').
@Suite struct CaseStreamPinTests {
    static let scenes = ["drawer", "drawer-conflict", "stretchy-header", "accordion", "fab", "floating-label", "expanding-card",
                         "edit-profile", "feed", "slider", "slider-conflict"]

    @Test func theCampaignStreamOfSeedOneIsPinned() {
        let stream = CaseStream(seed: 1, scenes: Self.scenes)
        var hash = StableHash()
        var gestures = 0, mutations = 0
        for i in 0..<200 {
            let c = stream.makeCase(i)
            gestures += c.gestures.count
            mutations += c.mutations.count
            hash.combine(CaseFile.text(c))
        }
        #expect(StableHash.hex(hash.value) == "dbdc0eb944b5b2a1")
        #expect(gestures == 378)
        #expect(mutations == 365)
    }
}
