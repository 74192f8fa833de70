import FlickCore

/// The touches that changed at one instant, in the order the source reported them.
///
/// A touch appears at most once in a frame. Frames from one source have strictly increasing
/// timestamps.
public struct InputFrame: Sendable, Hashable {
    /// Nanoseconds since the start of the trace; equal to every event's `timestamp`.
    public var timestamp: Int64
    /// The changed touches.
    public var touches: [TouchEvent]

    public init(timestamp: Int64, touches: [TouchEvent]) {
        self.timestamp = timestamp
        self.touches = touches
    }

    /// `timestamp` as an instant on the virtual clock (the same nanoseconds, typed; setting it
    /// moves the frame, not its events).
    public var instant: VirtualInstant {
        get { VirtualInstant(nanoseconds: timestamp) }
        set { timestamp = newValue.nanoseconds }
    }

    /// The event of touch `id` in this frame, if it changed.
    public func touch(_ id: Int) -> TouchEvent? { touches.first { $0.id == id } }
}
