import FlickInput

/// One gesture of a case: the touch events a generator made for it (one or more strokes,
/// each a touch id from `down` to `up` or `cancel`), in time order, and, for a `type`
/// gesture, the text typed after its tap.
///
/// Gestures are the minimizer's coarsest unit of input: it drops whole gestures first, then
/// whole strokes, then single moves and text events, then shortens typed text.
public struct CaseGesture: Sendable, Hashable {
    /// The generator's name for it (`GestureKind.rawValue`), or any label for a hand-made one.
    public var kind: String
    /// Its events, non-decreasing in time.
    public var events: [TouchEvent]
    /// Its text events (typing), non-decreasing in time; empty for touch-only gestures.
    public var text: [CaseText]

    public init(kind: String, events: [TouchEvent]) {
        self.init(kind: kind, events: events, text: [])
    }

    /// A gesture with typing: `text` after (or among) its touch events, in time order.
    public init(kind: String, events: [TouchEvent], text: [CaseText]) {
        self.kind = kind
        self.events = events
        self.text = text
    }

    /// The gesture's events from `frames` (as `GestureGenerator` returns them).
    public init(kind: String, frames: [InputFrame]) {
        self.kind = kind
        self.events = frames.flatMap(\.touches)
        self.text = frames.flatMap { f in f.text.map { CaseText(timestamp: f.timestamp, event: $0) } }
    }

    /// The kind of the fuzzer's typing gesture: a tap on a text input, then typed text.
    public static let typingKind = "type"

    /// The touch ids in order of first appearance.
    public var touchIDs: [Int] {
        var seen: [Int] = []
        for e in events where e.phase == .down && !seen.contains(e.id) { seen.append(e.id) }
        return seen
    }
}

extension Array where Element == CaseGesture {
    /// Every event of every gesture merged into input frames: ordered by time, then by
    /// gesture, then by position in the gesture; events with one timestamp form one frame
    /// (its text events, in the same order, after its touches, as a frame delivers them).
    /// - Complexity: O(e log e) for e events.
    public func mergedFrames() -> [InputFrame] {
        var all: [(time: Int64, gesture: Int, order: Int, event: TouchEvent)] = []
        var typed: [(time: Int64, gesture: Int, order: Int, event: TextEvent)] = []
        for (g, gesture) in enumerated() {
            for (k, e) in gesture.events.enumerated() { all.append((e.timestamp, g, k, e)) }
            for (k, e) in gesture.text.enumerated() { typed.append((e.timestamp, g, k, e.event)) }
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
        guard !typed.isEmpty else { return frames }
        typed.sort { ($0.time, $0.gesture, $0.order) < ($1.time, $1.gesture, $1.order) }
        var merged: [InputFrame] = []
        merged.reserveCapacity(frames.count + typed.count)
        var i = 0
        for item in typed {
            while i < frames.count && frames[i].timestamp < item.time { merged.append(frames[i]); i += 1 }
            if merged.last?.timestamp == item.time {
                merged[merged.count - 1].text.append(item.event)
            } else if i < frames.count && frames[i].timestamp == item.time {
                var f = frames[i]; i += 1
                f.text.append(item.event)
                merged.append(f)
            } else {
                merged.append(InputFrame(timestamp: item.time, touches: [], text: [item.event]))
            }
        }
        merged += frames[i...]
        return merged
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
        // Text events: a time and a text in range (their order against touches is the
        // frames', never wrong).
        for (g, gesture) in enumerated() {
            for (k, t) in gesture.text.enumerated() {
                if t.timestamp < 0 { return (g, gesture.events.count + k, .badValue(key: "t", "negative time")) }
                if let reason = t.event.rangeProblem() { return (g, gesture.events.count + k, reason) }
            }
        }
        return nil
    }
}
