import FlickCore

/// The touches that changed at one instant, in the order the source reported them, and the
/// text typed at that instant.
///
/// A touch appears at most once in a frame. Frames from one source have strictly increasing
/// timestamps. A frame has touches, text, or both; delivery order within a frame: the touches
/// first (one pass through the router), then the text events in order — a tap that focuses a
/// field and text at the same instant types into that field.
public struct InputFrame: Sendable, Hashable {
    /// Nanoseconds since the start of the trace; equal to every event's `timestamp`.
    public var timestamp: Int64
    /// The changed touches.
    public var touches: [TouchEvent]
    /// The text-input events (a trace's text lines), in order; empty for most frames.
    public var text: [TextEvent]

    public init(timestamp: Int64, touches: [TouchEvent]) {
        self.init(timestamp: timestamp, touches: touches, text: [])
    }

    /// A frame with typed text (`text` after `touches`, in order).
    public init(timestamp: Int64, touches: [TouchEvent], text: [TextEvent]) {
        self.timestamp = timestamp
        self.touches = touches
        self.text = text
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
