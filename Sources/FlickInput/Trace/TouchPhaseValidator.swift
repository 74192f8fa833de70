/// Checks a stream of touch events the way the trace format requires: non-decreasing time,
/// a touch at most once per instant, per-touch phase order (`down`, `move`*, `up`|`cancel`),
/// finite values within `TouchEvent.maximumCoordinate`, and at most
/// `TouchEvent.maximumSimultaneousTouches` touches down at once.
/// The reader, the writer and the generators all run it, so none produces an invalid trace.
///
/// - Complexity: O(1) expected per event; memory grows with the number of touches down at once.
package struct TouchPhaseValidator: Sendable {
    private var down: Set<Int> = []
    private var frameTouches: Set<Int> = []
    private var frameTime: Int64?

    package init() {}

    /// The time of the last accepted event, or nil before the first.
    package var lastTime: Int64? { frameTime }

    /// The touches that are down, in increasing id order.
    package var activeTouches: [Int] { down.sorted() }

    /// Accepts `event` or says why it cannot follow the events accepted so far. A rejected
    /// event leaves the validator unchanged.
    package mutating func accept(_ event: TouchEvent) -> InputError.Reason? {
        if let frameTime {
            if event.timestamp < frameTime { return .timeDecreased(previous: frameTime, now: event.timestamp) }
            if event.timestamp == frameTime, frameTouches.contains(event.id) { return .duplicateTouch(id: event.id) }
        }
        let isDown = down.contains(event.id)
        switch event.phase {
        case .down: if isDown { return .phaseOrder(id: event.id, phase: event.phase, touchIsDown: true) }
        case .move, .up, .cancel:
            if !isDown { return .phaseOrder(id: event.id, phase: event.phase, touchIsDown: false) }
        }
        if let reason = event.rangeProblem() { return reason }
        if event.phase == .down, down.count >= TouchEvent.maximumSimultaneousTouches {
            return .tooManyTouches(limit: TouchEvent.maximumSimultaneousTouches)
        }
        if event.timestamp != frameTime {
            frameTime = event.timestamp
            frameTouches.removeAll(keepingCapacity: true)
        }
        frameTouches.insert(event.id)
        if event.phase == .down { down.insert(event.id) } else if event.phase.isEnd { down.remove(event.id) }
        return nil
    }

    /// Accepts a text event at `timestamp` (a trace's text line) or says why it cannot follow
    /// the events accepted so far: time must not decrease, and the text must be in range
    /// (`TextEvent.maximumTextBytes`, not empty). A rejected event leaves the validator
    /// unchanged.
    package mutating func accept(_ text: TextEvent, at timestamp: Int64) -> InputError.Reason? {
        if let frameTime, timestamp < frameTime { return .timeDecreased(previous: frameTime, now: timestamp) }
        if let reason = text.rangeProblem() { return reason }
        if timestamp != frameTime {
            frameTime = timestamp
            frameTouches.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// The first reason `frames`, in order, break the trace format's rules, or nil when they
    /// make a valid trace. - Complexity: O(events).
    package static func firstViolation(in frames: [InputFrame]) -> InputError.Reason? {
        var validator = TouchPhaseValidator()
        for frame in frames {
            for e in frame.touches {
                if let reason = validator.accept(e) { return reason }
            }
            for t in frame.text {
                if let reason = validator.accept(t, at: frame.timestamp) { return reason }
            }
        }
        return nil
    }
}
