import FlickInput
import FlickLayout

/// Touch handling for one window: the entry point scenes and tests use. It owns three parts
/// and runs them in a fixed order:
///
/// - `TouchDelivery` (routing): hit testing at touch-down, the per-touch record, delivery to
///   recognizers and to the hit view (delayed, withheld and cancelled view touches);
/// - `GestureArena` (arbitration): should-begin, require-to-fail, simultaneous recognition,
///   exclusivity, and the reset of finished recognizers;
/// - `TimerQueue` (time): the clock, recognizer deadlines such as a long press's, and the
///   `TimeDriven` objects such as scroll views.
///
/// One frame (`process(_:)`) at time t: timers due strictly before t fire; the frame's touches
/// go to recognizers, then to views; the router settles (see below); timers due at t fire;
/// time-driven objects update to t; ended touches are forgotten. A timer limit is therefore
/// inclusive: a deadline equal to a frame's time fires after that frame's input.
/// `advance(to:)` fires the timers due up to its time, settles, and updates time-driven
/// objects. Settling, after a frame and after every fired timer: recognizers left possible
/// with no touches fail, withheld view events that nothing delays any longer are delivered,
/// and finished recognizers holding no live touch are reset to `.possible` (UIKit resets them
/// on the next run-loop turn).
///
/// Time is a parameter, in integer nanoseconds: frames come in non-decreasing timestamp order
/// (an earlier frame is processed at the current time), and nothing here reads a wall clock.
/// Callbacks (`onTransition`, `onViewTouch`, recognizer actions, delegates) must not call
/// `process(_:)` or `advance(to:)` themselves.
public final class TouchRouter {
    /// The window: window coordinates are its local coordinates.
    public var root: any HitTestable { delivery.root }
    /// Every attached recognizer, in attach order (the order ties are broken in).
    public var recognizers: [GestureRecognizer] { arena.members }
    /// Time of the latest frame, advance or fired timer, ns.
    public var currentTime: Int64 { timers.now }
    /// Every event the hit views received, in order (see `ViewTouchEvent`).
    public var viewTouches: [ViewTouchEvent] { delivery.viewTouches }
    /// Whether to keep `viewTouches` (default true; turn off for long runs).
    public var recordsViewTouches: Bool {
        get { delivery.recordsViewTouches }
        set { delivery.recordsViewTouches = newValue }
    }
    /// Called for every accepted recognizer transition (after it is logged, before actions run).
    @exclusivity(unchecked)
    public var onTransition: ((GestureRecognizer, GestureTransition) -> Void)?
    /// Called for every view touch event as it is delivered.
    public var onViewTouch: ((ViewTouchEvent) -> Void)? {
        get { delivery.onViewTouch }
        set { delivery.onViewTouch = newValue }
    }

    let delivery: TouchDelivery
    let arena = GestureArena()
    let timers = TimerQueue()

    /// How many view-owned recognizers this router has taken in (see `adopt(_:)`).
    @exclusivity(unchecked)
    private var adoptedCount = 0
    /// The screens whose removals this router watches (see `watchRemovals(on:)`).
    @exclusivity(unchecked)
    private var watchedScreens: [ObjectIdentifier] = []

    public init(root: any HitTestable) {
        delivery = TouchDelivery(root: root)
        delivery.router = self
        arena.delivery = delivery
    }

    // MARK: Attaching

    /// Attaches `recognizer` to `view` (a recognizer belongs to one view; re-attaching moves it,
    /// and so does attaching a recognizer a view owns). The low-level form of
    /// `View.addGestureRecognizer(_:)`: the recognizer belongs to this router, not to the view.
    public func attach(_ recognizer: GestureRecognizer, to view: any HitTestable) {
        if recognizer.router === self { detach(recognizer) } else { recognizer.leaveOwner() }
        recognizer.view = view
        recognizer.router = self
        arena.join(recognizer)
        delivery.addRoute(recognizer, on: view)
    }

    /// Detaches `recognizer` (cancelling it if active). A recognizer a view owns is taken from
    /// that view (`removeGestureRecognizer(_:)`).
    public func detach(_ recognizer: GestureRecognizer) {
        guard recognizer.router === self else { return }
        if let owner = recognizer.view as? View, owner.ownsGestureRecognizer(recognizer) {
            owner.removeGestureRecognizer(recognizer)
            return
        }
        if recognizer.state.isActive { recognizer.cancel(at: currentTime) }
        arena.leave(recognizer)
        if let view = recognizer.view { delivery.removeRoute(recognizer, on: view) }
        recognizer.router = nil
        recognizer.view = nil
    }

    /// Registers an object the router updates after every frame and every `advance(to:)`
    /// (scroll views register themselves in `attachGestures(to:)`), in registration order.
    public func addTimeDriven(_ object: any TimeDriven) {
        timers.add(object)
    }

    /// The recognizers attached to `view`, in attach order.
    public func recognizers(on view: any HitTestable) -> [GestureRecognizer] {
        delivery.recognizers(on: view)
    }

    /// The view a live touch is bound to.
    public func view(forTouch id: Int) -> (any HitTestable)? { delivery.view(forTouch: id) }

    /// Ids of the touches currently down, in touch-down order.
    public var liveTouchIDs: [Int] { delivery.liveIDs }

    // MARK: Time and input

