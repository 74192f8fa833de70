/// The range of one absolute axis (`struct input_absinfo`).
package struct AbsInfo: Sendable, Hashable {
    package var minimum: Int32
    package var maximum: Int32
    package var fuzz: Int32
    package var flat: Int32
    /// Units per millimetre (0 when unknown).
    package var resolution: Int32

    package init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// What an input device is and reports: the part of an evemu description, a libinput
/// record `evdev:` block, or a live device's capabilities that touch decoding needs.
package struct DeviceDescription: Sendable, Hashable {
    /// Multi-touch protocol, from the axes the device has.
    package enum TouchProtocol: String, Sendable {
        /// Slots and tracking ids (`ABS_MT_SLOT`).
        case slots = "B"
        /// Anonymous contacts separated by `SYN_MT_REPORT`.
        case anonymous = "A"
        /// One contact: `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
        case singleTouch = "single-touch"
    }

    package var name: String
    /// bustype, vendor, product, version.
    package var id: [Int]
    /// INPUT_PROP_* numbers, ascending.
    package var properties: [Int]
    /// Supported codes per event type.
    package var codes: [UInt16: Set<UInt16>]
    /// Axis ranges per `EV_ABS` code.
    package var axes: [UInt16: AbsInfo]

    package init(name: String, id: [Int] = [], properties: [Int] = [], codes: [UInt16: Set<UInt16>] = [:],
                axes: [UInt16: AbsInfo] = [:]) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.axes = axes
    }

    /// Whether the device supports `code` of `type` (an `EV_ABS` axis counts when it has a range).
    package func supports(type: UInt16, code: UInt16) -> Bool {
        if type == EventCodes.evAbs, axes[code] != nil { return true }
        return codes[type]?.contains(code) ?? false
    }

    /// The protocol the device speaks, or nil when it has no position axes (not a touch device).
    package var touchProtocol: TouchProtocol? {
        if axes[EventCodes.mtSlot] != nil, axes[EventCodes.mtPositionX] != nil { return .slots }
        if axes[EventCodes.mtPositionX] != nil, axes[EventCodes.mtPositionY] != nil { return .anonymous }
        if axes[EventCodes.absX] != nil, axes[EventCodes.absY] != nil,
           supports(type: EventCodes.evKey, code: EventCodes.btnTouch) { return .singleTouch }
        return nil
    }

    /// The x and y position axes the decoder reads (multi-touch if present, else legacy).
    package var positionAxes: (x: AbsInfo, y: AbsInfo)? {
        if let x = axes[EventCodes.mtPositionX], let y = axes[EventCodes.mtPositionY] { return (x, y) }
        if let x = axes[EventCodes.absX], let y = axes[EventCodes.absY] { return (x, y) }
        return nil
    }

    /// Touch slots (protocol B), from the `ABS_MT_SLOT` range; 0 otherwise.
    package var slotCount: Int {
        guard let slot = axes[EventCodes.mtSlot] else { return 0 }
        return Int(slot.maximum) + 1
    }

    /// Most fingers the device can announce with BTN_TOOL_* (may exceed the slots).
    package var maxFingerCount: Int {
        EventCodes.fingerTools.filter { supports(type: EventCodes.evKey, code: $0.code) }.map(\.fingers).max() ?? 0
    }

    /// A touchscreen (INPUT_PROP_DIRECT) rather than a touchpad.
    package var isDirect: Bool { properties.contains(EventCodes.propDirect) }

    /// "touchscreen", "touchpad" or "touch device".
    package var kind: String {
        if isDirect { return "touchscreen" }
        if properties.contains(EventCodes.propPointer) || properties.contains(EventCodes.propButtonpad)
            || supports(type: EventCodes.evKey, code: EventCodes.fingerTools[0].code) { return "touchpad" }
        return "touch device"
    }
}
