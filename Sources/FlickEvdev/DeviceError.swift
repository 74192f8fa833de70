/// Why a live device cannot be opened or read. Each case's text says what to do about it.
public enum DeviceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing at the path.
    case noSuchDevice(path: String)
    /// The user may not read the device; `group` owns it, when known.
    case permissionDenied(path: String, group: String?)
    /// The path is not an evdev device (e.g. `/dev/null`).
    case notAnInputDevice(path: String)
    /// An input device without touch position axes (a keyboard, a mouse…).
    case notATouchDevice(path: String, name: String)
    /// Another program holds an exclusive grab.
    case busy(path: String)
    /// Any other system error (`strerror` text).
    case system(path: String, String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .noSuchDevice(let p), .permissionDenied(let p, _), .notAnInputDevice(let p),
             .notATouchDevice(let p, _), .busy(let p), .system(let p, _): return p
        }
    }

    /// The reason without the path.
    public var reason: String {
        switch self {
        case .noSuchDevice: return "no such device (see `flick devices`)"
        case .permissionDenied(_, let group):
            if let group { return "permission denied: add your user to the '\(group)' group (which owns the device) or run with sudo" }
            return "permission denied: add your user to the group that owns the device (usually 'input') or run with sudo"
        case .notAnInputDevice: return "not an input device (evdev ioctls fail)"
        case .notATouchDevice(_, let name): return "not a touch device: \"\(name)\" has no ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH"
        case .busy: return "device busy: another program has grabbed it"
        case .system(_, let text): return text
        }
    }

    public var description: String { "\(path): \(reason)" }
}
