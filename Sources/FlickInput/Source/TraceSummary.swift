/// Counts over a stream of frames: what tests and `flick convert` report.
public struct TraceSummary: Sendable, Hashable, CustomStringConvertible {
    /// Frames seen.
    public var frames = 0
    /// Touch events seen.
    public var events = 0
    /// Text events seen (text lines: typed text and keys).
    public var textEvents = 0
    /// Touches that went down (contacts).
    public var contacts = 0
    /// Most touches down at once.
    public var maxSimultaneous = 0
    /// Touches still down after the last frame.
    public var openAtEnd = 0
    /// Timestamp of the first frame (ns), if any.
    public var firstTimestamp: Int64?
    /// Timestamp of the last frame (ns), if any.
    public var lastTimestamp: Int64?
    private var down: Set<Int> = []

    public init() {}

    /// Last minus first timestamp, in nanoseconds (0 when empty).
    public var duration: Int64 { (lastTimestamp ?? 0) - (firstTimestamp ?? 0) }

    /// Adds one frame.
    public mutating func add(_ frame: InputFrame) {
        frames += 1
        events += frame.touches.count
        textEvents += frame.text.count
        if firstTimestamp == nil { firstTimestamp = frame.timestamp }
        lastTimestamp = frame.timestamp
        for event in frame.touches {
            switch event.phase {
            case .down: contacts += 1; down.insert(event.id)
            case .move: break
            case .up, .cancel: down.remove(event.id)
            }
        }
        maxSimultaneous = max(maxSimultaneous, down.count)
        openAtEnd = down.count
    }

    /// `N frames, N events, N contacts, up to N at once, S s`, with `, N text events` after
    /// the events when there are any.
    public var description: String {
        let text = textEvents > 0 ? ", \(textEvents) text events" : ""
        return "\(frames) frames, \(events) events\(text), \(contacts) contacts, up to \(maxSimultaneous) at once, \(TraceTime.secondsText(duration)) s"
    }
}
