/// Which keys a cache of `capacity` slots holds when keys recur cyclically, as a fuzz stream's
/// build keys do: it counts the uses of every key and keeps the keys used most often. A key
/// gets a slot on its second use when one is free; when none is, it takes the slot of the held
/// key used least often (the least recently used of those) only if it was used more often than
/// that key — otherwise it goes without one.
///
/// A least-recently-used cache evicts, on a cycle of more keys than slots, exactly the key that
/// comes back next, so it never hits; this policy keeps `capacity` keys of the cycle and hits on
/// each of their uses (`TemplateCache`, whose slots are template processes: a slot given to a
/// key costs a scene build).
struct FrequencyPolicy<Key: Hashable> {
    /// Where a key's use goes.
    enum Placement: Equatable {
        /// Held already, at this index of the held keys.
        case held(Int)
        /// Not held and not to be: its first use, or used no more often than every held key.
        case without
        /// Into a free slot.
        case add
        /// Into the slot of the held key at this index (that key is given up).
        case replace(Int)
    }

    /// Slots (at least 1).
    let capacity: Int
    /// Distinct keys counted at most; past it every count is forgotten but the held keys'.
    let countLimit: Int
    private var counts: [Key: Int] = [:]

    init(capacity: Int, countLimit: Int = 4096) {
        self.capacity = max(1, capacity)
        self.countLimit = max(1, countLimit)
    }

    /// Uses of `key` counted so far.
    func uses(of key: Key) -> Int { counts[key, default: 0] }

    /// Counts one use of `key` and says where it goes, given the keys held now (least recently
    /// used first).
    /// - Complexity: O(`held.count`).
    mutating func use(_ key: Key, held: [Key]) -> Placement {
        if counts[key] == nil && counts.count >= countLimit {
            counts = Dictionary(uniqueKeysWithValues: Set(held).map { ($0, counts[$0, default: 0]) })
        }
        counts[key, default: 0] += 1
        if let i = held.firstIndex(of: key) { return .held(i) }
        let n = counts[key, default: 0]
        guard n >= 2 else { return .without }
        guard held.count >= capacity else { return .add }
        // The first of the least used is the least recently used of them.
        guard let victim = held.indices.min(by: { uses(of: held[$0]) < uses(of: held[$1]) }),
              n > uses(of: held[victim]) else { return .without }
        return .replace(victim)
    }
}
