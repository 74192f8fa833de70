/// An on/off switch (UISwitch): a fixed 51×31 pt `Control`, hugging 750 on both axes.
///
/// A touch that lifts inside the tracking area flips `isOn` and sends `valueChanged`, then
/// `primaryActionTriggered`, before the `touchUpInside` that ends the touch (policy: UIKit
/// also lets the finger drag the knob; here only where the finger lifts matters). Setting
/// `isOn` in code sends nothing, as in UIKit.
open class Switch: Control {
    /// Whether the switch is on (default false).
    @exclusivity(unchecked)
    public var isOn = false
    public override init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    open override var intrinsicContentSize: Size { Size(width: 51, height: 31) }

    /// Sets `isOn` (the knob's animation is not modelled; `animated` is for source
    /// compatibility). Sends nothing.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override func didTouchUpInside() {
        isOn.toggle()
        sendValueChanged()
    }

    /// A switch keeps single taps and horizontal drags from its ancestors' recognizers.
    override package func keepsAncestorGesture(_ gesture: AncestorGesture, startingAt screenPoint: Point) -> Bool {
        isEnabled
    }
}
