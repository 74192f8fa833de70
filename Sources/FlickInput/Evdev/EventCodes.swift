import CLibevdev

/// The event codes the decoder interprets, taken from `<linux/input.h>` through libevdev's
/// headers.
enum EventCodes {
    static let evSyn = UInt16(EV_SYN)
    static let evKey = UInt16(EV_KEY)
    static let evAbs = UInt16(EV_ABS)
    static let synReport = UInt16(SYN_REPORT)
    static let synMTReport = UInt16(SYN_MT_REPORT)
    static let synDropped = UInt16(SYN_DROPPED)
    static let absX = UInt16(ABS_X)
    static let absY = UInt16(ABS_Y)
    static let absPressure = UInt16(ABS_PRESSURE)
    static let mtSlot = UInt16(ABS_MT_SLOT)
    static let mtTouchMajor = UInt16(ABS_MT_TOUCH_MAJOR)
    static let mtTouchMinor = UInt16(ABS_MT_TOUCH_MINOR)
    static let mtPositionX = UInt16(ABS_MT_POSITION_X)
    static let mtPositionY = UInt16(ABS_MT_POSITION_Y)
    static let mtTrackingID = UInt16(ABS_MT_TRACKING_ID)
    static let mtPressure = UInt16(ABS_MT_PRESSURE)
    static let btnTouch = UInt16(BTN_TOUCH)
    static let propDirect = Int(INPUT_PROP_DIRECT)
    static let propPointer = Int(INPUT_PROP_POINTER)
    static let propButtonpad = Int(INPUT_PROP_BUTTONPAD)
    static let propSemiMT = Int(INPUT_PROP_SEMI_MT)

    /// BTN_TOOL_FINGER … QUINTTAP and the finger count each announces.
    static let fingerTools: [(code: UInt16, fingers: Int)] = [
        (UInt16(BTN_TOOL_FINGER), 1), (UInt16(BTN_TOOL_DOUBLETAP), 2), (UInt16(BTN_TOOL_TRIPLETAP), 3),
        (UInt16(BTN_TOOL_QUADTAP), 4), (UInt16(BTN_TOOL_QUINTTAP), 5),
    ]
}
