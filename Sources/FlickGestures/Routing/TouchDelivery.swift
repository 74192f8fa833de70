import FlickInput
import FlickLayout

/// Routing: who sees each touch, and when the hit view sees it (the part of UIKit's
/// `UIWindow.sendEvent` that hands touches out; Flutter's pointer router plays the same part).
///
/// - Touch-down: the touch is hit-tested once against the root and bound for its whole life to
///   the view it hit and to the recognizers attached to that view and its ancestors (hit view
///   first, each view's in attach order). Of those, the enabled, unfinished ones whose
///   delegate's should-receive agrees take the touch.
/// - Recognizers first: within one frame every recognizer gets at most one call per phase, in
///   the order began, moved, ended, cancelled, and recognizers are called in the order they
///   first took part in the frame. A recognizer that finishes during its calls gets no more.
/// - The hit view second, in the frame's event order, as `ViewTouchEvent`s: touch-began is
///   withheld while a possible recognizer with `delaysTouchesBegan` tracks the touch (at most
///   its `touchesBeganDelayLimit`), touch-ended while one with `delaysTouchesEnded` does;
///   later events queue behind a withheld one and are released together, in order. A
///   recognizer that begins or recognizes with `cancelsTouchesInView` takes its touches away
///   (`cancelViewTouches`): the view gets `cancelled` if it had seen `began`, then nothing.
/// - A touch id reused for a new touch-down without an end first cancels the old touch.
///
/// Time is a parameter everywhere, integer nanoseconds; routing keeps no clock. The router
/// calls it with its current time.
final class TouchDelivery {
    /// The window: window coordinates are its local coordinates.
    let root: any HitTestable
    /// Every event the hit views received, in order, while `recordsViewTouches` is set.
    @exclusivity(unchecked)
    private(set) var viewTouches: [ViewTouchEvent] = []
    @exclusivity(unchecked)
    var recordsViewTouches = true
    /// Called for every view touch event as it is delivered.
    @exclusivity(unchecked)
    var onViewTouch: ((ViewTouchEvent) -> Void)?

    /// The router this is part of: at touch-down it takes each view-owned recognizer the touch
    /// reaches into arbitration. (Unowned: the router owns this; a reference rather than a
    /// closure, so making a router allocates nothing more.)
    @exclusivity(unchecked)
    unowned(unsafe) var router: TouchRouter?

    /// Recognizers by the view they are attached to, in attach order.
    @exclusivity(unchecked)
    private var byView: [ObjectIdentifier: [GestureRecognizer]] = [:]
    /// Live touches by id, plus ended touches until the end of the frame they ended in.
    @exclusivity(unchecked)
    private var records: [Int: TouchRecord] = [:]
    /// Live touch ids in touch-down order (iterate these, never `records`).
    @exclusivity(unchecked)
    private(set) var liveIDs: [Int] = []
    /// The latest lifted tap, for the next touch's `tapCount`.
    @exclusivity(unchecked)
    private var lastTap: (location: Point, time: Int64, count: Int)?
    // Ended touches whose view events are still withheld ("held"). A finger hand-over can
    // hold thousands (a pan that never fails delays each touch's end), so no frame looks at
    // them all: a held touch that a recognizer delays regardless of time (its end, or its
    // began without a delay limit) waits on that recognizer and is looked at again only when
    // it leaves `.possible` — nothing else can release it, and a recognizer that resets never
    // delays touches from before its reset.
    /// Held touches by id (several when an id was reused), in end order.
    @exclusivity(unchecked)
    private var heldByID: [Int: [TouchRecord]] = [:]
    /// The held touches waiting on each recognizer (by `ObjectIdentifier`).
    @exclusivity(unchecked)
    private var waiting: [ObjectIdentifier: [TouchRecord]] = [:]
    /// Recognizers that left `.possible` since the last `releaseHeld(at:)`.
    @exclusivity(unchecked)
    private var leftPossible: [GestureRecognizer] = []
    /// Held touches looked at on every `releaseHeld(at:)`: those only a delay limit holds
    /// back (released by time within the limit), and those nothing held back when filed.
    @exclusivity(unchecked)
    private var heldChecked: [TouchRecord] = []
    /// Held touches whose began is withheld while a delay limit still runs for it, for
    /// `nextReleaseDeadline(after:)` (touches ended within the last delay limit).
    @exclusivity(unchecked)
    private var heldBeganLimits: [TouchRecord] = []
    /// Touches ended so far (the next `TouchRecord.endOrder`).
    @exclusivity(unchecked)
    private var endedCount = 0
    /// Held touches looked at so far (a work counter for tests: it grows with the touches
    /// released and the recognizers leaving `.possible`, not with frames × touches held).
    @exclusivity(unchecked)
    private(set) var heldTouchesExamined = 0

