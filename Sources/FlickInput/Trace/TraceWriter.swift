#if canImport(Glibc)
import Glibc
#endif

/// Writes a trace file frame by frame. Each frame goes to the kernel in one `write(2)` as
/// soon as it is given (no user-space buffering), so a process that is interrupted or
/// killed between frames leaves a valid trace. Frames are validated first: a writer never
/// produces a file the reader rejects.
public final class TraceWriter {
    /// The header written as the first line.
    public let header: TraceHeader
    private let path: String
    private var fd: Int32
    private var validator = TouchPhaseValidator()
    /// Frames written so far.
    public private(set) var frameCount = 0
    /// Events written so far.
    public private(set) var eventCount = 0

    /// Creates (or truncates) `path` and writes the header line.
    /// - Throws: `InputError` with `.io` when the file cannot be created or written;
    ///   `.badHeader` when the screen is not positive and finite.
    public init(path: String, header: TraceHeader) throws(InputError) {
        guard header.screen.isValid else { throw InputError(path: path, .badHeader("screen size and scale must be positive and finite")) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw InputError(path: path, .io(String(cString: strerror(errno)))) }
        self.fd = fd
        self.path = path
        self.header = header
        try writeAll(TraceEncoding.line(for: header) + "\n")
    }

    deinit { if fd >= 0 { _ = Glibc.close(fd) } }

    /// The touches down after the frames written so far, in id order.
    public var activeTouches: [Int] { validator.activeTouches }

    /// The timestamp of the last frame written, if any.
    public var lastTimestamp: Int64? { validator.lastTime }

    /// Validates and writes one frame (all its events in a single `write`).
    /// - Throws: `InputError` with the reason the frame would make the trace invalid
    ///   (the line it would have started on), or `.io`. Nothing is written then.
    public func write(_ frame: InputFrame) throws(InputError) {
        var trial = validator
        var text = ""
        for event in frame.touches {
            var event = event
            event.timestamp = frame.timestamp
            if let reason = trial.accept(event) {
                throw InputError(path: path, line: 2 + eventCount, reason)
            }
            text += TraceEncoding.line(for: event) + "\n"
        }
        try writeAll(text)
        validator = trial
        frameCount += 1
        eventCount += frame.touches.count
    }

    /// Ends every touch still down with a `cancel` at `timestamp` (at least one nanosecond
    /// after the last frame), using each touch's last known position.
    /// - Parameter positions: the last position of each touch id; touches missing from it
    ///   are cancelled at (0, 0).
    public func cancelActiveTouches(at timestamp: Int64, positions: [Int: (x: Double, y: Double)]) throws(InputError) {
        let active = validator.activeTouches
        guard !active.isEmpty else { return }
        let time = max(timestamp, (validator.lastTime ?? -1) + 1)
        let events = active.map { id in
            TouchEvent(id: id, phase: .cancel, x: positions[id]?.x ?? 0, y: positions[id]?.y ?? 0, timestamp: time)
        }
        try write(InputFrame(timestamp: time, touches: events))
    }

    /// Forces written data to storage (`fsync`).
    public func sync() { if fd >= 0 { _ = fsync(fd) } }

    /// Closes the file. Further writes fail.
    public func close() {
        if fd >= 0 { _ = Glibc.close(fd) }
        fd = -1
    }

    private func writeAll(_ text: String) throws(InputError) {
        guard fd >= 0 else { throw InputError(path: path, .io("writer is closed")) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputError(path: path, .io(String(cString: strerror(errno))))
            }
            offset += n
        }
    }
}
