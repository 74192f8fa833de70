import FlickCore

/// Arbitration: which recognizers may leave `.possible` when several see the same touches,
/// in UIKit's terms (Flutter's gesture arena plays the same part).
///
/// Members are the attached recognizers in attach order; every loop here walks them in that
/// order, so ties are always broken by attach order. Two recognizers *compete* when they
/// received a common touch since their last reset.
///
/// When a recognizer asks to begin or recognize (`arbitrate`):
/// 1. a control between the touch's hit view and the recognizer's view that keeps the gesture
///    (see `Control`), a scroll view's content view already tracking the touch that the scroll
///    view may not take it from (`InteractiveScrollView.touchesShouldCancel(in:)`), then its
///    delegate's should-begin, may refuse: it fails;
/// 2. a failure requirement (explicit `require(toFail:)`, or asked for by either delegate
///    among competitors) that is active, or that has ended (recognized) on a shared touch,
///    fails it;
/// 3. a failure requirement still undecided (possible, with touches) holds the request: the
///    recognizer stays possible with the request pending until the requirement fails (the
///    request is then arbitrated again, at the later of the two times) or recognizes (it fails);
/// 4. an active competitor that is not simultaneous with it and may prevent it fails it;
/// 5. otherwise the request is applied.
///
/// After a recognizer begins or recognizes (`didTransition`), every competitor still possible
/// that it may prevent and that is not simultaneous with it fails, then every possible
/// recognizer requiring it to fail fails; the router then cancels the hit view's touches if
/// the winner cancels touches in view. After the frame (`failStalled`, `resetFinished`),
/// recognizers left possible without touches fail and finished recognizers holding no live
/// touch are reset.
///
/// Time is a parameter everywhere, integer nanoseconds. The arena keeps no clock.
///
/// - Complexity: with n members and c competitors of a recognizer, `competitors(of:)` is
///   O(n · t) for t touches per recognizer since its reset (`sharesAny(with:)` walks the
///   smaller side), `failureRequirements(of:)` O(n · t + c²), and a transition costs O(n)
///   failure-requirement look-ups. n is small in practice (a few dozen recognizers); t is
///   one or two touches, except in a finger hand-over, where it grows with the fingers.
final class GestureArena {
    /// Every attached recognizer, in attach order.
    @exclusivity(unchecked)
    private(set) var members: [GestureRecognizer] = []

    /// Routing, asked first when a recognizer asks to begin or recognize whether a control
    /// keeps the gesture from it (step 1). Unowned: the router owns both.
    @exclusivity(unchecked)
    unowned(unsafe) var delivery: TouchDelivery?

    /// Adds `recognizer` last (it must not be a member).
    func join(_ recognizer: GestureRecognizer) {
        members.append(recognizer)
    }

    /// Removes `recognizer` if it is a member.
    func leave(_ recognizer: GestureRecognizer) {
        members.removeAll { $0 === recognizer }
    }

    // MARK: Requests

    /// Decides a begin or recognize request from `r` at `time` (ns): apply it, fail `r`, or
    /// keep it pending (see the type's steps 1–5). Requests from a recognizer that is no
    /// longer possible are dropped.
    func arbitrate(_ r: GestureRecognizer, _ event: GestureEvent, at time: Int64) {
        guard r.state == .possible else { return }
        if let control = delivery?.controlKeeping(r) {
            r.fail(at: time, reason: "\(control.layoutName) keeps the gesture")
            return
        }
        if let pan = r as? ScrollPanGestureRecognizer, let scroll = pan.scrollView,
           let tracking = delivery?.contentViewTracking(pan), !scroll.mayTakeTouch(from: tracking) {
            r.fail(at: time, reason: "\(tracking.layoutName) is tracking the touch (canCancelContentTouches, touchesShouldCancel(in:))")
            return
        }
        if !(r.delegate?.gestureRecognizerShouldBegin(r) ?? true) {
            r.fail(at: time, reason: "should-begin said no")
            return
        }
        let requirements = failureRequirements(of: r)
        if let winner = requirements.first(where: { $0.state.isActive || ($0.state == .ended && shareTouches($0, r)) }) {
            r.fail(at: time, reason: "required to fail: \(winner.name) recognized")
            return
        }
        if requirements.contains(where: { $0.state == .possible && !$0.sequenceTouchIDs.isEmpty }) {
            r.pendingEvent = event
            r.pendingTime = time
            return
        }
        for other in competitors(of: r) where other.state.isActive && !simultaneous(r, other)
            && other.canPrevent(r) && r.canBePrevented(by: other) {
            r.fail(at: time, reason: "prevented by \(other.name)")
            return
        }
        r.pendingEvent = nil
        r.apply(event, at: time)
    }