    /// A recognizer's share of one frame: the touches it gets per phase, in event order.
    private struct FrameBatch {
        let recognizer: GestureRecognizer
        var began: [GestureTouch] = []
        var moved: [GestureTouch] = []
        var ended: [GestureTouch] = []
        var cancelled: [GestureTouch] = []
    }

    init(root: any HitTestable) {
        self.root = root
    }

    // MARK: Routes

    /// Lets touches that go down on `view` or its descendants from now on reach `recognizer`
    /// (after the recognizers already attached to `view`).
    func addRoute(_ recognizer: GestureRecognizer, on view: any HitTestable) {
        byView[ObjectIdentifier(view), default: []].append(recognizer)
    }

    /// Undoes `addRoute`. Touches already down keep the recognizers they reached.
    func removeRoute(_ recognizer: GestureRecognizer, on view: any HitTestable) {
        byView[ObjectIdentifier(view)]?.removeAll { $0 === recognizer }
    }

    /// The recognizers attached to `view`, in attach order.
    func recognizers(on view: any HitTestable) -> [GestureRecognizer] {
        byView[ObjectIdentifier(view)] ?? []
    }

    /// The view a live touch is bound to.
    func view(forTouch id: Int) -> (any HitTestable)? { records[id]?.view }

    // MARK: One frame

    /// Routes one frame's touch events at `time` (ns): to recognizers first, then to the hit
    /// views (see the type's documentation). Events with a non-finite location are skipped.
    /// - Returns: the records the frame touched, in event order; pass them to `retire(_:)`
    ///   once the frame's timers and time-driven updates are done.
    /// - Complexity: O(events × recognizers per touch × recognizers in the frame), plus the
    ///   recognizers' own work.
    func route(_ events: [TouchEvent], at time: Int64) -> [TouchRecord] {
        var batches: [FrameBatch] = []
        func batchIndex(_ r: GestureRecognizer) -> Int {
            if let i = batches.firstIndex(where: { $0.recognizer === r }) { return i }
            batches.append(FrameBatch(recognizer: r))
            return batches.count - 1
        }
        var changed: [TouchRecord] = []
        for event in events {
            let location = Point(x: event.x, y: event.y)
            guard location.x.isFinite, location.y.isFinite else { continue }
            let record: TouchRecord
            if event.phase != .down, let existing = records[event.id] {
                record = existing
            } else {
                if let stale = records[event.id] { cancelStale(stale, id: event.id, at: time) }
                record = touchDown(id: event.id, at: location, time: time)
                for r in record.recognizers where r.isEnabled && !r.state.isFinished {
                    guard r.delegate?.gestureRecognizer(r, shouldReceive: record.touch) ?? true else { continue }
                    r.sequenceTouchIDs.append(event.id)
                    r.touches.append(record.touch)
                    batches[batchIndex(r)].began.append(record.touch)
                }
                // A move or end for an unknown id is a touch-down first, then that event.
                if event.phase == .down { changed.append(record); continue }
            }
            record.touch.location = location
            record.touch.timestamp = time
            record.touch.phase = event.phase
            changed.append(record)
            for r in record.recognizers where r.isEnabled && !r.state.isFinished && r.sequenceTouchIDs.contains(event.id) {
                let index = batchIndex(r)
                switch event.phase {
                case .down, .move:
                    if let i = r.touches.firstIndex(where: { $0.id == event.id }) { r.touches[i] = record.touch }
                    batches[index].moved.append(record.touch)
                case .up:
                    r.touches.removeAll { $0.id == event.id }
                    batches[index].ended.append(record.touch)
                case .cancel:
                    r.touches.removeAll { $0.id == event.id }
                    batches[index].cancelled.append(record.touch)
                }
            }
            if event.phase.isEnd {
                liveIDs.removeAll { $0 == event.id }
                noteTap(record.touch)
            }
        }
        for batch in batches {
            let r = batch.recognizer
            if !batch.began.isEmpty, !r.state.isFinished { r.touchesBegan(batch.began, at: time) }
            if !batch.moved.isEmpty, !r.state.isFinished { r.touchesMoved(batch.moved, at: time) }
            if !batch.ended.isEmpty, !r.state.isFinished { r.touchesEnded(batch.ended, at: time) }
            if !batch.cancelled.isEmpty, !r.state.isFinished { r.touchesCancelled(batch.cancelled, at: time) }
        }
        for record in changed { deliverToView(record, at: time) }
        return changed
    }

