import FlickInput

/// Keeps a simulator in step with real time for a live input source: its clock ticks on
/// schedule whether input arrives or not, so animations and scroll deceleration go on between
/// touches and after the last one, as on a device.
///
/// Time stays a parameter. The caller passes readings of a monotonic clock (`now`, ns) and
/// the frames with their own timestamps (the device's clock, ns from its first event); the
/// pacer never reads a clock. Each frame anchors the two: virtual time v falls at monotonic
/// `origin + v`, where `origin` is the latest frame's arrival time minus its timestamp, so the
/// clock follows the device's even if the two drift apart or a frame was held up; the tick at
/// v runs once the monotonic clock passes `origin + v + latency`, so the input of its period
/// has had `latency` to arrive. A frame that arrives after its tick has run anyway is retimed
/// to just after the last tick run (`lateFrames` counts them), so the simulator always sees
/// time move forward; before the first frame nothing ticks. The default latency, two refresh
/// intervals, is what a device's double-buffered display adds anyway (a frame made at vsync N
/// is shown at N + 2).
///
/// ```
/// var pacer = LivePacer(rate: sim.options.rate)
/// while running {
///     pacer.runDueTicks(now: clock(), on: sim)
///     if let frame = source.next(waitingAtMost: pacer.wait(now: clock(), for: sim)) {
///         pacer.feed(frame, now: clock(), to: sim)
///     }
/// }
/// ```
/// - Complexity: O(1) per frame; `runDueTicks` runs the ticks due (normally one).
package struct LivePacer: Sendable {
    /// What a live run did, for its report.
    package struct Summary: Sendable, Hashable {
        /// Ticks run by the clock (not counting the settling after the input ended).
        package var clockTicks = 0
        /// Input frames fed.
        package var inputFrames = 0
        /// Frames that arrived after their tick had run (retimed to the next tick).
        package var lateFrames = 0
        /// The allowance for input to arrive before its tick runs, ns.
        package var latency: Int64 = 0
        /// Virtual time of the last frame fed, ns.
        package var lastInput: Int64?
        /// Virtual time of the last clock tick at which the scene became settled after moving.
        package var settledAt: Int64?
        /// When that tick ran: monotonic time since the first frame arrived, ns (about
        /// `settledAt + latency` when the clock kept pace).
        package var settledAtWall: Int64?
        /// How far behind its due time the latest clock tick ran, ns (the largest lag seen).
        package var maxLag: Int64 = 0
    }

    /// The allowance for input to arrive before its tick runs, ns.
    package let latency: Int64
    /// Monotonic time of virtual time 0, ns (from the latest frame); nil until the first frame.
    package private(set) var origin: Int64?
    package private(set) var summary: Summary
    private var lastFed = Int64.min
    private var wasSettled = true

    /// A pacer whose ticks run `latency` ns after their time (default: two intervals of `rate`).
    package init(rate: RefreshRate = .standard, latency: Int64? = nil) {
        self.latency = max(0, latency ?? 2 * rate.interval)
        summary = Summary(latency: self.latency)
    }

    /// Monotonic time at which the next tick is due, ns; nil before the first frame.
    package func dueTime(of sim: Simulator) -> Int64? {
        origin.map { $0 + sim.nextTickTime + latency }
    }

    /// How long the caller may wait for input before the next tick is due, ns (0: a tick is
    /// due now; nil: nothing ticks before the first frame, wait for it).
    package func wait(now: Int64, for sim: Simulator) -> Int64? {
        dueTime(of: sim).map { max(0, $0 - now) }
    }

    /// Runs every tick due by monotonic time `now`; returns how many ran.
    @discardableResult
    package mutating func runDueTicks(now: Int64, on sim: Simulator) -> Int {
        guard let origin else { return 0 }
        var ran = 0
        while origin + sim.nextTickTime + latency <= now {
            let due = origin + sim.nextTickTime + latency
            let time = sim.nextTickTime
            sim.runTick()
            ran += 1
            summary.maxLag = max(summary.maxLag, now - due)
            let settled = sim.scene.isSettled
            if settled && !wasSettled {
                summary.settledAt = time
                summary.settledAtWall = now - origin
            }
            wasSettled = settled
        }
        summary.clockTicks += ran
        return ran
    }

    /// Queues `frame`, which arrived at monotonic time `now`, and re-anchors `origin` on it; a
    /// frame whose tick has already run is retimed to 1 ns after the last tick run (and after
    /// the previous frame), so it is delivered by the next tick.
    package mutating func feed(_ frame: InputFrame, now: Int64, to sim: Simulator) {
        origin = now - frame.timestamp
        var f = frame
        let lastRun = sim.nextTick > 0 ? sim.options.rate.time(ofTick: sim.nextTick - 1) : Int64.min
        let earliest = max(lastRun == .min ? .min : lastRun + 1, lastFed)
        if f.timestamp < earliest {
            if f.timestamp <= lastRun { summary.lateFrames += 1 }
            f.timestamp = earliest
            for i in f.touches.indices { f.touches[i].timestamp = earliest }
        }
        lastFed = f.timestamp
        summary.inputFrames += 1
        summary.lastInput = f.timestamp
        wasSettled = false
        sim.feed(f)
    }
}
