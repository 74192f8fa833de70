import FlickLayout

/// UIPanGestureRecognizer: continuous; begins once at least `minimumNumberOfTouches`
/// (and at most `maximumNumberOfTouches`) fingers have moved their centroid `hysteresis` pt,
/// changes on every move, ends when fewer than the minimum remain.
///
/// Policy for the undocumented points: the hysteresis is 10 pt
/// (`GestureConstants.panHysteresis`); `translation(in:)` counts from the touch-down point,
/// so on `.began` it already holds the hysteresis distance. The translation follows the
/// centroid of the counted fingers re-based whenever one lands or lifts (`FocalPoint`): a
/// finger landing or lifting moves nothing, even in a frame where the others move, so a
/// multi-finger tap whose fingers land a few ms and 60 pt apart does not read as a pan, and
/// the velocity (estimated from the translation) does not spike either. A pan that sees more
/// than the maximum number of touches before beginning fails; after beginning, extra touches
/// are ignored.
open class PanGestureRecognizer: GestureRecognizer {
    /// Default 1.
    @exclusivity(unchecked)
    public var minimumNumberOfTouches = 1
    /// Default `Int.max` (UIKit's NSUIntegerMax).
    @exclusivity(unchecked)
    public var maximumNumberOfTouches = Int.max
    /// Centroid movement before began, pt (default `GestureConstants.panHysteresis`).
    @exclusivity(unchecked)
    public var hysteresis = GestureConstants.panHysteresis
    /// The most touches seen at once during the current gesture.
    @exclusivity(unchecked)
    public private(set) var maximumTouchCount = 0
    /// When the first touch went down, ns.
    @exclusivity(unchecked)
    public private(set) var gestureStartTime: Int64 = 0

    /// Window-coordinate translation since touch-down (rebased by `setTranslation`).
    @exclusivity(unchecked)
    private(set) var windowTranslation = Point.zero
    /// The counted touches (at most `maximumNumberOfTouches`), re-based on landing and lifting.
    @exclusivity(unchecked)
    private var focal = FocalPoint()
    @exclusivity(unchecked)
    private var tracker = VelocityTracker()
    @exclusivity(unchecked)
    private var lastTime: Int64 = 0

    public init(name: String? = nil) {
        super.init(kind: .continuous, name: name)
    }

    /// The cumulative translation in `view`'s coordinate system (window for nil), pt.
    public func translation(in view: (any HitTestable)?) -> Point {
        guard let view else { return windowTranslation }
        return view.convertVectorFromWindow(windowTranslation)
    }

    /// Rebases the translation to `translation` (in `view`'s coordinates) and resets the
    /// velocity estimate (UIKit documents the same reset).
    public func setTranslation(_ translation: Point, in view: (any HitTestable)?) {
        windowTranslation = view?.convertVectorToWindow(translation) ?? translation
        tracker.reset()
        tracker.add(time: lastTime, x: windowTranslation.x, y: windowTranslation.y)
    }

    /// The velocity in `view`'s coordinate system (window for nil), pt/s, as of the latest
    /// touch event (see `VelocityTracker` for the estimator).
    public func velocity(in view: (any HitTestable)?) -> Velocity {
        let v = tracker.velocity(at: lastTime)
        guard let view else { return v }
        let p = view.convertVectorFromWindow(Point(x: v.x, y: v.y))
        return Velocity(x: p.x, y: p.y)
    }

    /// The velocity estimated at `time` (ns): zero if the finger has rested for longer than
    /// the stop gap (window coordinates).
    public func velocity(at time: Int64) -> Velocity { tracker.velocity(at: time) }

    open override func touchesBegan(_ touches: [GestureTouch], at time: Int64) {
        if focal.count == 0 { gestureStartTime = time }
        if state == .possible {
            for t in self.touches where !focal.tracks(t.id) { focal.track(t) }
            if focal.count > maximumNumberOfTouches {
                fail(at: time, reason: "\(focal.count) touches > maximum \(maximumNumberOfTouches)")
                return
            }
        } else {
            for t in touches where focal.count < maximumNumberOfTouches { focal.track(t) }
        }
        maximumTouchCount = max(maximumTouchCount, focal.count)
        lastTime = time
        tracker.add(time: time, x: windowTranslation.x, y: windowTranslation.y)
    }

    open override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
        guard self.touches.contains(where: { focal.tracks($0.id) }) else { return }
        let d = focal.move(self.touches, at: time)
        windowTranslation.x += d.x
        windowTranslation.y += d.y
        lastTime = time
        tracker.add(time: time, x: windowTranslation.x, y: windowTranslation.y)
        switch state {
        case .possible:
            if focal.count >= minimumNumberOfTouches, focal.count <= maximumNumberOfTouches,
               length(windowTranslation) >= hysteresis {
                begin(at: time)
            }
        case .began, .changed:
            change(at: time)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: [GestureTouch], at time: Int64) {
        for t in touches { focal.untrack(t.id) }
        lastTime = time
        if state.isActive {
            if focal.count < minimumNumberOfTouches { end(at: time) }
        } else if state == .possible, self.touches.isEmpty {
            fail(at: time)
        }
    }

    open override func touchesCancelled(_ touches: [GestureTouch], at time: Int64) {
        for t in touches { focal.untrack(t.id) }
        super.touchesCancelled(touches, at: time)
    }

    open override func reset() {
        windowTranslation = .zero
        focal.removeAll()
        tracker.reset()
        maximumTouchCount = 0
        super.reset()
    }
}
