/// Where a case came from: the campaign seed and its index in the stream.
public struct CaseOrigin: Sendable, Hashable {
    public var seed: UInt64
    public var index: Int
    public init(seed: UInt64, index: Int) { self.seed = seed; self.index = index }
}
