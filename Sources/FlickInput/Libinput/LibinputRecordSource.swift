import FlickCore

/// Reads a `libinput record` YAML file (format `version: 1`) as input frames in points.
///
/// Takes the first recorded device that has touch position axes (or device `index`).
/// Each `- evdev:` item is one frame of `[sec, usec, type, code, value]` tuples; they are
/// decoded by `TouchDecoder` like an evemu recording. Unknown keys are ignored.
///
/// The YAML is read with libyaml event by event, streaming: the device descriptions are built
/// as small trees, the chosen device's events one frame at a time, so memory does not grow
/// with the recording. Every error names its line.
package final class LibinputRecordSource: TraceSource {
    package let header: TraceHeader
    /// The recorded device.
    package let device: DeviceDescription
    private let path: String
    private let stream: YAMLEventStream
    private var decoder: TouchDecoder
    /// Event frames read before the device's description (a file that lists `events:` first),
    /// held until used; nil when streaming from `stream`.
    private var buffered: [YAMLNode]?
    private var bufferedIndex = 0
    private var eventsEnded = false
    private var frameNumber = 0
    private var pending: [(RawInputEvent, line: Int)] = []
    private var pendingIndex = 0

    /// Counts from the decoder so far.
    package var statistics: TouchDecoder.Statistics { decoder.statistics }

    /// Opens `path` and reads up to the chosen device's first event.
    /// - Throws: `InputError`: `.io`, `.malformed` (YAML errors and missing parts of the
    ///   structure, with their line), `.notATouchDevice`.
    package convenience init(path: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit, index: Int? = nil) throws(InputError) {
        try self.init(lines: try LineReader(path: path), screen: screen, mapping: mapping, index: index)
    }

    /// Reads a recording held in memory; `name` stands for its path in errors. Parameters and
    /// errors as `init(path:…)`.
    package convenience init(bytes: [UInt8], name: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit,
                            index: Int? = nil) throws(InputError) {
        try self.init(lines: LineReader(bytes: bytes, path: name), screen: screen, mapping: mapping, index: index)
    }

    /// Reads the recording `lines` has still to read (after format detection peeked at it);
    /// parameters and errors as `init(path:…)`.
    init(lines: LineReader, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit, index: Int? = nil) throws(InputError) {
        let path = lines.displayName
        self.path = path
        let stream = try YAMLEventStream(lines: lines)
        self.stream = stream
        func fail(_ text: String, line: Int? = nil) -> InputError {
            InputError(path: path, line: line ?? stream.line, .malformed(text))
        }
        try stream.expect(.streamStart, "a YAML document")
        guard try stream.next() == .documentStart, try stream.next() == .mappingStart else {
            throw fail("expected a libinput record (a YAML mapping with version: 1 and devices:)")
        }
        var chosen: (DeviceDescription, events: [YAMLNode]?)?
        var deviceCount = 0
        var sawDevices = false
        topLevel: while true {
            let event = try stream.next()
            if event == .mappingEnd { break }
            guard case .scalar(let key) = event else { throw fail("expected a key") }
            switch key {
            case "version":
                let node = try stream.node()
                if let version = node.int, version != 1 {
                    throw fail("libinput record version \(version) is not supported (expected 1)", line: node.line)
                }
            case "devices":
                sawDevices = true
                guard try stream.next() == .sequenceStart else { throw fail("\"devices:\" must be a list") }
                while try stream.peek() != .sequenceEnd {
                    let i = deviceCount
                    deviceCount += 1
                    if let found = try Self.device(stream, path: path, wanted: { d in index == nil ? d.touchProtocol != nil : index == i }) {
                        chosen = found
                        break topLevel
                    }
                }
                _ = try stream.next()
            default:
                try stream.skip()
            }
        }
        guard sawDevices, deviceCount > 0 else { throw InputError(path: path, .malformed("no \"devices:\" list")) }
        guard let (device, events) = chosen else {
            throw InputError(path: path, .notATouchDevice("none of the \(deviceCount) recorded devices has touch position axes"))
        }
        self.device = device
        buffered = events
        header = TraceHeader(screen: screen, device: device.name, source: "libinput record")
        guard let axes = device.positionAxes else {
            throw InputError(path: path, .notATouchDevice("\"\(device.name)\" has no position axes"))
        }
        do throws(InputError.Reason) {
            decoder = try TouchDecoder(device: device, mapping: mapping.mapping(x: axes.x, y: axes.y, screen: screen))
        } catch {
            throw InputError(path: path, error)
        }
    }

    package func next() throws(InputError) -> InputFrame? {
        while true {
            if pendingIndex >= pending.count {
                guard try loadNextFrame() else { return nil }
            }
            let (event, line) = pending[pendingIndex]
            pendingIndex += 1
            do throws(InputError.Reason) {
                if let frame = try decoder.feed(event) { return frame }
            } catch {
                throw InputError(path: path, line: line, error)
            }
        }
    }

    // MARK: Private steps

    /// Reads one device mapping. When `wanted` accepts its description, stops at the start
    /// of its events (or after the mapping, when it has none) and returns it; otherwise
    /// consumes the whole mapping and returns nil.
    private static func device(_ stream: YAMLEventStream, path: String,
                               wanted: (DeviceDescription) -> Bool) throws(InputError) -> (DeviceDescription, events: [YAMLNode]?)? {
        guard try stream.next() == .mappingStart else {
            throw InputError(path: path, line: stream.line, .malformed("a device must be a mapping (evdev:, events:)"))
        }
        var description: DeviceDescription?
        var earlyEvents: [YAMLNode]?
        let start = stream.line
        while true {
            let event = try stream.next()
            if event == .mappingEnd { break }
            guard case .scalar(let key) = event else {
                throw InputError(path: path, line: stream.line, .malformed("expected a key"))
            }
            switch key {
            case "evdev":
                description = try Self.description(try stream.node(), path: path)
            case "events":
                if let d = description {
                    guard wanted(d) else { try stream.skip(); continue }
                    guard try stream.next() == .sequenceStart else {
                        throw InputError(path: path, line: stream.line, .malformed("\"events:\" must be a list"))
                    }
                    return (d, nil)
                }
                // Events before the description: held until the device is known.
                earlyEvents = try stream.node().items ?? []
            default:
                try stream.skip()
            }
        }
        guard let description else {
            throw InputError(path: path, line: start, .malformed("a device without an \"evdev:\" block"))
        }
        return wanted(description) ? (description, earlyEvents ?? []) : nil
    }

    /// The next event frame (an item of `events:`), or nil at the end of the list.
    private func nextItem() throws(InputError) -> YAMLNode? {
        if let buffered {
            guard bufferedIndex < buffered.count else { return nil }
            bufferedIndex += 1
            return buffered[bufferedIndex - 1]
        }
        guard !eventsEnded else { return nil }
        if try stream.peek() == .sequenceEnd {
            eventsEnded = true
            return nil
        }
        return try stream.node()
    }

    /// Loads the kernel events of the next `evdev` item; false at the end.
    private func loadNextFrame() throws(InputError) -> Bool {
        while let item = try nextItem() {
            frameNumber += 1
            guard let tuples = item["evdev"]?.items else { continue }   // hid:, libinput: items
            pending = []
            pendingIndex = 0
            for tuple in tuples {
                pending.append((try Self.event(tuple, path: path), tuple.line))
            }
            if !pending.isEmpty { return true }
        }
        return false
    }

    /// One `[sec, usec, type, code, value]` tuple, range-checked.
    private static func event(_ tuple: YAMLNode, path: String) throws(InputError) -> RawInputEvent {
        func fail(_ text: String) -> InputError { InputError(path: path, line: tuple.line, .malformed(text)) }
        guard let fields = tuple.items, fields.count == 5,
              let sec = fields[0].int, let usec = fields[1].int, let type = fields[2].int,
              let code = fields[3].int, let value = fields[4].int else {
            throw fail("expected [sec, usec, type, code, value] integers")
        }
        guard sec >= 0, Double(sec) <= TraceTime.maximumSeconds else {
            throw fail("time \(sec) s is out of range (0 to \(Int64(TraceTime.maximumSeconds)) s)")
        }
        guard (0..<1_000_000).contains(usec) else { throw fail("microseconds \(usec) are out of range (0 to 999999)") }
        guard (0...0xFFFF).contains(type), (0...0xFFFF).contains(code) else {
            throw fail("event type and code must be in 0...65535, got \(type) and \(code)")
        }
        guard (Int(Int32.min)...Int(Int32.max)).contains(value) else { throw fail("value \(value) does not fit 32 bits") }
        return RawInputEvent(time: Int64(sec) * 1_000_000_000 + Int64(usec) * 1000,
                             type: UInt16(type), code: UInt16(code), value: Int32(value))
    }

    private static func description(_ evdev: YAMLNode, path: String) throws(InputError) -> DeviceDescription {
        var codes: [UInt16: Set<UInt16>] = [:]
        if let members = evdev["codes"]?.members {
            for (typeText, list) in members {
                guard let type = UInt16(typeText) else { continue }
                codes[type] = Set((list.items ?? []).compactMap { $0.int }.compactMap { UInt16(exactly: $0) })
            }
        }
        var axes: [UInt16: AbsInfo] = [:]
        if let members = evdev["absinfo"]?.members {
            for (codeText, list) in members {
                guard let code = UInt16(codeText) else { continue }
                let n = (list.items ?? []).compactMap { $0.int }.compactMap { Int32(exactly: $0) }
                guard n.count >= 2 else {
                    throw InputError(path: path, line: list.line, .malformed("absinfo \(Format.excerpt(codeText)): expected [min, max, fuzz, flat, resolution]"))
                }
                axes[code] = AbsInfo(minimum: n[0], maximum: n[1], fuzz: n.count > 2 ? n[2] : 0,
                                     flat: n.count > 3 ? n[3] : 0, resolution: n.count > 4 ? n[4] : 0)
            }
        }
        return DeviceDescription(name: evdev["name"]?.text ?? "unnamed device",
                                 id: (evdev["id"]?.items ?? []).compactMap { $0.int },
                                 properties: (evdev["properties"]?.items ?? []).compactMap { $0.int }.sorted(),
                                 codes: codes, axes: axes)
    }
}
