import CLibevdev
import FlickInput
import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// Input frames from a live touch device, in real time: `next()` waits for the device's
/// next touch change. Events are decoded by `TouchDecoder` (protocol B, A or single-touch);
/// after a `SYN_DROPPED` libevdev's resynchronisation events are applied, so touches the
/// kernel reports gone are ended. Times are nanoseconds from the first event.
///
/// `next()` returns nil when `shouldStop()` becomes true (checked at least every
/// `pollInterval`) or when the device is removed; `endReason` says which.
public final class DeviceSource: TraceSource {
    /// Why the source ended.
    public enum EndReason: Sendable, Hashable {
        /// `shouldStop()` returned true (e.g. after SIGINT).
        case stopped
        /// The device disappeared (unplugged).
        case deviceGone
    }

    public let header: TraceHeader
    /// The open device.
    package let device: EvdevDevice
    /// Milliseconds between checks of `shouldStop` while waiting.
    package var pollInterval: Int32 = 100
    /// Asked while waiting; true ends the source.
    public var shouldStop: @Sendable () -> Bool = { false }
    public private(set) var endReason: EndReason?
    private var decoder: TouchDecoder
    private var hungUp = false

    /// Opens the touch device at `path`, mapping its axes onto `screen`.
    /// - Throws: `DeviceError` from `EvdevDevice.init`, or `.notATouchDevice`.
    public init(path: String, screen: ScreenGeometry = .phone, mapping: MappingPolicy = .fit, grab: Bool = false) throws(DeviceError) {
        device = try EvdevDevice(path: path, grab: grab)
        guard let axes = device.description.positionAxes, device.description.touchProtocol != nil else {
            throw .notATouchDevice(path: path, name: device.description.name)
        }
        do throws(InputError.Reason) {
            decoder = try TouchDecoder(device: device.description, mapping: mapping.mapping(x: axes.x, y: axes.y, screen: screen))
        } catch {
            throw .notATouchDevice(path: path, name: device.description.name)
        }
        decoder.discardAfterDropped = false
        header = TraceHeader(screen: screen, device: device.description.name, source: "evdev \(path)")
    }

    /// Counts from the decoder (events, reports, `SYN_DROPPED`s, fingers announced).
    package var statistics: TouchDecoder.Statistics { decoder.statistics }

    /// The touches down now with their last positions, for closing a recording cleanly.
    package var activeTouches: [(id: Int, x: Double, y: Double)] { decoder.activeTouches }

    /// The timestamp of the last frame returned, if any.
    package var lastTimestamp: Int64? { decoder.lastTimestamp }

    /// Waits for and returns the next frame; nil when stopped or the device is gone.
    /// - Throws: `InputError` (with the device path) on a read error or an event the
    ///   decoder rejects.
    public func next() throws(InputError) -> InputFrame? {
        try next(waitingAtMost: nil)
    }

    /// The next frame if one completes within `timeout` nanoseconds (nil: no limit, as
    /// `next()`); nil on timeout, when stopped or when the device is gone — `endReason` is set
    /// in the last two cases only. A live driver uses it to run its clock between frames.
    /// (The wait is in whole milliseconds, rounded up, and at most `pollInterval` between
    /// checks of `shouldStop`.)
    /// - Throws: `InputError` (with the device path) on a read error or an event the
    ///   decoder rejects.
    public func next(waitingAtMost timeout: Int64?) throws(InputError) -> InputFrame? {
        guard endReason == nil else { return nil }
        let deadline = timeout.map { WorkClock.monotonic.now() + max(0, $0) }
        while true {
            if shouldStop() { endReason = .stopped; return nil }
            let result: EvdevDevice.ReadResult
            do throws(DeviceError) { result = try device.read() } catch {
                throw InputError(path: device.path, .io(error.reason))
            }
            switch result {
            case .event(let event), .sync(let event):
                do throws(InputError.Reason) {
                    if let frame = try decoder.feed(event) { return frame }
                } catch {
                    throw InputError(path: device.path, error)
                }
            case .gone:
                endReason = .deviceGone
                return nil
            case .wouldBlock:
                // A hang-up with nothing left to read is an unplugged device (the kernel
                // reports POLLHUP|POLLERR and ENODEV; a closed emulation socket reports POLLHUP).
                if hungUp {
                    endReason = .deviceGone
                    return nil
                }
                var wait = pollInterval
                if let deadline {
                    let left = deadline - WorkClock.monotonic.now()
                    if left <= 0 { return nil }
                    wait = Int32(min(Int64(pollInterval), (left + 999_999) / 1_000_000))
                }
                var pfd = pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)
                let n = poll(&pfd, 1, wait)
                if n > 0, pfd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { hungUp = true }
            }
        }
    }

}
