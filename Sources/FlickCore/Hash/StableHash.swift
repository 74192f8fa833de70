/// FNV-1a, 64 bits: a small hash whose value is the same on every machine, run and build
/// (unlike Swift's `Hasher`, which is seeded per process). Frame, run and trace digests,
/// coverage features and finding signatures are all this hash, shown as `hex`.
///
/// - Complexity: O(1) per byte.
public struct StableHash: Sendable, Hashable {
    /// FNV-1a 64 offset basis.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// FNV-1a 64 prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash so far.
    @inlinable
    public var value: UInt64 { state }
    /// `value`'s storage, visible to the inlined mixing functions: a digest mixes a few words
    /// per frame on every tick, and a call per word across modules cost the feed's replay a
    /// sixth of its digest work.
    @usableFromInline
    var state: UInt64

    @inlinable
    public init() { state = 0xcbf2_9ce4_8422_2325 }

    /// Resumes from a saved `value`.
    @inlinable
    public init(value: UInt64) { state = value }

    /// Mixes the 8 bytes of `word`, least significant first.
    @inlinable @inline(__always)
    public mutating func combine(_ word: UInt64) {
        // The prime as a literal: a cross-module read of `prime` would go through its accessor.
        var w = word, h = state
        for _ in 0..<8 {
            h = (h ^ (w & 0xff)) &* 0x0000_0100_0000_01b3
            w >>= 8
        }
        state = h
    }

    /// Mixes one byte.
    @inlinable @inline(__always)
    public mutating func combineByte(_ byte: UInt8) { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

    /// Mixes an integer (as its 64-bit two's complement).
    @inlinable @inline(__always)
    public mutating func combine(_ int: Int64) { combine(UInt64(bitPattern: int)) }

    /// Mixes the bytes of a string (UTF-8) and its length.
    public mutating func combine(_ s: String) {
        var n: UInt64 = 0
        for b in s.utf8 { state = (state ^ UInt64(b)) &* StableHash.prime; n += 1 }
        combine(n)
    }

    /// Mixes each byte of `bytes` in order (no length: the FNV-1a of exactly these bytes).
    package mutating func combineBytes<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        for b in bytes { combineByte(b) }
    }

    /// The value as 16 lowercase hex digits.
    public var hex: String { StableHash.hex(value) }

    /// `value` as 16 lowercase hex digits, zero-padded: the one text form of a digest.
    public static func hex(_ value: UInt64) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
