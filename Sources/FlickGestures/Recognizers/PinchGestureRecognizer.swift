/// UIPinchGestureRecognizer: continuous, two touches. `scale` is the ratio of the
/// current to the initial finger separation (1 at the start; writable — set it to 1 after
/// applying for incremental scaling); `velocity` is scale units per second. Begins when the
/// separation has changed by `hysteresis` pt (default 16, `GestureConstants.pinchHysteresis`;
/// the span counts from the moment the second finger lands, so a late finger scales nothing);
/// changes while both fingers are down; ends when both have lifted. More than two fingers
/// before beginning fails it; afterwards extra fingers are ignored.
open class PinchGestureRecognizer: GestureRecognizer {
    @exclusivity(unchecked)
    public var hysteresis = GestureConstants.pinchHysteresis
    @exclusivity(unchecked)
    private var fingers = TwoFingerTracking()
    @exclusivity(unchecked)
    private var scaleFactor = 1.0
    @exclusivity(unchecked)
    private var tracker = VelocityTracker()
    @exclusivity(unchecked)
    private var lastTime: Int64 = 0
    @exclusivity(unchecked)
    private var rawScale = 1.0

    public init(name: String? = nil) {
        super.init(kind: .continuous, name: name)
    }

    /// Current scale (see the type's documentation).
    public var scale: Double {
        get { rawScale * scaleFactor }
        set {
            guard newValue.isFinite, rawScale > 0 else { return }
            scaleFactor = newValue / rawScale
            tracker.reset()
            tracker.add(time: lastTime, x: newValue, y: 0)
        }
    }

    /// Scale units per second.
    public var velocity: Double { tracker.velocity(at: lastTime).x }

    open override func touchesBegan(_ touches: [GestureTouch], at time: Int64) {
        lastTime = time
        if state == .possible {
            if self.touches.count > 2 { fail(at: time, reason: "\(self.touches.count) touches > 2"); return }
            fingers.adopt(self.touches)
        }
    }

    open override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
        lastTime = time
        guard fingers.isComplete(self.touches), let span = fingers.span(self.touches), fingers.initialSpan > 0 else { return }
        rawScale = span / fingers.initialSpan
        tracker.add(time: time, x: scale, y: 0)
        switch state {
        case .possible:
            if abs(span - fingers.initialSpan) >= hysteresis { begin(at: time) }
        case .began, .changed:
            change(at: time)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: [GestureTouch], at time: Int64) {
        lastTime = time
        guard self.touches.isEmpty else { return }
        if state.isActive { end(at: time) } else if state == .possible { fail(at: time) }
    }

    open override func reset() {
        fingers.reset()
        scaleFactor = 1
        rawScale = 1
        tracker.reset()
        super.reset()
    }
}
