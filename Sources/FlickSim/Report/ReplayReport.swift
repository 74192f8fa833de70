/// The summary of a run, as `flick replay` prints it: ticks, violations, frame work on both
/// clocks (which one the budget verdict used), ticks over budget and the hitch time ratio.
///
/// Hitch model (BEHAVIOUR §8.3): a tick whose judged work w exceeds the budget b is shown
/// ⌈(w − b)/interval⌉ vsync intervals late; the hitch time ratio is the total lateness in ms
/// divided by the run's length in seconds (Apple's ms/s; ≤ 5 good, ≥ 10 critical).
public struct ReplayReport: Sendable {
    public let result: SimulationResult
    /// Work on the clock the verdict used.
    public let work: WorkStatistics
    public let wallWork: WorkStatistics
    public let cpuWork: WorkStatistics
    /// Ticks whose judged work exceeded the budget.
    public let overBudget: Int
    /// Hitch time ratio, ms per s.
    public let hitchRatio: Double
    /// Solver pivots over the run.
    public let pivots: Int
    /// Where the trace came from, for messages.
    public var tracePath: String = ""

    public init(_ result: SimulationResult) {
        self.result = result
        wallWork = WorkStatistics(nanoseconds: result.ticks.map(\.wallWork))
        cpuWork = WorkStatistics(nanoseconds: result.ticks.map(\.cpuWork))
        work = result.options.budgetClock == .threadCPU ? cpuWork : wallWork
        let budget = result.options.effectiveBudget
        let interval = result.options.rate.interval
        var over = 0
        var hitch: Int64 = 0
        for t in result.ticks {
            let w = result.options.budgetClock == .threadCPU ? t.cpuWork : t.wallWork
            if w > budget {
                over += 1
                hitch += (w - budget + interval - 1) / interval * interval
            }
        }
        overBudget = over
        let seconds = Double(max(1, result.ticks.count)) * Double(interval) / 1e9
        hitchRatio = Double(hitch) / 1e6 / seconds
        pivots = result.ticks.reduce(0) { $0 + $1.pivots }
    }

    /// True when every invariant held.
    public var passed: Bool { result.violations.isEmpty }

    /// The run digest as 16 hex digits.
    public var digest: String { hexDigest(result.digest) }
}
