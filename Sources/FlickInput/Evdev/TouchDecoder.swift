import FlickCore

/// Turns a device's kernel events into input frames in screen points: the multi-touch
/// protocols B (slots) and A (anonymous contacts) and single-touch, decided by the device
/// description. Used by the evemu and libinput importers and by live devices alike.
///
/// Feed events in order; a frame comes out at each `SYN_REPORT` that changed a touch.
/// Touch ids are assigned 1, 2, 3… in order of first contact (not the kernel's tracking
/// ids, which wrap). Times are relative to the first event fed and made strictly
/// increasing (a frame at or before the previous one moves to 1 ns after it; counted in
/// `statistics.clampedTimes`).
///
/// - Complexity: O(1) per event for protocol B and single-touch; O(k² log k) per frame for
///   protocol A with k contacts (nearest-neighbour matching).
package struct TouchDecoder: Sendable {
    /// Counts over the events fed so far.
    package struct Statistics: Sendable, Hashable {
        /// Kernel events fed.
        package var events = 0
        /// `SYN_REPORT`s seen.
        package var reports = 0
        /// `SYN_DROPPED`s seen.
        package var dropped = 0
        /// Most fingers announced at once by BTN_TOOL_* keys (may exceed tracked contacts).
        package var maxFingers = 0
        /// Frames moved forward in time to keep times strictly increasing.
        package var clampedTimes = 0
        /// Contacts that began and ended between two reports (never shown).
        package var instantContacts = 0
    }

    /// The device the events come from.
    package let device: DeviceDescription
    /// Device units to points.
    package let mapping: ScreenMapping
    /// The protocol in use.
    package let touchProtocol: DeviceDescription.TouchProtocol
    /// When true (recordings), events after a `SYN_DROPPED` are ignored up to the next
    /// `SYN_REPORT`. Live devices set it false: libevdev resynchronises and the synthetic
    /// events it then delivers must be applied.
    package var discardAfterDropped = true
    package private(set) var statistics = Statistics()

    private var origin: Int64?
    private var lastFrameTime: Int64?
    private var nextID = 1
    private var dropping = false
    private var toolKeys: [Bool] = Array(repeating: false, count: EventCodes.fingerTools.count)
    private let pressureAxis: AbsInfo?
    // Protocol B and single-touch (one slot).
    private var slots: [Slot]
    private var currentSlot = 0
    // Protocol A.
    private var contact = Contact()
    private var reported: [Contact] = []
    private var previous: [(id: Int, contact: Contact)] = []

    /// Largest slot index accepted (the kernel's own limit is far lower).
    package static let maxSlots = 1024

    /// A decoder for `device`, mapping with `mapping`.
    /// - Throws: `.notATouchDevice` when the device has no position axes.
    package init(device: DeviceDescription, mapping: ScreenMapping) throws(InputError.Reason) {
        guard let proto = device.touchProtocol else {
            throw .notATouchDevice("\"\(device.name)\" has no ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH")
        }
        self.device = device
        self.mapping = mapping
        self.touchProtocol = proto
        pressureAxis = proto == .singleTouch ? device.axes[EventCodes.absPressure] : device.axes[EventCodes.mtPressure]
        slots = Array(repeating: Slot(), count: max(1, min(device.slotCount, Self.maxSlots)))
    }

    /// The touches down now with their last positions in points, in id order.
    package var activeTouches: [(id: Int, x: Double, y: Double)] {
        var result: [(id: Int, x: Double, y: Double)] = []
        switch touchProtocol {
        case .slots, .singleTouch:
            for slot in slots where slot.touchID != 0 && !slot.began {
                result.append((slot.touchID, mapping.x(slot.x), mapping.y(slot.y)))
            }
        case .anonymous:
            for (id, c) in previous { result.append((id, mapping.x(c.x), mapping.y(c.y))) }
        }
        return result.sorted { $0.id < $1.id }
    }

    /// The time of the last frame returned (ns from the first event), if any.
    package var lastTimestamp: Int64? { lastFrameTime }

    /// Applies one event; returns a frame when it is a `SYN_REPORT` that changed touches.
    /// - Throws: `.malformed` for an `ABS_MT_SLOT` outside 0..<`maxSlots`, or for a contact
    ///   mapped outside `TouchEvent.maximumCoordinate`.
    package mutating func feed(_ event: RawInputEvent) throws(InputError.Reason) -> InputFrame? {
        statistics.events += 1
        if origin == nil { origin = event.time }
        if event.type == EventCodes.evSyn {
            switch event.code {
            case EventCodes.synReport:
                statistics.reports += 1
                if dropping { dropping = false; resetFrameState(); return nil }
                return try report(at: TimeLimits.subtracting(event.time, origin ?? event.time))
            case EventCodes.synDropped:
                statistics.dropped += 1
                if discardAfterDropped { dropping = true }
                return nil
            case EventCodes.synMTReport:
                if !dropping, touchProtocol == .anonymous { endContact() }
                return nil
            default:
                return nil
            }
        }
        if dropping { return nil }
        if event.type == EventCodes.evKey {
            key(event.code, down: event.value != 0)
        } else if event.type == EventCodes.evAbs {
            try axis(event.code, event.value)
        }
        return nil
    }

    // MARK: - Events

    private mutating func key(_ code: UInt16, down: Bool) {
        if let index = EventCodes.fingerTools.firstIndex(where: { $0.code == code }) {
            toolKeys[index] = down
            let fingers = zip(toolKeys, EventCodes.fingerTools).filter(\.0).map(\.1.fingers).max() ?? 0
            statistics.maxFingers = max(statistics.maxFingers, fingers)
        }
        if code == EventCodes.btnTouch, touchProtocol == .singleTouch {
            if down, slots[0].touchID == 0 {
                slots[0].begin(id: 0)
            } else if !down, slots[0].touchID != 0 {
                slots[0].end()
            }
        }
    }

    private mutating func axis(_ code: UInt16, _ value: Int32) throws(InputError.Reason) {
        switch touchProtocol {
        case .slots: try slotAxis(code, value)
        case .anonymous: anonymousAxis(code, value)
        case .singleTouch: singleTouchAxis(code, value)
        }
    }

    private mutating func slotAxis(_ code: UInt16, _ value: Int32) throws(InputError.Reason) {
        switch code {
        case EventCodes.mtSlot:
            guard value >= 0, Int(value) < Self.maxSlots else {
                throw .malformed("\(EventNames.code(type: EventCodes.evAbs, code: code)) \(value) is outside 0..<\(Self.maxSlots)")
            }
            currentSlot = Int(value)
            while slots.count <= currentSlot { slots.append(Slot()) }
        case EventCodes.mtTrackingID:
            if value < 0 {
                if slots[currentSlot].touchID != 0 || slots[currentSlot].began { slots[currentSlot].end() }
            } else if value != slots[currentSlot].trackingID || slots[currentSlot].touchID == 0 {
                if slots[currentSlot].touchID != 0 { slots[currentSlot].end() }
                slots[currentSlot].begin(id: value)
            }
        default:
            slots[currentSlot].set(code, value)
        }
    }

    private mutating func singleTouchAxis(_ code: UInt16, _ value: Int32) {
        switch code {
        case EventCodes.absX: slots[0].set(EventCodes.mtPositionX, value)
        case EventCodes.absY: slots[0].set(EventCodes.mtPositionY, value)
        case EventCodes.absPressure: slots[0].set(EventCodes.mtPressure, value)
        default: break
        }
    }

    private mutating func anonymousAxis(_ code: UInt16, _ value: Int32) {
        switch code {
        case EventCodes.mtPositionX: contact.x = value; contact.hasX = true
        case EventCodes.mtPositionY: contact.y = value; contact.hasY = true
        case EventCodes.mtPressure: contact.pressure = value
        case EventCodes.mtTouchMajor: contact.major = value
        case EventCodes.mtTouchMinor: contact.minor = value
        case EventCodes.mtTrackingID: contact.trackingID = value
        default: break
        }
    }

    private mutating func endContact() {
        if contact.hasX && contact.hasY, (contact.trackingID ?? 0) >= 0 { reported.append(contact) }
        contact = Contact()
    }

    // MARK: - Frames

    /// - Throws: `.malformed` when a contact maps outside `TouchEvent.maximumCoordinate`
    ///   (a mapping that overflows, such as `--map 1e308,…`).
    private mutating func report(at rawTime: Int64) throws(InputError.Reason) -> InputFrame? {
        var time = rawTime
        var events: [TouchEvent] = []
        switch touchProtocol {
        case .slots, .singleTouch: events = slotEvents()
        case .anonymous: events = anonymousEvents()
        }
        guard !events.isEmpty else { return nil }
        for e in events where e.rangeProblem() != nil {
            throw .malformed("touch \(e.id) maps to (\(Format.excerpt(Format.number(e.x))), \(Format.excerpt(Format.number(e.y)))) points, outside -1e9...1e9 (the limit; check the mapping, --map)")
        }
        if let last = lastFrameTime, time <= last {
            time = TimeLimits.adding(last, 1)
            statistics.clampedTimes += 1
        }
        lastFrameTime = time
        for i in events.indices { events[i].timestamp = time }
        return InputFrame(timestamp: time, touches: events)
    }

    private mutating func slotEvents() -> [TouchEvent] {
        var events: [TouchEvent] = []
        for i in slots.indices where slots[i].dirty {
            let slot = slots[i]
            if slot.endedID != 0 {
                events.append(touchEvent(slot.endedID, .up, slot.endedState))
            }
            if slot.instant { statistics.instantContacts += 1 }
            if slot.began {
                slots[i].touchID = nextID
                nextID += 1
                events.append(touchEvent(slots[i].touchID, .down, slot.state))
            } else if slot.moved, slot.touchID != 0 {
                events.append(touchEvent(slot.touchID, .move, slot.state))
            }
            slots[i].clearFlags()
        }
        return events
    }

    private mutating func anonymousEvents() -> [TouchEvent] {
        if contact.hasX && contact.hasY { endContact() }
        let current = reported
        reported = []
        contact = Contact()
        let matches = match(previous: previous.map(\.contact), current: current)
        var events: [TouchEvent] = []
        var next: [(id: Int, contact: Contact)] = []
        var matchedPrevious = Array(repeating: false, count: previous.count)
        for m in matches { if let p = m { matchedPrevious[p] = true } }
        for (index, old) in previous.enumerated() where !matchedPrevious[index] {
            events.append(touchEvent(old.id, .up, old.contact.state))
        }
        for (index, c) in current.enumerated() {
            if let p = matches[index] {
                let id = previous[p].id
                if previous[p].contact.state != c.state { events.append(touchEvent(id, .move, c.state)) }
                next.append((id, c))
            } else {
                let id = nextID
                nextID += 1
                events.append(touchEvent(id, .down, c.state))
                next.append((id, c))
            }
        }
        previous = next
        return events
    }

    /// For each current contact, the index of the previous contact it continues, if any:
    /// by tracking id when every contact has one, else greedy nearest neighbour. A previous
    /// contact is continued at most once: when a report names one tracking id twice (a
    /// broken device or log), the second contact with it is a new touch, so no touch changes
    /// twice in one frame.
    private func match(previous: [Contact], current: [Contact]) -> [Int?] {
        var result = [Int?](repeating: nil, count: current.count)
        var usedOld = Array(repeating: false, count: previous.count)
        if !current.isEmpty, current.allSatisfy({ $0.trackingID != nil }), previous.allSatisfy({ $0.trackingID != nil }) {
            for (i, c) in current.enumerated() {
                guard let old = previous.indices.first(where: { !usedOld[$0] && previous[$0].trackingID == c.trackingID }) else { continue }
                usedOld[old] = true
                result[i] = old
            }
            return result
        }
        var pairs: [(distance: Int64, old: Int, new: Int)] = []
        for (o, p) in previous.enumerated() {
            for (n, c) in current.enumerated() {
                let dx = Int64(c.x) - Int64(p.x), dy = Int64(c.y) - Int64(p.y)
                pairs.append((dx * dx + dy * dy, o, n))
            }
        }
        pairs.sort { ($0.distance, $0.old, $0.new) < ($1.distance, $1.old, $1.new) }
        for pair in pairs where !usedOld[pair.old] && result[pair.new] == nil {
            usedOld[pair.old] = true
            result[pair.new] = pair.old
        }
        return result
    }

    private mutating func resetFrameState() {
        for i in slots.indices { slots[i].clearFlags() }
        contact = Contact()
        reported = []
    }

    private func touchEvent(_ id: Int, _ phase: TouchPhase, _ s: ContactState) -> TouchEvent {
        var force: Double?
        if let axis = pressureAxis, let p = s.pressure {
            let range = Double(Int64(axis.maximum) - Int64(axis.minimum))
            force = range > 0 ? min(1, max(0, (Double(p) - Double(axis.minimum)) / range)) : nil
        }
        return TouchEvent(id: id, phase: phase, x: mapping.x(s.x), y: mapping.y(s.y), timestamp: 0,
                          force: force, major: s.major.map(mapping.size), minor: s.minor.map(mapping.size))
    }
}