    /// Consequences of `r`'s transition out of `from` at `time` (ns): a begin or recognize
    /// fails the competitors `r` prevents, then the recognizers that required `r` to fail; a
    /// failure re-arbitrates the pending requests that waited for it, in attach order.
    /// - Returns: whether `r` just began or recognized (its touches are then taken from the
    ///   view when it cancels touches in view; the router does that, after this returns).
    func didTransition(_ r: GestureRecognizer, from: GestureState, at time: Int64) -> Bool {
        switch (from, r.state) {
        case (.possible, .began), (.possible, .ended):
            for other in competitors(of: r) where other.state == .possible && !simultaneous(r, other)
                && r.canPrevent(other) && other.canBePrevented(by: r) {
                other.fail(at: time, reason: "\(r.name) \(r.state == .began ? "began" : "recognized")")
            }
            for dependent in members where dependent !== r && dependent.state == .possible
                && failureRequirements(of: dependent).contains(where: { $0 === r }) {
                dependent.fail(at: time, reason: "required \(r.name) to fail")
            }
            return true
        case (.possible, .failed):
            for dependent in members where dependent.pendingEvent != nil && dependent.state == .possible
                && failureRequirements(of: dependent).contains(where: { $0 === r }) {
                if let event = dependent.pendingEvent { arbitrate(dependent, event, at: max(time, dependent.pendingTime)) }
            }
            return false
        default:
            return false
        }
    }

    // MARK: After each frame or timer

    /// Fails every recognizer still possible whose touches have all lifted and that waits for
    /// nothing (no deadline, no pending request), in attach order.
    func failStalled(at time: Int64) {
        // Each member read without a retain (see `forEachMember`).
        forEachMember { r in
            if r.state == .possible && !r.sequenceTouchIDs.isEmpty && r.touches.isEmpty
                && r.deadline == nil && r.pendingEvent == nil {
                r.fail(at: time, reason: "touches ended")
            }
        }
    }

    /// Calls `body` with each member, in attach order, without the retain and release of each
    /// that a `for r in members` loop makes (`unretained(at:)`; on the runtime's slow path for
    /// recognizers held weakly elsewhere): `list`, a copy of `members` taken first, holds
    /// every member strongly until the walk ends, so a member that `body` detaches stays alive
    /// for its call; the walk sees the members as they were at the start, as a `for` loop over
    /// `members` does.
    @inline(__always)
    private func forEachMember(_ body: (GestureRecognizer) -> Void) {
        let list = members
        for i in list.indices { list.unretained(at: i)._withUnsafeGuaranteedRef(body) }
    }

    /// Resets to `.possible` every finished recognizer none of whose touches is in
    /// `liveTouchIDs`, in attach order. A reset recognizer forgets its touches, so it never
    /// again receives a touch that went down before the reset.
    func resetFinished(at time: Int64, liveTouchIDs: [Int]) {
        forEachMember { r in
            if r.state.isFinished && !r.sequenceTouchIDs.containsAny(of: liveTouchIDs) {
                r.performReset(at: time)
            }
        }
    }

    /// Legal-state violations: a member that attempted an illegal transition, or one still
    /// active although none of its touches is in `liveTouchIDs`. Members in attach order.
    /// - Complexity: O(n · live touches).
    func violations(liveTouchIDs: [Int]) -> [String] {
        var result: [String] = []
        forEachMember { r in
            if r.illegalTransitionCount > 0 {
                result.append("\(r.name): \(r.illegalTransitionCount) illegal transition(s) refused")
            }
            if r.state.isActive && !r.sequenceTouchIDs.containsAny(of: liveTouchIDs) {
                result.append("\(r.name): \(r.state) with no touch down")
            }
        }
        return result
    }

    // MARK: Relations

    /// Explicit requirements (in `require(toFail:)` order), then those either delegate asks
    /// for among `r`'s competitors (attach order).
    func failureRequirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        var result = r.failureRequirements
        for other in competitors(of: r) where !result.contains(where: { $0 === other }) {
            if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) == true {
                result.append(other)
            }
        }
        return result
    }

    /// The other members that received a touch `r` received, in attach order.
    func competitors(of r: GestureRecognizer) -> [GestureRecognizer] {
        guard !r.sequenceTouchIDs.isEmpty else { return [] }
        return members.filter { other in other !== r && shareTouches(r, other) }
    }

    /// True when either delegate permits simultaneous recognition (`a`'s is asked first).
    func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.sequenceTouchIDs.sharesAny(with: b.sequenceTouchIDs)
    }
}
