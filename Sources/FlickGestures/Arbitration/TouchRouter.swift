import FlickInput
import FlickLayout

/// Touch delivery and arbitration for one window (§4.1, §4.8): the part of UIKit's
/// `UIWindow.sendEvent` and gesture environment that decides who sees which touch.
///
/// - Each touch is hit-tested once, at touch-down, against the root view and stays bound to
///   the view it hit for its whole life. It is offered to the enabled recognizers of the hit
///   view and of every ancestor (hit view first), filtered by `shouldReceive`.
/// - Recognizers get touches first, then the hit view (`viewTouches`), subject to
///   `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView`.
/// - Arbitration on leaving `.possible`: the delegate's should-begin; failure requirements
///   (explicit `require(toFail:)` and the delegate's) hold the request until they fail, or
///   fail it if they recognize; a non-simultaneous recognizer already active on a shared
///   touch prevents it; once it begins or recognizes, every other non-simultaneous
///   recognizer sharing a touch that is still possible fails.
/// - After each input frame (UIKit's "next run-loop turn"), recognizers that have finished
///   and hold no live touches are reset to `.possible`. A reset recognizer never again
///   receives a touch that went down before its reset.
///
/// Time is a parameter: `process(_:)` takes frames in timestamp order, `advance(to:)` moves
/// time without input (timers such as long press fire at their exact deadline).
public final class TouchRouter {
    /// The window: window coordinates are its local coordinates.
    public let root: any HitTestable
    /// Every attached recognizer, in attach order (the order ties are broken in).
    public private(set) var recognizers: [GestureRecognizer] = []
    /// Time of the latest frame or advance, ns.
    public private(set) var currentTime: Int64 = 0
    /// Every event the hit views received, in order (see `ViewTouchEvent`).
    public private(set) var viewTouches: [ViewTouchEvent] = []
    /// Whether to keep `viewTouches` (default true; turn off for long runs).
    public var recordsViewTouches = true
    /// Called for every accepted recognizer transition (after it is logged, before actions run).
    public var onTransition: ((GestureRecognizer, GestureTransition) -> Void)?
    /// Called for every view touch event as it is delivered.
    public var onViewTouch: ((ViewTouchEvent) -> Void)?

    private var byView: [ObjectIdentifier: [GestureRecognizer]] = [:]
    private var timeDriven: [any TimeDriven] = []
    private var records: [Int: TouchRecord] = [:]
    /// Live touch ids in touch-down order (never iterate `records`).
    private var liveIDs: [Int] = []
    private var lastTap: (location: Point, time: Int64, count: Int)?
    // Ended touches whose view events are still withheld ("held"). A finger hand-over can
    // hold thousands (a pan that never fails delays each touch's end), so no frame looks at
    // them all: a held touch that a recognizer delays regardless of time (its end, or its
    // began without a delay limit) waits on that recognizer and is looked at again only when
    // it leaves `.possible` — nothing else can release it, and a recognizer that resets never
    // delays touches from before its reset.
    /// Held touches by id (several when an id was reused), in end order.
    private var heldByID: [Int: [TouchRecord]] = [:]
    /// The held touches waiting on each recognizer (by `ObjectIdentifier`).
    private var waiting: [ObjectIdentifier: [TouchRecord]] = [:]
    /// Recognizers that left `.possible` since the last `releaseHeld(at:)`.
    private var leftPossible: [GestureRecognizer] = []
    /// Held touches looked at on every `releaseHeld(at:)`: those only a delay limit holds
    /// back (released by time within the limit), and those nothing held back when filed.
    private var heldChecked: [TouchRecord] = []
    /// Held touches whose began is withheld while a delay limit still runs for it, for
    /// `nextReleaseDeadline()` (touches ended within the last delay limit).
    private var heldBeganLimits: [TouchRecord] = []
    /// Touches ended so far (the next `TouchRecord.endOrder`).
    private var endedCount = 0
    /// Held touches looked at so far (a work counter for tests: it grows with the touches
    /// released and the recognizers leaving `.possible`, not with frames × touches held).
    private(set) var heldTouchesExamined = 0

