import FlickCore
import Foundation
import FlickLayout

/// UIScrollView's interaction: FlickLayout's `ScrollView` driven by its own pan
/// recognizer, with rubber-banding, closed-form deceleration and bounce-back, paging, and the
/// delegate callbacks in UIKit's order.
///
/// - Geometry: legal offsets per axis are `−adjustedInset.leading … max(min, content +
///   adjustedInset.trailing − bounds)` with `adjustedContentInset` (the safe area added per
///   `contentInsetAdjustmentBehavior`, `.automatic` by default: a full-screen scroll view with
///   tall content on an iPhone 15 Pro rests at −59 and scrolls to content − frame + 34); an
///   axis scrolls if the content plus insets exceed the bounds or `alwaysBounce…` is set (with
///   `bounces`). Dragging, the rubber band, paging and deceleration all use these ranges.
/// - Dragging: offset = start − translation, rubber-banded past an edge with coefficient 0.55
///   (clamped when `bounces` is false). A drag that starts overscrolled continues the band
///   smoothly (the band is inverted to find the finger's start).
/// - Release: each axis follows `AxisMotion` from the release offset and velocity (content
///   velocity = −finger velocity): decay at `decelerationRate` per ms, spring back at an
///   edge. `willEndDragging` gets the projected resting offset and may replace it (not when
///   paging); the motion is then re-aimed to land exactly there. Releases slower than
///   `GestureConstants.minimumDecelerationSpeed` inside the bounds do not decelerate.
/// - Paging: pages are the lowest legal offset plus multiples of the bounds size (plain
///   multiples without insets); a release faster than
///   `GestureConstants.pagingFlickSpeed` moves one page from the page the drag started on in
///   the direction of the fling, otherwise the nearest page wins; the settle is the bounce
///   spring.
/// - Time: call `update(at:)` every tick; positions are pure functions of the time since the
///   release, so 60 Hz and 120 Hz ticks pass through the same curve and rest at the same offset.
/// - Policies for undocumented points: touching down during a deceleration stops it at once
///   without `scrollViewDidEndDecelerating`; a scroll view idle at its top stays at its top when
///   its adjusted inset changes (so a fresh view with `contentInset.top = 250` rests at −250
///   after its first layout); setting `contentOffset` directly calls `didScroll` and leaves a
///   running deceleration or animation running (UIKit documents only the callback).
open class InteractiveScrollView: ScrollView, GestureRecognizerDelegate, TimeDriven {
    /// The scroll view's pan; its delegate is the scroll view.
    public let panGestureRecognizer = ScrollPanGestureRecognizer(name: "scrollPan")
    @exclusivity(unchecked)
    public var isScrollEnabled = true
    /// Both axes bounce (default true). Setting it sets both per-axis flags.
    public var bounces: Bool {
        get { bouncesHorizontally && bouncesVertically }
        set { bouncesHorizontally = newValue; bouncesVertically = newValue }
    }
    /// Per-axis bouncing (iOS 17's `bouncesHorizontally`/`bouncesVertically`; default true).
    @exclusivity(unchecked)
    public var bouncesHorizontally = true
    @exclusivity(unchecked)
    public var bouncesVertically = true
    /// Default false.
    @exclusivity(unchecked)
    public var isPagingEnabled = false
    /// Whether a drag of this scroll view ends editing (default `.none`; see
    /// `KeyboardDismissMode`).
    @exclusivity(unchecked)
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Default `.normal` (0.998 per ms).
    @exclusivity(unchecked)
    public var decelerationRate = DecelerationRate.normal
    /// Pixels per point, for the resting tolerance 0.5/scale pt (default 3).
    @exclusivity(unchecked)
    public var screenScale = GestureConstants.defaultScreenScale
    /// Touch-down is withheld from content views for up to 150 ms
    /// (`GestureConstants.scrollContentTouchDelay`) to see whether it becomes a drag (default true).
    public var delaysContentTouches: Bool {
        get { panGestureRecognizer.delaysTouchesBegan }
        set { panGestureRecognizer.delaysTouchesBegan = newValue }
    }
    /// Whether a drag may take a touch from a content view that is already tracking it
    /// (default true), UIKit's rule: when true and `touchesShouldCancel(in:)` agrees, the drag
    /// begins and the content view's touch is cancelled (a control gets `touchCancel`); when
    /// false, or when `touchesShouldCancel(in:)` says no, the scroll view does not scroll for
    /// that touch however far it moves. A touch still withheld by `delaysContentTouches` is not
    /// being tracked: a drag within the first 150 ms always scrolls.
    public var canCancelContentTouches: Bool {
        get { panGestureRecognizer.cancelsTouchesInView }
        set { panGestureRecognizer.cancelsTouchesInView = newValue }
    }
    /// The content size that was set (`contentSize = …`), nil when the layout's is used;
    /// setting nil is `resetContentSize()`. Kept for code written before `contentSize` was
    /// settable.
    public var contentSizeOverride: Size? {
        get { explicitContentSize }
        set { if let newValue { contentSize = newValue } else { resetContentSize() } }
    }

