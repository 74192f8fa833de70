import FlickCore
import Testing
import Foundation
@testable import FlickInput

@Suite("Gesture generators")
struct GeneratorTests {
    @Test func splitMix64MatchesTheReferenceSequence() {
        var r = SeededRandom(seed: 1_234_567)
        #expect((0..<5).map { _ in r.next() } == [6457827717110365317, 3203168211198807973, 9817491932198370423,
                                                   4593380528125082431, 16408922859458223821])
        var u = SeededRandom(seed: 9)
        for _ in 0..<1000 {
            let x = u.unit(); #expect(x >= 0 && x < 1)
            let k = u.int(in: -3...4); #expect(k >= -3 && k <= 4)
        }
    }

    @Test func stableSineMatchesLibm() {
        var x = -50.0
        while x < 50 {
            #expect(abs(StableMath.sin(x) - Foundation.sin(x)) < 1e-12)
            #expect(abs(StableMath.cos(x) - Foundation.cos(x)) < 1e-12)
            x += 0.0137
        }
    }

    @Test(arguments: GestureKind.allCases)
    func everyKindMakesValidTracesForManySeeds(kind: GestureKind) throws {
        for seed in UInt64(0)..<40 {
            var g = GestureGenerator(seed: seed, screen: .phone)
            let frames = g.frames(for: [kind, kind])
            var validator = TouchPhaseValidator()
            var previous: Int64 = -1
            for frame in frames {
                #expect(frame.timestamp > previous)
                previous = frame.timestamp
                for event in frame.touches {
                    #expect(event.timestamp == frame.timestamp)
                    let problem = validator.accept(event)
                    #expect(problem == nil, "seed \(seed) \(kind): \(String(describing: problem))")
                }
            }
            #expect(validator.activeTouches.isEmpty, "every touch ends")
            var summary = TraceSummary()
            for f in frames { summary.add(f) }
            switch kind {
            case .tap, .longPress, .drag, .curve, .fling, .edgeSwipe, .tremor, .interrupted, .highRate, .longPause, .offscreen:
                #expect(summary.contacts == 2 && summary.maxSimultaneous == 1)
            case .doubleTap: #expect(summary.contacts == 4 && summary.maxSimultaneous == 1)
            case .pinch, .rotate: #expect(summary.contacts == 4 && summary.maxSimultaneous == 2)
            case .swipe: #expect((4...8).contains(summary.contacts) && (2...4).contains(summary.maxSimultaneous))
            case .multiFingerTap, .multiFingerDrag: #expect((4...8).contains(summary.contacts) && (2...4).contains(summary.maxSimultaneous))
            case .palm: #expect(summary.maxSimultaneous >= 6)
            case .burst: #expect(frames.count == 6 && frames[0].touches.count >= 5)
            }
        }
    }

    @Test func kindsHaveTheirCharacter() {
        var g = GestureGenerator(seed: 3, screen: .phone)
        let interrupted = g.frames(for: [.interrupted])
        #expect(interrupted.last!.touches[0].phase == .cancel)
        let high = g.frames(for: [.highRate])
        #expect(high[1].timestamp - high[0].timestamp == 1_000_000)
        let pause = g.frames(for: [.longPause])
        #expect(pause[1].timestamp - pause[0].timestamp >= 5_000_000_000)
        let off = g.frames(for: [.offscreen])
        let last = off.last!.touches[0]
        #expect(last.x < 0 || last.y < 0 || last.x > 390 || last.y > 844)
        let edge = g.frames(for: [.edgeSwipe])[0].touches[0]
        #expect(edge.x <= 3 || edge.y <= 3 || edge.x >= 387 || edge.y >= 841)
        let palm = g.frames(for: [.palm])
        #expect(palm.allSatisfy { $0.touches.allSatisfy { ($0.major ?? 0) >= 25 } })
        // A fling is still fast when it lifts: the last step is the longest.
        let fling = g.frames(for: [.fling]).map { $0.touches[0] }
        func step(_ i: Int) -> Double { ((fling[i].x - fling[i - 1].x) * (fling[i].x - fling[i - 1].x) + (fling[i].y - fling[i - 1].y) * (fling[i].y - fling[i - 1].y)).squareRoot() }
        #expect(step(fling.count - 2) > step(1))
    }

    @Test func sequencesContinueIdsAndTime() {
        var g = GestureGenerator(seed: 11, screen: .phone)
        let frames = g.frames(for: [.tap, .pinch, .tap])
        let ids = frames.flatMap { $0.touches.filter { $0.phase == .down }.map(\.id) }
        #expect(ids == [1, 2, 3, 4])
    }

    /// Pinned digests: a change here means generated traces changed for everyone's seeds.
    @Test(arguments: [
        (UInt64(0), "c008c74f4ae01c8f"),
        (UInt64(42), "5d8b54b82513388f"),
        (UInt64(0xDEADBEEF), "981871b1f2d101a8"),
    ])
    func digestsArePinned(seed: UInt64, digest: String) {
        var g = GestureGenerator(seed: seed, screen: .phone)
        let frames = g.randomFrames(count: 20)
        let header = TraceHeader(screen: .phone, source: "test")
        #expect(TraceDigest.hex(header: header, frames: frames) == digest)
        var again = GestureGenerator(seed: seed, screen: .phone)
        #expect(again.randomFrames(count: 20) == frames)
    }
}
