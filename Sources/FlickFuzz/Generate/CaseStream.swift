import FlickCore
import FlickInput

/// The case stream of a campaign: case `i` is a pure function of (seed, scene list, i), so
/// the same seed gives the same cases byte for byte on every machine, a shard is a subset of
/// indices (`Shard`), and any case can be rebuilt from its index alone (workers do).
package struct CaseStream: Sendable, Hashable {
    package let seed: UInt64
    /// Scene names, in the order given; case `i` picks one with its own random draw, so no
    /// scene is tied to a shard.
    package let scenes: [String]
    package let shard: Shard
    /// How cases are drawn.
    package var settings: GeneratorSettings

    /// - Precondition: `scenes` is not empty (the command checks).
    package init(seed: UInt64, scenes: [String], shard: Shard = .whole, settings: GeneratorSettings = GeneratorSettings()) {
        self.seed = seed
        self.scenes = scenes
        self.shard = shard
        self.settings = settings
    }

    /// Case `index` of the whole stream.
    /// - Complexity: O(the case's size); independent of `index`.
    package func makeCase(_ index: Int) -> FuzzCase {
        var random = SeededRandom(seed: CaseStream.caseSeed(seed, index))
        let scene = scenes.isEmpty ? "" : random.pick(scenes)
        var generator = CaseGenerator(random: random, settings: settings)
        var c = generator.makeCase(scene: scene, palette: palette(for: scene))
        c.origin = CaseOrigin(seed: seed, index: index)
        return c
    }

    /// The build environments that `scene`'s cases take their build fields from with chance
    /// `settings.paletteShare` (of those that vary the environment): `settings.paletteSize`
    /// entries drawn like any case's (`CaseGenerator.makeBuildEnvironment`), from a seed of
    /// the campaign seed and the scene's name — so every case of a campaign sees the same
    /// palette, and other seeds or scenes see others. Entries may repeat.
    /// - Complexity: O(`paletteSize`), a few draws an entry.
    package func palette(for scene: String) -> [FuzzEnvironment] {
        guard settings.paletteSize > 0 else { return [] }
        var name = StableHash()
        name.combine(scene)
        let base = SeededRandom.mix(seed ^ name.value ^ 0x9A1E_77E5_9A1E_77E5)
        return (0..<settings.paletteSize).map { j in
            var generator = CaseGenerator(random: SeededRandom(seed: CaseStream.caseSeed(base, j)), settings: settings)
            return generator.makeBuildEnvironment()
        }
    }

    /// This shard's `local`-th case (0-based).
    package func makeShardCase(_ local: Int) -> FuzzCase { makeCase(shard.streamIndex(local)) }

    /// The seed of case `index`: SplitMix64's finalizer over the campaign seed and the index, so
    /// neighbouring indices get unrelated draws.
    static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        SeededRandom.mix(seed &+ UInt64(truncatingIfNeeded: index) &* SeededRandom.increment)
    }
}