    private final class TouchRecord {
        var touch: GestureTouch
        let view: (any HitTestable)?
        let recognizers: [GestureRecognizer]
        var viewState: ViewState = .delivering
        var queue: [(phase: ViewTouchEvent.Phase, time: Int64, location: Point)] = []
        var beganDelivered = false
        /// Which touch to end this was (0-based): held touches are released in end order.
        var endOrder = 0

        enum ViewState { case withheld, delivering, cancelled, finished }

        init(touch: GestureTouch, view: (any HitTestable)?, recognizers: [GestureRecognizer]) {
            self.touch = touch
            self.view = view
            self.recognizers = recognizers
        }
    }

    public init(root: any HitTestable) {
        self.root = root
    }

    // MARK: Attaching

    /// Attaches `recognizer` to `view` (a recognizer belongs to one view; re-attaching moves it).
    public func attach(_ recognizer: GestureRecognizer, to view: any HitTestable) {
        detach(recognizer)
        recognizer.view = view
        recognizer.router = self
        recognizers.append(recognizer)
        byView[ObjectIdentifier(view), default: []].append(recognizer)
    }

    /// Detaches `recognizer` (cancelling it if active).
    public func detach(_ recognizer: GestureRecognizer) {
        guard recognizer.router === self else { return }
        if recognizer.state.isActive { recognizer.cancel(at: currentTime) }
        recognizers.removeAll { $0 === recognizer }
        if let view = recognizer.view {
            byView[ObjectIdentifier(view)]?.removeAll { $0 === recognizer }
        }
        recognizer.router = nil
        recognizer.view = nil
    }

    /// Registers an object the router updates after every frame and every `advance(to:)`
    /// (scroll views register themselves in `attachGestures(to:)`), in registration order.
    public func addTimeDriven(_ object: any TimeDriven) {
        guard !timeDriven.contains(where: { $0 === object }) else { return }
        timeDriven.append(object)
    }

    /// The recognizers attached to `view`, in attach order.
    public func recognizers(on view: any HitTestable) -> [GestureRecognizer] {
        byView[ObjectIdentifier(view)] ?? []
    }

    /// The view a live touch is bound to.
    public func view(forTouch id: Int) -> (any HitTestable)? { records[id]?.view }

    /// Ids of the touches currently down, in touch-down order.
    public var liveTouchIDs: [Int] { liveIDs }

    // MARK: Time and input

