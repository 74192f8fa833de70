/// The range of one absolute axis (`struct input_absinfo`).
public struct AbsInfo: Sendable, Hashable {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (0 when unknown).
    public var resolution: Int32

    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// What an input device is and reports: the part of an evemu description, a libinput
/// record `evdev:` block, or a live device's capabilities that touch decoding needs.
public struct DeviceDescription: Sendable, Hashable {
    /// Multi-touch protocol, from the axes the device has.
    public enum TouchProtocol: String, Sendable {
        /// Slots and tracking ids (`ABS_MT_SLOT`).
        case slots = "B"
        /// Anonymous contacts separated by `SYN_MT_REPORT`.
        case anonymous = "A"
        /// One contact: `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
        case singleTouch = "single-touch"
    }

    public var name: String
    /// bustype, vendor, product, version.
    public var id: [Int]
    /// INPUT_PROP_* numbers, ascending.
    public var properties: [Int]
    /// Supported codes per event type.
    public var codes: [UInt16: Set<UInt16>]
    /// Axis ranges per `EV_ABS` code.
    public var axes: [UInt16: AbsInfo]

    public init(name: String, id: [Int] = [], properties: [Int] = [], codes: [UInt16: Set<UInt16>] = [:],
                axes: [UInt16: AbsInfo] = [:]) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.axes = axes
    }

    /// Whether the device supports `code` of `type` (an `EV_ABS` axis counts when it has a range).
    public func supports(type: UInt16, code: UInt16) -> Bool {
        if type == EventCodes.evAbs, axes[code] != nil { return true }
        return codes[type]?.contains(code) ?? false
    }

    /// The protocol the device speaks, or nil when it has no position axes (not a touch device).
    public var touchProtocol: TouchProtocol? {
        if axes[EventCodes.mtSlot] != nil, axes[EventCodes.mtPositionX] != nil { return .slots }
        if axes[EventCodes.mtPositionX] != nil, axes[EventCodes.mtPositionY] != nil { return .anonymous }
        if axes[EventCodes.absX] != nil, axes[EventCodes.absY] != nil,
           supports(type: EventCodes.evKey, code: EventCodes.btnTouch) { return .singleTouch }
        return nil
    }

    /// The x and y position axes the decoder reads (multi-touch if present, else legacy).
    public var positionAxes: (x: AbsInfo, y: AbsInfo)? {
        if let x = axes[EventCodes.mtPositionX], let y = axes[EventCodes.mtPositionY] { return (x, y) }
        if let x = axes[EventCodes.absX], let y = axes[EventCodes.absY] { return (x, y) }
        return nil
    }

    /// Touch slots (protocol B), from the `ABS_MT_SLOT` range; 0 otherwise.
    public var slotCount: Int {
        guard let slot = axes[EventCodes.mtSlot] else { return 0 }
        return Int(slot.maximum) + 1
    }

    /// Most fingers the device can announce with BTN_TOOL_* (may exceed the slots).
    public var maxFingerCount: Int {
        EventCodes.fingerTools.filter { supports(type: EventCodes.evKey, code: $0.code) }.map(\.fingers).max() ?? 0
    }

    /// A touchscreen (INPUT_PROP_DIRECT) rather than a touchpad.
    public var isDirect: Bool { properties.contains(EventCodes.propDirect) }

    /// "touchscreen", "touchpad" or "touch device".
    public var kind: String {
        if isDirect { return "touchscreen" }
        if properties.contains(EventCodes.propPointer) || properties.contains(EventCodes.propButtonpad)
            || supports(type: EventCodes.evKey, code: EventCodes.fingerTools[0].code) { return "touchpad" }
        return "touch device"
    }
}
