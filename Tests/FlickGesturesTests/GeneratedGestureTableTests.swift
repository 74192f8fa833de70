import FlickInput
import Testing
@testable import FlickGestures

/// Every generated gesture kind, over many seeds, reads in the `flick gestures` timeline as
/// the gesture it is: kind and finger count.
///
/// The rule for kinds that are legitimately two things: the timeline's swipes recognize
/// simultaneously with its pans (as UIKit's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`
/// lets them), so a drag that is fast enough is a pan *and* may also be a swipe of the same
/// finger count — and a swipe is always also a pan. A palm (six or more contacts) is no
/// standard gesture. A burst's fingers move together, so it reads as at most one gesture of
/// all its fingers (a pan, or a tap when they moved less than the pan's hysteresis).
@Suite struct GeneratedGestureTableTests {
    static let seeds: ClosedRange<UInt64> = 1...50

    /// What the timeline must show for one generated gesture of `fingers` fingers.
    enum Expected {
        /// Exactly these (kind, touches) pairs, in order.
        case exactly([(TimelineEntry.Kind, Int)])
        /// One `kind` of `fingers`, and possibly a swipe of the same fingers.
        case maybeSwipe(TimelineEntry.Kind)
        /// A swipe and a pan, both of `fingers`.
        case swipeAndPan
        /// Nothing.
        case nothing
        /// Nothing, or one pan or tap of `fingers`.
        case allFingersOrNothing
    }

    static func expected(_ kind: GestureKind, fingers n: Int) -> Expected {
        switch kind {
        case .tap: return .exactly([(.tap, 1)])
        case .doubleTap: return .exactly([(.tap, 1), (.tap, 1)])
        case .longPress, .tremor, .longPause: return .exactly([(.longPress, 1)])
        case .drag, .curve, .fling, .highRate, .offscreen, .interrupted: return .maybeSwipe(.pan)
        case .edgeSwipe: return .maybeSwipe(.edgePan)
        case .pinch: return .exactly([(.pinch, 2)])
        case .rotate: return .exactly([(.rotation, 2)])
        case .swipe: return .swipeAndPan
        case .multiFingerTap: return .exactly([(.tap, n)])
        case .multiFingerDrag: return .maybeSwipe(.pan)
        case .palm: return .nothing
        case .burst: return .allFingersOrNothing
        }
    }

    @Test(arguments: GestureKind.allCases)
    func everyGeneratedKindReadsAsItself(kind: GestureKind) {
        var failures: [String] = []
        for seed in Self.seeds {
            var generator = GestureGenerator(seed: seed, screen: .phone)
            let strokes = generator.strokes(kind, at: 0)
            let frames = StrokeMerger.frames(strokes, firstID: 1)
            let timeline = GestureTimeline(width: 390, height: 844)
            for frame in frames { timeline.process(frame) }
            timeline.finish(at: (frames.last?.timestamp ?? 0) + 2_000_000_000)
            let got = timeline.entries.map { ($0.kind, $0.touches) }
            let n = kind == .doubleTap ? 1 : strokes.count
            let ok: Bool
            switch Self.expected(kind, fingers: n) {
            case .exactly(let want):
                ok = got.map(\.0) == want.map(\.0) && got.map(\.1) == want.map(\.1)
                if kind == .doubleTap, ok { failuresIfNotDouble(timeline.entries, seed, &failures) }
            case .maybeSwipe(let main):
                let mains = got.filter { $0.0 == main }, swipes = got.filter { $0.0 == .swipe }
                ok = mains.count == 1 && mains[0].1 == n && swipes.count <= 1 && swipes.allSatisfy { $0.1 == n }
                    && mains.count + swipes.count == got.count
            case .swipeAndPan:
                ok = got.count == 2 && Set(got.map(\.0)) == [.swipe, .pan] && got.allSatisfy { $0.1 == n }
            case .nothing:
                ok = got.isEmpty
            case .allFingersOrNothing:
                ok = got.isEmpty || (got.count == 1 && [.pan, .tap].contains(got[0].0) && got[0].1 == n)
            }
            if !ok { failures.append("seed \(seed), \(n) finger(s): \(timeline.entries.map(\.text))") }
        }
        #expect(failures.isEmpty, "\(kind.rawValue):\n\(failures.joined(separator: "\n"))")
    }

    private func failuresIfNotDouble(_ entries: [TimelineEntry], _ seed: UInt64, _ failures: inout [String]) {
        if entries.map(\.count) != [1, 2] { failures.append("seed \(seed): tap counts \(entries.map(\.count))") }
    }

    /// The generators' hands: nearest fingers 12–20 mm apart (65–130 pt at 163 pt per inch,
    /// allowing the ±2 mm row offset), landing within 25 ms and lifting within 30 ms; the line
    /// between two swiping fingers turns less than 0.1 rad (the old generator shifted each
    /// finger's whole path by its landing delay and turned it by up to a radian).
    @Test func multiFingerSwipesAreOneHand() {
        for seed in Self.seeds {
            var generator = GestureGenerator(seed: seed, screen: .phone)
            let strokes = generator.strokes(.swipe, at: 0)
            let first = strokes.map { $0.samples[0] }
            for (i, a) in first.enumerated() {
                let nearest = first.enumerated().filter { $0.offset != i }
                    .map { (($0.element.x - a.x) * ($0.element.x - a.x) + ($0.element.y - a.y) * ($0.element.y - a.y)).squareRoot() }.min()!
                #expect(nearest >= 60 && nearest <= 140, "seed \(seed): nearest finger \(nearest) pt")
            }
            #expect(strokes.map(\.start).max()! - strokes.map(\.start).min()! <= 25_000_000)
            #expect(strokes.map(\.finish).max()! - strokes.map(\.finish).min()! <= 30_000_000)
            // The line between fingers 1 and 2 over the frames both are down.
            let a = strokes[0].samples, b = strokes[1].samples
            var angles: [Double] = []
            for s in a { if let t = b.first(where: { $0.time == s.time }) { angles.append(atan2(t.y - s.y, t.x - s.x)) } }
            if let lo = angles.min(), let hi = angles.max() { #expect(hi - lo < 0.1, "seed \(seed): turned \(hi - lo) rad") }
        }
    }
}

import Foundation
