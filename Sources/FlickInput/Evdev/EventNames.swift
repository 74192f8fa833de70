import CLibevdev

/// Event type and code names from libevdev's tables (no table of our own).
package enum EventNames {
    /// "EV_ABS" for 3; "type 0x1f" when libevdev has no name.
    package static func type(_ type: UInt16) -> String {
        guard let name = libevdev_event_type_get_name(UInt32(type)) else { return "type 0x\(String(type, radix: 16))" }
        return String(cString: name)
    }

    /// "ABS_MT_SLOT" for (3, 0x2f); "code 0x…" when libevdev has no name.
    package static func code(type: UInt16, code: UInt16) -> String {
        guard let name = libevdev_event_code_get_name(UInt32(type), UInt32(code)) else {
            return "code 0x\(String(code, radix: 16))"
        }
        return String(cString: name)
    }

    /// "INPUT_PROP_DIRECT" for 1.
    package static func property(_ property: Int) -> String {
        guard let name = libevdev_property_get_name(UInt32(property)) else { return "property \(property)" }
        return String(cString: name)
    }

    /// The code for a name such as "ABS_MT_POSITION_X", or nil when libevdev does not know it.
    package static func code(named name: String) -> (type: UInt16, code: UInt16)? {
        let code = libevdev_event_code_from_code_name(name)
        let type = libevdev_event_type_from_code_name(name)
        guard code >= 0, type >= 0 else { return nil }
        return (UInt16(type), UInt16(code))
    }

    /// The type for a name such as "EV_ABS", or nil when libevdev does not know it.
    package static func type(named name: String) -> UInt16? {
        let type = libevdev_event_type_from_name(name)
        return type >= 0 ? UInt16(type) : nil
    }

    /// The code of `type` for a name such as "ABS_MT_SLOT" (a name of another type is nil).
    package static func code(named name: String, type: UInt16) -> UInt16? {
        let code = libevdev_event_code_from_name(UInt32(type), name)
        return code >= 0 ? UInt16(code) : nil
    }

    /// The property number for a name such as "INPUT_PROP_DIRECT", or nil.
    package static func property(named name: String) -> Int? {
        let property = libevdev_property_from_name(name)
        return property >= 0 ? Int(property) : nil
    }
}
