import Testing
@testable import FlickSim

@Suite("digests")
struct DigestTests {
    @Test func fnv1aMatchesTheReferenceVectors() {
        var h = StableHash()
        #expect(h.value == 0xcbf2_9ce4_8422_2325)
        // FNV-1a 64 of "a" is af63dc4c8601ec8c (the published test vector); combine(String)
        // appends the length, so hash the byte directly.
        h = StableHash()
        for b in "a".utf8 { h.combineByte(b) }
        #expect(h.value == 0xaf63_dc4c_8601_ec8c)
        h = StableHash()
        for b in "foobar".utf8 { h.combineByte(b) }
        #expect(h.value == 0x8594_4171_f739_67e8)
    }

    @Test func frameDigestIsPinnedAndIgnoresSubPixelNoise() {
        let f = [FrameSample(id: 0, x: 10, y: 20.5, width: 100, height: 44, alpha: 1),
                 FrameSample(id: 1, x: 0, y: 0, width: 393, height: 852, alpha: 0.5, rotation: 0.785398)]
        let d = FrameDigest.digest(f, scale: 3)
        #expect(hexDigest(d) == "5224bab00791c397")
        var g = f
        g[0].x += 1e-9
        g[1].y = -0.0
        #expect(FrameDigest.digest(g, scale: 3) == d)
        g[0].x += 1.0 / 3
        #expect(FrameDigest.digest(g, scale: 3) != d)
    }
}