    /// Delivers one input frame: due timers first, then the frame's touches.
    /// Frames must come in non-decreasing time; an earlier frame is processed at the current time.
    /// - Complexity: O(events × recognizers per touch) plus arbitration among recognizers
    ///   sharing touches.
    public func process(_ frame: InputFrame) {
        let time = max(frame.timestamp, currentTime)
        fireTimers(before: time)
        currentTime = time
        var buckets: [(recognizer: GestureRecognizer, began: [GestureTouch], moved: [GestureTouch], ended: [GestureTouch], cancelled: [GestureTouch])] = []
        func bucketIndex(_ r: GestureRecognizer) -> Int {
            if let i = buckets.firstIndex(where: { $0.recognizer === r }) { return i }
            buckets.append((r, [], [], [], []))
            return buckets.count - 1
        }
        var changed: [TouchRecord] = []
        for event in frame.touches {
            let location = Point(x: event.x, y: event.y)
            guard location.x.isFinite, location.y.isFinite else { continue }
            let record: TouchRecord
            if event.phase != .down, let existing = records[event.id] {
                record = existing
            } else {
                if let stale = records[event.id] { finishTouch(stale, id: event.id) }
                record = touchDown(id: event.id, at: location, time: time)
                for r in record.recognizers where r.isEnabled && !r.state.isFinished {
                    guard r.delegate?.gestureRecognizer(r, shouldReceive: record.touch) ?? true else { continue }
                    r.sequenceTouchIDs.append(event.id)
                    r.touches.append(record.touch)
                    buckets[bucketIndex(r)].began.append(record.touch)
                }
                if event.phase == .down { changed.append(record); continue }
            }
            record.touch.location = location
            record.touch.timestamp = time
            record.touch.phase = event.phase
            changed.append(record)
            for r in record.recognizers where r.isEnabled && !r.state.isFinished && r.sequenceTouchIDs.contains(event.id) {
                let index = bucketIndex(r)
                switch event.phase {
                case .down, .move:
                    if let i = r.touches.firstIndex(where: { $0.id == event.id }) { r.touches[i] = record.touch }
                    buckets[index].moved.append(record.touch)
                case .up:
                    r.touches.removeAll { $0.id == event.id }
                    buckets[index].ended.append(record.touch)
                case .cancel:
                    r.touches.removeAll { $0.id == event.id }
                    buckets[index].cancelled.append(record.touch)
                }
            }
            if event.phase.isEnd {
                liveIDs.removeAll { $0 == event.id }
                noteTap(record.touch)
            }
        }
        for bucket in buckets {
            let r = bucket.recognizer
            if !bucket.began.isEmpty, !r.state.isFinished { r.touchesBegan(bucket.began, at: time) }
            if !bucket.moved.isEmpty, !r.state.isFinished { r.touchesMoved(bucket.moved, at: time) }
            if !bucket.ended.isEmpty, !r.state.isFinished { r.touchesEnded(bucket.ended, at: time) }
            if !bucket.cancelled.isEmpty, !r.state.isFinished { r.touchesCancelled(bucket.cancelled, at: time) }
        }
        for record in changed { deliverToView(record, time: time) }
        settle(at: time)
        fireTimers(upTo: time)
        for object in timeDriven { object.update(at: time) }
        for record in changed where record.touch.phase.isEnd {
            if records[record.touch.id] === record { records[record.touch.id] = nil }
            record.endOrder = endedCount
            endedCount += 1
            if record.viewState == .withheld {
                heldByID[record.touch.id, default: []].append(record)
                file(record)
            }
        }
    }

    /// Moves time to `time` (ns) without input, firing due timers in deadline order.
    public func advance(to time: Int64) {
        fireTimers(upTo: time)
        currentTime = max(currentTime, time)
        settle(at: currentTime)
        for object in timeDriven { object.update(at: currentTime) }
    }

    /// The earliest pending recognizer deadline, if any.
    public var nextDeadline: Int64? {
        recognizers.compactMap(\.deadline).min()
    }

    // MARK: Invariants

    /// Legal-state violations, for the simulator's per-tick check: a recognizer that attempted
    /// an illegal transition, or one still began/changed although none of its touches is down
    /// (a `began` that can no longer end). Empty when everything is legal.
    /// - Complexity: O(recognizers × touches per recognizer).
    public var stateViolations: [String] {
        var result: [String] = []
        for r in recognizers {
            if r.illegalTransitionCount > 0 {
                result.append("\(r.name): \(r.illegalTransitionCount) illegal transition(s) refused")
            }
            if r.state.isActive && !r.sequenceTouchIDs.containsAny(of: liveIDs) {
                result.append("\(r.name): \(r.state) with no touch down")
            }
        }
        return result
    }

    // MARK: Arbitration (called by GestureRecognizer)