    /// Finger down (even before the drag begins): set when the pan receives a touch, cleared
    /// when a lift or cancel leaves the pan, still undecided or active, with no touch. Not part
    /// of `phase` (see `ScrollPhase`).
    @exclusivity(unchecked)
    public private(set) var isTracking = false
    /// The drag has begun.
    public var isDragging: Bool { phase.isDragging }
    /// Released and content still moving (including bounce-back).
    public var isDecelerating: Bool { phase.isDecelerating }
    /// Running `setContentOffset(_:animated: true)`.
    public var isScrollAnimating: Bool { phase.isAnimating }

    /// What the content is doing; changed only by `send(_:)`.
    @exclusivity(unchecked)
    private var phase = ScrollPhase.idle
    /// Where the latest drag started: the finger's unbanded offset and the page under it.
    /// Kept after the drag ends, because the release's paging reads the page.
    @exclusivity(unchecked)
    private var dragStartRaw = Point.zero
    @exclusivity(unchecked)
    private var dragStartPage = Point.zero
    /// The latest time (ns) `update(at:)` was called with: the clock of
    /// `setContentOffset(_:animated:)` when no ambient clock is installed.
    @exclusivity(unchecked)
    public private(set) var lastUpdateTime: Int64 = 0

    /// Duration of `setContentOffset(_:animated: true)`: 0.3 s, ease-in-out (a community
    /// measurement).
    public static let scrollAnimationDuration: Int64 = 300_000_000

    public override init(frame: Rect) {
        super.init(frame: frame)
        panGestureRecognizer.scrollView = self
        panGestureRecognizer.delegate = self
        panGestureRecognizer.delaysTouchesBegan = true
        panGestureRecognizer.touchesBeganDelayLimit = GestureConstants.scrollContentTouchDelay
        panGestureRecognizer.addTarget { [unowned self] pan in self.handlePan(pan) }
    }

    /// Attaches the scroll view's recognizers to `router`, which then also drives
    /// `update(at:)` after every frame and advance.
    public func attachGestures(to router: TouchRouter) {
        router.attach(panGestureRecognizer, to: self)
        router.addTimeDriven(self)
    }

    private var scrollDelegate: (any ScrollViewDelegate)? { delegate as? any ScrollViewDelegate }

    // MARK: Geometry

    /// The content size in use: `contentSize` (kept for older code).
    public var effectiveContentSize: Size { contentSize }

    /// The legal resting offsets along x.
    public var horizontalRange: ClosedRange<Double> {
        let inset = adjustedContentInset
        let low = -inset.left
        return low...max(low, effectiveContentSize.width + inset.right - bounds.width)
    }

    /// The legal resting offsets along y.
    public var verticalRange: ClosedRange<Double> {
        let inset = adjustedContentInset
        let low = -inset.top
        return low...max(low, effectiveContentSize.height + inset.bottom - bounds.height)
    }

