import FlickInput
import FlickLayout

/// The base of every recognizer (UIGestureRecognizer).
///
/// Subclasses override the `touches…` hooks and `timerFired(at:)`, and move the state with
/// `begin`, `change`, `end`, `cancel`, `recognize` and `fail`. `begin` and `recognize` go
/// through the router's arbitration (should-begin, require-to-fail, exclusivity), so a
/// recognizer may be held in `.possible` or failed instead. Every accepted transition is in
/// `transitionLog`; illegal ones are refused by `GestureStateMachine` and counted in
/// `illegalTransitionCount` (a bug in a subclass, never a crash).
///
/// Time is always a parameter (ns). Attach recognizers with `TouchRouter.attach(_:to:)`.
open class GestureRecognizer {
    /// A name for logs and timelines (default: the class name).
    @exclusivity(unchecked)
    public var name: String
    @exclusivity(unchecked)
    private(set) var machine: GestureStateMachine
    /// The view the recognizer is attached to.
    @exclusivity(unchecked)
    public internal(set) weak var view: (any HitTestable)?
    /// Receives the should-begin, simultaneous, failure-requirement and should-receive questions.
    @exclusivity(unchecked)
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// When it begins or recognizes, the view's touches are cancelled (default true).
    @exclusivity(unchecked)
    public var cancelsTouchesInView = true
    /// Withholds touch-began from the view until this recognizer fails (default false).
    @exclusivity(unchecked)
    public var delaysTouchesBegan = false
    /// With `delaysTouchesBegan`, the longest a touch-began is withheld, ns (nil: until the
    /// recognizer fails; a scroll view's pan uses 150 ms, `delaysContentTouches`).
    @exclusivity(unchecked)
    public var touchesBeganDelayLimit: Int64?
    /// Withholds touch-ended from the view until this recognizer fails (default true).
    @exclusivity(unchecked)
    public var delaysTouchesEnded = true
    /// Recognizers that must fail before this one may leave `.possible`.
    @exclusivity(unchecked)
    public private(set) var failureRequirements: [GestureRecognizer] = []
    /// The touches currently down that this recognizer tracks, in arrival order.
    @exclusivity(unchecked)
    public internal(set) var touches: [GestureTouch] = []
    /// Ids of every touch this recognizer received since its last reset.
    @exclusivity(unchecked)
    var sequenceTouchIDs = TouchIDSequence()
    /// The next time (ns) the recognizer wants `timerFired(at:)`, if any.
    @exclusivity(unchecked)
    public internal(set) var deadline: Int64?
    /// A begin/recognize held back by an unresolved failure requirement.
    @exclusivity(unchecked)
    var pendingEvent: GestureEvent?
    /// The time of the pending request.
    @exclusivity(unchecked)
    var pendingTime: Int64 = 0
    /// Illegal transitions a subclass attempted (always refused).
    @exclusivity(unchecked)
    public private(set) var illegalTransitionCount = 0
    /// The time of the last transition, ns.
    @exclusivity(unchecked)
    public private(set) var lastTransitionTime: Int64 = 0
    @exclusivity(unchecked)
    weak var router: TouchRouter?
    @exclusivity(unchecked)
    private var actions: [(GestureRecognizer) -> Void] = []

    /// - Parameter kind: discrete (tap, swipe) or continuous (pan, pinch, …).
    public init(kind: RecognizerKind, name: String? = nil) {
        machine = GestureStateMachine(kind: kind)
        self.name = name ?? String(describing: type(of: self))
    }

    /// The current state.
    public var state: GestureState { machine.state }
    /// Discrete or continuous.
    public var kind: RecognizerKind { machine.kind }
    /// The accepted transitions, oldest first (bounded; see `GestureStateMachine.logLimit`).
    public var transitionLog: [GestureTransition] { machine.log }
    /// Every transition ever taken.
    public var transitionCount: Int { machine.transitionCount }

