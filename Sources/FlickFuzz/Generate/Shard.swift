/// A disjoint part of the case stream, `K/N`: the cases whose index `i` has `i mod N = K − 1`.
/// The N shards of one stream partition it; `1/1` is the whole stream.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    /// ≥ 1.
    package let count: Int

    /// The whole stream.
    package static let whole = Shard(checked: 1, 1)

    /// Shard `index` of `count`, or nil unless 1 ≤ index ≤ count.
    package init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    private init(checked index: Int, _ count: Int) { self.index = index; self.count = count }

    /// `K/N`, e.g. `3/8`; nil when malformed or out of range.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    /// The stream index of this shard's `local`-th case (0-based).
    package func streamIndex(_ local: Int) -> Int { index - 1 + count * local }

    /// Whether stream index `i` belongs to this shard.
    package func contains(_ i: Int) -> Bool { i >= 0 && i % count == index - 1 }

    package var description: String { "\(index)/\(count)" }
}
