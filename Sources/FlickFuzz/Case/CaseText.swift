import FlickInput

/// One text event of a case's gesture (a `type` gesture's typing), at its time: a trace text
/// line inside a gesture of a case file.
public struct CaseText: Sendable, Hashable {
    /// Nanoseconds from the start of the case.
    public var timestamp: Int64
    public var event: TextEvent

    public init(timestamp: Int64, event: TextEvent) {
        self.timestamp = timestamp
        self.event = event
    }
}
