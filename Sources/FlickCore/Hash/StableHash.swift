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

    public private(set) var value: UInt64 = StableHash.offsetBasis

    public init() {}

    /// Resumes from a saved `value`.
    public init(value: UInt64) { self.value = value }

    /// Mixes the 8 bytes of `word`, least significant first.
    @inline(__always)
    public mutating func combine(_ word: UInt64) {
        var w = word
        for _ in 0..<8 {
            value = (value ^ (w & 0xff)) &* StableHash.prime
            w >>= 8
        }
    }

    /// Mixes one byte.
    @inline(__always)
    public mutating func combineByte(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* StableHash.prime }

    /// Mixes an integer (as its 64-bit two's complement).
    @inline(__always)
    public mutating func combine(_ int: Int64) { combine(UInt64(bitPattern: int)) }

    /// Mixes the bytes of a string (UTF-8) and its length.
    public mutating func combine(_ s: String) {
        var n: UInt64 = 0
        for b in s.utf8 { value = (value ^ UInt64(b)) &* StableHash.prime; n += 1 }
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
