import FlickCore

/// Makes realistic synthetic touch input, deterministically from a seed (see `SeededRandom`),
/// for fuzzing and tests. Every result is a valid trace.
///
/// ```
/// var generator = GestureGenerator(seed: 7, screen: .phone)
/// let frames = generator.frames(for: [.tap, .pinch, .fling])
/// ```
/// Positions are in points, rounded to 1/1000 pt; times in nanoseconds. Touch ids increase
/// across everything one generator makes.
public struct GestureGenerator: Sendable {
    /// The screen gestures are placed on.
    public let screen: ScreenGeometry
    /// Time between samples of a moving finger, ns (default 1/120 s).
    public var sampleInterval: Int64 = 8_333_333
    /// Pause between gestures of a sequence, ms.
    public var gap: ClosedRange<Double> = 100...400
    var random: FlickCore.SeededRandom
    var nextID = 1
    /// Where the next gesture starts, ns.
    public internal(set) var clock: Int64 = 0

    public init(seed: UInt64, screen: ScreenGeometry) {
        self.random = FlickCore.SeededRandom(seed: seed)
        self.screen = screen
    }

    /// The frames of `kinds` one after another, separated by random gaps.
    public mutating func frames(for kinds: [GestureKind]) -> [InputFrame] {
        var all: [InputFrame] = []
        for (index, kind) in kinds.enumerated() {
            if index > 0 { clock += random.milliseconds(gap) }
            let strokes = self.strokes(kind, at: clock)
            all += StrokeMerger.frames(strokes, firstID: nextID)
            nextID += strokes.count
            clock = all.last.map { $0.timestamp + 1 } ?? clock
        }
        return all
    }

    /// `count` gestures of kinds picked at random from `kinds`.
    public mutating func randomFrames(count: Int, from kinds: [GestureKind] = GestureKind.allCases) -> [InputFrame] {
        var chosen: [GestureKind] = []
        for _ in 0..<count { chosen.append(random.pick(kinds)) }
        return frames(for: chosen)
    }

    /// The strokes of one gesture starting at `start` (ns).
    public mutating func strokes(_ kind: GestureKind, at start: Int64) -> [Stroke] {
        switch kind {
        case .tap: return [tap(at: start, point: point(margin: 10))]
        case .doubleTap:
            let p = point(margin: 20)
            let first = tap(at: start, point: p)
            let second = tap(at: first.finish + random.milliseconds(80...250),
                             point: (p.x + random.double(in: -8...8), p.y + random.double(in: -8...8)))
            return [first, second]
        case .longPress:
            return [hold(at: start, point: point(margin: 10), duration: random.milliseconds(600...1200), drift: 4, tremor: nil)]
        case .drag: return [drag(at: start, interval: sampleInterval)]
        case .curve: return [curve(at: start)]
        case .fling: return [fling(at: start)]
        case .pinch: return pinch(at: start)
        case .rotate: return rotate(at: start)
        case .swipe: return swipe(at: start)
        case .edgeSwipe: return [edgeSwipe(at: start)]
        case .tremor:
            return [hold(at: start, point: point(margin: 10), duration: random.milliseconds(1000...2000), drift: 1,
                         tremor: (random.double(in: 8...12), random.double(in: 0.5...2)))]
        case .palm: return palm(at: start)
        case .interrupted:
            var stroke = drag(at: start, interval: sampleInterval)
            stroke.end = .cancel
            return [stroke]
        case .burst: return burst(at: start)
        case .highRate: return [drag(at: start, interval: 1_000_000)]
        case .longPause: return [longPause(at: start)]
        case .offscreen: return [offscreen(at: start)]
        case .multiFingerTap: return multiFingerTap(at: start)
        case .multiFingerDrag: return multiFingerDrag(at: start)
        }
    }

    // MARK: - Gestures

    typealias Point = (x: Double, y: Double)

    private mutating func point(margin: Double) -> Point {
        (random.double(in: margin...(max(margin, screen.width - margin))),
         random.double(in: margin...(max(margin, screen.height - margin))))
    }

