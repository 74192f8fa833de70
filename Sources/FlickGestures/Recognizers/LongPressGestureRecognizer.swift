import FlickCore

/// UILongPressGestureRecognizer: continuous; begins once `numberOfTouchesRequired`
/// fingers have been down for `minimumPressDuration` (0.5 s) without moving more than
/// `allowableMovement` (10 pt); then changes on every move (no movement limit) and ends when
/// a finger lifts. Moving too far or lifting early fails it. `numberOfTapsRequired` is
/// fixed at 0 (taps before the press are not supported).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must be down before the press begins (UIKit's `TimeInterval`),
    /// default 0.5 (`GestureConstants.longPressMinimumDuration`). A negative or NaN value
    /// counts as 0; the deadline is rounded to the nearest nanosecond.
    @exclusivity(unchecked)
    public var minimumPressDuration: Double = Double(GestureConstants.longPressMinimumDuration) / 1e9
    @exclusivity(unchecked)
    public var allowableMovement = GestureConstants.longPressAllowableMovement
    /// Default 1.
    @exclusivity(unchecked)
    public var numberOfTouchesRequired = 1
    /// When the required fingers were all down, ns.
    @exclusivity(unchecked)
    public private(set) var pressStart: Int64 = 0

    public init(name: String? = nil) {
        super.init(kind: .continuous, name: name)
    }

    open override func touchesBegan(_ touches: [GestureTouch], at time: Int64) {
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired { fail(at: time, reason: "\(self.touches.count) touches > \(numberOfTouchesRequired)"); return }
        if self.touches.count == numberOfTouchesRequired {
            pressStart = time
            setDeadline(TimeLimits.adding(time, minimumPressNanoseconds))
        }
    }

    open override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
        switch state {
        case .possible:
            if let t = touches.first(where: { $0.distanceFromStart > allowableMovement }) {
                fail(at: time, reason: "moved \(short(t.distanceFromStart)) pt > \(short(allowableMovement)) before \(short(minimumPressDuration)) s")
            }
        case .began, .changed:
            change(at: time)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: [GestureTouch], at time: Int64) {
        if state.isActive { end(at: time) } else if state == .possible { fail(at: time, reason: "lifted before \(short(minimumPressDuration)) s") }
    }

    /// `minimumPressDuration` in nanoseconds (0 for a negative or NaN value).
    private var minimumPressNanoseconds: Int64 {
        minimumPressDuration > 0 ? VirtualDuration.seconds(minimumPressDuration).nanoseconds : 0
    }

    open override func timerFired(at time: Int64) {
        if state == .possible, self.touches.count == numberOfTouchesRequired { begin(at: time) }
    }
}
