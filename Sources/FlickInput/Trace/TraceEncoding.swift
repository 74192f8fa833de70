import FlickCore

/// The text of trace lines: one header line, one line per touch event and one per text
/// event (after the touches of its frame), keys in a fixed order, numbers in Swift's shortest round-trip form, so equal input gives equal bytes.
public enum TraceEncoding {
    /// The header line (without a newline).
    public static func line(for header: TraceHeader) -> String {
        var text = "{\"format\":\"\(TraceHeader.formatName)\",\"version\":\(TraceHeader.currentVersion)"
        text += ",\"screen\":{\"width\":\(compact(header.screen.width)),\"height\":\(compact(header.screen.height)),\"scale\":\(compact(header.screen.scale))}"
        if let hz = header.refreshHz { text += ",\"refreshHz\":\(compact(hz))" }
        if let device = header.device { text += ",\"device\":\(quoted(device))" }
        if let source = header.source { text += ",\"source\":\(quoted(source))" }
        if let recorded = header.recorded { text += ",\"recorded\":\(quoted(recorded))" }
        return text + "}"
    }

    /// One event line (without a newline).
    /// - Precondition: the event's numbers are finite (the writer checks before calling).
    public static func line(for event: TouchEvent) -> String {
        var text = "{\"t\":\(TraceTime.secondsText(event.timestamp)),\"id\":\(event.id),\"phase\":\"\(event.phase.rawValue)\""
        text += ",\"x\":\(event.x),\"y\":\(event.y)"
        if let f = event.force { text += ",\"force\":\(f)" }
        if let m = event.major { text += ",\"major\":\(m)" }
        if let m = event.minor { text += ",\"minor\":\(m)" }
        return text + "}"
    }

    /// One text line at `timestamp` (without a newline): `{"t":…,"text":"…"}` or
    /// `{"t":…,"key":"delete"}`.
    public static func line(for event: TextEvent, at timestamp: Int64) -> String {
        let head = "{\"t\":\(TraceTime.secondsText(timestamp)),"
        switch event {
        case .insert(let text): return head + "\"text\":\(quoted(text))}"
        case .deleteBackward, .returnKey: return head + "\"key\":\"\(event.keyName ?? "")\"}"
        }
    }

    /// A frame's lines: its touch events, then its text events, each ending with a newline.
    public static func lines(for frame: InputFrame) -> String {
        var text = ""
        for event in frame.touches { text += line(for: event) + "\n" }
        for event in frame.text { text += line(for: event, at: frame.timestamp) + "\n" }
        return text
    }

    /// A whole trace in memory: the header line, then every frame's events, each line ending
    /// with a newline. Does not validate; use `TraceWriter` or `TouchPhaseValidator` for that.
    public static func text(header: TraceHeader, frames: [InputFrame]) -> String {
        var text = line(for: header) + "\n"
        for frame in frames { text += lines(for: frame) }
        return text
    }

    /// Integral values without a fraction ("390"), others in shortest form ("2.5").
    static func compact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal.
    static func quoted(_ s: String) -> String {
        JSONWriter.string(s)
    }
}
