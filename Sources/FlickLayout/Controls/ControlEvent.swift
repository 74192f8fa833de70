extension Control {
    /// The events a control sends to its actions (UIKit's `UIControl.Event`, with its raw
    /// values, so a mask written as a number means the same).
    ///
    /// Touch events come from tracking (see `Control`); `valueChanged` from controls that hold a
    /// value (`Switch`, `Slider`); the editing events are for text controls; and
    /// `primaryActionTriggered` goes with each control's main event (a button's touch-up
    /// inside, a switch's or slider's value change).
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down again soon after the previous one (a tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved inside the tracking area (the bounds plus `Control.trackingMargin`).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger came back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger left the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the tracking area: a button's tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system took the touch away (a recognizer that recognized, for one).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through the user (`Switch.isOn`, `Slider.value`).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (sent right after the event it goes with).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text control became the first responder.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text control's text changed through editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text control stopped being the first responder.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text control's editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The named events, in sending order (lowest bit first).
        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The names of the events in the set, e.g. `[touchDown, touchUpInside]`.
        public var description: String {
            "[" + Event.named.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }
}
