/// How much a `RunRecorder` keeps. The defaults keep a report of a few minutes of
/// interaction on a large scene near 2 MB, and memory in tens of MB however long the run.
public struct RecordingLimits: Sendable, Hashable {
    /// Numbers in the frame history before it is sampled more coarsely (`FrameHistory.limit`;
    /// default 300 000).
    public var frameNumbers = 300_000
    /// Work samples before they merge in pairs (default 50 000).
    public var workSamples = 50_000
    /// Touch events before every other move is dropped (downs, ups and cancels are always
    /// kept; default 50 000).
    public var touchEvents = 50_000
    /// Recognizer and animator changes kept, each (default 50 000); later ones are dropped.
    public var stateChanges = 50_000
    /// Views, recognizers and animators known by name, each (default 20 000): later views are
    /// drawn without a name; later recognizers' and animators' changes are dropped.
    public var names = 20_000

    public init() {}

    /// No limit: every change is kept, as a golden timeline needs (memory grows with the run).
    public static var unbounded: RecordingLimits {
        var l = RecordingLimits()
        l.frameNumbers = .max
        l.workSamples = .max
        l.touchEvents = .max
        l.stateChanges = .max
        l.names = .max
        return l
    }
}
