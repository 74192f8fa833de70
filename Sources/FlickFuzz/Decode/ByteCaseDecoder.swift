import FlickCore
import FlickInput
import FlickLayout

/// Turns arbitrary bytes into a fuzz case, for coverage-guided fuzzers (the libFuzzer
/// harness in `Fuzz/CaseFuzzer`): each decision — the scene, each environment field, each
/// gesture's kind and seed, each mutation's tick, operation and values — reads the next bytes,
/// so a mutation of the input changes one decision rather than the whole case. Total: any
/// bytes give a valid case (missing bytes read as zero). The flags byte's top bit (128) adds
/// an `edit-text` mutation (typing into a text input, when the scene has one) after the others.
///
/// - Complexity: O(bytes).
package struct ByteCaseDecoder {
    private var bytes: [UInt8]
    private var position = 0

    package init<C: Collection>(_ bytes: C) where C.Element == UInt8 { self.bytes = Array(bytes) }

    /// The case the bytes describe, for one of `scenes` (not empty).
    package mutating func decode(scenes: [String]) -> FuzzCase {
        let scene = scenes.isEmpty ? "" : scenes[Int(byte()) % scenes.count]
        var e = FuzzEnvironment()
        let flags = byte()
        if flags & 1 != 0 { e.profile = CaseGenerator.profiles[Int(byte()) % CaseGenerator.profiles.count] }
        if flags & 2 != 0 { e.landscape = true }
        if flags & 4 != 0 {
            e.safeArea = FuzzEnvironment.Insets(top: Double(byte()), left: Double(byte()), bottom: Double(byte()), right: Double(byte()))
        }
        if flags & 8 != 0 { e.itemCount = [0, 1, 2, 3, 5, 8, 20, 60][Int(byte()) % 8] }
        if flags & 16 != 0 { e.textLength = Int(word16()) % 2001 }
        if flags & 32 != 0 { e.typeScale = [0.82, 1.24, 1.76, 2.35, 3.1][Int(byte()) % 5] }
        if flags & 64 != 0 { e.hz = [60, 90, 120, 240][Int(byte()) % 4] }

        let size = e.screenSize ?? Size(width: 393, height: 852)
        let kinds = GestureKind.allCases.filter { $0 != .longPause }
        var gestures: [CaseGesture] = []
        var clock: Int64 = 0
        for _ in 0..<(1 + Int(byte()) % 4) {
            let kind = kinds[Int(byte()) % kinds.count]
            var g = GestureGenerator(seed: UInt64(word32()), screen: ScreenGeometry(width: size.width, height: size.height, scale: 1))
            let frames = g.frames(for: [kind])
            guard let first = frames.first?.timestamp, let last = frames.last?.timestamp else { continue }
            // Gap of 0…1 s after the previous gesture; ids kept apart across gestures.
            let offset = clock + Int64(byte()) * 4_000_000 - first
            let idBase = gestures.count * 100
            var events = frames.flatMap(\.touches)
            for k in events.indices { events[k].timestamp += offset; events[k].id += idBase }
            gestures.append(CaseGesture(kind: kind.rawValue, events: events))
            clock = last + offset + 1
        }
        let lastTick = e.lastMutationTick(after: VirtualInstant(nanoseconds: clock))
        var generator = CaseGenerator(random: SeededRandom(seed: UInt64(word32())), settings: GeneratorSettings())
        var mutations: [Mutation] = []
        for _ in 0..<(Int(byte()) % 6) {
            let tick = Int(word16()) % max(1, lastTick)
            // The operation's kind and values come from a generator seeded by the bytes.
            generator.random = SeededRandom(seed: UInt64(word32()))
            mutations.append(Mutation(tick: tick, op: generator.makeOp()))
        }
        if flags & 128 != 0 {
            let tick = Int(word16()) % max(1, lastTick)
            generator.random = SeededRandom(seed: UInt64(word32()))
            mutations.append(Mutation(tick: tick, op: generator.makeTextEdit()))
        }
        mutations = mutations.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
        return FuzzCase(scene: scene, environment: e, gestures: gestures, mutations: mutations)
    }

    private mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func word16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }
    private mutating func word32() -> UInt32 { UInt32(word16()) | UInt32(word16()) << 16 }
}
