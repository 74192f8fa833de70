/// A disjoint part of the case stream, `K/N`: the cases whose index `i` has `i mod N = K − 1`.
/// The N shards of one stream partition it; `1/1` is the whole stream.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    /// ≥ 1.
    public let count: Int

    /// The whole stream.
    public static let whole = Shard(checked: 1, 1)

    /// Shard `index` of `count`, or nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    private init(checked index: Int, _ count: Int) { self.index = index; self.count = count }

    /// `K/N`, e.g. `3/8`; nil when malformed or out of range.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    /// The stream index of this shard's `local`-th case (0-based).
    public func streamIndex(_ local: Int) -> Int { index - 1 + count * local }

    /// Whether stream index `i` belongs to this shard.
    public func contains(_ i: Int) -> Bool { i >= 0 && i % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}
