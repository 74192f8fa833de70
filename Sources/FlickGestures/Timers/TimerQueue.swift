/// The time-driven parts of a router: its clock, the timers that fire without input, and the
/// objects that move on their own.
///
/// - Clock: `now` is the time of the latest frame, advance or fired timer, in integer
///   nanoseconds. It never decreases.
/// - Timers are of two kinds, both stored elsewhere and read fresh on every step: a
///   recognizer's `deadline` (a long press's minimum duration, a multi-tap's interval), and the
///   moment a withheld touch-began is due to reach its view by a recognizer's
///   `touchesBeganDelayLimit` (routing computes it). `nextDue` picks the earliest due timer:
///   among recognizers the earliest deadline, ties to the first in attach order; a withheld
///   release wins only when strictly earlier than that deadline. The router fires
///   one timer, settles, and asks again, so a timer that a firing sets or clears is seen.
/// - Time-driven objects (`TimeDriven`, such as scroll views) are updated after every frame
///   and every advance, in registration order.
final class TimerQueue {
    /// Time of the latest frame, advance or fired timer, ns.
    @exclusivity(unchecked)
    var now: Int64 = 0
    /// Registered objects, in registration order (no duplicates).
    @exclusivity(unchecked)
    private var timeDriven: [any TimeDriven] = []

    /// At most this many timers fire in one call of the router's timer step; a recognizer that
    /// keeps re-arming a due deadline cannot hang the router.
    static let firingLimit = 100_000

    /// A timer that is due.
    enum Due {
        /// Withheld touch-began events may reach their views at this time (ns).
        case withheldRelease(Int64)
        /// `recognizer`'s deadline (ns) has come.
        case recognizer(GestureRecognizer, deadline: Int64)
    }

    /// Registers `object` (once; a second registration is ignored).
    func add(_ object: any TimeDriven) {
        guard !timeDriven.contains(where: { $0 === object }) else { return }
        timeDriven.append(object)
    }

    /// Brings every registered object to `time` (ns), in registration order.
    /// - Complexity: O(objects) plus their updates.
    func updateTimeDriven(at time: Int64) {
        for object in timeDriven { object.update(at: time) }
    }

    /// The earliest deadline among `recognizers`, if any.
    func earliestDeadline(among recognizers: [GestureRecognizer]) -> Int64? {
        recognizers.compactMap(\.deadline).min()
    }

    /// The earliest timer due at or before `time` (ns), or nil when none is.
    /// - Parameters:
    ///   - recognizers: the candidates, in attach order.
    ///   - withheldRelease: the earliest time a withheld touch-began is due, if any.
    /// - Complexity: O(recognizers).
    func nextDue(upTo time: Int64, among recognizers: [GestureRecognizer], withheldRelease: Int64?) -> Due? {
        var due: GestureRecognizer?
        var dueDeadline: Int64?
        for r in recognizers {
            guard let d = r.deadline, d <= time else { continue }
            if let best = dueDeadline, best <= d { continue }
            due = r
            dueDeadline = d
        }
        if let release = withheldRelease, release <= time, release < (dueDeadline ?? Int64.max) {
            return .withheldRelease(release)
        }
        guard let due, let dueDeadline else { return nil }
        return .recognizer(due, deadline: dueDeadline)
    }

    /// Fires `due`: moves the clock to its time (never backwards) and, for a recognizer,
    /// clears the deadline and calls `timerFired(at:)` if the recognizer is enabled and
    /// possible, or active.
    /// - Returns: the time the router settles at afterwards (the new `now`).
    func fire(_ due: Due) -> Int64 {
        switch due {
        case .withheldRelease(let release):
            now = max(release, now)
            return now
        case .recognizer(let r, let deadline):
            let at = max(deadline, now)
            now = at
            r.deadline = nil
            if r.isEnabled && r.state == .possible || r.state.isActive { r.timerFired(at: at) }
            return at
        }
    }
}
