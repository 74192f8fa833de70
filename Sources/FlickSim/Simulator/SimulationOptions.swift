import FlickCore

/// How the simulator runs: tick rate, frame budget and which clock judges it, optional checks.
public struct SimulationOptions: Sendable {
    /// Ticks per second (default 120 Hz).
    public var rate: RefreshRate = .standard
    /// The frame budget, ns of `budgetClock` time (a real clock, not virtual time); nil means
    /// one tick interval (8.33 ms at 120 Hz).
    public var budget: Int64?
    /// The clock the budget verdict uses. Default: thread CPU time, which does not count time
    /// the thread spent preempted, so a busy machine does not fail replays. Both clocks are
    /// measured and reported (see `measuresCPUEveryTick`).
    public var budgetClock: WorkClock = .threadCPU
    /// Whether every tick's work is read on both clocks (default true). When false, the thread
    /// CPU clock (a system call: about 0.5 µs on a virtual machine, where the monotonic clock
    /// costs 40 ns) is read at the end of a tick only when its wall-clock span comes within
    /// `cpuReadMargin` of the budget, so a tick costs one CPU-clock read instead of two. A
    /// thread's CPU time over an interval never exceeds the wall time, so the budget verdict
    /// and its message are the same; a tick far under budget records its wall span as its CPU
    /// work (an upper bound), which makes the run's CPU-work statistics wall-clock figures.
    /// For runs that need the verdict and no work statistics (a fuzz case's runs).
    public var measuresCPUEveryTick = true
    /// How close to the budget, ns, a tick's wall span must come for its CPU span to be read
    /// when `measuresCPUEveryTick` is off (50 µs: far above the few hundred nanoseconds by
    /// which the two clock reads' order can make the CPU span exceed the wall span).
    public static let cpuReadMargin: Int64 = 50_000
    /// Check that the layout has a unique solution every tick (costly; default off).
    public var checksAmbiguity = false
    /// After the input ends, keep ticking until the scene settles, at most this long, ns of
    /// virtual time (default 5 s).
    public var settleLimit: Int64 = 5_000_000_000
    /// Whether to keep every `TickRecord` in the result (default true: tests compare ticks).
    /// Memory then grows with the ticks run; the reports need none of them
    /// (`SimulationResult.statistics`), so `flick replay` and live runs turn it off.
    public var keepsTickRecords = true
    /// Idle time for free: when the scene has nothing time-driven pending
    /// (`Scene.nextWakeTime(after:)`) and no input is due for longer than this, ns of virtual
    /// time, the simulator skips to the next input or timer instead of running every tick in
    /// between (default 5 s; nil runs every tick). Shorter quiet stretches run tick by tick, so
    /// inputs without such a gap give exactly the digests and tick counts they always did.
    /// See `Simulator` for the rule skipped ticks follow.
    public var idleSkipAfter: Int64? = 5_000_000_000

    public init() {}

    /// The effective budget, ns.
    public var effectiveBudget: Int64 { budget ?? rate.interval }
}
