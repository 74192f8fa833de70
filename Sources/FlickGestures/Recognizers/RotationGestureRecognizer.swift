/// UIRotationGestureRecognizer: continuous, two touches. `rotation` is the angle (radians,
/// positive clockwise on screen) the line between the fingers has turned since they both came
/// down, unwrapped past ±π; writable. `velocity` in rad/s. Begins when the rotation reaches
/// `threshold` (default 0.1 rad, `GestureConstants.rotationThreshold`) and each finger has
/// travelled `hysteresis` pt along its arc (half the current separation × the rotation; default
/// 8 pt, `GestureConstants.rotationHysteresis`); ends when both fingers have lifted. The angle
/// counts from the moment the second finger lands, so a late finger turns nothing.
open class RotationGestureRecognizer: GestureRecognizer {
    @exclusivity(unchecked)
    public var threshold = GestureConstants.rotationThreshold
    /// Arc each finger travels before began, pt (default `GestureConstants.rotationHysteresis`).
    @exclusivity(unchecked)
    public var hysteresis = GestureConstants.rotationHysteresis
    @exclusivity(unchecked)
    private var fingers = TwoFingerTracking()
    @exclusivity(unchecked)
    private var offset = 0.0
    @exclusivity(unchecked)
    private var tracker = VelocityTracker()
    @exclusivity(unchecked)
    private var lastTime: Int64 = 0

    public init(name: String? = nil) {
        super.init(kind: .continuous, name: name)
    }

    /// Radians (see the type's documentation).
    public var rotation: Double {
        get { fingers.rotation + offset }
        set {
            guard newValue.isFinite else { return }
            offset = newValue - fingers.rotation
            tracker.reset()
            tracker.add(time: lastTime, x: newValue, y: 0)
        }
    }

    /// rad/s.
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
        guard fingers.isComplete(self.touches) else { return }
        fingers.updateRotation(self.touches)
        tracker.add(time: time, x: rotation, y: 0)
        switch state {
        case .possible:
            if abs(fingers.rotation) >= threshold,
               abs(fingers.rotation) * (fingers.span(self.touches) ?? 0) / 2 >= hysteresis { begin(at: time) }
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
        offset = 0
        tracker.reset()
        super.reset()
    }
}
