/// What a comparison concluded about one metric of one benchmark.
package enum Verdict: String, Sendable, CaseIterable {
    /// A gating metric got worse beyond tolerance: a counter rose, or a timing is slower by the
    /// threshold or more and the test says the change is real. Fails the gate (exit 1).
    case regressed
    /// A gating metric got better the same way.
    case improved
    /// Significantly slower, but under the threshold, or on a metric that does not gate.
    case slower
    /// Significantly faster, but under the threshold, or on a metric that does not gate.
    case faster
    /// An informational counter or the peak memory changed.
    case changed
    /// No change: counters equal, or a timing difference the test does not call real.
    case same
    /// Not compared; the row's note says why.
    case notCompared = "not compared"
    /// Only in the current run.
    case new
    /// Only in the baseline.
    case missing
}

/// How a comparison judges timings.
package struct GateSettings: Sendable, Equatable {
    /// The rank test's level, two-sided; default 0.01. The gate's false alarms on identical
    /// distributions stay below alpha / 2 per timing (a regression is one direction).
    package var alpha = 0.01
    /// The smallest slowdown that fails the gate, as a fraction; default 0.05 (5 %).
    package var threshold = 0.05
    /// The clock whose timings gate: `cpu` (thread CPU time, default — preemption on a busy
    /// machine does not count) or `wall`. The other is reported.
    package var clock = "cpu"
    /// Whether timings can fail the gate at all (counters always can).
    package var gatesTimings = true

    package init() {}
}
