import CLibevdev
import FlickInput
#if canImport(Glibc)
import Glibc
#endif

/// An open evdev device through libevdev: its description and its event stream.
///
/// Opening never blocks; reads are non-blocking (see `DeviceSource` for waiting).
/// The file descriptor and libevdev handle are released by `close()` or on deinit.
package final class EvdevDevice {
    /// The device node.
    package let path: String
    /// Name, ids, properties, supported codes and axis ranges, as libevdev reports them.
    package let description: DeviceDescription
    private var fd: Int32
    private var handle: OpaquePointer?

    /// Opens `path` read-only, optionally grabbing it (no other reader sees its events).
    /// - Throws: `DeviceError`: `.noSuchDevice`, `.permissionDenied`, `.notAnInputDevice`,
    ///   `.busy` (grab refused), `.system`.
    package init(path: String, grab: Bool = false) throws(DeviceError) {
        self.path = path
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Self.openError(path: path, errno: errno) }
        var dev: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &dev)
        guard rc == 0, let dev else {
            _ = Glibc.close(fd)
            if rc == -ENOTTY || rc == -EINVAL { throw .notAnInputDevice(path: path) }
            throw .system(path: path, String(cString: strerror(-rc)))
        }
        self.fd = fd
        self.handle = dev
        _ = libevdev_set_clock_id(dev, CLOCK_MONOTONIC)
        self.description = Self.describe(dev)
        if grab {
            let g = libevdev_grab(dev, LIBEVDEV_GRAB)
            if g != 0 {
                libevdev_free(dev)
                _ = Glibc.close(fd)
                handle = nil
                self.fd = -1
                throw g == -EBUSY ? .busy(path: path) : .system(path: path, String(cString: strerror(-g)))
            }
        }
    }

    deinit { close() }

    /// Releases the device (and any grab).
    package func close() {
        if let handle { libevdev_free(handle) }
        handle = nil
        if fd >= 0 { _ = Glibc.close(fd) }
        fd = -1
    }

    /// The file descriptor, for `poll`.
    package var fileDescriptor: Int32 { fd }

    /// What one non-blocking read gave.
    package enum ReadResult: Sendable {
        /// An event in the normal stream.
        case event(RawInputEvent)
        /// An event replayed by libevdev after `SYN_DROPPED` to bring the state up to date
        /// (the first is the `SYN_DROPPED` itself).
        case sync(RawInputEvent)
        /// Nothing to read now.
        case wouldBlock
        /// The device was removed.
        case gone
    }

    /// Reads one event. After a `SYN_DROPPED` it keeps returning `.sync` events until the
    /// resynchronisation is complete (libevdev's sync mode), then normal events again.
    /// - Throws: `.system` on an unexpected read error.
    package func read() throws(DeviceError) -> ReadResult {
        guard let handle else { return .gone }
        var ev = input_event()
        let flags = syncing ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
        let rc = libevdev_next_event(handle, flags, &ev)
        if syncing {
            if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) { return .sync(Self.raw(ev)) }
            syncing = false
            if rc == -EAGAIN { return try read() }
        }
        switch rc {
        case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue): return .event(Self.raw(ev))
        case Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue):
            syncing = true
            return .sync(Self.raw(ev))
        case -EAGAIN: return .wouldBlock
        case -ENODEV, -EIO: return .gone
        default: throw .system(path: path, String(cString: strerror(-rc)))
        }
    }

    private var syncing = false

    private static func raw(_ ev: input_event) -> RawInputEvent {
        RawInputEvent(time: Int64(ev.time.tv_sec) * 1_000_000_000 + Int64(ev.time.tv_usec) * 1000,
                      type: ev.type, code: ev.code, value: ev.value)
    }

    private static func describe(_ dev: OpaquePointer) -> DeviceDescription {
        let name = libevdev_get_name(dev).map { String(cString: $0) } ?? "unnamed"
        let id = [libevdev_get_id_bustype(dev), libevdev_get_id_vendor(dev), libevdev_get_id_product(dev), libevdev_get_id_version(dev)].map(Int.init)
        var properties: [Int] = []
        for p in 0..<Int(INPUT_PROP_CNT) where libevdev_has_property(dev, UInt32(p)) == 1 { properties.append(p) }
        var codes: [UInt16: Set<UInt16>] = [:]
        var axes: [UInt16: AbsInfo] = [:]
        for (type, count) in [(EV_SYN, SYN_CNT), (EV_KEY, KEY_CNT), (EV_ABS, ABS_CNT), (EV_MSC, MSC_CNT)] {
            guard libevdev_has_event_type(dev, UInt32(type)) == 1 else { continue }
            var set: Set<UInt16> = []
            for code in 0..<Int(count) where libevdev_has_event_code(dev, UInt32(type), UInt32(code)) == 1 {
                set.insert(UInt16(code))
                if type == EV_ABS, let info = libevdev_get_abs_info(dev, UInt32(code)) {
                    axes[UInt16(code)] = AbsInfo(minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                                                 fuzz: info.pointee.fuzz, flat: info.pointee.flat,
                                                 resolution: info.pointee.resolution)
                }
            }
            codes[UInt16(type)] = set
        }
        return DeviceDescription(name: name, id: id, properties: properties, codes: codes, axes: axes)
    }

    private static func openError(path: String, errno code: Int32) -> DeviceError {
        switch code {
        case ENOENT, ENXIO, ENODEV: return .noSuchDevice(path: path)
        case EACCES, EPERM:
            var st = stat()
            var group: String?
            if stat(path, &st) == 0, let g = getgrgid(st.st_gid), let n = g.pointee.gr_name { group = String(cString: n) }
            return .permissionDenied(path: path, group: group)
        default: return .system(path: path, String(cString: strerror(code)))
        }
    }
}