    func arbitrate(_ r: GestureRecognizer, _ event: GestureEvent, at time: Int64) {
        guard r.state == .possible else { return }
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

    func didTransition(_ r: GestureRecognizer, from: GestureState, at time: Int64) {
        if from == .possible, waiting[ObjectIdentifier(r)] != nil { leftPossible.append(r) }
        switch (from, r.state) {
        case (.possible, .began), (.possible, .ended):
            for other in competitors(of: r) where other.state == .possible && !simultaneous(r, other)
                && r.canPrevent(other) && other.canBePrevented(by: r) {
                other.fail(at: time, reason: "\(r.name) \(r.state == .began ? "began" : "recognized")")
            }
            for dependent in recognizers where dependent !== r && dependent.state == .possible
                && failureRequirements(of: dependent).contains(where: { $0 === r }) {
                dependent.fail(at: time, reason: "required \(r.name) to fail")
            }
            if r.cancelsTouchesInView { cancelViewTouches(r.sequenceTouchIDs.ids, at: time) }
        case (.possible, .failed):
            for dependent in recognizers where dependent.pendingEvent != nil && dependent.state == .possible
                && failureRequirements(of: dependent).contains(where: { $0 === r }) {
                if let event = dependent.pendingEvent { arbitrate(dependent, event, at: max(time, dependent.pendingTime)) }
            }
        default:
            break
        }
    }

    /// Explicit requirements plus those the delegates ask for among recognizers sharing a touch.
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

    /// Other recognizers that received a touch `r` received, in attach order.
    func competitors(of r: GestureRecognizer) -> [GestureRecognizer] {
        guard !r.sequenceTouchIDs.isEmpty else { return [] }
        return recognizers.filter { other in other !== r && shareTouches(r, other) }
    }

    private func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.sequenceTouchIDs.sharesAny(with: b.sequenceTouchIDs)
    }

    /// Remembers a lifted touch that was a tap, for the next touch's `tapCount`.
    private func noteTap(_ touch: GestureTouch) {
        if touch.phase == .up, touch.timestamp - touch.startTime <= GestureConstants.tapMaximumDuration,
           touch.distanceFromStart <= GestureConstants.tapAllowableMovement {
            lastTap = (touch.location, touch.timestamp, touch.tapCount)
        } else if touch.phase == .cancel || touch.distanceFromStart > GestureConstants.tapAllowableMovement {
            lastTap = nil
        }
    }

    /// True when either delegate permits simultaneous recognition.
    func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: Private steps

    private func touchDown(id: Int, at location: Point, time: Int64) -> TouchRecord {
        let view = root.hitTestTouch(at: location)
        var chain: [GestureRecognizer] = []
        if let view {
            for ancestor in view.ancestorChain { chain += byView[ObjectIdentifier(ancestor)] ?? [] }
        }
        var tapCount = 1
        if let lastTap, time - lastTap.time <= GestureConstants.tapMaximumInterval,
           length(Point(x: location.x - lastTap.location.x, y: location.y - lastTap.location.y)) <= GestureConstants.tapMaximumTapDistance {
            tapCount = lastTap.count + 1
        }
        let touch = GestureTouch(id: id, phase: .down, location: location, startLocation: location,
                                 timestamp: time, startTime: time, tapCount: tapCount)
        let record = TouchRecord(touch: touch, view: view, recognizers: chain)
        records[id] = record
        liveIDs.append(id)
        return record
    }

    /// Removes a record whose id was reused without an end (treated as cancelled).
    private func finishTouch(_ record: TouchRecord, id: Int) {
        record.touch.phase = .cancel
        for r in record.recognizers where r.sequenceTouchIDs.contains(id) {
            r.touches.removeAll { $0.id == id }
            if !r.state.isFinished { r.touchesCancelled([record.touch], at: currentTime) }
        }
        deliverToView(record, time: currentTime)
        liveIDs.removeAll { $0 == id }
        records[id] = nil
    }

    /// Fires timers due strictly before `time` (a deadline equal to a frame's time fires
    /// after that frame's input: limits are inclusive).
    private func fireTimers(before time: Int64) {
        if time > Int64.min { fireTimers(upTo: time - 1) }
    }

