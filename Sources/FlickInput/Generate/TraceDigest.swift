/// A stable 64-bit digest (FNV-1a) of a trace's text, to pin generated traces in tests.
public enum TraceDigest {
    /// FNV-1a over the UTF-8 of `TraceEncoding.text(header:frames:)`, as 16 hex digits.
    public static func hex(header: TraceHeader, frames: [InputFrame]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in TraceEncoding.text(header: header, frames: frames).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
