/// An on/off switch (UISwitch): a fixed 51×31 pt `Control`, hugging 750 on both axes.
///
/// A tap — a touch that lifts inside the tracking area without dragging the knob — flips
/// `isOn` and sends `valueChanged`, then `primaryActionTriggered`, before the `touchUpInside`
/// that ends the touch. The knob can also be dragged, as on a device: once the finger has
/// moved `knobDragThreshold` (10 pt) sideways from where it went down, the knob follows it to
/// the half of the switch the finger is over (the trailing half is on: right in
/// left-to-right, left in right-to-left), and where it lifts — inside the tracking area or
/// not — the switch takes that side, sending `valueChanged` and `primaryActionTriggered` only
/// when that changes `isOn`. A cancelled touch changes nothing. Policy where UIKit does not
/// document: the threshold (the pan's hysteresis) and that the value changes on release, not
/// while dragging. Setting `isOn` in code sends nothing, as in UIKit.
open class Switch: Control {
    /// Whether the switch is on (default false).
    @exclusivity(unchecked)
    public var isOn = false
    /// How far the finger must move sideways before the knob follows it, points (policy).
    public static let knobDragThreshold = 10.0

    /// Where the knob is while a finger drags it (nil while no finger drags it).
    public var draggedKnobIsOn: Bool? { knob.flatMap { $0.dragging ? $0.on : nil } }

    /// The tracked finger's knob: where it went down (x, this view's points), whether it has
    /// dragged the knob, and the side the knob is on.
    private struct Knob { var startX: Double; var dragging = false; var on: Bool }
    @exclusivity(unchecked)
    private var knob: Knob?
    /// Set when a release after a drag decided the value (the tap's flip is then skipped).
    @exclusivity(unchecked)
    private var releasedAfterDrag = false

    public override init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    open override var intrinsicContentSize: Size { Size(width: 51, height: 31) }

    /// Sets `isOn` (the knob's animation is not modelled; `animated` is for source
    /// compatibility). Sends nothing.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override func beginTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool {
        releasedAfterDrag = false
        knob = Knob(startX: touch.location(in: self).x, on: isOn)
        return true
    }

    open override func continueTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool {
        follow(touch.location(in: self).x)
        return true
    }

    open override func endTracking(_ touch: TrackingTouch?, with event: TrackingEvent?) {
        if let touch { follow(touch.location(in: self).x) }
        defer { knob = nil }
        guard let k = knob, k.dragging else { return }
        releasedAfterDrag = true
        if k.on != isOn {
            isOn = k.on
            sendValueChanged()
        }
    }

    open override func cancelTracking(with event: TrackingEvent?) { knob = nil }

    override func didTouchUpInside() {
        if releasedAfterDrag { releasedAfterDrag = false; return }
        isOn.toggle()
        sendValueChanged()
    }

    /// A switch keeps single taps and horizontal drags from its ancestors' recognizers.
    override package func keepsAncestorGesture(_ gesture: AncestorGesture, startingAt screenPoint: Point) -> Bool {
        isEnabled
    }

    // MARK: Steps

    /// Moves the knob with the finger at `x` (this view's points) once it has dragged.
    private func follow(_ x: Double) {
        guard var k = knob else { return }
        if !k.dragging && abs(x - k.startX) >= Self.knobDragThreshold { k.dragging = true }
        if k.dragging {
            let trailingHalf = x >= bounds.midX
            k.on = effectiveLayoutDirection == .leftToRight ? trailingHalf : !trailingHalf
        }
        knob = k
    }
}
