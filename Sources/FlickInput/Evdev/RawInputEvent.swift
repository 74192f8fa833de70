/// One kernel input event (`struct input_event`): what evemu and libinput recordings store
/// and what a live device delivers.
package struct RawInputEvent: Sendable, Hashable {
    /// The event's time in nanoseconds on the source's own clock (any origin).
    package var time: Int64
    /// `EV_SYN`, `EV_KEY`, `EV_ABS`, …
    package var type: UInt16
    /// The code within the type (`ABS_MT_SLOT`, `BTN_TOUCH`, …).
    package var code: UInt16
    /// The value; `-1` for a lifted tracking id.
    package var value: Int32

    package init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// "EV_ABS / ABS_MT_SLOT 3", with names from libevdev's tables.
    package var description: String {
        "\(EventNames.type(type)) / \(EventNames.code(type: type, code: code)) \(value)"
    }
}