/// The values of one contact, in device units.
private struct ContactState: Sendable, Hashable {
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32?
    var major: Int32?
    var minor: Int32?
}

/// One protocol-B slot (or the single-touch contact) and what changed since the last report.
private struct Slot: Sendable {
    var trackingID: Int32 = -1
    /// Our id of the contact in the slot; 0 when empty or when the contact has not been
    /// reported yet (`began`).
    var touchID = 0
    var state = ContactState()
    var began = false
    var moved = false
    /// A contact began and ended since the last report.
    var instant = false
    /// Our id of a contact that ended since the last report (0 if none), and where.
    var endedID = 0
    var endedState = ContactState()

    var x: Int32 { state.x }
    var y: Int32 { state.y }
    var dirty: Bool { began || moved || instant || endedID != 0 }

    mutating func begin(id: Int32) {
        trackingID = id
        began = true
        moved = false
    }

    mutating func end() {
        if began {
            began = false
            instant = true
            touchID = 0
        } else {
            endedID = touchID
            endedState = state
            touchID = 0
        }
        trackingID = -1
        moved = false
    }

    mutating func set(_ code: UInt16, _ value: Int32) {
        switch code {
        case EventCodes.mtPositionX: state.x = value
        case EventCodes.mtPositionY: state.y = value
        case EventCodes.mtPressure: state.pressure = value
        case EventCodes.mtTouchMajor: state.major = value
        case EventCodes.mtTouchMinor: state.minor = value
        default: return
        }
        if touchID != 0 { moved = true }
    }

    mutating func clearFlags() {
        began = false
        instant = false
        moved = false
        endedID = 0
    }
}

/// One protocol-A contact between two `SYN_MT_REPORT`s.
private struct Contact: Sendable {
    var x: Int32 = 0
    var y: Int32 = 0
    var hasX = false
    var hasY = false
    var pressure: Int32?
    var major: Int32?
    var minor: Int32?
    var trackingID: Int32?

    var state: ContactState { ContactState(x: x, y: y, pressure: pressure, major: major, minor: minor) }
}
