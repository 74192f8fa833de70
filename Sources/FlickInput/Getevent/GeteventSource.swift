import FlickCore

/// Streams an Android `getevent` log (`adb shell getevent -lt > taps.txt`) as input frames in
/// screen points.
///
/// Reads every text form `GeteventLine` knows (plain, `-t`, `-l`, `-lt`, CRLF line ends), with
/// lines from several devices interleaved: the touchscreen is the device whose events report
/// touch positions (the one with the most events when several do); the others are skipped
/// and named in `notes`. Axis ranges come from a `getevent -p` / `-lp` description, given as
/// `descriptionPath` or found in the log itself (the `add device` blocks at its top); without
/// one, from the ranges the log's own events took (`GeteventDeviceLog.observedDescription`),
/// with a note. Events are decoded by `TouchDecoder` as evemu recordings are: protocol B
/// (slots and tracking ids; `ffffffff` lifts), protocol A (`SYN_MT_REPORT`), single-touch
/// (`BTN_TOUCH`), `SYN_DROPPED` discarding up to the next report. Times come from the log
/// (`-t`); a log without them gets one report every 1/`reportRate` s (with a note).
///
/// The whole log is read when the source is made (the touchscreen and its ranges are known
/// only at the end), so memory grows with the log: at most `maximumEvents` events.
package final class GeteventSource: TraceSource {
    package let header: TraceHeader
    /// The touchscreen, as described (or as observed).
    package let device: DeviceDescription
    /// The path the touchscreen's lines name (`/dev/input/event2`), or "" when they name none.
    package let devicePath: String
    /// Whether the log has times (`getevent -t`).
    package let hasTimestamps: Bool
    /// What the reader did that a user should know, one sentence each: devices skipped, ranges
    /// observed rather than described, times synthesized, events with unknown names.
    package let notes: [String]
    private let path: String
    private let entries: [GeteventDeviceLog.Entry]
    private var index = 0
    private var reports: Int64 = 0
    private let reportPeriod: Int64
    private var decoder: TouchDecoder

    /// The most events a log may hold (all devices): 2²¹ (about 2 million, 50 MB in memory).
    package static let maximumEvents = 1 << 21
    /// The report rate times are synthesized at when a log has none, Hz: 60.
    package static let defaultReportRate = 60
    /// The report rates accepted, Hz.
    package static let reportRates = 1...100_000

    /// Counts from the decoder (events, reports, drops…), so far.
    package var statistics: TouchDecoder.Statistics { decoder.statistics }

    /// Opens `path`.
    /// - Parameters:
    ///   - screen: the target screen (default `ScreenGeometry.phone`).
    ///   - mapping: device units to points (default: fit preserving aspect).
    ///   - descriptionPath: a `getevent -p` / `-lp` output with the touchscreen's axes.
    ///   - reportRate: Hz, for a log without times (default `defaultReportRate`; clamped to
    ///     `reportRates`).
    /// - Throws: `InputError`: `.io`, `.lineTooLong`, `.malformed` (with the line),
    ///   `.missingDescription` (a `descriptionPath` without a touchscreen),
    ///   `.notATouchDevice` (no device in the log reports touch positions).
    package convenience init(path: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit,
                            descriptionPath: String? = nil, reportRate: Int = GeteventSource.defaultReportRate) throws(InputError) {
        try self.init(lines: try LineReader(path: path), screen: screen, mapping: mapping, descriptionPath: descriptionPath,
                      reportRate: reportRate)
    }

    /// Reads a log held in memory; `name` stands for its path in errors. Parameters and
    /// errors as `init(path:…)`.
    package convenience init(bytes: [UInt8], name: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit,
                            descriptionPath: String? = nil, reportRate: Int = GeteventSource.defaultReportRate) throws(InputError) {
        try self.init(lines: LineReader(bytes: bytes, path: name), screen: screen, mapping: mapping,
                      descriptionPath: descriptionPath, reportRate: reportRate)
    }

    /// Reads the log `lines` has still to read (after format detection peeked at it);
    /// parameters and errors as `init(path:…)`.
    init(lines: LineReader, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit,
         descriptionPath: String? = nil, reportRate: Int = GeteventSource.defaultReportRate) throws(InputError) {
        let path = lines.displayName
        self.path = path
        let log = try Self.read(lines)
        var notes: [String] = []
        let described = try descriptionPath.map { (file) throws(InputError) in (file, Blocks(try Self.descriptionBlocks(file))) }
        let logBlocks = Blocks(log.blocks)
        guard let chosen = Self.touchscreen(in: log.devices, blocks: described?.1 ?? logBlocks) else {
            let what = log.devices.isEmpty ? "the log has no events" : "no device in the log reports touch positions (ABS_MT_POSITION_X/Y, or ABS_X/Y with BTN_TOUCH)"
            throw InputError(path: path, .notATouchDevice(what))
        }
        let skipped = log.devices.filter { $0.key != chosen.key }
        for other in skipped.prefix(Self.devicesNamed) {
            notes.append("skipped \(other.entries.count) events of \(Self.label(other.key, logBlocks.block(for: other.key)))")
        }
        if skipped.count > Self.devicesNamed {
            let events = skipped.dropFirst(Self.devicesNamed).map(\.entries.count).reduce(0, +)
            notes.append("skipped \(events) events of \(skipped.count - Self.devicesNamed) more devices")
        }
        let logBlock = logBlocks.block(for: chosen.key)
        var device: DeviceDescription
        if let (file, blocks) = described {
            guard let block = blocks.block(for: chosen.key, touchOnly: true) else {
                throw InputError(path: file, .missingDescription("no touchscreen block (ABS_MT_POSITION_X/Y axes) for \(Self.label(chosen.key, logBlock))"))
            }
            device = block.description
        } else if let block = logBlock, block.description.touchProtocol != nil {
            device = block.description
        } else {
            device = chosen.observedDescription(name: logBlock?.name ?? (chosen.key.isEmpty ? "getevent touchscreen" : chosen.key))
            notes.append("no getevent -p description of the touchscreen: axis ranges are those its events took (0 to the largest), so positions are approximate; give one with --desc")
        }
        if log.unknownNames > 0 {
            notes.append("skipped \(log.unknownNames) events with names libevdev does not know")
        }
        let rate = min(max(reportRate, Self.reportRates.lowerBound), Self.reportRates.upperBound)
        if !log.timed {
            notes.append("no times in the log (getevent -t): one report every 1/\(rate) s")
        }
        guard let axes = device.positionAxes else {
            throw InputError(path: described?.0 ?? path, .notATouchDevice("\"\(device.name)\" has no position axes"))
        }
        do throws(InputError.Reason) {
            decoder = try TouchDecoder(device: device, mapping: mapping.mapping(x: axes.x, y: axes.y, screen: screen))
        } catch {
            throw InputError(path: described?.0 ?? path, error)
        }
        self.device = device
        devicePath = chosen.key
        hasTimestamps = log.timed
        self.notes = notes
        entries = chosen.entries
        reportPeriod = 1_000_000_000 / Int64(rate)
        header = TraceHeader(screen: screen, device: device.name, source: "getevent")
    }

    /// The touches down after the frames read so far (for a log that ends mid-touch).
    package var activeTouches: [(id: Int, x: Double, y: Double)] { decoder.activeTouches }

    package func next() throws(InputError) -> InputFrame? {
        while index < entries.count {
            let entry = entries[index]
            index += 1
            var time = entry.time
            if time < 0 {
                time = reports * reportPeriod
            }
            if entry.type == EventCodes.evSyn, entry.code == EventCodes.synReport { reports += 1 }
            do throws(InputError.Reason) {
                let event = RawInputEvent(time: time, type: entry.type, code: entry.code, value: entry.value)
                if let frame = try decoder.feed(event) { return frame }
            } catch {
                throw InputError(path: path, line: entry.line, error)
            }
        }
        return nil
    }

    // MARK: - Reading

    /// What a pass over the log found.
    private struct Log {
        var devices: [GeteventDeviceLog] = []
        var blocks: [GeteventDescriptionParser.Block] = []
        var timed = false
        var unknownNames = 0
    }

    private static func read(_ lines: LineReader) throws(InputError) -> Log {
        let path = lines.displayName
        var parser = GeteventDescriptionParser()
        var log = Log()
        var deviceIndex: [String: Int] = [:]
        var timed: Bool?
        var count = 0
        while let parsed = try nextLine(lines) {
            let line = lines.lineNumber
            switch parsed {
            case .failure(let reason): throw InputError(path: path, line: line, reason)
            case .success(.blank): continue
            case .success(.unknownName): log.unknownNames += 1
            case .success(.header(let text)):
                do throws(InputError.Reason) { try parser.take(text) } catch { throw InputError(path: path, line: line, error) }
            case .success(.event(let event)):
                if let timed, timed != (event.time != nil) {
                    throw InputError(path: path, line: line, .malformed(timed
                        ? "this event has no [time], but the events before it have one (getevent -t)"
                        : "this event has a [time], but the events before it have none"))
                }
                timed = event.time != nil
                count += 1
                guard count <= maximumEvents else {
                    throw InputError(path: path, line: line, .malformed("more than \(maximumEvents) events (the limit of a getevent log; split it)"))
                }
                let key = event.device ?? ""
                let slot: Int
                if let known = deviceIndex[key] {
                    slot = known
                } else {
                    slot = log.devices.count
                    deviceIndex[key] = slot
                    log.devices.append(GeteventDeviceLog(key: key))
                }
                log.devices[slot].append(.init(time: event.time ?? -1, type: event.type, code: event.code, value: event.value, line: line))
            }
        }
        log.blocks = parser.blocks
        log.timed = timed ?? false
        return log
    }

    private static func nextLine(_ lines: LineReader) throws(InputError) -> Result<GeteventLine, InputError.Reason>? {
        try lines.withNextLine { bytes in
            do throws(InputError.Reason) { return .success(try GeteventLine.parse(bytes)) } catch { return .failure(error) }
        }
    }

    /// The device blocks of a `getevent -p` / `-lp` output (its event lines, if any, are read
    /// and ignored).
    private static func descriptionBlocks(_ path: String) throws(InputError) -> [GeteventDescriptionParser.Block] {
        let reader = try LineReader(path: path)
        var parser = GeteventDescriptionParser()
        while let parsed = try nextLine(reader) {
            switch parsed {
            case .failure(let reason): throw InputError(path: reader.displayName, line: reader.lineNumber, reason)
            case .success(.header(let text)):
                do throws(InputError.Reason) { try parser.take(text) } catch {
                    throw InputError(path: reader.displayName, line: reader.lineNumber, error)
                }
            case .success: continue
            }
        }
        guard parser.blocks.contains(where: { !$0.axes.isEmpty }) else {
            throw InputError(path: reader.displayName, .missingDescription("no device block with axes (the output of getevent -p or -lp)"))
        }
        return parser.blocks
    }

    // MARK: - Choosing the touchscreen

    /// The device whose events report touches, or that a block describes as a touchscreen;
    /// the one with the most events when several do (the first of them on a tie).
    private static func touchscreen(in devices: [GeteventDeviceLog], blocks: Blocks) -> GeteventDeviceLog? {
        var best: GeteventDeviceLog?
        for device in devices {
            let described = !device.key.isEmpty && blocks.block(for: device.key, touchOnly: true) != nil
            guard device.reportsTouches || described else { continue }
            if device.entries.count > best?.entries.count ?? -1 { best = device }
        }
        return best
    }

    /// How many skipped devices the notes name one by one: 8 (the rest are counted).
    private static let devicesNamed = 8

    /// The device blocks of a log or description, found by path in O(1).
    private struct Blocks {
        /// The last block of each path.
        private var byPath: [String: GeteventDescriptionParser.Block] = [:]
        /// The only block, and the only touchscreen block, if there is one.
        private var only: GeteventDescriptionParser.Block?
        private var onlyTouch: GeteventDescriptionParser.Block?

        init(_ blocks: [GeteventDescriptionParser.Block]) {
            for block in blocks { byPath[block.path] = block }
            only = blocks.count == 1 ? blocks[0] : nil
            let touch = blocks.filter { $0.description.touchProtocol != nil }
            onlyTouch = touch.count == 1 ? touch[0] : nil
        }

        /// The block for the device `key`: the last one with its path (nil when `touchOnly`
        /// and it describes no touchscreen); for lines that name no device, or a path no block
        /// has, the only block (the only touchscreen block when `touchOnly`), if there is one.
        func block(for key: String, touchOnly: Bool = false) -> GeteventDescriptionParser.Block? {
            if !key.isEmpty, let match = byPath[key] {
                return !touchOnly || match.description.touchProtocol != nil ? match : nil
            }
            return touchOnly ? onlyTouch : only
        }
    }

    /// `/dev/input/event5 ("gpio-keys")`, or `the lines without a device path`.
    private static func label(_ key: String, _ block: GeteventDescriptionParser.Block?) -> String {
        let name = block?.name.map { " (\"\($0)\")" } ?? ""
        return (key.isEmpty ? "the lines without a device path" : key) + name
    }
}
