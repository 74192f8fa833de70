import FlickLayout

/// UIPanGestureRecognizer: continuous; begins once at least `minimumNumberOfTouches`
/// (and at most `maximumNumberOfTouches`) fingers have moved their centroid `hysteresis` pt,
/// changes on every move, ends when fewer than the minimum remain.
///
/// Policy for the undocumented points: the hysteresis is 10 pt
/// (`GestureConstants.panHysteresis`); `translation(in:)` counts from the touch-down point,
/// so on `.began` it already holds the hysteresis distance. Adding or lifting a finger
/// rebases the centroid, so the translation does not jump. A pan that sees more than the
/// maximum number of touches before beginning fails; after beginning, extra touches are
/// ignored.
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
    @exclusivity(unchecked)
    private var lastCentroid = Point.zero
    @exclusivity(unchecked)
    private var counted: [Int] = []
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
        if counted.isEmpty { gestureStartTime = time }
        if state == .possible {
            counted = self.touches.map(\.id)
            if counted.count > maximumNumberOfTouches {
                fail(at: time, reason: "\(counted.count) touches > maximum \(maximumNumberOfTouches)")
                return
            }
        } else {
            for t in touches where counted.count < maximumNumberOfTouches { counted.append(t.id) }
        }
        maximumTouchCount = max(maximumTouchCount, counted.count)
        lastCentroid = countedCentroid()
        lastTime = time
        tracker.add(time: time, x: windowTranslation.x, y: windowTranslation.y)
    }

    open override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
        guard self.touches.contains(where: { counted.contains($0.id) }) else { return }
        let c = countedCentroid()
        windowTranslation.x += c.x - lastCentroid.x
        windowTranslation.y += c.y - lastCentroid.y
        lastCentroid = c
        lastTime = time
        tracker.add(time: time, x: windowTranslation.x, y: windowTranslation.y)
        switch state {
        case .possible:
            if counted.count >= minimumNumberOfTouches, counted.count <= maximumNumberOfTouches,
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
        let ended = Set(touches.map(\.id))
        counted.removeAll { ended.contains($0) }
        lastCentroid = countedCentroid()
        lastTime = time
        if state.isActive {
            if counted.count < minimumNumberOfTouches { end(at: time) }
        } else if state == .possible, self.touches.isEmpty {
            fail(at: time)
        }
    }

    open override func touchesCancelled(_ touches: [GestureTouch], at time: Int64) {
        let ended = Set(touches.map(\.id))
        counted.removeAll { ended.contains($0) }
        super.touchesCancelled(touches, at: time)
    }

    open override func reset() {
        windowTranslation = .zero
        lastCentroid = .zero
        counted.removeAll()
        tracker.reset()
        maximumTouchCount = 0
        super.reset()
    }

    private func countedCentroid() -> Point {
        centroid(self.touches.filter { counted.contains($0.id) }.map(\.location))
    }
}
