import FlickInput
import FlickLayout

/// Fingers one step at a time, for gestures the others do not make: hold one finger while
/// another taps, drag in an L, lift in the middle of an animation. Each step starts on the
/// next tick and returns once it has been delivered.
///
/// ```
/// let f = tester.press(at: Point(x: 100, y: 400))
/// tester.move(f, to: Point(x: 100, y: 300), duration: 0.2)
/// tester.tap(at: Point(x: 300, y: 100))        // a second finger, while the first is down
/// tester.lift(f)
/// ```
extension SceneTester {
    /// Puts a finger down at `point` (screen points) on the next tick.
    @discardableResult
    public func press(at point: Point,
                      fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Finger {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let finger = Finger(id: takeTouchIDs(1))
            guard valid(point, "press(at:)") else { return finger }
            let p = Point(x: StrokeMerger.round3(point.x), y: StrokeMerger.round3(point.y))
            fingers.append((finger.id, p))
            play([InputFrame(timestamp: simulator.nextTickTime, touches: [TouchEvent(id: finger.id, phase: .down, x: p.x, y: p.y, timestamp: simulator.nextTickTime)])])
            return finger
        }
    }

    /// Moves `finger` in a straight line to `point`, a move on each of the next ticks of
    /// `duration` seconds (default: one tick), at constant speed.
    public func move(_ finger: Finger, to point: Point, duration: Double? = nil,
                     fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard let k = down(finger, "move"), valid(point, "move(_:to:)") else { return }
            if let duration, !validDuration(duration, "move duration") { return }
            let p = plan, n = duration.map { p.ticks($0) } ?? 1
            let from = fingers[k].at
            var frames: [InputFrame] = []
            for j in 1...n {
                let f = Double(j) / Double(n)
                let q = Point(x: StrokeMerger.round3(from.x + (point.x - from.x) * f), y: StrokeMerger.round3(from.y + (point.y - from.y) * f))
                let t = p.time(j - 1)
                frames.append(InputFrame(timestamp: t, touches: [TouchEvent(id: finger.id, phase: .move, x: q.x, y: q.y, timestamp: t)]))
            }
            fingers[k].at = Point(x: StrokeMerger.round3(point.x), y: StrokeMerger.round3(point.y))
            play(frames)
        }
    }

    /// Lifts `finger` where it is, on the next tick.
    public func lift(_ finger: Finger,
                     fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        end(finger, .up, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Cancels `finger`'s touch (the system took it away) where it is, on the next tick.
    public func cancel(_ finger: Finger,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        end(finger, .cancel, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Where `finger` is, or nil once it has lifted.
    public func location(of finger: Finger) -> Point? { fingers.first { $0.id == finger.id }?.at }

    private func end(_ finger: Finger, _ phase: TouchPhase, _ call: CallSite) {
        at(call) {
            guard let k = down(finger, phase == .up ? "lift" : "cancel") else { return }
            let p = fingers.remove(at: k).at
            let t = simulator.nextTickTime
            play([InputFrame(timestamp: t, touches: [TouchEvent(id: finger.id, phase: phase, x: p.x, y: p.y, timestamp: t)])])
        }
    }

    /// The index of `finger` among the fingers down, or nil (after failing) when it is not down.
    private func down(_ finger: Finger, _ what: String) -> Int? {
        if let k = fingers.firstIndex(where: { $0.id == finger.id }) { return k }
        fail("\(what): finger \(finger.id) is not down (it was lifted, cancelled, or never pressed)")
        return nil
    }
}