    mutating func tap(at start: Int64, point p: Point) -> Stroke {
        let duration = random.milliseconds(50...150)
        var samples = [Stroke.Sample(time: start, x: p.x, y: p.y)]
        var t = start + sampleInterval
        while t < start + duration {
            samples.append(Stroke.Sample(time: t, x: p.x + random.double(in: -1...1), y: p.y + random.double(in: -1...1)))
            t += sampleInterval
        }
        samples.append(Stroke.Sample(time: max(start + duration, samples.last!.time + 1), x: p.x + random.double(in: -1...1), y: p.y + random.double(in: -1...1)))
        return Stroke(samples: samples)
    }

    private mutating func hold(at start: Int64, point p: Point, duration: Int64, drift: Double,
                               tremor: (hz: Double, amplitude: Double)?) -> Stroke {
        let dx = random.double(in: -drift...drift), dy = random.double(in: -drift...drift)
        let phase = random.double(in: 0...(2 * StableMath.pi))
        return path(start: start, duration: duration, interval: sampleInterval) { tau, seconds, rng in
            var x = p.x + dx * tau, y = p.y + dy * tau
            if let tremor {
                let angle = 2 * StableMath.pi * tremor.hz * seconds + phase
                x += tremor.amplitude * StableMath.sin(angle) + rng.gaussian(sigma: 0.15)
                y += tremor.amplitude * StableMath.cos(angle * 0.9) + rng.gaussian(sigma: 0.15)
            }
            return (x, y)
        }
    }

    private mutating func drag(at start: Int64, interval: Int64) -> Stroke {
        let a = point(margin: 20)
        let length = random.double(in: 50...400)
        let angle = random.double(in: 0...(2 * StableMath.pi))
        let b = clampToScreen((a.x + length * StableMath.cos(angle), a.y + length * StableMath.sin(angle)), margin: 5)
        let duration = random.milliseconds(150...800)
        var stroke = path(start: start, duration: duration, interval: interval) { tau, _, _ in
            let s = Self.minimumJerk(tau)
            return (a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s)
        }
        if random.chance(0.5) { stroke = extendHold(stroke, by: random.milliseconds(20...100)) }
        return stroke
    }

