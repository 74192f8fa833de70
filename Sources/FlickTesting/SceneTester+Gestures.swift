#if canImport(Glibc)
import Glibc
#endif
import FlickCore
import FlickGestures
import FlickInput
import FlickLayout
import FlickSim

/// Gestures at points on the screen, for any scene. Positions are screen points, times and
/// durations seconds, velocities points per second. Each gesture starts on the next tick,
/// puts a touch frame on every tick its fingers move, and returns once its last frame has
/// been delivered. Several fingers sit 20 pt apart, centred on the point, across the
/// direction of motion. A bad argument (a non-finite point, a duration ≤ 0, no fingers)
/// fails the test and makes no input.
extension SceneTester {
    /// Taps: `fingers` fingers (default 1) down together at `point` and lifted together
    /// `duration` seconds later (default 0.05 s), without moving.
    public func tap(at point: Point, fingers: Int = 1, duration: Double = 0.05,
                    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard valid(point, fingers: fingers, duration, "tap(at:)") else { return }
            let p = plan, n = p.ticks(duration)
            run(TouchPlan.offsets(fingers).map { o in p.press(at: point + o, steps: n) })
        }
    }

    /// Two taps at `point`: each `duration` long (default 0.05 s), the second touching down
    /// `interval` seconds after the first lifts (default 0.1 s; a double tap needs less than 0.35 s).
    public func doubleTap(at point: Point, fingers: Int = 1, duration: Double = 0.05, interval: Double = 0.1,
                          fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard valid(point, fingers: fingers, duration, "doubleTap(at:)"), validDuration(interval, "doubleTap interval") else { return }
            let p = plan, n = p.ticks(duration), gap = p.ticks(interval)
            let offsets = TouchPlan.offsets(fingers)
            run(offsets.map { o in p.press(at: point + o, steps: n) } + offsets.map { o in p.press(at: point + o, from: n + gap, steps: n) })
        }
    }

    /// Holds `fingers` fingers still at `point` for `duration` seconds (default 0.8 s; a long
    /// press begins after 0.5 s), then lifts them.
    public func longPress(at point: Point, duration: Double = 0.8, fingers: Int = 1,
                          fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard valid(point, fingers: fingers, duration, "longPress(at:)") else { return }
            let p = plan, n = p.ticks(duration)
            run(TouchPlan.offsets(fingers).map { o in p.press(at: point + o, steps: n) })
        }
    }

    /// Drags from `start` by `offset` points in `duration` seconds (default 0.3 s), easing in
    /// and out (the minimum-jerk profile of a hand), then rests 0.05 s before lifting, so it
    /// ends at rest: a scroll view dragged this way does not fling.
    public func drag(from start: Point, by offset: Point, duration: Double = 0.3, fingers: Int = 1,
                     fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard valid(start, fingers: fingers, duration, "drag(from:by:)"), valid(offset, "drag offset") else { return }
            let p = plan, n = p.ticks(duration), hold = p.ticks(SceneTesterTiming.restBeforeLift)
            run(TouchPlan.offsets(fingers, across: offset).map { o in
                p.stroke(steps: n, hold: hold) { tau in start + o + offset * TouchPlan.minimumJerk(tau) }
            })
        }
    }

    /// Flings from `start`: the fingers move at `velocity` (points per second) for `duration`
    /// seconds (default 0.1 s) and lift while moving, so a recognizer measures `velocity` at
    /// the lift and a scroll view decelerates from it.
    public func fling(from start: Point, velocity: Velocity, duration: Double = 0.1, fingers: Int = 1,
                      fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let v = Point(x: velocity.x, y: velocity.y)
            guard valid(start, fingers: fingers, duration, "fling(from:velocity:)"), valid(v, "fling velocity") else { return }
            let p = plan, n = p.ticks(duration, minimum: 2)
            let travel = v * VirtualDuration(nanoseconds: p.time(n) - p.time(0)).seconds
            run(TouchPlan.offsets(fingers, across: v).map { o in p.stroke(steps: n) { tau in start + o + travel * tau } })
        }
    }

    /// Swipes from `start` in `direction` (one of `.left`, `.right`, `.up`, `.down`) by
    /// `distance` points (default 120) in `duration` seconds (default 0.1 s), at constant speed,
    /// lifting at the end.
    public func swipe(from start: Point, direction: SwipeDirection, distance: Double = 120, duration: Double = 0.1, fingers: Int = 1,
                      fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard valid(start, fingers: fingers, duration, "swipe(from:direction:)"), let unit = unitVector(direction) else { return }
            guard distance.isFinite, distance > 0 else { fail("swipe needs a distance > 0, got \(distance)"); return }
            let p = plan, n = p.ticks(duration, minimum: 2)
            let travel = unit * distance
            run(TouchPlan.offsets(fingers, across: travel).map { o in p.stroke(steps: n) { tau in start + o + travel * tau } })
        }
    }

    /// Pans in from a screen edge (`.left`, `.right`, `.top` or `.bottom`): one finger touching
    /// down 1 pt inside the edge, at `along` (0…1, default 0.5) of its length, moving
    /// `distance` points (default 150) straight inward in `duration` seconds (default 0.3 s),
    /// easing in and out, resting 0.05 s, lifting.
    public func edgePan(from edge: RectEdge, distance: Double = 150, along: Double = 0.5, duration: Double = 0.3,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard validDuration(duration, "edgePan duration") else { return }
            guard distance.isFinite, distance > 0, along.isFinite, (0...1).contains(along) else {
                fail("edgePan needs a distance > 0 and along in 0…1, got \(distance) and \(along)")
                return
            }
            let w = scene.screen.width, h = scene.screen.height
            let start: Point, inward: Point
            switch edge {
            case .left: (start, inward) = (Point(x: 1, y: h * along), Point(x: 1, y: 0))
            case .right: (start, inward) = (Point(x: w - 1, y: h * along), Point(x: -1, y: 0))
            case .top: (start, inward) = (Point(x: w * along, y: 1), Point(x: 0, y: 1))
            case .bottom: (start, inward) = (Point(x: w * along, y: h - 1), Point(x: 0, y: -1))
            default:
                fail("edgePan needs one edge (.left, .right, .top or .bottom), got \(edge.rawValue)")
                return
            }
            let p = plan, n = p.ticks(duration), hold = p.ticks(SceneTesterTiming.restBeforeLift)
            run([p.stroke(steps: n, hold: hold) { tau in start + inward * (distance * TouchPlan.minimumJerk(tau)) }])
        }
    }

    /// Pinches about `center`: two fingers `span` points apart (default 100, side by side)
    /// move apart or together until they are `scale` × `span` apart, in `duration` seconds
    /// (default 0.4 s), easing in and out; they rest 0.05 s and lift. A pinch recognizer
    /// reads `scale` at the end.
    public func pinch(at center: Point, scale: Double, span: Double = 100, duration: Double = 0.4,
                      fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard valid(center, fingers: 2, duration, "pinch(at:scale:)") else { return }
            guard scale.isFinite, scale > 0, span.isFinite, span > 0 else {
                fail("pinch needs a scale > 0 and a span > 0, got \(scale) and \(span)")
                return
            }
            let p = plan, n = p.ticks(duration), hold = p.ticks(SceneTesterTiming.restBeforeLift)
            run([-1.0, 1.0].map { side in
                p.stroke(steps: n, hold: hold) { tau in
                    let half = span / 2 * (1 + (scale - 1) * TouchPlan.minimumJerk(tau))
                    return Point(x: center.x + side * half, y: center.y)
                }
            })
        }
    }

    /// Rotates about `center`: two fingers on opposite sides of a circle of `radius` points
    /// (default 50, starting side by side) turn by `angle` radians (positive: clockwise on
    /// screen) in `duration` seconds (default 0.4 s), easing in and out; they rest 0.05 s
    /// and lift. A rotation recognizer reads `angle` at the end.
    public func rotate(at center: Point, angle: Double, radius: Double = 50, duration: Double = 0.4,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard valid(center, fingers: 2, duration, "rotate(at:angle:)") else { return }
            guard angle.isFinite, radius.isFinite, radius > 0 else {
                fail("rotate needs a finite angle and a radius > 0, got \(angle) and \(radius)")
                return
            }
            let p = plan, n = p.ticks(duration), hold = p.ticks(SceneTesterTiming.restBeforeLift)
            run([Double.pi, 0].map { start in
                p.stroke(steps: n, hold: hold) { tau in
                    let a = start + angle * TouchPlan.minimumJerk(tau)
                    return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
                }
            })
        }
    }

    /// Plays fingers of the test's own making: each stroke is one finger, its sample times
    /// in ns from the next tick (0 is that tick), at least two samples at increasing times
    /// (the first is the touch-down, the last the lift or cancel, `Stroke.end`). Touch ids are
    /// handed out in stroke order.
    public func perform(_ strokes: [Stroke],
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let origin = simulator.nextTickTime
            var shifted: [Stroke] = []
            for (k, stroke) in strokes.enumerated() {
                guard stroke.samples.count >= 2, stroke.end.isEnd else {
                    fail("perform: stroke \(k) needs at least two samples and ends with up or cancel")
                    return
                }
                var s = stroke
                for j in s.samples.indices {
                    let t = s.samples[j].time
                    guard t >= 0, t < Int64.max / 2, j == 0 || t > stroke.samples[j - 1].time else {
                        fail("perform: stroke \(k) sample \(j) has time \(t) ns; times start at 0 and increase")
                        return
                    }
                    s.samples[j].time = origin + t
                }
                shifted.append(s)
            }
            run(shifted)
        }
    }

    // MARK: Helpers

    /// Plays `strokes` with new touch ids, after checking the frames form valid input.
    func run(_ strokes: [Stroke]) {
        let frames = TouchPlan.frames(strokes, firstID: nextTouchID)
        var validator = TouchPhaseValidator()
        for f in frames {
            for e in f.touches {
                if let reason = validator.accept(e) { fail("the gesture's touches are not valid input: \(reason)"); return }
            }
        }
        _ = takeTouchIDs(strokes.count)
        play(frames)
    }

    func valid(_ point: Point, fingers: Int, _ duration: Double, _ what: String) -> Bool {
        guard valid(point, what) else { return false }
        guard (1...10).contains(fingers) else { fail("\(what) needs 1…10 fingers, got \(fingers)"); return false }
        return validDuration(duration, what + " duration")
    }

    func valid(_ point: Point, _ what: String) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { fail("\(what) needs finite coordinates, got \(point)"); return false }
        return true
    }

    func validDuration(_ seconds: Double, _ what: String) -> Bool {
        guard seconds.isFinite, seconds > 0, seconds <= 3600 else { fail("\(what) must be in (0, 3600] s, got \(seconds)"); return false }
        return true
    }

    private func unitVector(_ direction: SwipeDirection) -> Point? {
        switch direction {
        case .left: return Point(x: -1, y: 0)
        case .right: return Point(x: 1, y: 0)
        case .up: return Point(x: 0, y: -1)
        case .down: return Point(x: 0, y: 1)
        default:
            fail("swipe needs one direction (.left, .right, .up or .down), got \(direction)")
            return nil
        }
    }
}

/// The timing every gesture shares.
enum SceneTesterTiming {
    /// How long a drag, edge pan, pinch or rotation rests before lifting, s: longer than the
    /// velocity tracker's 40 ms stale limit, so the lift has zero velocity.
    static let restBeforeLift = 0.05
}

extension Point {
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
}
