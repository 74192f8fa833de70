/// An input file or device that cannot be read: where (path and 1-based line, when known)
/// and why. Every reader, importer and device source in FlickInput throws this type.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or device path.
    public var path: String
    /// The 1-based line the problem is on, or nil when it is not about one line.
    public var line: Int?
    /// What is wrong.
    public var reason: Reason

    public init(path: String, line: Int? = nil, _ reason: Reason) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// `path:line` or `path`.
    public var location: String { line.map { "\(path):\($0)" } ?? path }

    public var description: String { "\(location): \(reason)" }

    /// Why an input could not be read.
    public enum Reason: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file could not be opened or read (`strerror` text).
        case io(String)
        /// An output file could not be written (`strerror` text: a full disk, a file too
        /// large, a missing directory).
        case write(String)
        /// A line is longer than the reader's limit (bytes; `LineReader.defaultLineLimit`).
        case lineTooLong(limit: Int)
        /// The file has no lines at all.
        case empty
        /// The content is none of the known formats.
        case unknownFormat
        /// The first line is not a flick-trace header; says what is wrong with it.
        case badHeader(String)
        /// The header's version is not one this reader knows.
        case unsupportedVersion(Int)
        /// The line is not a JSON object; says where parsing stopped.
        case badJSON(String)
        /// A required key is absent.
        case missingKey(String)
        /// A key has a value of the wrong type or out of range.
        case badValue(key: String, String)
        /// A number is NaN or infinite.
        case nonFinite(key: String)
        /// `t` went backwards.
        case timeDecreased(previous: Int64, now: Int64)
        /// A phase that cannot follow the touch's current state (e.g. `move` before `down`).
        case phaseOrder(id: Int, phase: TouchPhase, touchIsDown: Bool)
        /// The same touch changed twice at one instant.
        case duplicateTouch(id: Int)
        /// More touches down at once than `TouchEvent.maximumSimultaneousTouches`.
        case tooManyTouches(limit: Int)
        /// A malformed line of a device recording (evemu, libinput record, getevent).
        case malformed(String)
        /// A recording without the device description needed to map coordinates.
        case missingDescription(String)
        /// The device has no multi-touch or single-touch position axes.
        case notATouchDevice(String)

        public var description: String {
            switch self {
            case .io(let text): return "cannot read: \(text)"
            case .write(let text): return "cannot write: \(text)"
            case .lineTooLong(let limit): return "line longer than \(limit) bytes (the limit; is this a text file?)"
            case .empty: return "empty file"
            case .unknownFormat: return "not a flick trace, evemu recording, libinput recording or getevent log"
            case .badHeader(let text): return "bad header: \(text)"
            case .unsupportedVersion(let v): return "unsupported trace version \(v) (this reader knows version 1)"
            case .badJSON(let text): return "not a JSON object: \(text)"
            case .missingKey(let key): return "missing key \"\(key)\""
            case .badValue(let key, let text): return "bad \"\(key)\": \(text)"
            case .nonFinite(let key): return "\"\(key)\" is not a finite number"
            case .timeDecreased(let previous, let now):
                return "time goes backwards: t=\(TraceTime.secondsText(now)) after t=\(TraceTime.secondsText(previous))"
            case .phaseOrder(let id, let phase, let isDown):
                return isDown
                    ? "touch \(id) is already down; \"\(phase.rawValue)\" must come after it lifts"
                    : "touch \(id) is not down; \"\(phase.rawValue)\" needs a \"down\" first"
            case .duplicateTouch(let id): return "touch \(id) changes twice at the same time"
            case .tooManyTouches(let limit): return "more than \(limit) touches down at once (the limit)"
            case .malformed(let text): return text
            case .missingDescription(let text): return "no device description: \(text)"
            case .notATouchDevice(let text): return "not a touch device: \(text)"
            }
        }
    }
}
