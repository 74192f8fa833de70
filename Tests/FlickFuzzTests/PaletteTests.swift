import Testing
@testable import FlickFuzz

/// The stream's palette (`CaseStream.palette`): of the cases that vary the environment, half
/// take their build fields from a few environments drawn per (seed, scene), so build keys
/// recur and a fork-server reuses its templates; the other half draw them freely, so every
/// environment stays reachable.
@Suite("The palette: build keys that recur, without narrowing the stream")
struct PaletteTests {
    /// The build fields of `e` (its refresh rate at the default).
    static func build(_ e: FuzzEnvironment) -> FuzzEnvironment {
        var e = e
        e.hz = FuzzEnvironment.defaultHz
        return e
    }

    @Test func thePaletteIsAFunctionOfSeedAndScene() {
        let a = CaseStream(seed: 1, scenes: ["feed", "drawer"])
        #expect(a.palette(for: "feed").count == 4)
        #expect(a.palette(for: "feed") == CaseStream(seed: 1, scenes: ["feed"]).palette(for: "feed"),
                "the scene list does not change a scene's palette")
        #expect(a.palette(for: "feed").allSatisfy { $0.hz == FuzzEnvironment.defaultHz })
        // Other seeds and other scenes get other palettes.
        let feeds = Set((1...20).map { CaseStream(seed: $0, scenes: ["feed"]).palette(for: "feed") })
        #expect(feeds.count == 20)
        #expect(a.palette(for: "feed") != a.palette(for: "drawer"))
        var none = GeneratorSettings()
        none.paletteSize = 0
        #expect(CaseStream(seed: 1, scenes: ["feed"], settings: none).palette(for: "feed").isEmpty)
    }

    /// The share of `cases` whose build fields are one of `palette`'s entries.
    static func paletteShare(_ stream: CaseStream, palette: [FuzzEnvironment], cases: Int) -> Double {
        let entries = Set(palette)
        return Double((0..<cases).filter { entries.contains(Self.build(stream.makeCase($0).environment)) }.count) / Double(cases)
    }

    @Test func aboutThirtyPercentOfCasesTakeTheirBuildFromThePalette() {
        // 0.6 of the cases vary the environment (`environmentShare`), half of those from the
        // palette (`paletteShare`): 0.3 of all, and free draws that happen to equal an entry.
        var free = GeneratorSettings()
        free.paletteShare = 0
        for seed: UInt64 in [1, 2, 3, 4] {
            let stream = CaseStream(seed: seed, scenes: ["feed"])
            // The default environment (0.4 of the cases) may be an entry too: leave it out.
            let entries = stream.palette(for: "feed").filter { !$0.isDefault }
            let with = Self.paletteShare(stream, palette: entries, cases: 2000)
            let without = Self.paletteShare(CaseStream(seed: seed, scenes: ["feed"], settings: free), palette: entries, cases: 2000)
            // Free draws equal an entry with some chance q: 0.6·q of the cases without the
            // palette; 0.3·m/4 (m entries left of 4) + 0.3·q with it. Binomial standard
            // deviation over 2000 cases: about 0.01.
            let expected = 0.3 * Double(entries.count) / 4 + without / 2
            #expect(abs(with - expected) < 0.04, "seed \(seed): \(with) with the palette, \(expected) expected, \(without) without")
        }
    }

    @Test func keysRecurMoreOftenAndEveryFieldValueIsStillReached() {
        let stream = CaseStream(seed: 1, scenes: ["feed"])
        var free = GeneratorSettings()
        free.paletteShare = 0
        let before = CaseStream(seed: 1, scenes: ["feed"], settings: free)
        let cases = (0..<3000).map { stream.makeCase($0) }
        let keys = cases.map { BuildKey($0) }
        let distinct = Set(keys).count, distinctBefore = Set((0..<3000).map { BuildKey(before.makeCase($0)) }).count
        // Keys that come only once are builds a fork-server cannot reuse.
        var counts: [BuildKey: Int] = [:]
        for k in keys { counts[k, default: 0] += 1 }
        var countsBefore: [BuildKey: Int] = [:]
        for i in 0..<3000 { countsBefore[BuildKey(before.makeCase(i)), default: 0] += 1 }
        let once = counts.values.filter { $0 == 1 }.count, onceBefore = countsBefore.values.filter { $0 == 1 }.count
        #expect(once < onceBefore * 3 / 4, "\(once) keys of one case, \(onceBefore) without the palette")
        // Free draws still explore: most keys are not in the palette.
        #expect(distinct > distinctBefore / 2, "\(distinct) keys against \(distinctBefore)")
        // Every value of every build field, and every refresh rate, still comes up.
        let e = cases.map(\.environment)
        #expect(Set(e.map(\.profile)) == Set(CaseGenerator.profiles))
        #expect(Set(e.map(\.landscape)) == [false, true])
        #expect(Set(e.compactMap(\.itemCount)) == [0, 1, 2, 3, 5, 8, 20, 60])
        #expect(Set(e.compactMap(\.textLength)) == [0, 1, 7, 40, 130, 400, 2000])
        #expect(Set(e.map(\.typeScale)) == [1, 0.82, 1.24, 1.76, 2.35, 3.1])
        #expect(Set(e.map(\.hz)) == [60, 90, 120, 240])
        #expect(e.filter { $0.safeArea != nil }.count > 200)
    }

    @Test func paletteCasesDrawTheirRefreshRateFreely() {
        let stream = CaseStream(seed: 4, scenes: ["feed"])
        let palette = Set(stream.palette(for: "feed").filter { !$0.isDefault })
        let rates = (0..<2000).map { stream.makeCase($0).environment }.filter { palette.contains(Self.build($0)) }.map(\.hz)
        #expect(Set(rates) == [60, 90, 120, 240])
    }
}
