/// The set of rows a symbol occurs in. Small sets (most columns) are kept inline (up to two
/// members) or as a short unsorted list (up to `listLimit`), large ones in an open-addressing
/// hash table of symbol numbers with linear probing and a multiplicative hash.
///
/// Columns are updated on every cell that appears or vanishes, so this is the solver's
/// hottest structure; it avoids the seeded, general-purpose hashing of `Set` (which also
/// makes iteration order vary between processes). Iteration order here depends only on the
/// contents and the insertion history, so it is the same in every run; the solver's results
/// do not depend on it anyway (see `Solver`).
struct ColumnSet: Sequence {
    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2
    /// Members kept as a plain list before the set moves to a hash table: a linear scan of a
    /// few cache lines beats hashing, and a growing column never rehashes before this size
    /// (measured: small tables' rehashing was a fifth of the work of building a 1000-view
    /// layout).
    static let listLimit = 16

    private enum Storage: UInt8 { case inline, list, table }
    private var storage = Storage.inline
    /// Inline members (`empty` when unused).
    private var first: Int32 = ColumnSet.empty
    private var second: Int32 = ColumnSet.empty
    /// The list (members only) or the table (members, `empty` and `deleted` slots).
    private var slots: [Int32] = []
    /// Live members.
    private(set) var count = 0
    /// Table only: live members plus tombstones.
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
        switch storage {
        case .inline: return x >= 0 && (first == x || second == x)
        case .list: return slots.contains(x)
        case .table:
            let mask = slots.count - 1
            var i = Self.hash(x, mask)
            while true {
                let s = slots[i]
                if s == x { return true }
                if s == Self.empty { return false }
                i = (i + 1) & mask
            }
        }
    }

    /// Adds `x` (no effect when present). - Complexity: O(1) amortised.
    mutating func insert(_ x: Int32) {
        switch storage {
        case .inline:
            if first == x || second == x { return }
            if first == Self.empty { first = x; count += 1; return }
            if second == Self.empty { second = x; count += 1; return }
            storage = .list
            slots.reserveCapacity(8)
            slots.append(first)
            slots.append(second)
            first = Self.empty
            second = Self.empty
            slots.append(x)
            count = 3
        case .list:
            if slots.contains(x) { return }
            if slots.count < Self.listLimit {
                slots.append(x)
                count += 1
                return
            }
            let members = slots
            slots = []
            storage = .table
            rehash(members, minimumCapacity: (count + 1) * 4)
            tableInsert(x)
        case .table:
            tableInsert(x)
        }
    }

    /// Removes `x` (no effect when absent). - Complexity: O(1) expected.
    mutating func remove(_ x: Int32) {
        guard x >= 0 else { return }
        switch storage {
        case .inline:
            if first == x { first = Self.empty; count -= 1 } else if second == x { second = Self.empty; count -= 1 }
        case .list:
            guard let i = slots.firstIndex(of: x) else { return }
            slots.swapAt(i, slots.count - 1)
            slots.removeLast()
            count -= 1
            if count == 0 { slots = []; storage = .inline }
        case .table:
            let mask = slots.count - 1
            var i = Self.hash(x, mask)
            while true {
                let s = slots[i]
                if s == x {
                    slots[i] = Self.deleted
                    count -= 1
                    if count == 0 {
                        slots = []
                        used = 0
                        storage = .inline
                    }
                    return
                }
                if s == Self.empty { return }
                i = (i + 1) & mask
            }
        }
    }

    private mutating func tableInsert(_ x: Int32) {
        // At most half full, tombstones included; a rehash leaves it at most a quarter full,
        // so churn (insert after remove) does not rehash again at once.
        if (used + 1) * 2 > slots.count {
            let members = slots
            rehash(members, minimumCapacity: (count + 1) * 4)
        }
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

    /// Makes a new table of at least `minimumCapacity` slots holding the members (values ≥ 0)
    /// of `old`.
    private mutating func rehash(_ old: [Int32], minimumCapacity: Int) {
        var capacity = 64
        while capacity < minimumCapacity { capacity <<= 1 }
        slots = Array(repeating: Self.empty, count: capacity)
        used = 0
        count = 0
        for s in old where s >= 0 { tableInsert(s) }
    }

    struct Iterator: IteratorProtocol {
        let first: Int32
        let second: Int32
        let slots: [Int32]
        var index = -2
        mutating func next() -> Int32? {
            while index < 0 {
                let s = index == -2 ? first : second
                index += 1
                if s >= 0 { return s }
            }
            while index < slots.count {
                let s = slots[index]
                index += 1
                if s >= 0 { return s }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(first: first, second: second, slots: slots) }
}
