/// The base of views that turn touches into actions (UIKit's `UIControl`): `Button`, `Switch`,
/// `Slider`, and your own.
///
/// **Tracking.** A control follows one finger at a time: the first that goes down on it (a
/// second finger meanwhile is ignored). Touch routing hands it the touches it is the hit view
/// of, after gesture recognizers had their say — so a recognizer that delays or cancels view
/// touches delays or cancels the control's too. For the tracked finger, in order:
///
/// - down: `isHighlighted` and `isTouchInside` become true, `beginTracking(_:with:)` decides
///   `isTracking`, then `touchDown` (and `touchDownRepeat` for a tap count above 1) is sent;
/// - move: `isTouchInside` is whether the finger is in the *tracking area* — the bounds grown
///   by `trackingMargin` (70 pt) on every side, or wherever `point(inside:)` says yes —;
///   `continueTracking(_:with:)` runs while tracking and may stop it; `isHighlighted`
///   follows `isTouchInside`; then `touchDragEnter` or `touchDragExit` when the finger
///   crossed the area's edge, else `touchDragInside` or `touchDragOutside`;
/// - up: `endTracking(_:with:)` (while tracking), the highlight goes off, then `touchUpInside`
///   inside the tracking area (followed by `primaryActionTriggered` for a button) or
///   `touchUpOutside`;
/// - cancel (a recognizer took the touch, or the input cancelled it): `cancelTracking(with:)`
///   (while tracking), the highlight goes off, then `touchCancel`.
///
/// Policy where UIKit does not document: the 70 pt margin is the figure measured on devices
/// (UIKit's private value); a disabled control (`isEnabled == false`) is still hit-tested
/// (UIView's documented hit-testing rules do not look at `isEnabled`), so it keeps the touch
/// from the views behind it, but it tracks nothing, sends nothing and keeps no gesture from
/// its ancestors' recognizers; disabling a control while it tracks ends the tracking with
/// `cancelTracking(with:)` and sends nothing more for that touch.
///
/// **Actions.** `addAction(_:for:)` and `addTarget(_:action:for:)` register closures for a set
/// of events; one event runs its registrations in the order they were added, and several
/// events sent together go lowest bit first (the order `Event` lists them). A target is held
/// weakly, as in UIKit: once it is gone its registrations do nothing.
///
/// **Gestures.** A control keeps its own gestures from recognizers on its ancestors (UIKit's
/// `gestureRecognizerShouldBegin(_:)` for controls): a single-finger single tap on any enabled
/// control but a text input (`TextField` and `TextView` keep none, as UIKit's text fields),
/// and, for `Switch` and `Slider` (on its thumb), a single-finger horizontal pan or swipe. Such a recognizer fails instead of beginning, and the control gets its touch up.
/// Recognizers attached to the control itself, or to a view inside it, are not affected.
open class Control: View {
    /// How far outside its bounds a tracked finger still counts as inside, in points, on every
    /// side (policy: 70 pt, UIKit's measured value).
    public static let trackingMargin: Double = 70

