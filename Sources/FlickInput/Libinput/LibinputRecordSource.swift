/// Reads a `libinput record` YAML file (format `version: 1`) as input frames in points.
///
/// Takes the first recorded device that has touch position axes (or device `index`).
/// Each `- evdev:` item is one frame of `[sec, usec, type, code, value]` tuples; they are
/// decoded by `TouchDecoder` like an evemu recording. Unknown keys are ignored.
/// The YAML is parsed with libyaml; the document is held in memory while reading.
public final class LibinputRecordSource: TraceSource {
    public let header: TraceHeader
    /// The recorded device.
    public let device: DeviceDescription
    private let path: String
    private var decoder: TouchDecoder
    private let frames: [YAMLNode]
    private var frameIndex = 0
    private var pending: [RawInputEvent] = []
    private var pendingIndex = 0

    /// Counts from the decoder so far.
    public var statistics: TouchDecoder.Statistics { decoder.statistics }

    /// Opens and parses `path`.
    /// - Throws: `InputError`: `.io`, `.malformed` (YAML errors with their line, or a
    ///   missing part of the structure), `.notATouchDevice`.
    public init(path: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit, index: Int? = nil) throws(InputError) {
        self.path = path
        let reader = try LineReader(path: path)
        var bytes: [UInt8] = []
        while let line = try reader.withNextLine({ Array($0) }) { bytes += line; bytes.append(0x0A) }
        let root: YAMLNode
        do throws(YAMLError) {
            root = try YAMLNode.parse(bytes)
        } catch {
            throw InputError(path: path, line: error.line, .malformed("YAML: \(error.message)"))
        }
        if let version = root["version"]?.int, version != 1 {
            throw InputError(path: path, .malformed("libinput record version \(version) is not supported (expected 1)"))
        }
        guard let devices = root["devices"]?.items, !devices.isEmpty else {
            throw InputError(path: path, .malformed("no \"devices:\" list"))
        }
        var chosen: (DeviceDescription, [YAMLNode])?
        for (i, node) in devices.enumerated() where index == nil || index == i {
            let description = try Self.description(node["evdev"], path: path)
            if description.touchProtocol != nil || index != nil {
                chosen = (description, node["events"]?.items ?? [])
                break
            }
        }
        guard let (device, events) = chosen else {
            throw InputError(path: path, .notATouchDevice("none of the \(devices.count) recorded devices has touch position axes"))
        }
        self.device = device
        self.frames = events
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

    public func next() throws(InputError) -> InputFrame? {
        while true {
            if pendingIndex >= pending.count {
                guard try loadNextFrame() else { return nil }
            }
            let event = pending[pendingIndex]
            pendingIndex += 1
            do throws(InputError.Reason) {
                if let frame = try decoder.feed(event) { return frame }
            } catch {
                throw InputError(path: path, error)
            }
        }
    }

    /// Loads the kernel events of the next `evdev` item; false at the end.
    private func loadNextFrame() throws(InputError) -> Bool {
        while frameIndex < frames.count {
            let item = frames[frameIndex]
            frameIndex += 1
            guard let tuples = item["evdev"]?.items else { continue }   // hid:, libinput: items
            pending = []
            pendingIndex = 0
            for tuple in tuples {
                guard let fields = tuple.items, fields.count == 5,
                      let sec = fields[0].int, let usec = fields[1].int, let type = fields[2].int,
                      let code = fields[3].int, let value = fields[4].int,
                      sec >= 0, usec >= 0, (0...0xFFFF).contains(type), (0...0xFFFF).contains(code),
                      (Int(Int32.min)...Int(Int32.max)).contains(value) else {
                    throw InputError(path: path, .malformed("event #\(frameIndex): expected [sec, usec, type, code, value] integers"))
                }
                // A timestamp past what nanoseconds in 64 bits hold (about 292 years) is malformed,
                // not a trap.
                let (s, o1) = Int64(sec).multipliedReportingOverflow(by: 1_000_000_000)
                let (u, o2) = Int64(usec).multipliedReportingOverflow(by: 1000)
                let (time, o3) = s.addingReportingOverflow(u)
                guard !o1, !o2, !o3 else {
                    throw InputError(path: path, .malformed("event #\(frameIndex): timestamp \(sec) s \(usec) µs is out of range"))
                }
                pending.append(RawInputEvent(time: time, type: UInt16(type), code: UInt16(code), value: Int32(value)))
            }
            if !pending.isEmpty { return true }
        }
        return false
    }

    private static func description(_ evdev: YAMLNode?, path: String) throws(InputError) -> DeviceDescription {
        guard let evdev else { throw InputError(path: path, .malformed("a device without an \"evdev:\" block")) }
        var codes: [UInt16: Set<UInt16>] = [:]
        if case .mapping(let members) = evdev["codes"] {
            for (typeText, list) in members {
                guard let type = UInt16(typeText) else { continue }
                codes[type] = Set((list.items ?? []).compactMap { $0.int }.compactMap { UInt16(exactly: $0) })
            }
        }
        var axes: [UInt16: AbsInfo] = [:]
        if case .mapping(let members) = evdev["absinfo"] {
            for (codeText, list) in members {
                guard let code = UInt16(codeText) else { continue }
                let n = (list.items ?? []).compactMap { $0.int }.compactMap { Int32(exactly: $0) }
                guard n.count >= 2 else { throw InputError(path: path, .malformed("absinfo \(codeText): expected [min, max, fuzz, flat, resolution]")) }
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
