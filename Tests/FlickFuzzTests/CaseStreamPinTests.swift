import Testing
import FlickCore
@testable import FlickFuzz

/// The case stream of the CI campaign (`flick fuzz --scene all --runs 200 --seed 1`) for scenes
/// without text inputs is the same as before typing existed: typing is drawn only for scenes
/// that have a text input (`GeneratorSettings.textInputs`), with extra draws. The hash covers
/// the case files of the first 200 cases over the built-in scenes of that time (listed here, so
/// a scene added later does not move the pin); it was measured on the commit before typing was
/// added to the generator.
@Suite struct CaseStreamPinTests {
    static let scenes = ["drawer", "drawer-conflict", "stretchy-header", "accordion", "fab", "floating-label", "expanding-card",
                         "edit-profile", "feed", "slider", "slider-conflict"]

    @Test func theCampaignStreamOfSeedOneIsUnchangedWithoutTextInputs() {
        let stream = CaseStream(seed: 1, scenes: Self.scenes)
        var hash = StableHash()
        var gestures = 0, mutations = 0
        for i in 0..<200 {
            let c = stream.makeCase(i)
            gestures += c.gestures.count
            mutations += c.mutations.count
            hash.combine(CaseFile.text(c))
        }
        #expect(StableHash.hex(hash.value) == "4a7282fcb6b91411")
        #expect(gestures == 394)
        #expect(mutations == 350)
    }
}
