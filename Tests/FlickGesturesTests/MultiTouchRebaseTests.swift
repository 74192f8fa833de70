import FlickCore
import Foundation
import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

/// Fingers landing and lifting move nothing: the reference point of every multi-touch
/// recognizer is re-based when a touch is added or removed.
///
/// UIKit: `translation(in:)` is "the translation of the pan gesture in the coordinate system
/// of the specified view" (developer.apple.com/documentation/uikit/uipangesturerecognizer/
/// translation(in:)) — the fingers' motion; a finger that lands or lifts has not moved.
/// `UITapGestureRecognizer.numberOfTouchesRequired` (…/uitapgesturerecognizer/
/// numberoftouchesrequired) makes an N-finger tap a tap, and its `location(in:)` for a
/// multi-touch gesture is the centroid of the touches (…/uigesturerecognizer/location(in:)).
@Suite struct MultiTouchRebaseTests {
    // MARK: Pan

    /// Finger 2 lands 12 ms after finger 1, 60 pt to its right, in the same frame as a move of
    /// finger 1, and lifts in the same frame as another: each frame finger 1 moves 2 pt right.
    @Test func panTranslationIsTheFingersMotionNotTheCentroidJump() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        var s = Script()
        s.down(1, 150, 400, at: 0)
        s.move(1, 152, 400, at: 8)
        s.move(1, 154, 400, at: 12); s.down(2, 210, 405, at: 12)
        s.move(1, 156, 400, at: 20); s.move(2, 212, 405, at: 20)
        s.move(1, 158, 400, at: 28); s.up(2, 212, 405, at: 28)
        s.run(router)
        // Every frame: the touches down before and after it moved 2 pt right, nothing else.
        #expect(pan.translation(in: nil) == Point(x: 8, y: 0))
        #expect(pan.state == .possible)        // 8 pt < 10 pt hysteresis: no pan yet
        let v = pan.velocity(in: nil)
        #expect(v.x > 0 && abs(v.y) < 1e-9)  // no spike backwards when finger 2 lifts
    }

    /// A finger landing while the pan runs neither moves the content nor flips the velocity.
    @Test func fingerLandingDuringAPanMovesNothing() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        var translations: [Point] = []
        pan.addTarget { r in translations.append((r as! PanGestureRecognizer).translation(in: nil)) }
        var s = Script()
        s.down(1, 100, 400, at: 0)
        for i in 1...10 { s.move(1, 100, 400 + 3 * Double(i), at: 8 * Double(i)) }
        s.down(2, 180, 300, at: 88); s.move(1, 100, 433, at: 88)
        for i in 1...5 { s.move(1, 100, 433 + 3 * Double(i), at: 88 + 8 * Double(i)); s.move(2, 180, 300 + 3 * Double(i), at: 88 + 8 * Double(i)) }
        s.up(1, 100, 448, at: 136); s.move(2, 180, 318, at: 136)
        s.up(2, 180, 318, at: 144)
        s.run(router)
        // 11 moves of finger 1, then 5 of both, then 1 of finger 2: 3 pt each.
        #expect(translations.last == Point(x: 0, y: 51))
        let steps = zip(translations, translations.dropFirst()).map { $1.y - $0.y }
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= 3 + 1e-9 }, "\(steps)")
        #expect(translations.allSatisfy { $0.x == 0 })
    }

    /// One finger: the translation is bit for bit what it was before the re-basing (the
    /// scene digests of one-finger traces do not change).
    @Test func oneFingerTranslationIsTheTouchDisplacement() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        var s = Script()
        s.drag(1, from: (100.125, 200.5), to: (160.75, 290.375), start: 0, duration: 100, steps: 7, lift: false)
        s.run(router)
        var x = 0.0, y = 0.0, px = 100.125, py = 200.5
        for i in 1...7 {
            let f = Double(i) / 7
            let nx = 100.125 + (160.75 - 100.125) * f, ny = 200.5 + (290.375 - 200.5) * f
            x += nx - px; y += ny - py; px = nx; py = ny
        }
        #expect(pan.translation(in: nil) == Point(x: x, y: y))
    }

    // MARK: Timeline: N-finger taps

    /// An N-finger tap as a protocol-A touchscreen reports it: every frame (every 8 ms)
    /// re-reports every finger down, so a finger lands and lifts in frames where the others
    /// move; fingers land up to 12 ms and 60 pt apart, each moves under 6 pt, all lift within
    /// 120 ms.
    static func fingerTap(_ n: Int, seed: UInt64) -> Script {
        var random = SeededRandom(seed: seed)
        let land = (0..<n).map { f in f == 0 ? 0.0 : Double(random.int(in: 1...12)) }
        let lift = (0..<n).map { _ in 70 + Double(random.int(in: 0...40)) }
        let home = (0..<n).map { f in (90 + 60 * Double(f), 400 + random.double(in: -20...20)) }
        let drift = (0..<n).map { _ in (random.double(in: -4...4), random.double(in: -4...4)) }
        func at(_ f: Int, _ t: Double) -> (Double, Double) {
            let k = min((t - land[f]) / 60, 1)
            return (home[f].0 + drift[f].0 * k, home[f].1 + drift[f].1 * k)
        }
        var events: [(t: Double, f: Int, phase: TouchPhase)] = []
        for f in 0..<n {
            events.append((land[f], f, .down))
            for t in stride(from: 0.0, through: 124, by: 4) where t > land[f] && t < lift[f] { events.append((t, f, .move)) }
            events.append((lift[f], f, .up))
        }
        events.sort { ($0.t, $0.f) < ($1.t, $1.f) }
        var s = Script()
        for e in events {
            let (x, y) = at(e.f, e.t)
            s.add(e.f + 1, e.phase, x, y, at: e.t)
        }
        return s
    }

    static func timeline(_ s: Script) -> [TimelineEntry] {
        let timeline = GestureTimeline(width: 390, height: 844)
        for frame in s.frames { timeline.process(frame) }
        timeline.finish(at: (s.frames.last?.timestamp ?? 0) + 1_000_000_000)
        return timeline.entries
    }

    @Test(arguments: [2, 3, 4])
    func staggeredMultiFingerTapIsATapWithItsFingerCount(fingers: Int) {
        for seed in 1...20 as ClosedRange<UInt64> {
            let s = Self.fingerTap(fingers, seed: seed)
            let entries = Self.timeline(s)
            #expect(entries.map(\.kind) == [.tap], "seed \(seed): \(entries.map(\.text))")
            #expect(entries.first?.touches == fingers, "seed \(seed)")
            // UIKit: location(in:) of a multi-touch gesture is the centroid of its touches.
            let downs = s.frames.flatMap(\.touches).filter { $0.phase == .down }
            let cx = downs.map(\.x).reduce(0, +) / Double(downs.count)
            #expect(abs((entries.first?.location.x ?? 0) - cx) < 1e-9)
        }
    }

    /// The same taps through the protocol-A importer (anonymous contacts between
    /// `SYN_MT_REPORT`s, matched by distance), as an N-Trig screen reports them.
    @Test(arguments: [2, 3, 4])
    func protocolARecordingOfAMultiFingerTapIsATap(fingers: Int) throws {
        let description = """
        # EVEMU 1.2
        N: Synthetic protocol-A touchscreen
        I: 0003 1b96 0001 0000
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 01 73 00
        A: 00 0 9600 0 0
        A: 01 0 7200 0 0
        A: 30 0 9600 0 0
        A: 31 0 7200 0 0
        A: 35 0 9600 0 0
        A: 36 0 7200 0 0

        """
        var events = ""
        let s = Self.fingerTap(fingers, seed: 7)
        // Replay the script's per-finger state as full protocol-A frames: every contact down,
        // in device units (9600 × 7200 fitted to 390 × 844 pt: 9600 / 390 units per point).
        var down: [Int: (Double, Double)] = [:]
        let unitsPerPoint = 9600.0 / 390
        for frame in s.frames {
            for e in frame.touches { if e.phase == .up { down[e.id] = nil } else { down[e.id] = (e.x, e.y) } }
            let t = String(format: "%.6f", 100 + Double(frame.timestamp) / 1e9)
            for id in down.keys.sorted() {
                let (x, y) = down[id]!
                events += "E: \(t) 0003 0035 \(Int((x * unitsPerPoint).rounded()))\n"
                events += "E: \(t) 0003 0036 \(Int(((y - 422) * unitsPerPoint + 3600).rounded()))\n"
                events += "E: \(t) 0000 0002 0\n"
            }
            if down.isEmpty { events += "E: \(t) 0000 0002 0\n" }
            events += "E: \(t) 0000 0000 0\n"
        }
        let path = Fixtures.temporary("tap.events", description + events)
        let frames = try EvemuSource(path: path).readAll()
        let timeline = GestureTimeline(width: 390, height: 844)
        for frame in frames { timeline.process(frame) }
        timeline.finish(at: (frames.last?.timestamp ?? 0) + 1_000_000_000)
        #expect(timeline.entries.map(\.kind) == [.tap], "\(timeline.entries.map(\.text))")
        #expect(timeline.entries.first?.touches == fingers)
    }

    // MARK: Real recordings

    /// In every real touchscreen recording, the pan's translation along each axis is no
    /// larger than the farthest any one finger travelled along it: the centroid of fingers
    /// that move together cannot outrun them. (Before the re-basing, EP0430M09's two-finger
    /// scroll read 59 pt sideways and 2208 pt/s from a finger lifting.)
    @Test(arguments: ["Atmel maXTouch Touchscreen.4-finger-drag-down.events", "EP0430M09.2-finger-scroll-down.events",
                      "EP0430M09.4-finger-drag-down.events", "Atmel maXTouch Touchscreen.2-fingers-touch-release.events",
                      "N-Trig MultiTouch.2-fingers-touch-release.events"])
    func panNeverOutrunsTheFingers(file: String) throws {
        let frames = try EvemuSource(path: Fixtures.recording("touchscreens/" + file)).readAll()
        var last: [Int: TouchEvent] = [:]
        var path: [Int: (x: Double, y: Double)] = [:]
        for e in frames.flatMap(\.touches) {
            if let p = last[e.id], e.phase != .down {
                path[e.id, default: (0, 0)].x += abs(e.x - p.x)
                path[e.id, default: (0, 0)].y += abs(e.y - p.y)
            }
            last[e.id] = e.phase.isEnd ? nil : e
        }
        let maxX = path.values.map(\.x).max() ?? 0, maxY = path.values.map(\.y).max() ?? 0
        let timeline = GestureTimeline(width: 390, height: 844)
        for frame in frames { timeline.process(frame) }
        timeline.finish(at: (frames.last?.timestamp ?? 0) + 1_000_000_000)
        for entry in timeline.entries {
            guard let t = entry.translation else { continue }
            #expect(abs(t.x) <= maxX + 1e-6 && abs(t.y) <= maxY + 1e-6, "\(entry.text); fingers travelled ≤ (\(maxX), \(maxY))")
        }
    }

    // MARK: Pinch, rotation, swipe

    /// The second finger of a pinch lands 12 ms late, while the first moves: the scale counts
    /// from the moment both are down (UIPinchGestureRecognizer: "the scale factor relative to
    /// the points of the two touches in screen coordinates", 1 at the start); a third finger
    /// landing before the pinch begins fails it (two touches), and one lifting leaves the
    /// scale where it was.
    @Test func pinchAndRotationStartWhenTheSecondFingerLands() {
        let (window, router) = makeWindow()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate; rotation.delegate = delegate
        router.attach(pinch, to: window); router.attach(rotation, to: window)
        var s = Script()
        s.down(1, 150, 400, at: 0)
        s.move(1, 140, 390, at: 8)
        s.move(1, 130, 380, at: 12); s.down(2, 250, 400, at: 12)
        s.run(router)
        #expect(pinch.scale == 1 && rotation.rotation == 0)
        var t = Script()
        for i in 1...5 { t.move(1, 130 - 4 * Double(i), 380, at: 12 + 8 * Double(i)); t.move(2, 250 + 4 * Double(i), 400, at: 12 + 8 * Double(i)) }
        t.up(2, 270, 400, at: 60); t.move(1, 100, 380, at: 60)
        t.run(router)
        let span0 = hypot(250 - 130.0, 400 - 380.0), span = hypot(270 - 110.0, 400 - 380.0)
        #expect(abs(pinch.scale - span / span0) < 1e-12)
    }

    /// Two fingers 60 pt apart jittering 5 pt each in opposite directions turn the line between
    /// them 0.15 rad and lengthen it by 8.7 pt: a two-finger tap, neither a
    /// rotation nor a pinch (each finger must travel 8 pt along its arc, and the span change
    /// 16 pt; UIKit's thresholds are undocumented, see GestureConstants).
    @Test func tapJitterIsNeitherRotationNorPinch() {
        let (window, router) = makeWindow()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate; rotation.delegate = delegate
        router.attach(pinch, to: window); router.attach(rotation, to: window)
        var s = Script()
        s.down(1, 150, 400, at: 0); s.down(2, 210, 400, at: 6)
        s.move(1, 150, 405, at: 30); s.move(2, 210, 395, at: 30)
        s.move(1, 146, 405, at: 60); s.move(2, 214, 395, at: 60)   // span +8.7 pt, 0.146 rad
        s.run(router)
        #expect(abs(rotation.rotation) > 0.1)
        #expect(rotation.state == .possible && pinch.state == .possible)
        var t = Script()
        t.move(1, 150, 420, at: 90); t.move(2, 210, 380, at: 90)   // now 20 pt each along the arc
        t.run(router)
        #expect(rotation.state == .began)
    }
}
