import FlickInput

/// One gesture of a case: the touch events a generator made for it (one or more strokes,
/// each a touch id from `down` to `up` or `cancel`), in time order.
///
/// Gestures are the minimizer's coarsest unit of input: it drops whole gestures first, then
/// whole strokes, then single moves.
public struct CaseGesture: Sendable, Hashable {
    /// The generator's name for it (`GestureKind.rawValue`), or any label for a hand-made one.
    public var kind: String
    /// Its events, non-decreasing in time.
    public var events: [TouchEvent]

    public init(kind: String, events: [TouchEvent]) {
        self.kind = kind
        self.events = events
    }

    /// The gesture's events from `frames` (as `GestureGenerator` returns them).
    public init(kind: String, frames: [InputFrame]) {
        self.kind = kind
        self.events = frames.flatMap(\.touches)
    }

    /// The touch ids in order of first appearance.
    public var touchIDs: [Int] {
        var seen: [Int] = []
        for e in events where e.phase == .down && !seen.contains(e.id) { seen.append(e.id) }
        return seen
    }
}

extension Array where Element == CaseGesture {
    /// Every event of every gesture merged into input frames: ordered by time, then by
    /// gesture, then by position in the gesture; events with one timestamp form one frame.
    /// - Complexity: O(e log e) for e events.
    public func mergedFrames() -> [InputFrame] {
        var all: [(time: Int64, gesture: Int, order: Int, event: TouchEvent)] = []
        for (g, gesture) in enumerated() {
            for (k, e) in gesture.events.enumerated() { all.append((e.timestamp, g, k, e)) }
        }
        all.sort { ($0.time, $0.gesture, $0.order) < ($1.time, $1.gesture, $1.order) }
        var frames: [InputFrame] = []
        for item in all {
            if frames.last?.timestamp == item.time {
                frames[frames.count - 1].touches.append(item.event)
            } else {
                frames.append(InputFrame(timestamp: item.time, touches: [item.event]))
            }
        }
        return frames
    }

    /// The first problem the trace format's rules find in the merged events (see
    /// `TouchPhaseValidator`), with the gesture and event it is in; nil when valid.
    public func validationProblem() -> (gesture: Int, event: Int, reason: InputError.Reason)? {
        var all: [(time: Int64, gesture: Int, order: Int, event: TouchEvent)] = []
        for (g, gesture) in enumerated() {
            for (k, e) in gesture.events.enumerated() { all.append((e.timestamp, g, k, e)) }
        }
        all.sort { ($0.time, $0.gesture, $0.order) < ($1.time, $1.gesture, $1.order) }
        var validator = TouchPhaseValidator()
        for item in all {
            if item.event.timestamp < 0 { return (item.gesture, item.order, .badValue(key: "t", "negative time")) }
            if let reason = validator.accept(item.event) { return (item.gesture, item.order, reason) }
        }
        return nil
    }
}
