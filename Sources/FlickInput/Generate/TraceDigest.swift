import FlickCore

/// A stable 64-bit digest (FNV-1a) of a trace's text, to pin generated traces in tests.
public enum TraceDigest {
    /// `StableHash` over the bytes of the UTF-8 of `TraceEncoding.text(header:frames:)` (no
    /// length mixed in), as 16 hex digits.
    public static func hex(header: TraceHeader, frames: [InputFrame]) -> String {
        var hash = StableHash()
        hash.combineBytes(TraceEncoding.text(header: header, frames: frames).utf8)
        return hash.hex
    }
}
