import Testing
@testable import FlickFuzz

/// The fork-server's template slots (`FrequencyPolicy`): a cycle of more keys than slots, as a
/// stream whose build keys recur makes, keeps `capacity` of them held, where a least recently
/// used cache would evict each key just before it comes back.
@Suite("Template slots: kept for the keys that come most often")
struct FrequencyPolicyTests {
    /// Runs `keys` through a policy of `capacity` slots as `TemplateCache` does; the uses that
    /// found their key held, and the slots given (each a template started).
    static func run(_ keys: [Int], capacity: Int) -> (held: Int, given: Int, slots: [Int]) {
        var policy = FrequencyPolicy<Int>(capacity: capacity)
        var slots: [Int] = [], held = 0, given = 0
        for k in keys {
            switch policy.use(k, held: slots) {
            case .held(let i): slots.append(slots.remove(at: i)); held += 1
            case .without: break
            case .add: slots.append(k); given += 1
            case .replace(let i): slots.remove(at: i); slots.append(k); given += 1
            }
            #expect(slots.count <= capacity)
        }
        return (held, given, slots)
    }

    /// The same through a least-recently-used cache that starts a slot on a key's second use,
    /// as the fork-server did before.
    static func runLRU(_ keys: [Int], capacity: Int) -> (held: Int, given: Int) {
        var slots: [Int] = [], seen: Set<Int> = [], held = 0, given = 0
        for k in keys {
            if let i = slots.firstIndex(of: k) { slots.append(slots.remove(at: i)); held += 1; continue }
            guard !seen.insert(k).inserted else { continue }
            if slots.count >= capacity { slots.removeFirst() }
            slots.append(k); given += 1
        }
        return (held, given)
    }

    @Test func aCycleOfMoreKeysThanSlotsKeepsSlotsForSomeOfThem() {
        // Six keys in turn, ten times, four slots.
        let keys = Array(repeating: Array(0..<6), count: 10).flatMap { $0 }
        let lru = Self.runLRU(keys, capacity: 4)
        #expect(lru.held == 0, "an LRU evicts the key that comes back next")
        #expect(lru.given == 54, "and starts a template on every use after the first")
        let policy = Self.run(keys, capacity: 4)
        // The first four keys get the slots on their second use (cycle 2) and keep them: held
        // on each of their uses from cycle 3 on; the other two never come more often.
        #expect(policy.given == 4)
        #expect(policy.held == 4 * 8)
        #expect(Set(policy.slots) == [0, 1, 2, 3])
    }

    @Test func theKeysThatComeMostOftenKeepTheirSlots() {
        // Key 100 three times a round, key 200 twice, eight others once each; two slots.
        var keys: [Int] = []
        for round in 0..<12 {
            let others = (0..<8).map { round * 8 + $0 }
            keys += [100] + others[0..<3] + [200, 100] + others[3..<6] + [100, 200] + others[6...]
        }
        let policy = Self.run(keys, capacity: 2)
        #expect(Set(policy.slots) == [100, 200])
        #expect(policy.given == 2, "no once-only key ever displaces them")
        // Held on every use but each key's first two.
        #expect(policy.held == (3 * 12 - 2) + (2 * 12 - 2))
    }

    @Test func aKeyThatComesMoreOftenTakesTheSlotOfTheLeastUsed() {
        var policy = FrequencyPolicy<String>(capacity: 2)
        #expect(policy.use("a", held: []) == .without, "a key's first use gets no slot")
        #expect(policy.use("a", held: []) == .add)
        #expect(policy.use("b", held: ["a"]) == .without)
        #expect(policy.use("b", held: ["a"]) == .add)
        #expect(policy.use("a", held: ["a", "b"]) == .held(0))
        #expect(policy.use("c", held: ["b", "a"]) == .without)
        // c's second use ties b (2 uses): no more often, so no slot.
        #expect(policy.use("c", held: ["b", "a"]) == .without)
        // Its third passes b, the least used held key (a has 3 uses).
        #expect(policy.use("c", held: ["b", "a"]) == .replace(0))
        #expect(policy.uses(of: "c") == 3)
    }

    @Test func tiesGoToTheLeastRecentlyUsed() {
        var policy = FrequencyPolicy<String>(capacity: 2)
        for k in ["x", "x", "y", "y"] { _ = policy.use(k, held: []) }
        for _ in 0..<2 { _ = policy.use("z", held: ["y", "x"]) }
        // x and y have two uses each; y is listed first (least recently used).
        #expect(policy.use("z", held: ["y", "x"]) == .replace(0))
    }

    @Test func pastTheCountLimitOnlyTheHeldKeysKeepTheirCounts() {
        var policy = FrequencyPolicy<Int>(capacity: 1, countLimit: 3)
        for k in [1, 1, 1, 2, 2, 3] { _ = policy.use(k, held: k == 1 ? [] : [1]) }
        // Three keys counted; a fourth forgets all but the held key's.
        #expect(policy.use(4, held: [1]) == .without)
        #expect(policy.uses(of: 1) == 3)
        #expect(policy.uses(of: 2) == 0 && policy.uses(of: 3) == 0)
        #expect(policy.uses(of: 4) == 1)
    }
}
