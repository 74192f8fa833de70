import FlickCore

/// How the simulator runs: tick rate, frame budget and which clock judges it, optional checks.
public struct SimulationOptions: Sendable {
    /// Ticks per second (default 120 Hz).
    public var rate: RefreshRate = .standard
    /// The frame budget, ns; nil means one tick interval (8.33 ms at 120 Hz).
    public var budget: Int64?
    /// The clock the budget verdict uses. Default: thread CPU time, which does not count time
    /// the thread spent preempted, so a busy machine does not fail replays. Both clocks are
    /// always measured and reported.
    public var budgetClock: WorkClock = .threadCPU
    /// Check that the layout has a unique solution every tick (costly; default off).
    public var checksAmbiguity = false
    /// After the input ends, keep ticking until the scene settles, at most this long, ns
    /// (default 5 s).
    public var settleLimit: Int64 = 5_000_000_000
    /// Whether to keep every `TickRecord` in the result (default true: tests compare ticks).
    /// Memory then grows with the ticks run; the reports need none of them
    /// (`SimulationResult.statistics`), so `flick replay` and live runs turn it off.
    public var keepsTickRecords = true
    /// Idle time for free: when the scene has nothing time-driven pending
    /// (`Scene.nextWakeTime(after:)`) and no input is due for longer than this, ns, the
    /// simulator skips to the next input or timer instead of running every tick in between
    /// (default 5 s; nil runs every tick). Shorter quiet stretches run tick by tick, so
    /// inputs without such a gap give exactly the digests and tick counts they always did.
    /// See `Simulator` for the rule skipped ticks follow.
    public var idleSkipAfter: Int64? = 5_000_000_000

    public init() {}

    /// The effective budget, ns.
    public var effectiveBudget: Int64 { budget ?? rate.interval }
}