    /// When false the control tracks no touches and sends no touch events (default true).
    @exclusivity(unchecked)
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, trackedTouch != nil { abandonTracking() }
            stateDidChange()
        }
    }
    /// Whether the control is selected (default false; a button shows its selected title
    /// and image). Touches never change it.
    @exclusivity(unchecked)
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// True while a tracked finger is down and inside the tracking area.
    @exclusivity(unchecked)
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the tracked finger is being tracked (`beginTracking(_:with:)` said yes and
    /// `continueTracking(_:with:)` has not said no).
    @exclusivity(unchecked)
    public private(set) var isTracking = false
    /// Whether the tracked finger is inside the tracking area (false when none is down).
    @exclusivity(unchecked)
    public private(set) var isTouchInside = false

    /// `isHighlighted`, `isEnabled` and `isSelected` as one set.
    public var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// The finger being followed and where it was last seen (screen coordinates).
    @exclusivity(unchecked)
    private var trackedTouch: (id: Int, last: Point)?
    @exclusivity(unchecked)
    private var registrations: [Registration] = []

    /// One `addAction` or `addTarget`: the events it is for and what it runs.
    private struct Registration {
        var events: Event
        /// The action added with `addAction(_:for:)`, for its removal.
        let action: Action?
        /// The target added with `addTarget`, for its removal (nil once it is gone).
        weak var target: AnyObject?
        let run: (Control) -> Void
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    // MARK: Tracking, for subclasses

    /// A tracked finger went down; return whether to keep tracking it (default true).
    open func beginTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool { true }
    /// The tracked finger moved; return whether to keep tracking it (default true).
    open func continueTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool { true }
    /// The tracked finger lifted (nil touch: tracking ended otherwise). Default: nothing.
    open func endTracking(_ touch: TrackingTouch?, with event: TrackingEvent?) {}
    /// The tracked finger was cancelled. Default: nothing.
    open func cancelTracking(with event: TrackingEvent?) {}

    // MARK: Actions

    /// Runs `action` for each of `events` (UIKit's `addAction(_:for:)`); the handler gets the
    /// action, whose `sender` is this control while it runs.
    public func addAction(_ action: Action, for events: Event) {
        registrations.append(Registration(events: events, action: action, target: nil) { [unowned action] control in
            action.sender = control
            action.handler(action)
            action.sender = nil
        })
    }

    /// Stops running `action` for `events` (it stays registered for its other events).
    public func removeAction(_ action: Action, for events: Event) {
        remove(events) { $0.action === action }
    }

    /// Stops running the actions named `identifier` for `events`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        guard !identifier.rawValue.isEmpty else { return }
        remove(events) { $0.action?.identifier == identifier }
    }

    /// Calls `target`'s method for each of `events` — UIKit's target-action with the method
    /// named (by its type) instead of a selector: `addTarget(self, action: FormView.save, for: .touchUpInside)`
    /// for a method `func save()`. `target` is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for events: Event) {
        registrations.append(Registration(events: events, action: nil, target: target) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Calls `target`'s method with the control for each of `events`:
    /// `addTarget(self, action: RatingView.starTapped, for: .touchUpInside)` for a method
    /// `func starTapped(_ sender: Button)`. The method is not called when the control is not
    /// a `Sender`. `target` is held weakly.
    public func addTarget<Target: AnyObject, Sender: Control>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void,
                                                              for events: Event) {
        registrations.append(Registration(events: events, action: nil, target: target) { [weak target] control in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        })
    }

    /// The closure form: runs `action` with the control for each of `events`, for code whose
    /// handler is not a method (`addTarget(self, action: { _, sender in … }, for: …)` reads
    /// as UIKit's; `target` is held weakly and the closure gets it).
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target, Control) -> Void, for events: Event) {
        registrations.append(Registration(events: events, action: nil, target: target) { [weak target] control in
            guard let target else { return }
            action(target, control)
        })
    }

    /// Removes `target`'s registrations for `events` (every target's when nil).
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        remove(events) { r in target.map { r.target === $0 } ?? (r.action == nil) }
    }

    /// Every event some registration is for.
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the registrations for `events` now, lowest event bit first, each event's in the
    /// order added (UIKit's `sendActions(for:)`: nothing about the control changes).
    /// - Complexity: O(events × registrations).
    public func sendActions(for events: Event) {
        guard !registrations.isEmpty else { return }
        for (event, _) in Event.named where events.contains(event) {
            let due = registrations.filter { $0.events.contains(event) }
            for r in due { r.run(self) }
        }
    }

    // MARK: Touches, from touch routing

    /// Hands the control a touch event it is the hit view of (touch routing calls this, after
    /// recognizers acted): `location` in screen coordinates, `time` in ns on the virtual clock.
    /// - Complexity: O(1) plus the tracking methods and the actions it runs.
    package func trackTouch(id: Int, phase: TrackingTouch.Phase, at location: Point, time: Int64, tapCount: Int) {
        let touch = TrackingTouch(id: id, phase: phase, screenLocation: location,
                                  previousScreenLocation: trackedTouch?.last ?? location,
                                  timestamp: Double(time) / 1e9, tapCount: tapCount)
        let event = TrackingEvent(timestamp: touch.timestamp, touch: touch)
        switch phase {
        case .began: touchBegan(touch, event)
        case .moved: touchMoved(touch, event)
        case .ended: touchEnded(touch, event)
        case .cancelled: touchCancelled(touch, event)
        }
    }

    /// Whether this control keeps `gesture`, starting at `screenPoint`, from a recognizer on an
    /// ancestor (see the type's "Gestures"). Default: a single tap, while enabled.
    package func keepsAncestorGesture(_ gesture: AncestorGesture, startingAt screenPoint: Point) -> Bool {
        isEnabled && gesture == .singleTap
    }

    /// The gestures of ancestors' recognizers a control may keep for itself.
    package enum AncestorGesture: Sendable {
        /// A one-finger, one-tap tap.
        case singleTap
        /// A one-finger pan or swipe that moved more horizontally than vertically.
        case horizontalDrag
    }

    // MARK: Steps

    /// Called when `isHighlighted`, `isSelected` or `isEnabled` changed (a button updates what
    /// it shows).
    func stateDidChange() {}

    /// The events that go with a touch-up inside after it (a button's primary action).
    var touchUpInsideCompanions: Event { [] }

    /// Called when the tracked finger lifted inside the tracking area, after
    /// `endTracking(_:with:)` and before `touchUpInside` is sent (a switch flips here).
    func didTouchUpInside() {}

    /// Sends `valueChanged`, then `primaryActionTriggered` (for controls with a value).
    func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// Whether `screenPoint` is in the tracking area (bounds grown by `trackingMargin`, or
    /// inside by `point(inside:)`).
    func isInTrackingArea(_ screenPoint: Point) -> Bool {
        guard let p = convertFromScreen(screenPoint) else { return false }
        if point(inside: p) { return true }
        let b = bounds, m = Control.trackingMargin
        return p.x >= b.minX - m && p.x <= b.maxX + m && p.y >= b.minY - m && p.y <= b.maxY + m
    }

    private func touchBegan(_ touch: TrackingTouch, _ event: TrackingEvent) {
        guard trackedTouch == nil, isEnabled else { return }
        trackedTouch = (touch.id, touch.screenLocation)
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    private func touchMoved(_ touch: TrackingTouch, _ event: TrackingEvent) {
        guard trackedTouch?.id == touch.id else { return }
        trackedTouch?.last = touch.screenLocation
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch.screenLocation)
        if isTracking { isTracking = continueTracking(touch, with: event) }
        guard trackedTouch != nil else { return }    // an action or override disabled the control
        isHighlighted = isTouchInside
        switch (wasInside, isTouchInside) {
        case (false, true): sendActions(for: .touchDragEnter)
        case (true, false): sendActions(for: .touchDragExit)
        case (true, true): sendActions(for: .touchDragInside)
        case (false, false): sendActions(for: .touchDragOutside)
        }
    }

    private func touchEnded(_ touch: TrackingTouch, _ event: TrackingEvent) {
        guard trackedTouch?.id == touch.id else { return }
        isTouchInside = isInTrackingArea(touch.screenLocation)
        let inside = isTouchInside
        if isTracking { endTracking(touch, with: event) }
        finishTracking()
        if inside {
            didTouchUpInside()
            sendActions(for: .touchUpInside)
            if !touchUpInsideCompanions.isEmpty { sendActions(for: touchUpInsideCompanions) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    private func touchCancelled(_ touch: TrackingTouch, _ event: TrackingEvent) {
        guard trackedTouch?.id == touch.id else { return }
        if isTracking { cancelTracking(with: event) }
        finishTracking()
        sendActions(for: .touchCancel)
    }

    /// Disabled while tracking: tracking ends, nothing is sent.
    private func abandonTracking() {
        if isTracking { cancelTracking(with: nil) }
        finishTracking()
    }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    private func remove(_ events: Event, where matches: (Registration) -> Bool) {
        for i in registrations.indices where matches(registrations[i]) { registrations[i].events.subtract(events) }
        registrations.removeAll { $0.events.isEmpty }
    }
}
