import FlickCore

/// Streams a `.trace` file (JSON Lines, see docs/INPUT.md) as validated input frames.
///
/// The header is read and checked by `init`; `next()` returns one frame at a time (the
/// events with equal `t`), so memory stays bounded by the longest frame, not the file.
/// Unknown keys are tolerated. A line with `text` or `key` is a text line (`TextEvent`).
/// Every error names the line and what is wrong with it.
///
/// ```
/// let reader = try TraceReader(path: "tap.trace")
/// while let frame = try reader.next() { … }
/// ```
package final class TraceReader: TraceSource {
    /// The parsed first line.
    package let header: TraceHeader
    private let lines: LineReader
    private let path: String
    private var validator = TouchPhaseValidator()
    private var pending: (event: LineEvent, line: Int)?
    private var finished = false

    /// Opens `path` and reads its header.
    /// - Throws: `InputError` with `.io`, `.empty`, `.badJSON`, `.badHeader`,
    ///   `.unsupportedVersion`, `.missingKey`, `.badValue` or `.nonFinite` (line 1).
    package convenience init(path: String) throws(InputError) {
        try self.init(lines: try LineReader(path: path))
    }

    /// Reads a trace held in memory; `path` names it in errors.
    /// - Throws: as `init(path:)`.
    package convenience init(text: String, path: String = "<memory>") throws(InputError) {
        try self.init(lines: LineReader(bytes: Array(text.utf8), path: path))
    }

    /// Reads the trace `lines` has still to read (after format detection peeked at it).
    /// - Throws: as `init(path:)`.
    init(lines: LineReader) throws(InputError) {
        self.lines = lines
        let path = lines.displayName
        self.path = path
        guard let (value, line) = try Self.nextObject(lines, path: path) else {
            throw InputError(path: path, .empty)
        }
        do throws(InputError.Reason) {
            header = try Self.header(from: value)
        } catch {
            throw InputError(path: path, line: line, error)
        }
    }

    /// The touches still down after the frames read so far, in id order.
    package var activeTouches: [Int] { validator.activeTouches }

    /// The next frame, or nil at the end of the file: the touch and text lines of one `t`.
    /// - Throws: `InputError` naming the line: `.badJSON`, `.missingKey`, `.badValue`,
    ///   `.nonFinite`, `.timeDecreased`, `.duplicateTouch`, `.phaseOrder`, `.malformed` (a
    ///   line both touch and text), or `.io`.
    /// - Complexity: O(events in the frame).
    package func next() throws(InputError) -> InputFrame? {
        if pending == nil, !finished { pending = try readEvent() }
        guard let first = pending else { return nil }
        var frame = InputFrame(timestamp: first.event.timestamp, touches: [])
        first.event.add(to: &frame)
        pending = nil
        while let following = try readEvent() {
            if following.event.timestamp != frame.timestamp {
                pending = following
                break
            }
            following.event.add(to: &frame)
        }
        return frame
    }

    private func readEvent() throws(InputError) -> (event: LineEvent, line: Int)? {
        guard let (value, line) = try Self.nextObject(lines, path: path) else {
            finished = true
            return nil
        }
        let event: LineEvent
        do throws(InputError.Reason) {
            event = try Self.lineEvent(from: value)
        } catch {
            throw InputError(path: path, line: line, error)
        }
        let problem: InputError.Reason?
        switch event {
        case .touch(let touch): problem = validator.accept(touch)
        case .text(let text, let t): problem = validator.accept(text, at: t)
        }
        if let problem { throw InputError(path: path, line: line, problem) }
        return (event, line)
    }

    /// What one event line holds: a touch, or a text event at its time.
    private enum LineEvent {
        case touch(TouchEvent)
        case text(TextEvent, Int64)

        var timestamp: Int64 {
            switch self {
            case .touch(let e): return e.timestamp
            case .text(_, let t): return t
            }
        }

        func add(to frame: inout InputFrame) {
            switch self {
            case .touch(let e): frame.touches.append(e)
            case .text(let e, _): frame.text.append(e)
            }
        }
    }

    /// A touch line, or a text line when it has `text` or `key`.
    private static func lineEvent(from value: FlickCore.JSONValue) throws(InputError.Reason) -> LineEvent {
        guard value["text"] != nil || value["key"] != nil else { return .touch(try event(from: value)) }
        let (text, t) = try textEvent(from: value)
        return .text(text, t)
    }

    /// A text line: `t` and one of `text` (a string of 1 to `TextEvent.maximumTextBytes`
    /// UTF-8 bytes) or `key` (`delete`, `return`); no touch keys (`id`, `phase`).
    package static func textEvent(from value: FlickCore.JSONValue) throws(InputError.Reason) -> (TextEvent, Int64) {
        let t = try time(value)
        if value["id"] != nil || value["phase"] != nil {
            throw .malformed("a line is a touch (\"id\", \"phase\") or text (\"text\" or \"key\"), not both")
        }
        let event: TextEvent
        if let textValue = value["text"] {
            guard value["key"] == nil else { throw .malformed("a text line has \"text\" or \"key\", not both") }
            guard let text = textValue.string else { throw .badValue(key: "text", "expected a string") }
            event = .insert(text)
        } else {
            let names = TextEvent.keyNames.map { "\"\($0)\"" }.joined(separator: " or ")
            guard let name = value["key"]?.string else { throw .badValue(key: "key", "expected \(names)") }
            guard let key = TextEvent(keyName: name) else {
                throw .badValue(key: "key", "unknown key \(JSONWriter.string(Format.excerpt(name))) (expected \(names))")
            }
            event = key
        }
        if let problem = event.rangeProblem() { throw problem }
        return (event, t)
    }

    /// The next non-blank line parsed as a JSON object, with its line number.
    private static func nextObject(_ lines: LineReader, path: String) throws(InputError) -> (FlickCore.JSONValue, Int)? {
        while true {
            let parsed: ParsedLine? = try lines.withNextLine { bytes in
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return .blank }
                do throws(FlickCore.JSONParseError) {
                    return .value(try FlickCore.JSONParser.parse(bytes))
                } catch {
                    return .failure(error)
                }
            }
            guard let parsed else { return nil }
            switch parsed {
            case .blank: continue
            case .value(let value):
                guard case .object = value else {
                    throw InputError(path: path, line: lines.lineNumber, .badJSON("expected an object {…}"))
                }
                return (value, lines.lineNumber)
            case .failure(let error):
                throw InputError(path: path, line: lines.lineNumber, .badJSON(error.description))
            }
        }
    }

    private enum ParsedLine {
        case blank
        case value(FlickCore.JSONValue)
        case failure(FlickCore.JSONParseError)
    }

    static func header(from value: FlickCore.JSONValue) throws(InputError.Reason) -> TraceHeader {
        guard let format = value["format"] else {
            throw .badHeader("the first line must be {\"format\":\"flick-trace\",\"version\":1,\"screen\":{…}}")
        }
        guard format.string == TraceHeader.formatName else {
            throw .badHeader("\"format\" must be \"flick-trace\"")
        }
        guard let versionValue = value["version"] else { throw .missingKey("version") }
        guard case .number(let versionText) = versionValue, let version = Int(versionText) else {
            throw .badValue(key: "version", "expected an integer")
        }
        guard version == TraceHeader.currentVersion else { throw .unsupportedVersion(version) }
        guard let screenValue = value["screen"] else { throw .missingKey("screen") }
        guard case .object = screenValue else { throw .badValue(key: "screen", "expected an object") }
        let width = try positive(screenValue, "width", path: "screen.width")
        let height = try positive(screenValue, "height", path: "screen.height")
        let scale = screenValue["scale"] == nil ? 1 : try positive(screenValue, "scale", path: "screen.scale")
        var header = TraceHeader(screen: ScreenGeometry(width: width, height: height, scale: scale))
        if value["refreshHz"] != nil { header.refreshHz = try positive(value, "refreshHz", path: "refreshHz") }
        header.device = try optionalString(value, "device")
        header.source = try optionalString(value, "source")
        header.recorded = try optionalString(value, "recorded")
        return header
    }

    static func event(from value: FlickCore.JSONValue) throws(InputError.Reason) -> TouchEvent {
        let t = try time(value)
        guard let idValue = value["id"] else { throw .missingKey("id") }
        guard case .number(let idText) = idValue, let id = Int(idText) else {
            throw .badValue(key: "id", "expected an integer")
        }
        guard let phaseValue = value["phase"] else { throw .missingKey("phase") }
        guard let phaseText = phaseValue.string, let phase = TouchPhase(rawValue: phaseText) else {
            throw .badValue(key: "phase", "expected one of \"down\", \"move\", \"up\", \"cancel\"")
        }
        let x = try number(value, "x")
        let y = try number(value, "y")
        return TouchEvent(id: id, phase: phase, x: x, y: y, timestamp: t,
                          force: try optionalNumber(value, "force"),
                          major: try optionalNumber(value, "major"),
                          minor: try optionalNumber(value, "minor"))
    }

    /// A line's `t`, nanoseconds.
    private static func time(_ value: FlickCore.JSONValue) throws(InputError.Reason) -> Int64 {
        guard let tValue = value["t"] else { throw .missingKey("t") }
        guard case .number(let tText) = tValue else { throw .badValue(key: "t", "expected a number of seconds") }
        guard let t = TraceTime.nanoseconds(text: tText) else {
            guard let seconds = Double(tText), seconds.isFinite else { throw .nonFinite(key: "t") }
            throw .badValue(key: "t", "\(Format.excerpt(tText)) s is out of range (0 to \(Format.number(TraceTime.maximumSeconds)) s)")
        }
        guard t >= 0 else { throw .badValue(key: "t", "negative time \(Format.excerpt(tText))") }
        return t
    }

    private static func number(_ object: FlickCore.JSONValue, _ key: String) throws(InputError.Reason) -> Double {
        guard let value = object[key] else { throw .missingKey(key) }
        guard case .number = value, let d = value.double else { throw .badValue(key: key, "expected a number") }
        guard d.isFinite else { throw .nonFinite(key: key) }
        return d
    }

    private static func optionalNumber(_ object: FlickCore.JSONValue, _ key: String) throws(InputError.Reason) -> Double? {
        guard let value = object[key], value != .null else { return nil }
        return try number(object, key)
    }

    private static func positive(_ object: FlickCore.JSONValue, _ key: String, path: String) throws(InputError.Reason) -> Double {
        let d: Double
        do throws(InputError.Reason) {
            d = try number(object, key)
        } catch {
            switch error {
            case .missingKey: throw .missingKey(path)
            case .nonFinite: throw .nonFinite(key: path)
            default: throw .badValue(key: path, "expected a number")
            }
        }
        guard d > 0 else { throw .badValue(key: path, "must be positive") }
        guard d <= TouchEvent.maximumCoordinate else { throw .badValue(key: path, "\(Format.excerpt(Format.number(d))) is over 1e9 (the limit)") }
        return d
    }

    private static func optionalString(_ object: FlickCore.JSONValue, _ key: String) throws(InputError.Reason) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard let s = value.string else { throw .badValue(key: key, "expected a string") }
        return s
    }
}
