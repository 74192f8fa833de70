import FlickGestures
import FlickInput

/// What happened in a run, tick by tick: the views shown (as changes, `FrameHistory`), the
/// touches, recognizer and animator states, the gestures the standard recognizers saw, and
/// the work of every tick run. Made by `RunRecorder`; written as a golden timeline
/// (`GoldenTimeline(_:)`), drawn by the replay page's layout viewer (`ReplayReport.page(_:)`)
/// and as SVG pictures (`FrameSVG`). A golden file reads back as one (`RunRecord(golden:)`),
/// with what the file holds.
///
/// Everything is bounded (`RecordingLimits`): frames and work are sampled more coarsely as
/// a run grows, touch moves thinned, state changes cut off past their limit (`notes` says
/// what was). A record within its limits (`isComplete`) holds every change of every tick.
public struct RunRecord: Sendable {
    /// A view ever shown: its name (`Scene.frameName(_:)`) and depth in the view tree (0 for
    /// the root, or for every frame of a scene without a view tree).
    public struct ViewInfo: Sendable, Hashable {
        public var name: String
        public var depth: Int
    }

    /// One touch event, on the tick that delivered it.
    public struct Touch: Sendable, Hashable {
        public var tick: Int
        /// The event's own time, ns.
        public var time: Int64
        public var id: Int
        public var phase: TouchPhase
        /// Where the scene saw it, screen points.
        public var x: Double
        public var y: Double
        /// Where the input put it, points (equal to `x` and `y` unless the input was mapped
        /// onto the scene's screen, `InputMapping`).
        public var inputX: Double
        public var inputY: Double
    }

    /// A recognizer of the scene: its name (with `@view` when another has the same name) and type.
    public struct Recognizer: Sendable, Hashable {
        public var name: String
        public var type: String
    }

    /// A recognizer's state at the end of a tick's transition into it (a recognizer may pass
    /// through several states in one tick; each is listed).
    public struct RecognizerChange: Sendable, Hashable {
        public var tick: Int
        /// Index into `recognizers`.
        public var recognizer: Int
        /// The state it left; nil when the recognizer was first seen, already in `state`.
        public var from: GestureState?
        public var state: GestureState
        /// Why it failed, when it did and said.
        public var reason: String?
    }

    /// A property animator the scene ran: its id, and `#id` with its duration.
    public struct Animator: Sendable, Hashable {
        public var id: Int
        public var label: String
    }

    /// An animator's state at the end of a tick, listed when it differs from the last listed.
    public struct AnimatorChange: Sendable, Hashable {
        public var tick: Int
        /// Index into `animators`.
        public var animator: Int
        /// `running`, `paused`, `stopped` or `inactive`, with ` reversed` when it runs backwards.
        public var state: String
        /// `fractionComplete` in thousandths (0…1000).
        public var fraction: Int
    }

    /// A gesture the standard recognizers saw in the input (what `flick gestures` lists).
    public struct Gesture: Sendable, Hashable {
        /// When its first touch went down and when it was recognized or ended, ns.
        public var start: Int64
        public var end: Int64
        public var kind: String
        /// The line `flick gestures` prints for it.
        public var text: String
    }

    public var screen: SceneScreen
    public var rate: RefreshRate
    /// Where the input came from, when the simulator read it from a source
    /// (`RunObserver.inputStarts(_:)`).
    public var header: TraceHeader?
    /// How touches were mapped onto the scene's screen, if they were.
    public var inputMapping: String?
    /// The index of the last tick checked, -1 before the first.
    public var lastTick = -1
    /// Ticks checked (fewer than `lastTick + 1` when idle ticks were skipped).
    public var ticksChecked = 0
    /// Indexed by `FrameHistory.Entry.view`.
    public var views: [ViewInfo] = []
    package var frames: FrameHistory
    package var work: WorkSeries
    public var touches: [Touch] = []
    /// 1 while every touch move is kept; k when only every k-th move is.
    public var touchMoveStride = 1
    public var recognizers: [Recognizer] = []
    public var recognizerChanges: [RecognizerChange] = []
    public var animators: [Animator] = []
    public var animatorChanges: [AnimatorChange] = []
    /// Whether `AnimatorChange.fraction` was recorded (false for a record read from a golden
    /// file, which lists states only): the viewer then shows no progress bars.
    public var hasAnimatorFractions = true
    public var gestures: [Gesture] = []
    /// What the limits cut, one line each (empty when nothing was).
    public var notes: [String] = []

    public init(screen: SceneScreen, rate: RefreshRate = .standard, limits: RecordingLimits = RecordingLimits()) {
        self.screen = screen
        self.rate = rate
        frames = FrameHistory(limit: limits.frameNumbers)
        work = WorkSeries(limit: limits.workSamples)
    }

    /// Whether the record holds every change of every tick checked: no frames merged, no touch
    /// move thinned, nothing cut by the limits. A golden timeline is exact only for such a
    /// record (`RunRecorder` with `RecordingLimits.unbounded` always makes one).
    public var isComplete: Bool { frames.stride == 1 && touchMoveStride == 1 && notes.isEmpty }
}

/// The name `RunRecord` had when only reports drew it.
@available(*, deprecated, renamed: "RunRecord")
public typealias ReportRecording = RunRecord