    /// Disabling a recognizer that has begun cancels it; a disabled recognizer gets no touches.
    @exclusivity(unchecked)
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            let time = router?.currentTime ?? lastTransitionTime
            if state.isActive { cancel(at: time) }
            else if state == .possible && !sequenceTouchIDs.isEmpty { fail(at: time, reason: "disabled") }
        }
    }

    /// Adds an action, called on began, each changed, ended and cancelled (discrete: once, on
    /// recognized).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// The number of actions added with `addTarget(_:)`.
    package var targetCount: Int { actions.count }

    /// Forgets every action (and whatever they capture). For lifetime checks after a run
    /// (the fuzzer's leak oracle): a recognizer without actions does nothing when it fires.
    package func dropTargets() { actions = [] }

    /// `require(toFail:)`: this recognizer stays in `.possible` until `other` fails, and fails
    /// if `other` begins or recognizes.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
    }

    /// The number of touches tracked.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (window for nil).
    public func location(in view: (any HitTestable)?) -> Point {
        let c = centroid(touches.map(\.location))
        guard let view else { return c }
        return view.convertFromWindow(c)
    }

    /// The location of the touch at `index` (arrival order) in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: (any HitTestable)?) -> Point? {
        guard touches.indices.contains(index) else { return nil }
        return touches[index].location(in: view)
    }

    // MARK: Subclass hooks

    /// Touches that went down. `touches` already holds them.
    open func touchesBegan(_ touches: [GestureTouch], at time: Int64) {}
    /// Touches that moved. `touches` holds their new positions.
    open func touchesMoved(_ touches: [GestureTouch], at time: Int64) {}
    /// Touches that lifted. They are already removed from `touches`.
    open func touchesEnded(_ touches: [GestureTouch], at time: Int64) {}
    /// Touches the system took away. They are already removed from `touches`.
    open func touchesCancelled(_ touches: [GestureTouch], at time: Int64) {
        if state.isActive { cancel(at: time) } else if state == .possible { fail(at: time, reason: "touch cancelled") }
    }
    /// Called when `deadline` is reached (the router clears it first).
    open func timerFired(at time: Int64) {}
    /// Back to a fresh `.possible`: clear per-gesture state. Call `super`.
    open func reset() {}

    /// Whether this recognizer, being `self`, could prevent `other` (UIKit's
    /// `canPrevent(_:)`; default true).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other` could prevent this one (UIKit's `canBePrevented(by:)`; default true).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    // MARK: Transitions for subclasses

    /// Asks to begin (continuous). Goes through arbitration.
    public func begin(at time: Int64) { request(.begin, at: time) }
    /// Asks to recognize (discrete). Goes through arbitration.
    public func recognize(at time: Int64) { request(.recognize, at: time) }
    /// Reports a change (continuous, after began).
    public func change(at time: Int64) { apply(.change, at: time) }
    /// Ends (continuous).
    public func end(at time: Int64) { apply(.end, at: time) }
    /// Cancels (continuous).
    public func cancel(at time: Int64) { apply(.cancel, at: time) }
    /// Fails (from possible), with an optional reason for the transition log.
    public func fail(at time: Int64, reason: String? = nil) {
        guard state == .possible else { return }
        pendingEvent = nil
        apply(.fail, at: time, reason: reason)
    }

    /// Asks for `timerFired(at:)` at `time` (ns); nil clears it.
    public func setDeadline(_ time: Int64?) { deadline = time }

    private func request(_ event: GestureEvent, at time: Int64) {
        guard state == .possible else {
            if !machine.allows(event) { illegalTransitionCount += 1 }
            return
        }
        if let router { router.arbitrate(self, event, at: time) } else { apply(event, at: time) }
    }

    /// Applies an event to the state machine, fires actions, and tells the router.
    func apply(_ event: GestureEvent, at time: Int64, reason: String? = nil) {
        let before = state
        do {
            try machine.handle(event, at: time, reason: reason)
        } catch {
            illegalTransitionCount += 1
            return
        }
        lastTransitionTime = time
        if let last = machine.log.last { router?.onTransition?(self, last) }
        if event != .fail && event != .reset { fireActions() }
        router?.didTransition(self, from: before, at: time)
    }

    private func fireActions() {
        for action in actions { action(self) }
    }

    /// Resets the state machine (router only).
    func performReset(at time: Int64) {
        if state != .possible { apply(.reset, at: time) }
        touches.removeAll()
        sequenceTouchIDs.removeAll()
        pendingEvent = nil
        deadline = nil
        reset()
    }
}