    /// Delivers one input frame: due timers first, then the frame's touches.
    /// Frames must come in non-decreasing time; an earlier frame is processed at the current time.
    /// - Complexity: O(events × recognizers per touch) plus arbitration among recognizers
    ///   sharing touches.
    public func process(_ frame: InputFrame) {
        let time = max(frame.timestamp, currentTime)
        fireTimers(before: time)
        timers.now = time
        let changed = delivery.route(frame.touches, at: time)
        settle(at: time)
        fireTimers(upTo: time)
        timers.updateTimeDriven(at: time)
        delivery.retire(changed)
    }

    /// Moves time to `time` (ns) without input, firing due timers in deadline order.
    public func advance(to time: Int64) {
        fireTimers(upTo: time)
        timers.now = max(currentTime, time)
        settle(at: currentTime)
        timers.updateTimeDriven(at: currentTime)
    }

    /// The earliest pending recognizer deadline, if any.
    public var nextDeadline: Int64? {
        timers.earliestDeadline(among: arena.members)
    }

    // MARK: Invariants

    /// Legal-state violations, for the simulator's per-tick check: a recognizer that attempted
    /// an illegal transition, or one still began/changed although none of its touches is down
    /// (a `began` that can no longer end). Empty when everything is legal.
    /// - Complexity: O(recognizers × live touches).
    public var stateViolations: [String] {
        arena.violations(liveTouchIDs: delivery.liveIDs)
    }

    /// Held touches looked at so far (see `TouchDelivery.heldTouchesExamined`), for tests.
    var heldTouchesExamined: Int { delivery.heldTouchesExamined }

    // MARK: Called by GestureRecognizer

    /// A begin or recognize request, decided by the arena.
    func arbitrate(_ r: GestureRecognizer, _ event: GestureEvent, at time: Int64) {
        arena.arbitrate(r, event, at: time)
    }

    /// After every accepted transition: routing first learns that `r` left `.possible` (the
    /// held touches waiting on it are looked at in the next settle), then the arena's
    /// consequences, then, when `r` began or recognized and cancels touches in view, its
    /// touches are taken from the hit view.
    func didTransition(_ r: GestureRecognizer, from: GestureState, at time: Int64) {
        if from == .possible { delivery.recognizerLeftPossible(r) }
        if arena.didTransition(r, from: from, at: time), r.cancelsTouchesInView {
            delivery.cancelViewTouches(r.sequenceTouchIDs.ids, at: time)
        }
    }

    // MARK: View-owned recognizers

    /// Takes a view-owned recognizer a touch reached into arbitration (last in attach order),
    /// fresh: one that finished or tracked touches under another router, or before its view
    /// left the screen, is reset first.
    func adopt(_ r: GestureRecognizer) {
        guard r.router !== self else { return }
        r.router?.release(r)
        if r.state != .possible || !r.sequenceTouchIDs.isEmpty { r.performReset(at: currentTime) }
        r.router = self
        arena.join(r)
        adoptedCount += 1
        if let screen = (r.view as? View)?.screen { watchRemovals(on: screen) }
    }

    /// Lets go of a view-owned recognizer (its view left the screen, or it was removed from
    /// its view): cancelled when active, failed when possible with touches, out of the arena.
    func release(_ r: GestureRecognizer) {
        guard r.router === self else { return }
        if r.state.isActive {
            r.cancel(at: currentTime)
        } else if r.state == .possible && !r.sequenceTouchIDs.isEmpty {
            r.fail(at: currentTime, reason: "view left the screen")
        }
        arena.leave(r)
        r.router = nil
        adoptedCount -= 1
    }

    /// Releases the recognizers owned by `view`'s subtree, which just left the screen.
    /// - Complexity: O(1) while no view-owned recognizer was adopted; else O(subtree).
    private func subtreeLeft(_ view: View) {
        guard adoptedCount > 0 else { return }
        view.forEachInSubtree { v in
            for o in v.ownedGestureRecognizers { release(unsafeDowncast(o, to: GestureRecognizer.self)) }
        }
    }

    /// Hears of every removal from `screen`'s tree from now on (once per screen).
    private func watchRemovals(on screen: Screen) {
        let id = ObjectIdentifier(screen)
        guard !watchedScreens.contains(id) else { return }
        watchedScreens.append(id)
        let previous = screen.subtreeDidLeave
        screen.subtreeDidLeave = { [weak self] v in
            previous?(v)
            self?.subtreeLeft(v)
        }
    }

    // MARK: Steps

    /// Fires the timers due strictly before `time` (ns).
    private func fireTimers(before time: Int64) {
        if time > Int64.min { fireTimers(upTo: time - 1) }
    }

    /// Fires the timers due at or before `time` (ns), earliest first, settling after each.
    private func fireTimers(upTo time: Int64) {
        for _ in 0..<TimerQueue.firingLimit {
            let release = delivery.nextReleaseDeadline(after: timers.now)
            guard let due = timers.nextDue(upTo: time, among: arena.members, withheldRelease: release) else { return }
            settle(at: timers.fire(due))
        }
    }

    /// After a frame or a fired timer, at `time` (ns): stalled recognizers fail, withheld view
    /// events are released, finished recognizers are reset.
    private func settle(at time: Int64) {
        arena.failStalled(at: time)
        delivery.releaseWithheld(at: time)
        arena.resetFinished(at: time, liveTouchIDs: delivery.liveIDs)
    }
}
