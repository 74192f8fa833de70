/// The work a scene's main run loop has waiting on its virtual clock: blocks given to
/// `DispatchQueue.main.async`/`asyncAfter` and `Timer`s, each due at an instant in integer
/// nanoseconds. The engine runs them from `advance(toNanoseconds:)`, in the order of their due
/// times (ties in the order they were scheduled), each with the clock at exactly its due time,
/// so a block's effects — an animation it starts, a constraint it changes — do not depend on
/// the tick rate.
///
/// Policies (UIKit's run loop has no virtual time to document):
/// - Work scheduled for a time already reached (`async`, a past deadline) runs at the next
///   advance, not inside the call that scheduled it; work a running block schedules for the
///   time being run waits for the next advance too, so a block that re-queues itself cannot
///   hang a tick.
/// - A repeating timer fires at every multiple of its interval; an advance that jumps over
///   several fires it at each, in order.
/// - At most `firingLimit` blocks run in one advance; the rest wait for the next.
///
/// Storage: an array kept sorted by (due, order); `Entry` is a class so cancelling is O(1)
/// (a cancelled entry is skipped and dropped when reached).
/// - Complexity: O(n) to schedule (insertion), O(1) to run the next due block.
package final class RunLoopSchedule {
    package final class Entry {
        /// When it is due, ns.
        @exclusivity(unchecked)
        var due: Int64
        /// For a repeating timer: the interval, ns (≥ 1); nil for one-shot work.
        let interval: Int64?
        /// Scheduling order, for ties.
        @exclusivity(unchecked)
        var order: UInt64
        /// The clock when it was (re)scheduled, ns.
        @exclusivity(unchecked)
        var scheduledAt: Int64
        @exclusivity(unchecked)
        var isCancelled = false
        let body: () -> Void
        init(due: Int64, interval: Int64?, order: UInt64, scheduledAt: Int64, body: @escaping () -> Void) {
            self.due = due; self.interval = interval; self.order = order; self.scheduledAt = scheduledAt; self.body = body
        }
    }

    /// Blocks that may run in one advance.
    static let firingLimit = 100_000

    @exclusivity(unchecked)
    private var entries: [Entry] = []
    @exclusivity(unchecked)
    private var nextOrder: UInt64 = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Adds work due at `due` (ns), scheduled at `now` (ns).
    @discardableResult
    func schedule(due: Int64, interval: Int64? = nil, now: Int64, _ body: @escaping () -> Void) -> Entry {
        let e = Entry(due: max(due, now), interval: interval, order: nextOrder, scheduledAt: now, body: body)
        nextOrder &+= 1
        insert(e)
        return e
    }

    /// The earliest due time of live work, ns; nil when none waits. Drops cancelled entries
    /// at the front. - Complexity: O(cancelled entries dropped).
    var nextDue: Int64? {
        while let first = entries.first, first.isCancelled { entries.removeFirst() }
        return entries.first?.due
    }

    /// Whether live one-shot work waits (repeating timers do not keep a scene from settling).
    var hasOneShotWork: Bool { entries.contains { !$0.isCancelled && $0.interval == nil } }

    /// Takes the next entry that may run in an advance to `target` (ns) that began with
    /// `startOrder` as the next order: due at or before `target`, and either scheduled before
    /// the advance began or due strictly after the time it was scheduled at.
    /// (The caller re-arms a repeating entry with `rearm(_:ranAt:)` after running it.)
    func takeDue(upTo target: Int64, startOrder: UInt64) -> Entry? {
        var i = 0
        while i < entries.count {
            let e = entries[i]
            if e.isCancelled { entries.remove(at: i); continue }
            if e.due > target { return nil }
            if e.order < startOrder || e.due > e.scheduledAt {
                entries.remove(at: i)
                return e
            }
            i += 1
        }
        return nil
    }

    /// Puts a repeating entry back at its next due time (after it ran at `ranAt`, ns).
    func rearm(_ e: Entry, ranAt: Int64) {
        guard let interval = e.interval, !e.isCancelled else { return }
        e.due = ranAt &+ interval
        e.scheduledAt = ranAt
        e.order = nextOrder
        nextOrder &+= 1
        insert(e)
    }

    /// The order the next scheduled entry will get.
    var upcomingOrder: UInt64 { nextOrder }

    private func insert(_ e: Entry) {
        // After every entry due no later (ties keep scheduling order).
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].due <= e.due { lo = mid + 1 } else { hi = mid }
        }
        entries.insert(e, at: lo)
    }
}