    private func fireTimers(upTo time: Int64) {
        var guardCount = 0
        while guardCount < 100_000 {
            guardCount += 1
            var due: GestureRecognizer?
            for r in recognizers {
                guard let d = r.deadline, d <= time else { continue }
                if let best = due, let bd = best.deadline, bd <= d { continue }
                due = r
            }
            if let release = nextReleaseDeadline(), release <= time, release < (due?.deadline ?? Int64.max) {
                currentTime = max(release, currentTime)
                settle(at: currentTime)
                continue
            }
            guard let r = due, let deadline = r.deadline else { return }
            let at = max(deadline, currentTime)
            currentTime = at
            r.deadline = nil
            if r.isEnabled && r.state == .possible || r.state.isActive { r.timerFired(at: at) }
            settle(at: at)
        }
    }

    /// After a frame or timer: auto-fail stalled recognizers, release withheld view touches,
    /// reset finished recognizers.
    private func settle(at time: Int64) {
        for r in recognizers where r.state == .possible && !r.sequenceTouchIDs.isEmpty && r.touches.isEmpty
            && r.deadline == nil && r.pendingEvent == nil {
            r.fail(at: time, reason: "touches ended")
        }
        for id in liveIDs { if let record = records[id] { releaseIfPossible(record, time: time) } }
        releaseHeld(at: time)
        for r in recognizers where r.state.isFinished {
            if !r.sequenceTouchIDs.containsAny(of: liveIDs) {
                r.performReset(at: time)
            }
        }
    }

    // MARK: Held touches

    /// Releases the held touches no recognizer delays any more, in end order: those waiting on
    /// a recognizer that left `.possible`, those whose began is still withheld, and those filed
    /// without a recognizer to wait on; the others stay filed where they are.
    /// - Complexity: O(touches looked at × their recognizers + k log k) for the k looked at,
    ///   independent of how many touches are held.
    private func releaseHeld(at time: Int64) {
        guard !leftPossible.isEmpty || !heldChecked.isEmpty else { return }
        var look = heldChecked
        heldChecked.removeAll()
        for r in leftPossible { look += waiting.removeValue(forKey: ObjectIdentifier(r)) ?? [] }
        leftPossible.removeAll()
        look.sort { $0.endOrder < $1.endOrder }
        heldTouchesExamined += look.count
        for record in look { releaseIfPossible(record, time: time) }
        for record in look { file(record) }
    }

    /// Files a held touch: forgotten once no longer withheld; waiting on the first recognizer
    /// that delays it regardless of time (as `isDelaying` would: its end, or its began
    /// without a limit); else looked at every time.
    private func file(_ record: TouchRecord) {
        let id = record.touch.id
        guard record.viewState == .withheld else {
            heldByID[id]?.removeAll { $0 === record }
            if heldByID[id]?.isEmpty == true { heldByID[id] = nil }
            return
        }
        let hasEnd = record.queue.contains { $0.phase == .ended }
        if !record.beganDelivered, record.recognizers.contains(where: { $0.delaysTouchesBegan && $0.touchesBeganDelayLimit != nil }),
           !heldBeganLimits.contains(where: { $0 === record }) {
            heldBeganLimits.append(record)
        }
        guard let r = record.recognizers.first(where: { r in
            r.state == .possible && r.isEnabled && r.sequenceTouchIDs.contains(id)
                && ((hasEnd && r.delaysTouchesEnded) || (r.delaysTouchesBegan && !record.beganDelivered && r.touchesBeganDelayLimit == nil))
        }) else {
            heldChecked.append(record)
            return
        }
        waiting[ObjectIdentifier(r), default: []].append(record)
    }

    // MARK: View delivery

    private func isDelaying(_ record: TouchRecord, ended: Bool) -> Bool {
        let id = record.touch.id
        return record.recognizers.contains { r in
            r.state == .possible && r.isEnabled && r.sequenceTouchIDs.contains(id)
                && ((r.delaysTouchesBegan && !record.beganDelivered && !beganDelayExpired(r, record))
                    || (ended && r.delaysTouchesEnded))
        }
    }

