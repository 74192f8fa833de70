import FlickCore

/// One accepted transition, for the per-recognizer log.
public struct GestureTransition: Equatable, Sendable, CustomStringConvertible {
    /// Nanoseconds (the input time that caused it).
    public let time: Int64
    public let from: GestureState
    public let event: GestureEvent
    public let to: GestureState
    /// Why, when the recognizer or the arbitration said (mostly for failures).
    public let reason: String?

    public init(time: Int64, from: GestureState, event: GestureEvent, to: GestureState, reason: String? = nil) {
        self.time = time
        self.from = from
        self.event = event
        self.to = to
        self.reason = reason
    }

    /// One line: `0.512000s possible --fail--> failed (moved 46 pt > 45)`.
    public var description: String {
        let seconds = Double(time) / Double(GestureConstants.nanosecondsPerSecond)
        return "\(Format.seconds(seconds))s \(from) --\(event)--> \(to)" + (reason.map { " (\($0))" } ?? "")
    }
}