    /// Whether the user can move the content along x (see the type's documentation).
    public var scrollsHorizontally: Bool {
        horizontalRange.upperBound > horizontalRange.lowerBound || (alwaysBounceHorizontal && bouncesHorizontally)
    }

    /// Whether the user can move the content along y.
    public var scrollsVertically: Bool {
        verticalRange.upperBound > verticalRange.lowerBound || (alwaysBounceVertical && bouncesVertically)
    }

    // MARK: Offsets

    /// UIKit's `setContentOffset(_:animated:)`. Not animated: stops any motion and calls
    /// `didScroll` if the offset changed. Animated: a 0.3 s ease-in-out from now on the scene's
    /// clock, driven by `update(at:)`, calling `didScroll` on every step and ending with
    /// `scrollViewDidEndScrollingAnimation`. "Now" is the ambient clock (`AmbientClock`, which
    /// the simulator and the tester install while they run a scene) or, when it is older or
    /// none is installed, the last time `update(at:)` was called.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        let ambient = AmbientClock.nanoseconds ?? lastUpdateTime
        setContentOffset(offset, animated: animated, at: max(ambient, lastUpdateTime))
    }

    /// `setContentOffset(_:animated:)` at an explicit time, ns (when the animation starts).
    public func setContentOffset(_ offset: Point, animated: Bool, at time: Int64) {
        send(.stop)
        if animated, offset != contentOffset {
            send(.animate(ScrollAnimation(from: contentOffset, to: offset, start: time, duration: Self.scrollAnimationDuration)))
        } else {
            setOffset(offset)
        }
    }

    /// Advances deceleration, bounce or a scroll animation to `time` (ns); while idle, keeps a
    /// scroll view that rests at its top pinned there when the adjusted inset changes.
    public func update(at time: Int64) {
        lastUpdateTime = max(lastUpdateTime, time)
        checkAdjustedContentInset()
        switch phase {
        case .animating(let animation, _): animate(animation, at: time)
        case .decelerating(let deceleration): decelerate(deceleration, at: time)
        case .idle, .dragging: break
        }
    }

    /// A tick of a scroll animation: ease to the offset for `time`; at the end, leave the
    /// animation, then tell the delegate.
    private func animate(_ animation: ScrollAnimation, at time: Int64) {
        let f = animation.fraction(at: time)
        setOffset(animation.offset(atFraction: f))
        if f >= 1 {
            send(.finishAnimation)
            scrollDelegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// A tick of the release motion: move to its offset for `time`; once both axes rest, stop,
    /// then tell the delegate. The rest test reads the phase again, after `didScroll`.
    private func decelerate(_ deceleration: ScrollDeceleration, at time: Int64) {
        let t = deceleration.seconds(at: time)
        let x = deceleration.x?.position(at: t) ?? contentOffset.x
        let y = deceleration.y?.position(at: t) ?? contentOffset.y
        setOffset(Point(x: x, y: y))
        if phase.releaseMotionRests(at: t) {
            send(.stop)
            scrollDelegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// When the current motion comes to rest, ns (nil when not moving).
    public var restTime: Int64? {
        guard let deceleration = phase.deceleration else { return phase.animation.map { $0.start + $0.duration } }
        return deceleration.restTime
    }

    /// Where the current motion comes to rest (the current offset when still).
    public var restingOffset: Point {
        if let animation = phase.animation { return animation.to }
        guard let deceleration = phase.deceleration else { return contentOffset }
        return Point(x: deceleration.x?.restingPosition ?? contentOffset.x, y: deceleration.y?.restingPosition ?? contentOffset.y)
    }

    // MARK: Touches and the pan

    /// Touches went down on the pan: tracking starts, and a running deceleration or animation
    /// is brought to `time` (ns) and stopped there.
    func touchDown(at time: Int64) {
        isTracking = true
        if isDecelerating || isScrollAnimating {
            update(at: time)
            send(.stop)
        }
    }

    /// The pan's last touch lifted or was cancelled.
    func touchUp(at time: Int64) {
        isTracking = false
    }

    private func handlePan(_ pan: GestureRecognizer) {
        let time = pan.lastTransitionTime
        switch pan.state {
        case .began:
            send(.beginDrag)
            dragStartRaw = Point(x: rawFromOffset(contentOffset.x, range: horizontalRange, dimension: bounds.width),
                                 y: rawFromOffset(contentOffset.y, range: verticalRange, dimension: bounds.height))
            dragStartPage = Point(x: page(contentOffset.x, size: bounds.width, origin: horizontalRange.lowerBound),
                                  y: page(contentOffset.y, size: bounds.height, origin: verticalRange.lowerBound))
            scrollDelegate?.scrollViewWillBeginDragging(self)
            dismissKeyboardIfAsked()
            drag()
        case .changed:
            drag()
        case .ended, .cancelled:
            drag()
            let v = pan.state == .ended ? panGestureRecognizer.velocity(in: self) : .zero
            release(velocity: Velocity(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0), at: time)
        default:
            break
        }
    }

    private func drag() {
        let t = panGestureRecognizer.translation(in: self)
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = offsetFromRaw(dragStartRaw.x - t.x, range: horizontalRange, dimension: bounds.width, bounces: bouncesHorizontally)
        }
        if scrollsVertically {
            offset.y = offsetFromRaw(dragStartRaw.y - t.y, range: verticalRange, dimension: bounds.height, bounces: bouncesVertically)
        }
        setOffset(offset)
    }

    private func release(velocity: Velocity, at time: Int64) {
        send(.endDrag)
        let tolerance = GestureConstants.restingDistance(screenScale: screenScale)
        let x = contentOffset.x, y = contentOffset.y
        var mx: AxisMotion?, my: AxisMotion?
        if isPagingEnabled {
            let target = pageTarget(velocity: velocity)
            if scrollsHorizontally { mx = .spring(start: x, target: target.x, velocity: velocity.x, tolerance: tolerance) }
            if scrollsVertically { my = .spring(start: y, target: target.y, velocity: velocity.y, tolerance: tolerance) }
            var proposed = target
            scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &proposed)
        } else {
            mx = axisMotion(x, velocity.x, horizontalRange, tolerance, bounces: bouncesHorizontally)
            my = axisMotion(y, velocity.y, verticalRange, tolerance, bounces: bouncesVertically)
            let projected = Point(x: mx?.restingPosition ?? x, y: my?.restingPosition ?? y)
            var target = projected
            scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
            if target.x.isFinite, target.x != projected.x {
                mx = .aimed(start: x, target: target.x, range: horizontalRange, bounces: bouncesHorizontally, rate: decelerationRate, tolerance: tolerance)
            }
            if target.y.isFinite, target.y != projected.y {
                my = .aimed(start: y, target: target.y, range: verticalRange, bounces: bouncesVertically, rate: decelerationRate, tolerance: tolerance)
            }
        }
        if let m = mx, m.duration == 0 { mx = nil }
        if let m = my, m.duration == 0 { my = nil }
        let decelerate = mx != nil || my != nil
        scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        send(.decelerate(ScrollDeceleration(x: mx, y: my, start: time)))
        scrollDelegate?.scrollViewWillBeginDecelerating(self)
    }

    /// The release motion of one axis, or nil when it stays put.
    private func axisMotion(_ start: Double, _ velocity: Double, _ range: ClosedRange<Double>, _ tolerance: Double, bounces: Bool) -> AxisMotion? {
        let inside = range.contains(start)
        if inside && abs(velocity) < GestureConstants.minimumDecelerationSpeed { return nil }
        return AxisMotion(start: start, velocity: velocity, range: range, bounces: bounces,
                          rate: decelerationRate, tolerance: tolerance)
    }

    /// The page index nearest `offset`; pages start at the lowest legal offset `origin`.
    private func page(_ offset: Double, size: Double, origin: Double) -> Double {
        size > 0 ? ((offset - origin) / size).rounded() : 0
    }

    private func pageTarget(velocity: Velocity) -> Point {
        func axis(_ offset: Double, _ v: Double, _ size: Double, _ startPage: Double, _ range: ClosedRange<Double>) -> Double {
            guard size > 0 else { return offset }
            let origin = range.lowerBound
            var target = page(offset, size: size, origin: origin)
            if abs(v) > GestureConstants.pagingFlickSpeed { target = startPage + (v > 0 ? 1 : -1) }
            let lastPage = ((range.upperBound - origin) / size).rounded(.down)
            let p = min(max(target, 0), max(lastPage, 0))
            return min(max(origin + p * size, range.lowerBound), range.upperBound)
        }
        return Point(x: axis(contentOffset.x, velocity.x, bounds.width, dragStartPage.x, horizontalRange),
                     y: axis(contentOffset.y, velocity.y, bounds.height, dragStartPage.y, verticalRange))
    }

    private func offsetFromRaw(_ raw: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool) -> Double {
        if bounces { return RubberBand.apply(raw: raw, range: range, dimension: dimension) }
        return min(max(raw, range.lowerBound), range.upperBound)
    }

    private func rawFromOffset(_ offset: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        let clamped = min(max(offset, range.lowerBound), range.upperBound)
        return clamped + RubberBand.overshoot(forOffset: offset - clamped, dimension: dimension)
    }

    /// Tells the delegate (`scrollViewDidChangeAdjustedContentInset`) after following the
    /// change: policy (UIKit keeps a scroll view that sits at its top at its top), when the
    /// adjusted top/left inset changes while the view is idle and rests at the old minimum
    /// offset (zero before the first change), the offset moves to the new minimum, with
    /// `didScroll`.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        followInsetChange(from: previousAdjustedContentInset, to: adjustedContentInset)
        scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    private func followInsetChange(from previous: EdgeInsets, to inset: EdgeInsets) {
        guard !isTracking, case .idle = phase else { return }
        var offset = contentOffset
        if inset.top != previous.top, offset.y == -previous.top { offset.y = -inset.top }
        if inset.left != previous.left, offset.x == -previous.left { offset.x = -inset.left }
        setOffset(offset)
    }

    /// Every offset change reaches the delegate, as in UIKit.
    open override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        scrollDelegate?.scrollViewDidScroll(self)
    }

    /// The only way the phase changes.
    private func send(_ event: ScrollPhase.Event) {
        phase = phase.next(event)
    }

    /// Moves the content (the delegate hears of it through `contentOffsetDidChange()`);
    /// non-finite offsets are ignored.
    private func setOffset(_ offset: Point) {
        guard offset.x.isFinite, offset.y.isFinite, offset != contentOffset else { return }
        contentOffset = offset
    }

    // MARK: Content touches

    /// Whether a drag that starts on `view`, a content view already tracking the touch, may
    /// cancel that tracking and scroll (asked only when `canCancelContentTouches`). UIKit's
    /// default: true unless `view` is a `Control` — so holding a button and then dragging does
    /// not scroll; override to return true to let drags from controls scroll (and cancel them).
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// Whether the pan may begin while `view` tracks its touch: `canCancelContentTouches` and
    /// `touchesShouldCancel(in:)` (see `canCancelContentTouches`).
    func mayTakeTouch(from view: View) -> Bool { canCancelContentTouches && touchesShouldCancel(in: view) }

    // MARK: GestureRecognizerDelegate (for the pan)

    /// The pan begins only when scrolling is enabled and, for a scroll view that scrolls along
    /// one axis only, when the drag is mostly along that axis — so a horizontal scroller
    /// nested in a vertical one hands vertical drags to its parent (Flick's own rule).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer else { return true }
        guard isScrollEnabled else { return false }
        let t = panGestureRecognizer.translation(in: self)
        switch (scrollsHorizontally, scrollsVertically) {
        case (true, false): return abs(t.x) >= abs(t.y)
        case (false, true): return abs(t.y) >= abs(t.x)
        case (false, false): return false
        case (true, true): return true
        }
    }
}
