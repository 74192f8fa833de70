#if canImport(Glibc)
import Glibc
#endif

/// Streams an evemu recording as input frames in screen points.
///
/// Reads the device description from the file (`N:/I:/P:/B:/A:` lines, evemu 1.10 and
/// later) or, for older `.events` files without one, from the sibling `.desc`/`.prop` file
/// that shares the longest dotted prefix of the name ("Pad.hp8470p.scroll.events" →
/// "Pad.hp8470p.desc", then "Pad.desc"). Events are decoded by `TouchDecoder`: protocol B
/// or A or single-touch, times from the first event, values decimal (zero padding allowed),
/// types and codes hex.
package final class EvemuSource: TraceSource {
    package let header: TraceHeader
    /// The recorded device.
    package let device: DeviceDescription
    /// Where the description came from (this file or a sibling).
    package let descriptionPath: String
    private let path: String
    private let lines: LineReader
    private var decoder: TouchDecoder
    private var pendingEvent: RawInputEvent?
    private var pendingLine = 0

    /// Counts from the decoder (events, reports, fingers announced…), so far.
    package var statistics: TouchDecoder.Statistics { decoder.statistics }

    /// Opens `path`.
    /// - Parameters:
    ///   - screen: the target screen (default `ScreenGeometry.phone`).
    ///   - mapping: device units to points (default: fit preserving aspect).
    ///   - descriptionPath: an explicit description file for recordings without one.
    /// - Throws: `InputError`: `.io`, `.malformed` (with the line), `.missingDescription`,
    ///   `.notATouchDevice`.
    package convenience init(path: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit,
                            descriptionPath: String? = nil) throws(InputError) {
        try self.init(lines: try LineReader(path: path), screen: screen, mapping: mapping, descriptionPath: descriptionPath)
    }

    /// Reads a recording held in memory; `name` stands for its path in errors and in the
    /// search for a sibling description. Parameters and errors as `init(path:…)`.
    package convenience init(bytes: [UInt8], name: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit,
                            descriptionPath: String? = nil) throws(InputError) {
        try self.init(lines: LineReader(bytes: bytes, path: name), screen: screen, mapping: mapping, descriptionPath: descriptionPath)
    }

    /// Reads the recording `lines` has still to read (after format detection peeked at it);
    /// parameters and errors as `init(path:…)`.
    init(lines: LineReader, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit,
         descriptionPath: String? = nil) throws(InputError) {
        let path = lines.displayName
        self.path = path
        self.lines = lines
        var builder = EvemuDescriptionBuilder()
        var first: (RawInputEvent, Int)?
        while first == nil, let parsed = try Self.nextLine(lines) {
            switch parsed {
            case .failure(let reason): throw InputError(path: path, line: lines.lineNumber, reason)
            case .success(.event(let sec, let nsec, let type, let code, let value)):
                first = (RawInputEvent(time: sec * 1_000_000_000 + nsec, type: type, code: code, value: value), lines.lineNumber)
            case .success(let line): _ = builder.take(line)
            }
        }
        var descriptionFile = path
        if let explicit = descriptionPath {
            builder = try Self.description(from: explicit)
            descriptionFile = explicit
        } else if !builder.hasAxes {
            guard lines.path != "-", let sibling = Self.siblingDescription(of: path) else {
                throw InputError(path: path, .missingDescription("no A: axis lines, and no matching .desc file beside it"))
            }
            builder = try Self.description(from: sibling)
            descriptionFile = sibling
        }
        let basename = String(path.split(separator: "/").last ?? Substring(path))
        device = builder.build(fallbackName: basename)
        self.descriptionPath = descriptionFile
        guard let axes = device.positionAxes else {
            throw InputError(path: descriptionFile, .notATouchDevice("\"\(device.name)\" has no position axes"))
        }
        header = TraceHeader(screen: screen, device: device.name, source: "evemu")
        do throws(InputError.Reason) {
            decoder = try TouchDecoder(device: device, mapping: mapping.mapping(x: axes.x, y: axes.y, screen: screen))
        } catch {
            throw InputError(path: descriptionFile, error)
        }
        if let first { pendingEvent = first.0; pendingLine = first.1 }
    }

    /// The touches down after the frames read so far (for a recording that ends mid-touch).
    package var activeTouches: [(id: Int, x: Double, y: Double)] { decoder.activeTouches }

    package func next() throws(InputError) -> InputFrame? {
        while true {
            guard let event = try nextEvent() else { return nil }
            do throws(InputError.Reason) {
                if let frame = try decoder.feed(event.0) { return frame }
            } catch {
                throw InputError(path: path, line: event.1, error)
            }
        }
    }

    private func nextEvent() throws(InputError) -> (RawInputEvent, Int)? {
        if let event = pendingEvent {
            pendingEvent = nil
            return (event, pendingLine)
        }
        while true {
            guard let parsed = try Self.nextLine(lines) else { return nil }
            switch parsed {
            case .failure(let reason): throw InputError(path: path, line: lines.lineNumber, reason)
            case .success(.event(let sec, let nsec, let type, let code, let value)):
                return (RawInputEvent(time: sec * 1_000_000_000 + nsec, type: type, code: code, value: value), lines.lineNumber)
            case .success: continue
            }
        }
    }

    private static func nextLine(_ lines: LineReader) throws(InputError) -> Result<EvemuLine, InputError.Reason>? {
        try lines.withNextLine { bytes in
            do throws(InputError.Reason) { return .success(try EvemuLine.parse(bytes)) } catch { return .failure(error) }
        }
    }

    /// Reads the description lines of a `.desc` file (or any evemu file).
    private static func description(from path: String) throws(InputError) -> EvemuDescriptionBuilder {
        let reader = try LineReader(path: path)
        let path = reader.displayName
        var builder = EvemuDescriptionBuilder()
        while let parsed = try nextLine(reader) {
            switch parsed {
            case .failure(let reason): throw InputError(path: path, line: reader.lineNumber, reason)
            case .success(let line): _ = builder.take(line)
            }
        }
        guard builder.hasAxes else { throw InputError(path: path, .missingDescription("no A: axis lines")) }
        return builder
    }

    /// The `.desc` or `.prop` file beside `path` with the longest shared dotted prefix.
    static func siblingDescription(of path: String) -> String? {
        var stem = path
        while let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") {
            stem = String(stem[..<dot])
            for ext in [".desc", ".prop"] {
                let candidate = stem + ext
                if candidate != path, access(candidate, R_OK) == 0 { return candidate }
            }
        }
        return nil
    }
}
