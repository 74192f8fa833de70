import FlickGestures
import FlickInput

/// What a report draws of a run, tick by tick: the views shown (as changes, `FrameHistory`),
/// the touches, recognizer and animator states, the gestures the standard recognizers saw,
/// and the work of every tick run. Made by `ReportRecorder`; drawn by `ReplayReport.page(_:)`.
///
/// Everything is bounded (`RecordingLimits`): frames and work are sampled more coarsely as
/// a run grows, touch moves thinned, state changes cut off past their limit (`notes` says
/// what was).
public struct ReportRecording: Sendable {
    /// A view ever shown: its name (`Scene.frameName(_:)`) and depth in the view tree (0 for
    /// the root, or for every frame of a scene without a view tree).
    public struct ViewInfo: Sendable, Hashable {
        public var name: String
        public var depth: Int
    }

    /// One touch event, on the tick that delivered it, in the scene's screen points.
    public struct Touch: Sendable, Hashable {
        public var tick: Int
        /// The event's own time, ns.
        public var time: Int64
        public var id: Int
        public var phase: TouchPhase
        public var x: Double
        public var y: Double
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
        public var state: GestureState
        /// Why it failed, when it did and said.
        public var reason: String?
    }

    /// A property animator the scene ran: `#id` and its duration.
    public struct Animator: Sendable, Hashable {
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
    /// Where the input came from, when it was read through `ReportRecorder.tapping(_:)`.
    public var header: TraceHeader?
    /// How touches were mapped onto the scene's screen, if they were.
    public var inputMapping: String?
    /// The index of the last tick checked, -1 before the first.
    public var lastTick = -1
    /// Ticks checked (fewer than `lastTick + 1` when idle ticks were skipped).
    public var ticksChecked = 0
    /// Indexed by `FrameHistory.Entry.view`.
    public var views: [ViewInfo] = []
    public var frames: FrameHistory
    public var work: WorkSeries
    public var touches: [Touch] = []
    /// 1 while every touch move is kept; k when only every k-th move is.
    public var touchMoveStride = 1
    public var recognizers: [Recognizer] = []
    public var recognizerChanges: [RecognizerChange] = []
    public var animators: [Animator] = []
    public var animatorChanges: [AnimatorChange] = []
    /// Whether `AnimatorChange.fraction` was recorded (false for a recording drawn from a
    /// golden file, which lists states only): the viewer then shows no progress bars.
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
}

/// How much a `ReportRecorder` keeps. The defaults keep a report of a few minutes of
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
}
