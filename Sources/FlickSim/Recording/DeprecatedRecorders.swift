import FlickInput

// The two recorders `RunRecorder` replaced, kept for code written against them: each records
// through a `RunRecorder` and still works when given to the simulator as an invariant.

/// Records what a report draws of a run; now a `RunRecorder` given as an observer.
@available(*, deprecated, message: "use RunRecorder, given to the simulator with observers:")
public final class ReportRecorder: Invariant {
    private let recorder: RunRecorder

    public init(scene: any Scene, limits: RecordingLimits = RecordingLimits()) {
        recorder = RunRecorder(scene: scene, limits: limits)
    }

    /// `source`, its header noted (the input itself now comes with each tick).
    public func tapping(_ source: any TraceSource) -> any TraceSource {
        recorder.inputStarts(source.header)
        return source
    }

    /// Does nothing: each tick shows the recorder the input it delivered.
    public func noteInput(_ frame: InputFrame) {}

    public func finish() -> RunRecord { recorder.finish() }

    public func check(_ tick: TickSnapshot, _ report: inout InvariantReport) { recorder.tickEnded(tick) }
}

/// Writes a golden timeline of a run; now a `RunRecorder` (with `RecordingLimits.unbounded`)
/// given as an observer, and `GoldenTimeline(recorder.record)`.
@available(*, deprecated, message: "use RunRecorder(scene:limits: .unbounded), given to the simulator with observers:, and GoldenTimeline(recorder.record)")
public final class GoldenRecorder: Invariant {
    private let recorder: RunRecorder

    public init(scene: any Scene) { recorder = RunRecorder(scene: scene, limits: .unbounded) }

    /// The timeline so far.
    public var timeline: GoldenTimeline { GoldenTimeline(recorder.record) }

    /// Does nothing: each tick shows the recorder the input it delivered.
    public func noteInput(_ frame: InputFrame) {}

    /// `source` (the input itself now comes with each tick).
    public func tapping(_ source: any TraceSource) -> any TraceSource {
        recorder.inputStarts(source.header)
        return source
    }

    public func check(_ tick: TickSnapshot, _ report: inout InvariantReport) { recorder.tickEnded(tick) }
}
