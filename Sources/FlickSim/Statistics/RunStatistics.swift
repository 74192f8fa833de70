/// What a run's reports need of its ticks, kept as they run instead of every `TickRecord`:
/// work on both clocks (histograms, exact maximum and mean), ticks over budget, the hitch
/// lateness, solver pivots. Memory stays bounded however long the run.
///
/// Only ticks that ran are counted: ticks the simulator skipped as idle did no work (see
/// `SimulationOptions.idleSkipAfter`).
public struct RunStatistics: Sendable, Hashable {
    /// Ticks run (work measured).
    public private(set) var ticksRun = 0
    /// Ticks skipped as idle.
    public internal(set) var ticksSkipped = 0
    /// Work per tick, monotonic wall time and thread CPU time, ns.
    public private(set) var wallWork = WorkHistogram()
    public private(set) var cpuWork = WorkHistogram()
    /// Ticks whose judged work exceeded the budget.
    public private(set) var overBudget = 0
    /// Total hitch lateness, ns: ⌈(w − b)/interval⌉ intervals for each tick over budget.
    public private(set) var hitchNanoseconds: Int64 = 0
    /// Solver pivots over the run.
    public private(set) var pivots = 0

    public init() {}

    /// Counts one tick run under `options`.
    /// - Complexity: O(1) amortised.
    public mutating func add(_ t: TickRecord, options: SimulationOptions) {
        ticksRun += 1
        wallWork.add(t.wallWork)
        cpuWork.add(t.cpuWork)
        pivots += t.pivots
        let w = options.budgetClock == .threadCPU ? t.cpuWork : t.wallWork
        let budget = options.effectiveBudget
        if w > budget {
            let interval = options.rate.interval
            overBudget += 1
            let late = (w - budget + interval - 1) / interval * interval
            hitchNanoseconds = hitchNanoseconds.addingReportingOverflow(late).overflow ? Int64.max : hitchNanoseconds + late
        }
    }
}
