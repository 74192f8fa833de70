import FlickCore

/// The digest of one tick's frames: FNV-1a 64 over each frame's id and the bit patterns of its
/// numbers rounded to the pixel grid (position and size to 1/scale pt, alpha to 1/1000,
/// rotation to 1/10000 rad), in the order the scene listed them.
///
/// Rounding first makes the digest insensitive to the last bits of arithmetic while still
/// changing whenever anything visible moves by a pixel; the same trace and scene give the same
/// digests across runs and in debug and release builds.
public enum FrameDigest {
    /// - Complexity: O(frames).
    public static func digest(_ frames: [FrameSample], scale: Double) -> UInt64 {
        var h = FlickCore.StableHash()
        let s = scale > 0 && scale.isFinite ? scale : 1
        h.combine(Int64(frames.count))
        for f in frames { combine(f, scale: s, into: &h) }
        return h.value
    }

    /// The digest of one tick's frames with each view identified by `identity(id)` instead of
    /// its frame id, otherwise as `digest(_:scale:)`.
    ///
    /// Frame ids are handed out in the order views first appear on screen, so two runs that
    /// show the same frames after revealing views in another order (a drag sampled at 120 Hz
    /// shows a position between two moves that 60 Hz never shows) give different
    /// `digest(_:scale:)`s. With an identity that depends only on the view (its name, see
    /// `Scene.frameName(_:)`), the digest depends only on what is shown: the cross-rate
    /// determinism oracle compares runs at two rates with it.
    /// - Complexity: O(frames), plus the calls to `identity`.
    public static func digest(_ frames: [FrameSample], scale: Double, identity: (Int32) -> UInt64) -> UInt64 {
        var h = FlickCore.StableHash()
        let s = scale > 0 && scale.isFinite ? scale : 1
        h.combine(Int64(frames.count))
        for f in frames {
            h.combine(identity(f.id))
            combineValues(f, scale: s, into: &h)
        }
        return h.value
    }

    /// Mixes one frame's numbers, without its id (`scale` already checked).
    @inline(__always)
    static func combineValues(_ f: FrameSample, scale s: Double, into h: inout FlickCore.StableHash) {
        h.combine(bits(round(f.x, s)))
        h.combine(bits(round(f.y, s)))
        h.combine(bits(round(f.width, s)))
        h.combine(bits(round(f.height, s)))
        h.combine(bits(round(f.alpha, 1000)))
        h.combine(bits(round(f.rotation, 10000)))
    }

    /// Mixes one frame (`scale` already checked).
    @inline(__always)
    static func combine(_ f: FrameSample, scale s: Double, into h: inout FlickCore.StableHash) {
        h.combine(Int64(f.id))
        h.combine(bits(round(f.x, s)))
        h.combine(bits(round(f.y, s)))
        h.combine(bits(round(f.width, s)))
        h.combine(bits(round(f.height, s)))
        h.combine(bits(round(f.alpha, 1000)))
        h.combine(bits(round(f.rotation, 10000)))
    }

    /// The run digest: FNV-1a 64 over every tick's digest in order.
    public static func combine(_ tickDigests: [UInt64]) -> UInt64 {
        var h = FlickCore.StableHash()
        for d in tickDigests { h.combine(d) }
        return h.value
    }

    @inline(__always)
    static func round(_ v: Double, _ grid: Double) -> Double { roundHalfAwayFromZero(v * grid) / grid }

    /// `x.rounded()` (to nearest, ties away from zero, as C's `round`), bit for bit, without a
    /// call into the math library: below 2⁵² in magnitude the integer part is exact through
    /// `Int64`, and so is the fraction `x − trunc(x)`; above, every double is an integer
    /// (NaN and infinities come back unchanged, as from `round`). Only the sign of a zero
    /// result may differ (−0.5 < x < 0 gives +0 where `round` gives −0), which the digest does
    /// not see (`bits` maps both zeros to one pattern).
    @inline(__always)
    static func roundHalfAwayFromZero(_ x: Double) -> Double {
        guard abs(x) < 4_503_599_627_370_496 else { return x }
        let t = Double(Int64(x))
        let f = x - t
        if f >= 0.5 { return t + 1 }
        if f <= -0.5 { return t - 1 }
        return t
    }

    /// The bit pattern, with -0 as +0 and every NaN as one pattern.
    @inline(__always)
    static func bits(_ v: Double) -> UInt64 {
        if v.isNaN { return 0x7ff8_0000_0000_0000 }
        return v == 0 ? 0 : v.bitPattern
    }
}

/// `FrameDigest.digest` for a run of ticks, reusing the previous tick's work: the hash state
/// after each frame is kept, so a tick whose first k frames equal the previous tick's (same
/// count, same ids and values) hashes only the frames after them. The result is exactly
/// `FrameDigest.digest(frames, scale:)`; equal values give equal rounded bits (±0 both hash
/// as 0), and a NaN never compares equal, so it is always rehashed.
/// - Complexity: O(frames) comparisons plus hashing of the frames from the first change on.
public struct FrameDigester: Sendable {
    private var previous: [FrameSample] = []
    /// states[i]: the hash after the count and the first i frames of `previous`.
    private var states: [UInt64] = []
    private var previousScale = Double.nan

    public init() {}

    public mutating func digest(_ frames: [FrameSample], scale: Double) -> UInt64 {
        let s = scale > 0 && scale.isFinite ? scale : 1
        var same = 0
        if frames.count == previous.count && s == previousScale && !states.isEmpty {
            frames.withUnsafeBufferPointer { now in
                previous.withUnsafeBufferPointer { before in
                    while same < now.count && now[same] == before[same] { same += 1 }
                }
            }
        } else {
            var h = FlickCore.StableHash()
            h.combine(Int64(frames.count))
            states.removeAll(keepingCapacity: true)
            states.append(h.value)
            previousScale = s
        }
        if same == frames.count { return states[same] }
        states.removeSubrange((same + 1)...)
        var h = FlickCore.StableHash(value: states[same])
        for i in same..<frames.count {
            FrameDigest.combine(frames[i], scale: s, into: &h)
            states.append(h.value)
        }
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: frames)
        return h.value
    }
}
