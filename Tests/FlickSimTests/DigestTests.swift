import FlickCore
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
        #expect(StableHash.hex(d) == "5224bab00791c397")
        var g = f
        g[0].x += 1e-9
        g[1].y = -0.0
        #expect(FrameDigest.digest(g, scale: 3) == d)
        g[0].x += 1.0 / 3
        #expect(FrameDigest.digest(g, scale: 3) != d)
    }

    @Test func incrementalDigesterMatchesTheFullDigestTickAfterTick() {
        // A deterministic walk of edits: unchanged ticks, a change late or early in the list,
        // a changed count, NaN, ±0 and a scale change; every tick must equal the full digest.
        var digester = FrameDigester()
        var frames = (0..<40).map { i in FrameSample(id: Int32(i), x: 0, y: Double(i) * 64, width: 393, height: 63) }
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        for tick in 0..<300 {
            switch next() % 7 {
            case 0: break
            case 1: frames[frames.count - 1].y += 1
            case 2: if !frames.isEmpty { frames[next() % frames.count].alpha = Double(next() % 1000) / 1000 }
            case 3: frames.append(FrameSample(id: Int32(100 + tick), x: 1, y: 2, width: 3, height: 4))
            case 4: if frames.count > 1 { frames.removeLast() }
            case 5: if !frames.isEmpty { frames[next() % frames.count].x = tick % 2 == 0 ? .nan : -0.0 }
            default: for i in frames.indices { frames[i].y -= 0.5 }
            }
            let scale = tick % 50 == 49 ? 2.0 : 3.0
            #expect(digester.digest(frames, scale: scale) == FrameDigest.digest(frames, scale: scale), "tick \(tick)")
        }
    }

    /// The digest's rounding equals `rounded()` (ties away from zero) bit for bit, zeros aside
    /// (both map to one pattern): halves, neighbours of halves, the 2⁵² boundary, huge values,
    /// NaN, infinities and random values over many magnitudes.
    @Test func fastRoundingEqualsRoundedBitForBit() {
        var xs: [Double] = [0, -0.0, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                            .leastNonzeroMagnitude, 4_503_599_627_370_496, -4_503_599_627_370_496, 9_007_199_254_740_992.nextUp]
        for k in -2000...2000 {
            let h = Double(k) + 0.5
            xs += [h, h.nextUp, h.nextDown, Double(k), Double(k).nextUp, Double(k).nextDown]
        }
        for e in -60...62 {
            let b = Double(sign: .plus, exponent: e, significand: 1)
            xs += [b, -b, b.nextUp, b.nextDown, b + 0.5, b - 0.5, (b + 0.5).nextDown, (b - 0.5).nextUp]
        }
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            xs.append(Double(bitPattern: state))
        }
        for x in xs {
            let fast = FrameDigest.roundHalfAwayFromZero(x), slow = x.rounded()
            let same = fast.bitPattern == slow.bitPattern || (fast == 0 && slow == 0) || (fast.isNaN && slow.isNaN)
            #expect(same, "\(x): \(fast) vs \(slow)")
        }
    }
}
