import FlickCore

/// The summary of a run, as `flick replay` prints it: ticks, violations, frame work on both
/// clocks (which one the budget verdict used), ticks over budget and the hitch time ratio.
///
/// Hitch model (Apple's): a tick whose judged work w exceeds the budget b is shown
/// ⌈(w − b)/interval⌉ vsync intervals late; the hitch time ratio is the total lateness in ms
/// divided by the run's length in seconds (Apple's ms/s; ≤ 5 good, ≥ 10 critical).
package struct ReplayReport: Sendable {
    package let result: SimulationResult
    /// Work on the clock the verdict used.
    package let work: WorkStatistics
    package let wallWork: WorkStatistics
    package let cpuWork: WorkStatistics
    /// Ticks whose judged work exceeded the budget.
    package let overBudget: Int
    /// Hitch time ratio, ms per s.
    package let hitchRatio: Double
    /// Solver pivots over the run.
    package let pivots: Int
    /// Where the trace came from, for messages.
    package var tracePath: String = ""
    /// What the input's reader noted that a user should know, one sentence each (for an
    /// Android getevent log: devices skipped, axis ranges observed rather than described,
    /// times synthesized); empty for other inputs.
    package var inputNotes: [String] = []
    /// Real (monotonic) time the whole replay took, ns, when the caller measured it
    /// (reading the input, every tick, the checks): replay speed = ticks / this.
    package var replayNanoseconds: Int64?
    /// The same span in the replaying thread's CPU time, ns (steadier on a loaded machine).
    package var replayCPUNanoseconds: Int64?
    /// For a live run (`flick replay --device`): what the clock-driven ticking did.
    package var live: LivePacer.Summary?

    /// Virtual time over the replay's CPU time (the real-time multiple an idle machine gives).
    package var realTimeFactorCPU: Double? {
        guard let ns = replayCPUNanoseconds, ns > 0 else { return nil }
        return Double(result.tickCount) * Double(result.options.rate.interval) / Double(ns)
    }

    /// Ticks simulated per real second, when `replayNanoseconds` is known.
    package var ticksPerSecond: Double? {
        guard let ns = replayNanoseconds, ns > 0 else { return nil }
        return Double(result.tickCount) / (Double(ns) / 1e9)
    }

    /// Virtual time over real time (1000 = a second of interaction replayed in a millisecond).
    package var realTimeFactor: Double? {
        guard let ns = replayNanoseconds, ns > 0 else { return nil }
        let virtual = Double(result.tickCount) * Double(result.options.rate.interval)
        return virtual / Double(ns)
    }

    /// - Complexity: O(1) in the run's length: from `result.statistics`, not its tick records.
    package init(_ result: SimulationResult) {
        self.result = result
        let stats = result.statistics
        wallWork = WorkStatistics(stats.wallWork)
        cpuWork = WorkStatistics(stats.cpuWork)
        work = result.options.budgetClock == .threadCPU ? cpuWork : wallWork
        overBudget = stats.overBudget
        let seconds = Double(max(1, result.tickCount)) * Double(result.options.rate.interval) / 1e9
        hitchRatio = Double(stats.hitchNanoseconds) / 1e6 / seconds
        pivots = stats.pivots
    }

    /// True when every invariant held.
    package var passed: Bool { result.violations.isEmpty }

    /// The run digest as 16 hex digits.
    package var digest: String { FlickCore.StableHash.hex(result.digest) }
}