    /// Whether `r`'s `touchesBeganDelayLimit` has run out for this touch.
    private func beganDelayExpired(_ r: GestureRecognizer, _ record: TouchRecord) -> Bool {
        guard let limit = r.touchesBeganDelayLimit else { return false }
        return currentTime - record.touch.startTime >= limit
    }

    /// The earliest time a withheld touch-began is due by a recognizer's delay limit.
    func nextReleaseDeadline() -> Int64? {
        var best: Int64?
        // Held touches whose every delay limit has run out can give no later deadline.
        heldBeganLimits.removeAll { record in
            record.viewState != .withheld || record.beganDelivered || !record.recognizers.contains { r in
                r.delaysTouchesBegan && r.touchesBeganDelayLimit.map { record.touch.startTime + $0 > currentTime } ?? false
            }
        }
        for record in liveIDs.compactMap({ records[$0] }) + heldBeganLimits where record.viewState == .withheld && !record.beganDelivered {
            for r in record.recognizers where r.delaysTouchesBegan && r.state == .possible {
                guard let limit = r.touchesBeganDelayLimit, r.sequenceTouchIDs.contains(record.touch.id) else { continue }
                let due = record.touch.startTime + limit
                if due > currentTime, best.map({ due < $0 }) ?? true { best = due }
            }
        }
        return best
    }

    private func deliverToView(_ record: TouchRecord, time: Int64) {
        guard record.view != nil else { return }
        let phase: ViewTouchEvent.Phase
        switch record.touch.phase {
        case .down: phase = .began
        case .move: phase = .moved
        case .up: phase = .ended
        case .cancel: phase = .cancelled
        }
        switch record.viewState {
        case .cancelled, .finished:
            return
        case .withheld:
            record.queue.append((phase, time, record.touch.location))
            releaseIfPossible(record, time: time)
        case .delivering:
            let ends = phase == .ended
            if (phase == .began || ends) && isDelaying(record, ended: ends) {
                record.viewState = .withheld
                record.queue.append((phase, time, record.touch.location))
            } else {
                emit(record, phase, eventTime: time, location: record.touch.location, at: time)
            }
        }
    }

    private func releaseIfPossible(_ record: TouchRecord, time: Int64) {
        guard record.viewState == .withheld else { return }
        let hasEnd = record.queue.contains { $0.phase == .ended }
        guard !isDelaying(record, ended: hasEnd) else { return }
        record.viewState = .delivering
        let queue = record.queue
        record.queue.removeAll()
        for item in queue { emit(record, item.phase, eventTime: item.time, location: item.location, at: time) }
    }

    private func cancelViewTouches(_ ids: [Int], at time: Int64) {
        for id in ids {
            guard let record = records[id] ?? heldByID[id]?.first(where: { $0.viewState == .withheld }) else { continue }
            switch record.viewState {
            case .cancelled, .finished:
                continue
            case .withheld:
                record.queue.removeAll()
                if record.beganDelivered { emit(record, .cancelled, eventTime: time, location: record.touch.location, at: time) }
                record.viewState = .cancelled
            case .delivering:
                if record.beganDelivered { emit(record, .cancelled, eventTime: time, location: record.touch.location, at: time) }
                record.viewState = .cancelled
            }
        }
    }

    private func emit(_ record: TouchRecord, _ phase: ViewTouchEvent.Phase, eventTime: Int64, location: Point, at time: Int64) {
        guard let view = record.view else { return }
        if phase == .began { record.beganDelivered = true }
        if phase == .ended || phase == .cancelled { record.viewState = .finished }
        let event = ViewTouchEvent(time: time, eventTime: eventTime, touchID: record.touch.id, phase: phase, location: location, view: view)
        if recordsViewTouches { viewTouches.append(event) }
        onViewTouch?(event)
    }
}
