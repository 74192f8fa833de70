import FlickCore

/// Writes a trace file frame by frame. Frames are validated first: a writer never produces a
/// file the reader rejects. Each frame goes to the kernel in one `write(2)` as it is given
/// (no user-space buffering).
///
/// Where the file appears (`Publication`):
/// - `.whenFinished` (the default; `flick convert`, `flick generate`): the trace is written to
///   a temporary file beside the path and renamed over it by `finish()`, after `fsync`. Until
///   then an existing file at the path is untouched; a writer dropped without `finish()` — an
///   invalid input, a write error, SIGINT or SIGTERM — leaves nothing at the path.
/// - `.immediately` (`flick record`): the header is written, synced and renamed into place
///   at once, and every frame after it is appended to the same file, so the path holds a
///   valid trace at every moment, whatever ends the process (even SIGKILL).
///
/// `-`, `/dev/…` paths and other non-regular files are written directly (see `OutputFile`).
public final class TraceWriter {
    /// When the written trace appears at its path.
    public enum Publication: Sendable {
        /// Complete, at `finish()`; nothing otherwise.
        case whenFinished
        /// From the header on; each frame written is part of it.
        case immediately
    }

    /// The header written as the first line.
    public let header: TraceHeader
    private let path: String
    private let file: OutputFile
    private var validator = TouchPhaseValidator()
    private var finished = false
    /// Frames written so far.
    public private(set) var frameCount = 0
    /// Events (touch and text lines) written so far.
    public private(set) var eventCount = 0

    /// Creates the output and writes the header line.
    /// - Throws: `InputError` with `.write` when the file cannot be created or written (a
    ///   directory, a missing directory, a full disk); `.badHeader` when the screen is not
    ///   positive and finite.
    public init(path: String, header: TraceHeader, publication: Publication = .whenFinished) throws(InputError) {
        guard header.screen.isValid else { throw InputError(path: path, .badHeader("screen size and scale must be positive and finite")) }
        self.path = path
        self.header = header
        do throws(OutputFileError) {
            file = try OutputFile(path: path)
        } catch {
            throw InputError(path: path, .write(error.reason))
        }
        try writeAll(TraceEncoding.line(for: header) + "\n")
        if publication == .immediately {
            do throws(OutputFileError) { try file.publish() } catch { throw InputError(path: path, .write(error.reason)) }
        }
    }

    /// The touches down after the frames written so far, in id order.
    public var activeTouches: [Int] { validator.activeTouches }

    /// The timestamp of the last frame written, if any.
    public var lastTimestamp: Int64? { validator.lastTime }

    /// Validates and writes one frame (all its events in a single `write`): its touch lines,
    /// then its text lines.
    /// - Throws: `InputError` with the reason the frame would make the trace invalid
    ///   (the line it would have started on; nothing is written then), or `.write`.
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
        for (i, event) in frame.text.enumerated() {
            if let reason = trial.accept(event, at: frame.timestamp) {
                throw InputError(path: path, line: 2 + eventCount + frame.touches.count + i, reason)
            }
            text += TraceEncoding.line(for: event, at: frame.timestamp) + "\n"
        }
        try writeAll(text)
        validator = trial
        frameCount += 1
        eventCount += frame.touches.count + frame.text.count
    }

    /// Ends every touch still down with a `cancel` at `timestamp` (at least one nanosecond
    /// after the last frame), using each touch's last known position.
    /// - Parameter positions: the last position of each touch id; touches missing from it
    ///   are cancelled at (0, 0).
    public func cancelActiveTouches(at timestamp: Int64, positions: [Int: (x: Double, y: Double)]) throws(InputError) {
        let active = validator.activeTouches
        guard !active.isEmpty else { return }
        let time = max(timestamp, TimeLimits.adding(validator.lastTime ?? -1, 1))
        let events = active.map { id in
            TouchEvent(id: id, phase: .cancel, x: positions[id]?.x ?? 0, y: positions[id]?.y ?? 0, timestamp: time)
        }
        try write(InputFrame(timestamp: time, touches: events))
    }

    /// Forces written data to storage (`fsync`).
    public func sync() { file.sync() }

    /// Puts the trace at its path for good: syncs it and (for `.whenFinished`) renames it into
    /// place. Further writes fail.
    /// - Throws: `InputError` with `.write` when storage or the rename fails; nothing is
    ///   left at the path then (for `.whenFinished`).
    public func finish() throws(InputError) {
        guard !finished else { return }
        finished = true
        do throws(OutputFileError) { try file.commit() } catch { throw InputError(path: path, .write(error.reason)) }
    }

    /// `finish()`, ignoring a failure. Prefer `finish()`, which reports it.
    public func close() { try? finish() }

    private func writeAll(_ text: String) throws(InputError) {
        guard !finished else { throw InputError(path: path, .write("the writer is finished")) }
        do throws(OutputFileError) { try file.write(text) } catch { throw InputError(path: path, .write(error.reason)) }
    }
}
