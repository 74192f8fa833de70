/// Anything that produces input frames in time order: a trace file, an evemu or
/// libinput recording, an Android getevent log, a generator, a live device.
///
/// Frames have strictly increasing timestamps (nanoseconds from the start) and their events
/// obey the trace format's rules, so any source can be written out with `TraceWriter`.
public protocol TraceSource: AnyObject {
    /// The screen and provenance of the frames.
    var header: TraceHeader { get }
    /// The next frame, or nil when the source is exhausted.
    /// - Throws: `InputError` naming where and why the input is bad.
    func next() throws(InputError) -> InputFrame?
}

extension TraceSource {
    /// Every remaining frame. Use `next()` to stream large inputs instead.
    /// - Throws: the first error of `next()`.
    public func readAll() throws(InputError) -> [InputFrame] {
        var frames: [InputFrame] = []
        while let frame = try next() { frames.append(frame) }
        return frames
    }

    /// Writes every remaining frame to `path` as a trace; returns what was written. The
    /// trace appears at `path` only when every frame was read and written (`TraceWriter`,
    /// `.whenFinished`): on an error, an existing file there is left as it was.
    /// - Throws: the first error of `next()` or of the writer.
    @discardableResult
    public func write(to path: String) throws(InputError) -> TraceSummary {
        let writer = try TraceWriter(path: path, header: header)
        var summary = TraceSummary()
        while let frame = try next() {
            try writer.write(frame)
            summary.add(frame)
        }
        try writer.finish()
        return summary
    }

    /// Reads every remaining frame and summarises them.
    /// - Throws: the first error of `next()`.
    public func summarize() throws(InputError) -> TraceSummary {
        var summary = TraceSummary()
        while let frame = try next() { summary.add(frame) }
        return summary
    }
}

/// Frames held in memory, e.g. built by a test or a generator.
public final class FrameListSource: TraceSource {
    public let header: TraceHeader
    private let frames: [InputFrame]
    private var index = 0

    public init(header: TraceHeader, frames: [InputFrame]) {
        self.header = header
        self.frames = frames
    }

    public func next() throws(InputError) -> InputFrame? {
        guard index < frames.count else { return nil }
        defer { index += 1 }
        return frames[index]
    }
}
