/// The events one device contributed to a getevent log, with what they show of the device:
/// the range each axis took, the keys it pressed, the multi-touch protocol it spoke.
struct GeteventDeviceLog {
    /// One event and the line it is on.
    struct Entry: Sendable {
        /// Nanoseconds from the log's `-t` time, or -1 when the log has no times.
        var time: Int64
        var type: UInt16
        var code: UInt16
        var value: Int32
        var line: Int
    }

    /// The device path the lines name, or "" for lines that name none.
    let key: String
    private(set) var entries: [Entry] = []
    /// Smallest and largest value per `EV_ABS` code.
    private(set) var ranges: [UInt16: (minimum: Int32, maximum: Int32)] = [:]
    private(set) var keys: Set<UInt16> = []
    /// A `SYN_MT_REPORT` was seen (protocol A).
    private(set) var sawMTReport = false

    init(key: String) { self.key = key }

    mutating func append(_ entry: Entry) {
        entries.append(entry)
        switch entry.type {
        case EventCodes.evAbs:
            if let r = ranges[entry.code] {
                ranges[entry.code] = (min(r.minimum, entry.value), max(r.maximum, entry.value))
            } else {
                ranges[entry.code] = (entry.value, entry.value)
            }
        case EventCodes.evKey:
            keys.insert(entry.code)
        case EventCodes.evSyn where entry.code == EventCodes.synMTReport:
            sawMTReport = true
        default:
            break
        }
    }

    /// The position axes: `ABS_MT_POSITION_X/Y`, `ABS_X/Y`.
    private static let positionCodes: Set<UInt16> = [EventCodes.mtPositionX, EventCodes.mtPositionY, EventCodes.absX, EventCodes.absY]

    /// Whether the events report touch positions: `ABS_MT_POSITION_X/Y`, or `ABS_X/Y` with
    /// `BTN_TOUCH`.
    var reportsTouches: Bool {
        if ranges[EventCodes.mtPositionX] != nil, ranges[EventCodes.mtPositionY] != nil { return true }
        return ranges[EventCodes.absX] != nil && ranges[EventCodes.absY] != nil && keys.contains(EventCodes.btnTouch)
    }

    /// A description made from the events alone, for a log without a `getevent -p` one: each
    /// axis from 0 (or its smallest value, if negative) to its largest value seen, and a
    /// position axis one unit further (the largest position seen is a unit of the surface, so
    /// it maps inside the screen, not onto its far edge, which hit testing leaves out);
    /// protocol A when a `SYN_MT_REPORT` was seen, else protocol B with the slots seen when the
    /// events carry slots or tracking ids. Positions mapped from it are approximate: a
    /// recording that never reached the screen's edges maps its largest position next to the
    /// edge.
    func observedDescription(name: String) -> DeviceDescription {
        var axes: [UInt16: AbsInfo] = [:]
        for (code, range) in ranges {
            let low = min(0, range.minimum)
            let position = Self.positionCodes.contains(code) && range.maximum < Int32.max
            let high = position ? range.maximum + 1 : range.maximum
            axes[code] = AbsInfo(minimum: low, maximum: max(high, low + 1))
        }
        axes[EventCodes.mtSlot] = nil
        if !sawMTReport, ranges[EventCodes.mtSlot] != nil || ranges[EventCodes.mtTrackingID] != nil {
            axes[EventCodes.mtSlot] = AbsInfo(minimum: 0, maximum: max(0, ranges[EventCodes.mtSlot]?.maximum ?? 0))
        }
        var codes: [UInt16: Set<UInt16>] = [EventCodes.evSyn: [EventCodes.synReport], EventCodes.evAbs: Set(axes.keys)]
        if !keys.isEmpty { codes[EventCodes.evKey] = keys }
        return DeviceDescription(name: name, properties: [EventCodes.propDirect], codes: codes, axes: axes)
    }
}