    /// Forgets the frame's ended touches, filing those whose view events are still withheld
    /// as held touches until they are released.
    func retire(_ changed: [TouchRecord]) {
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

    /// Binds a new touch: hit test, the recognizers it can reach, its tap count.
    private func touchDown(id: Int, at location: Point, time: Int64) -> TouchRecord {
        let view = root.hitTestTouch(at: location)
        var chain: [GestureRecognizer] = []
        if let view {
            for ancestor in view.ancestorChain {
                chain += byView[ObjectIdentifier(ancestor)] ?? []
                if let owner = ancestor as? View, !owner.ownedGestureRecognizers.isEmpty {
                    for o in owner.ownedGestureRecognizers {
                        let r = unsafeDowncast(o, to: GestureRecognizer.self)
                        router?.adopt(r)
                        chain.append(r)
                    }
                }
            }
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

    /// Ends a touch whose id went down again without an end, as a cancel: recognizers that
    /// track it get `touchesCancelled` at once (each on its own), then the view.
    private func cancelStale(_ record: TouchRecord, id: Int, at time: Int64) {
        record.touch.phase = .cancel
        for r in record.recognizers where r.sequenceTouchIDs.contains(id) {
            r.touches.removeAll { $0.id == id }
            if !r.state.isFinished { r.touchesCancelled([record.touch], at: time) }
        }
        deliverToView(record, at: time)
        liveIDs.removeAll { $0 == id }
        records[id] = nil
    }

    /// Remembers a lifted touch that was a tap (short and still), for the next touch's
    /// `tapCount`; a cancel or a touch that moved too far breaks the tap sequence.
    private func noteTap(_ touch: GestureTouch) {
        if touch.phase == .up, touch.timestamp - touch.startTime <= GestureConstants.tapMaximumDuration,
           touch.distanceFromStart <= GestureConstants.tapAllowableMovement {
            lastTap = (touch.location, touch.timestamp, touch.tapCount)
        } else if touch.phase == .cancel || touch.distanceFromStart > GestureConstants.tapAllowableMovement {
            lastTap = nil
        }
    }

    // MARK: Withheld view events

    /// Releases at `time` (ns) the withheld view events no recognizer delays any longer: live
    /// touches in touch-down order, then held (ended) ones in end order.
    func releaseWithheld(at time: Int64) {
        for id in liveIDs { if let record = records[id] { releaseIfPossible(record, at: time) } }
        releaseHeld(at: time)
    }

    /// Tells routing that `r` left `.possible` (the router calls this after every such
    /// transition): the held touches waiting on it are looked at in the next settle.
    /// - Complexity: O(1).
    func recognizerLeftPossible(_ r: GestureRecognizer) {
        if waiting[ObjectIdentifier(r)] != nil { leftPossible.append(r) }
    }

    /// The earliest time after `now` (ns) at which a withheld touch-began is due to reach its
    /// view by a recognizer's `touchesBeganDelayLimit`, if any.
    /// - Complexity: O((live touches + held touches ended within the last delay limit) ×
    ///   recognizers per touch), independent of how many touches are held.
    func nextReleaseDeadline(after now: Int64) -> Int64? {
        // No touch down and none held: nothing can be due (the router asks every tick).
        if liveIDs.isEmpty && heldBeganLimits.isEmpty { return nil }
        // Held touches whose every delay limit has run out by `now` can give no later deadline.
        if !heldBeganLimits.isEmpty {
            heldBeganLimits.removeAll { record in
                record.viewState != .withheld || record.beganDelivered || !record.recognizers.contains { r in
                    r.delaysTouchesBegan && r.touchesBeganDelayLimit.map { record.touch.startTime + $0 > now } ?? false
                }
            }
        }
        var best: Int64?
        func consider(_ record: TouchRecord) {
            guard record.viewState == .withheld && !record.beganDelivered else { return }
            for r in record.recognizers where r.delaysTouchesBegan && r.state == .possible {
                guard let limit = r.touchesBeganDelayLimit, r.sequenceTouchIDs.contains(record.touch.id) else { continue }
                let due = record.touch.startTime + limit
                if due > now, best.map({ due < $0 }) ?? true { best = due }
            }
        }
        for id in liveIDs { if let record = records[id] { consider(record) } }
        for record in heldBeganLimits { consider(record) }
        return best
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
        for record in look { releaseIfPossible(record, at: time) }
        for record in look { file(record) }
    }

    /// Files a held touch: forgotten once no longer withheld; waiting on the first recognizer
    /// that delays it regardless of time (as `isDelaying` would: its end, or its began
    /// without a limit); else looked at every time.
    /// - Complexity: O(recognizers per touch + queued events + held touches with a running
    ///   began limit).
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

    /// Whether a recognizer still withholds this touch's began (or, with `ended`, its end) at
    /// `now` (ns).
    private func isDelaying(_ record: TouchRecord, ended: Bool, at now: Int64) -> Bool {
        let id = record.touch.id
        return record.recognizers.contains { r in
            r.state == .possible && r.isEnabled && r.sequenceTouchIDs.contains(id)
                && ((r.delaysTouchesBegan && !record.beganDelivered && !beganDelayExpired(r, record, at: now))
                    || (ended && r.delaysTouchesEnded))
        }
    }

    /// Whether `r`'s `touchesBeganDelayLimit` has run out for this touch at `now` (ns).
    private func beganDelayExpired(_ r: GestureRecognizer, _ record: TouchRecord, at now: Int64) -> Bool {
        guard let limit = r.touchesBeganDelayLimit else { return false }
        return now - record.touch.startTime >= limit
    }

    // MARK: View delivery

    /// Hands the record's latest event to its view at `time` (ns): delivered, withheld (a
    /// began or ended some recognizer delays, or anything behind a withheld event), or
    /// dropped (the view lost or finished the touch).
    private func deliverToView(_ record: TouchRecord, at time: Int64) {
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
            releaseIfPossible(record, at: time)
        case .delivering:
            let ends = phase == .ended
            if (phase == .began || ends) && isDelaying(record, ended: ends, at: time) {
                record.viewState = .withheld
                record.queue.append((phase, time, record.touch.location))
            } else {
                emit(record, phase, eventTime: time, location: record.touch.location, at: time)
            }
        }
    }

    /// Delivers a withheld record's queue at `time` (ns) once nothing delays it.
    private func releaseIfPossible(_ record: TouchRecord, at time: Int64) {
        guard record.viewState == .withheld else { return }
        let hasEnd = record.queue.contains { $0.phase == .ended }
        guard !isDelaying(record, ended: hasEnd, at: time) else { return }
        record.viewState = .delivering
        let queue = record.queue
        record.queue.removeAll()
        for item in queue { emit(record, item.phase, eventTime: item.time, location: item.location, at: time) }
    }

    /// Takes the touches `ids` away from their views at `time` (ns): queued events are
    /// dropped, a view that saw `began` gets `cancelled`, and the view gets nothing more.
    func cancelViewTouches(_ ids: [Int], at time: Int64) {
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
        if let control = view as? Control {
            control.trackTouch(id: record.touch.id, phase: phase.trackingPhase, at: location, time: eventTime, tapCount: record.touch.tapCount)
        }
    }

    // MARK: Controls

    /// The view inside `r`'s view that has received the began of one of `r`'s touches and is
    /// still being delivered it (it is tracking the touch), or nil: a touch withheld (a scroll
    /// view's `delaysContentTouches`), ended or cancelled has none.
    /// - Complexity: O(touches of `r` · depth).
    func contentViewTracking(_ r: GestureRecognizer) -> View? {
        let ids = r.sequenceTouchIDs.ids
        var i = 0
        while i < ids.count {
            if let record = records[ids[i]], record.beganDelivered, record.viewState == .delivering,
               let view = record.view as? View, let owner = r.view as? View, view !== owner, view.isDescendant(of: owner) {
                return view
            }
            i += 1
        }
        return nil
    }

    /// The control that keeps `r`'s gesture from it (see `Control`): on the way up from the
    /// hit view of `r`'s only touch to `r`'s view (not included), the first control that keeps
    /// the kind of gesture `r` is making. Nil for gestures of several touches, for recognizers
    /// of kinds no control keeps, and when no control is in between.
    /// - Complexity: O(depth from the hit view to `r`'s view).
    func controlKeeping(_ r: GestureRecognizer) -> Control? {
        // (Indexing rather than `first`, which allocates in a debug build.)
        guard r.sequenceTouchIDs.count == 1, let record = records[r.sequenceTouchIDs.ids[0]],
              let hit = record.view, hit !== r.view else { return nil }
        let touch = record.touch
        guard let gesture = r.controlGesture(travel: Point(x: touch.location.x - touch.startLocation.x,
                                                           y: touch.location.y - touch.startLocation.y)) else { return nil }
        var current: (any HitTestable)? = hit
        while let v = current, v !== r.view {
            if let control = v as? Control, control.keepsAncestorGesture(gesture, startingAt: touch.startLocation) { return control }
            current = v.hitSuperview
        }
        return nil
    }
}
