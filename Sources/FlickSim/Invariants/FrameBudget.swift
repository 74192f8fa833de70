import FlickCore

/// **frame budget**: the tick's measured work (input, recognizers and handlers, time-driven
/// parts, layout) stays within `SimulationOptions.effectiveBudget` (one refresh interval by
/// default: 8.33 ms at 120 Hz) on `SimulationOptions.budgetClock` (thread CPU time by default).
/// An event: every tick over budget is reported.
public struct FrameBudget: Invariant {
    public init() {}

    public mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        let options = tick.options
        let budget = options.effectiveBudget
        let judged = options.budgetClock == .threadCPU ? tick.cpuWork : tick.wallWork
        guard judged > budget else { return }
        report.report(.frameBudget,
                      "work \(Format.milliseconds(nanoseconds: judged)) ms > budget \(Format.milliseconds(nanoseconds: budget)) ms by \(options.budgetClock.label) (cpu \(Format.milliseconds(nanoseconds: tick.cpuWork)) ms, wall \(Format.milliseconds(nanoseconds: tick.wallWork)) ms)",
                      persistent: false)
    }
}
