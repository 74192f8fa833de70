/// A value picked by dragging a thumb along a track (UISlider).
///
/// Geometry (policy, close to UIKit's default look): the thumb is `thumbSize` (28 pt) round,
/// centred vertically; its centre runs from `thumbSize / 2` to `width - thumbSize / 2` as
/// `value` goes from `minimumValue` to `maximumValue`. Intrinsic height 31 pt, no intrinsic
/// width.
///
/// Tracking: a touch begins tracking only on the thumb (its rectangle grown by
/// `thumbTouchMargin`, 10 pt, on every side); a touch on the bare track does nothing, as in
/// UIKit. While tracked, the value follows the finger's horizontal travel since touch-down
/// (the thumb does not jump under the finger), clamped to the range; each move that changes
/// it sends `valueChanged` then `primaryActionTriggered` when `isContinuous` (default), else
/// one pair when the finger lifts, if the value changed. Setting `value` in code sends nothing.
open class Slider: Control {
    /// The thumb's diameter, in points.
    public static let thumbSize: Double = 28
    /// How far around the thumb a touch still grabs it, in points.
    public static let thumbTouchMargin: Double = 10

    /// The value, always within `minimumValue…maximumValue` (default 0).
    public var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// Default 0; raising it above `value` raises `value`.
    @exclusivity(unchecked)
    public var minimumValue: Float = 0 { didSet { storedValue = clamped(storedValue) } }
    /// Default 1; lowering it below `value` lowers `value`.
    @exclusivity(unchecked)
    public var maximumValue: Float = 1 { didSet { storedValue = clamped(storedValue) } }
    /// Whether every change while dragging sends `valueChanged` (default true), or only the
    /// lift.
    @exclusivity(unchecked)
    public var isContinuous = true

    @exclusivity(unchecked)
    private var storedValue: Float = 0
    /// The value and the finger's x (in the slider's coordinates) at touch-down.
    @exclusivity(unchecked)
    private var grab: (value: Float, x: Double)?

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 31) }

    /// Sets `value` (the thumb's animation is not modelled; `animated` is for source
    /// compatibility). Sends nothing.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The thumb's rectangle in the slider's coordinates, for the current `value`.
    public var thumbRect: Rect {
        let b = bounds, d = Slider.thumbSize
        let range = Double(maximumValue - minimumValue)
        let fraction = range > 0 ? Double(value - minimumValue) / range : 0
        let x = b.minX + fraction * max(b.width - d, 0)
        return Rect(x: x, y: b.midY - d / 2, width: d, height: d)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool {
        let p = touch.location(in: self)
        guard grabsThumb(at: p) else { return false }
        grab = (value, p.x)
        return true
    }

    open override func continueTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool {
        guard let grab else { return false }
        let before = value
        value = valueFor(travel: touch.location(in: self).x - grab.x, from: grab.value)
        if isContinuous && value != before { sendValueChanged() }
        return true
    }

    open override func endTracking(_ touch: TrackingTouch?, with event: TrackingEvent?) {
        guard let grab else { return }
        if let touch { value = valueFor(travel: touch.location(in: self).x - grab.x, from: grab.value) }
        self.grab = nil
        if !isContinuous && value != grab.value { sendValueChanged() }
    }

    open override func cancelTracking(with event: TrackingEvent?) { grab = nil }

    /// A slider keeps single taps, and horizontal drags that start on its thumb, from its
    /// ancestors' recognizers (a scroll view does not steal the thumb).
    override package func keepsAncestorGesture(_ gesture: AncestorGesture, startingAt screenPoint: Point) -> Bool {
        guard isEnabled else { return false }
        switch gesture {
        case .singleTap: return true
        case .horizontalDrag: return convertFromScreen(screenPoint).map(grabsThumb) ?? false
        }
    }

    // MARK: Steps

    private func grabsThumb(at p: Point) -> Bool {
        let t = thumbRect, m = Slider.thumbTouchMargin
        return p.x >= t.minX - m && p.x <= t.maxX + m && p.y >= t.minY - m && p.y <= t.maxY + m
    }

    /// The value `travel` points of finger travel away from `start`.
    private func valueFor(travel: Double, from start: Float) -> Float {
        let track = bounds.width - Slider.thumbSize
        guard track > 0 else { return start }
        return clamped(start + Float(travel / track) * (maximumValue - minimumValue))
    }

    private func clamped(_ v: Float) -> Float {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }
}
