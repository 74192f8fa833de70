/// The set of rows a symbol occurs in: an open-addressing hash set of symbol numbers with
/// linear probing and a multiplicative hash.
///
/// Columns are updated on every cell that appears or vanishes, so this is the solver's
/// hottest structure; it avoids the seeded, general-purpose hashing of `Set` (which also
/// makes iteration order vary between processes). Iteration order here depends only on the
/// contents and the insertion history, so it is the same in every run; the solver's results
/// do not depend on it anyway (see `Solver`).
struct ColumnSet: Sequence {
    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2

    private var slots: [Int32] = []
    /// Live members.
    private(set) var count = 0
    /// Live members plus tombstones.
    private var used = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    /// Fibonacci hashing: the high bits of a 64-bit multiplicative hash, which spread
    /// consecutive row numbers evenly over the table.
    @inline(__always) private static func hash(_ x: Int32, _ mask: Int) -> Int {
        let h = UInt64(UInt32(bitPattern: x)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> 32) & mask
    }

    /// Whether `x` is a member. - Complexity: O(1) expected.
    func contains(_ x: Int32) -> Bool {
        guard !slots.isEmpty else { return false }
        let mask = slots.count - 1
        var i = Self.hash(x, mask)
        while true {
            let s = slots[i]
            if s == x { return true }
            if s == Self.empty { return false }
            i = (i + 1) & mask
        }
    }

    /// Adds `x` (no effect when present). - Complexity: O(1) amortised.
    mutating func insert(_ x: Int32) {
        // At most half full, tombstones included; a rehash leaves it at most a quarter full,
        // so churn (insert after remove) does not rehash again at once.
        if (used + 1) * 2 > slots.count { rehash(minimumCapacity: Swift.max(4, (count + 1) * 4)) }
        let mask = slots.count - 1
        var i = Self.hash(x, mask)
        var tombstone = -1
        while true {
            let s = slots[i]
            if s == x { return }
            if s == Self.empty { break }
            if s == Self.deleted && tombstone < 0 { tombstone = i }
            i = (i + 1) & mask
        }
        if tombstone >= 0 {
            slots[tombstone] = x
        } else {
            slots[i] = x
            used += 1
        }
        count += 1
    }

    /// Removes `x` (no effect when absent). - Complexity: O(1) expected.
    mutating func remove(_ x: Int32) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        var i = Self.hash(x, mask)
        while true {
            let s = slots[i]
            if s == x {
                slots[i] = Self.deleted
                count -= 1
                if count == 0 {
                    slots.removeAll()
                    used = 0
                }
                return
            }
            if s == Self.empty { return }
            i = (i + 1) & mask
        }
    }

    private mutating func rehash(minimumCapacity: Int) {
        var capacity = 4
        while capacity < minimumCapacity { capacity <<= 1 }
        let old = slots
        slots = Array(repeating: Self.empty, count: capacity)
        used = 0
        count = 0
        for s in old where s >= 0 { insert(s) }
    }

    struct Iterator: IteratorProtocol {
        let slots: [Int32]
        var index = 0
        mutating func next() -> Int32? {
            while index < slots.count {
                let s = slots[index]
                index += 1
                if s >= 0 { return s }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }
}