    private mutating func curve(at start: Int64) -> Stroke {
        let p0 = point(margin: 20), p1 = point(margin: 20), p2 = point(margin: 20), p3 = point(margin: 20)
        let duration = random.milliseconds(300...1000)
        return path(start: start, duration: duration, interval: sampleInterval) { tau, _, _ in
            let s = Self.minimumJerk(tau), u = 1 - s
            let b0 = u * u * u, b1 = 3 * u * u * s, b2 = 3 * u * s * s, b3 = s * s * s
            return (b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
        }
    }

    private mutating func fling(at start: Int64) -> Stroke {
        let a = point(margin: 40)
        let length = random.double(in: 80...300)
        let angle = random.double(in: 0...(2 * StableMath.pi))
        let (cx, cy) = (StableMath.cos(angle), StableMath.sin(angle))
        let duration = random.milliseconds(60...150)
        // s(τ) = τ²: speed grows linearly and peaks (2 × mean speed) at lift.
        return path(start: start, duration: duration, interval: sampleInterval) { tau, _, _ in
            (a.x + length * cx * tau * tau, a.y + length * cy * tau * tau)
        }
    }

    /// Thumb and finger about a centre that drifts a little: separation 12–18 mm at the near end
    /// and 25–45 mm at the far end, the second landing within 25 ms of the first.
    private mutating func pinch(at start: Int64) -> [Stroke] {
        let outward = random.chance(0.5)
        let near = screen.points(millimetres: random.double(in: 12...18)), far = screen.points(millimetres: random.double(in: 25...45))
        let (r0, r1) = outward ? (near, far) : (far, near)
        let angle = random.double(in: 0...StableMath.pi)
        let (ux, uy) = (StableMath.cos(angle), StableMath.sin(angle))
        let c = point(margin: max(r0, r1) / 2 + 10)
        let drift = (random.double(in: -6...6), random.double(in: -6...6))
        let duration = random.milliseconds(300...900)
        let hand = Hand(offsets: [(0, 0), (0, 0)], landing: [0, random.milliseconds(0...25)],
                        lifting: [-random.milliseconds(0...30), -random.milliseconds(0...30)])
        let signs = [1.0, -1.0]
        return handStrokes(hand, start: start, duration: duration) { f, tau in
            let r = (r0 + (r1 - r0) * Self.minimumJerk(tau)) / 2
            let s = Self.minimumJerk(tau)
            return (c.x + drift.0 * s + signs[f] * ux * r, c.y + drift.1 * s + signs[f] * uy * r)
        }
    }

    /// Thumb and finger 100–220 pt apart turning 30–120° about a centre, the second landing
    /// within 25 ms of the first.
    private mutating func rotate(at start: Int64) -> [Stroke] {
        let c = point(margin: 120)
        let radius = random.double(in: 50...110)
        let a0 = random.double(in: 0...(2 * StableMath.pi))
        let turn = random.double(in: 30...120) * StableMath.pi / 180 * (random.chance(0.5) ? 1 : -1)
        let duration = random.milliseconds(400...1000)
        let hand = Hand(offsets: [(0, 0), (0, 0)], landing: [0, random.milliseconds(0...25)],
                        lifting: [-random.milliseconds(0...30), -random.milliseconds(0...30)])
        return handStrokes(hand, start: start, duration: duration) { f, tau in
            let a = a0 + Double(f) * StableMath.pi + turn * Self.minimumJerk(tau)
            return (c.x + radius * StableMath.cos(a), c.y + radius * StableMath.sin(a))
        }
    }

    /// Two to four fingers of one hand, side by side, flicking together along one of the four
    /// directions (within ±15°): 100–300 pt in 150–300 ms.
    private mutating func swipe(at start: Int64) -> [Stroke] {
        let fingers = random.int(in: 2...4)
        let angle = Double(random.int(in: 0...3)) * StableMath.pi / 2 + random.double(in: -15...15) * StableMath.pi / 180
        let (cx, cy) = (StableMath.cos(angle), StableMath.sin(angle))
        let hand = Hand.row(fingers: fingers, along: -cy, cx, screen: screen, random: &random)
        let length = random.double(in: 100...300)
        let a = handStart(hand, travel: (length * cx, length * cy))
        let d = (a.travel.0, a.travel.1)
        let duration = random.milliseconds(150...300)
        return handStrokes(hand, start: start, duration: duration) { _, tau in
            let s = Self.minimumJerk(tau)
            return (a.point.x + d.0 * s, a.point.y + d.1 * s)
        }
    }

    /// Two to four fingers of one hand down and up together within 60–150 ms, each moving
    /// under 2 pt.
    private mutating func multiFingerTap(at start: Int64) -> [Stroke] {
        let fingers = random.int(in: 2...4)
        let angle = random.double(in: -0.4...0.4)
        let hand = Hand.row(fingers: fingers, along: StableMath.cos(angle), StableMath.sin(angle), screen: screen,
                            random: &random, landWithin: 15, liftWithin: 20)
        let a = handStart(hand, travel: (0, 0)).point
        let duration = random.milliseconds(80...150)
        return handStrokes(hand, start: start, duration: duration, jitter: 0.3) { _, _ in (a.x, a.y) }
    }

    /// Two to four fingers of one hand dragging together: 80–300 pt in 0.4–1 s (a two-finger
    /// scroll, a three-finger drag).
    private mutating func multiFingerDrag(at start: Int64) -> [Stroke] {
        let fingers = random.int(in: 2...4)
        let angle = random.double(in: 0...(2 * StableMath.pi))
        let (cx, cy) = (StableMath.cos(angle), StableMath.sin(angle))
        let hand = Hand.row(fingers: fingers, along: -cy, cx, screen: screen, random: &random)
        let length = random.double(in: 80...300)
        let a = handStart(hand, travel: (length * cx, length * cy))
        let duration = random.milliseconds(400...1000)
        return handStrokes(hand, start: start, duration: duration) { _, tau in
            let s = Self.minimumJerk(tau)
            return (a.point.x + a.travel.0 * s, a.point.y + a.travel.1 * s)
        }
    }

    private mutating func edgeSwipe(at start: Int64) -> Stroke {
        let edge = random.int(in: 0...3)
        let depth = random.double(in: 0...3), travel = random.double(in: 100...250)
        let along = random.double(in: 0.2...0.8)
        let (a, d): (Point, Point)
        switch edge {
        case 0: (a, d) = ((depth, screen.height * along), (travel, 0))
        case 1: (a, d) = ((screen.width - depth, screen.height * along), (-travel, 0))
        case 2: (a, d) = ((screen.width * along, depth), (0, travel))
        default: (a, d) = ((screen.width * along, screen.height - depth), (0, -travel))
        }
        let wobble = random.double(in: -15...15)
        let duration = random.milliseconds(200...500)
        return path(start: start, duration: duration, interval: sampleInterval) { tau, _, _ in
            let s = Self.minimumJerk(tau)
            return (a.x + d.x * s + (d.x == 0 ? wobble * s : 0), a.y + d.y * s + (d.y == 0 ? wobble * s : 0))
        }
    }

    /// Six to ten large contacts of a palm: centres at least 10 mm apart within 35 mm of the
    /// palm's centre, landing within 30 ms, held together 200–500 ms, lifting within 40 ms in
    /// random order.
    private mutating func palm(at start: Int64) -> [Stroke] {
        let contacts = random.int(in: 6...10)
        let reach = screen.points(millimetres: 35), apart = screen.points(millimetres: 10)
        let c = point(margin: 60)
        var centres: [Point] = []
        for _ in 0..<contacts {
            var p = c
            for _ in 0..<20 {
                let angle = random.double(in: 0...(2 * StableMath.pi)), r = reach * random.unit().squareRoot()
                p = clampToScreen((c.x + r * StableMath.cos(angle), c.y + r * StableMath.sin(angle)), margin: 2)
                if centres.allSatisfy({ ($0.x - p.x) * ($0.x - p.x) + ($0.y - p.y) * ($0.y - p.y) >= apart * apart }) { break }
            }
            centres.append(p)
        }
        let hold = random.milliseconds(200...500)
        let hand = Hand(offsets: centres.map { ($0.x, $0.y) },
                        landing: (0..<contacts).map { _ in random.milliseconds(0...30) },
                        lifting: (0..<contacts).map { _ in -random.milliseconds(0...40) })
        var strokes = handStrokes(hand, start: start, duration: hold + 30_000_000, jitter: 0.5) { _, _ in (0, 0) }
        for f in strokes.indices {
            let major = random.double(in: 25...40), minor = random.double(in: 15...25)
            for k in strokes[f].samples.indices {
                strokes[f].samples[k].major = major
                strokes[f].samples[k].minor = minor
                strokes[f].samples[k].force = random.double(in: 0.3...1)
            }
        }
        return strokes
    }

    /// Five to ten fingers of one or two hands (rows of fingertips 12–16 mm apart) going down,
    /// moving together by up to 20 pt and lifting, every finger at the same three timestamps.
    private mutating func burst(at start: Int64) -> [Stroke] {
        let count = random.int(in: 5...10)
        let mid = start + random.milliseconds(1...50)
        let end = mid + random.milliseconds(1...50)
        let hands = count > 5 ? [count / 2, count - count / 2] : [count]
        var strokes: [Stroke] = []
        for fingers in hands {
            let angle = random.double(in: -0.5...0.5)
            let hand = Hand.row(fingers: fingers, along: StableMath.cos(angle), StableMath.sin(angle), screen: screen, random: &random)
            let a = handStart(hand, travel: (0, 0)).point
            let move = (random.double(in: -20...20), random.double(in: -20...20))
            for o in hand.offsets {
                let p = (a.x + o.x, a.y + o.y)
                strokes.append(Stroke(samples: [Stroke.Sample(time: start, x: p.0, y: p.1),
                                                Stroke.Sample(time: mid, x: p.0 + move.0 + random.double(in: -1...1), y: p.1 + move.1 + random.double(in: -1...1)),
                                                Stroke.Sample(time: end, x: p.0, y: p.1)]))
            }
        }
        return strokes
    }

    private mutating func longPause(at start: Int64) -> Stroke {
        let p = point(margin: 30)
        let pause = random.milliseconds(5_000...60_000)
        let q = clampToScreen((p.x + random.double(in: -30...30), p.y + random.double(in: -30...30)), margin: 0)
        return Stroke(samples: [Stroke.Sample(time: start, x: p.x, y: p.y),
                                Stroke.Sample(time: start + pause, x: q.x, y: q.y),
                                Stroke.Sample(time: start + pause + sampleInterval, x: q.x, y: q.y)])
    }

    private mutating func offscreen(at start: Int64) -> Stroke {
        let a = point(margin: 40)
        let target = random.pick([(-80.0, a.y), (screen.width + 80, a.y), (a.x, -80.0), (a.x, screen.height + 80)])
        let duration = random.milliseconds(200...600)
        return path(start: start, duration: duration, interval: sampleInterval) { tau, _, _ in
            let s = Self.minimumJerk(tau)
            return (a.x + (target.0 - a.x) * s, a.y + (target.1 - a.y) * s)
        }
    }

    // MARK: - Helpers

    /// Samples `position(τ, seconds, random)` every `interval` from `start` for `duration`
    /// (τ from 0 to 1), always including the end point.
    private mutating func path(start: Int64, duration: Int64, interval: Int64,
                               _ position: (Double, Double, inout FlickCore.SeededRandom) -> (Double, Double)) -> Stroke {
        let duration = max(duration, interval)
        var samples: [Stroke.Sample] = []
        var t: Int64 = 0
        while t < duration {
            let p = position(Double(t) / Double(duration), Double(t) * 1e-9, &random)
            samples.append(Stroke.Sample(time: start + t, x: p.0, y: p.1))
            t += interval
        }
        let p = position(1, Double(duration) * 1e-9, &random)
        samples.append(Stroke.Sample(time: start + duration, x: p.0, y: p.1))
        return Stroke(samples: samples)
    }

    /// One stroke per finger of `hand`: the hand's path `position(finger, τ)` (τ from 0 at
    /// `start` to 1 at `start + duration`) plus the finger's offset, sampled on the shared
    /// `sampleInterval` grid from the finger's landing to its lift, with independent gaussian
    /// jitter of `jitter` pt. A finger that lands late lands where the hand is by then: every
    /// finger follows the same path at the same time, never a copy shifted by its delay.
    private mutating func handStrokes(_ hand: Hand, start: Int64, duration: Int64, jitter: Double = 0.25,
                                      _ position: (Int, Double) -> (Double, Double)) -> [Stroke] {
        let duration = max(duration, 2 * sampleInterval)
        var strokes: [Stroke] = []
        for f in hand.offsets.indices {
            let land = start + hand.landing[f]
            let lift = max(land + sampleInterval, start + duration + hand.lifting[f])
            func sample(_ t: Int64) -> Stroke.Sample {
                let tau = min(max(Double(t - start) / Double(duration), 0), 1)
                let p = position(f, tau)
                return Stroke.Sample(time: t, x: p.0 + hand.offsets[f].x + random.gaussian(sigma: jitter),
                                     y: p.1 + hand.offsets[f].y + random.gaussian(sigma: jitter))
            }
            var samples = [sample(land)]
            var t = start + ((land - start) / sampleInterval + 1) * sampleInterval
            while t < lift { samples.append(sample(t)); t += sampleInterval }
            samples.append(sample(lift))
            strokes.append(Stroke(samples: samples))
        }
        return strokes
    }

    /// Where a hand's reference point starts so that every finger stays on screen over
    /// `travel` (shortened to fit when it cannot), and the travel used.
    private mutating func handStart(_ hand: Hand, travel: (Double, Double)) -> (point: Point, travel: (Double, Double)) {
        let e = hand.extent, margin = 8.0
        func axis(_ size: Double, _ half: Double, _ d: Double) -> (Double, Double) {
            let room = max(0, size - 2 * (half + margin))
            let d = min(max(d, -room), room)
            let lo = half + margin + max(0, -d), hi = size - half - margin - max(0, d)
            return (hi > lo ? random.double(in: lo...hi) : size / 2 - d / 2, d)
        }
        let (x, dx) = axis(screen.width, e.x, travel.0)
        let (y, dy) = axis(screen.height, e.y, travel.1)
        return ((x, y), (dx, dy))
    }

    /// The stroke held still at its last point for `extra` ns more before lifting.
    private func extendHold(_ stroke: Stroke, by extra: Int64) -> Stroke {
        var s = stroke
        var last = s.samples.removeLast()
        s.samples.append(last)
        last.time += max(1, extra)
        s.samples.append(last)
        return s
    }

    private func clampToScreen(_ p: Point, margin: Double) -> Point {
        (min(max(p.x, margin), screen.width - margin), min(max(p.y, margin), screen.height - margin))
    }

    /// Minimum-jerk position profile 10τ³ − 15τ⁴ + 6τ⁵ (Flash & Hogan 1985): zero velocity and
    /// acceleration at both ends, the shape of human reaching movements.
    static func minimumJerk(_ tau: Double) -> Double {
        let t3 = tau * tau * tau
        return t3 * (10 - 15 * tau + 6 * tau * tau)
    }
}
