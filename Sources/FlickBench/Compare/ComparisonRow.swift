/// One row of a comparison: a benchmark's metric, baseline against current, the change, the
/// test's evidence and the verdict.
package struct ComparisonRow: Sendable, Equatable {
    /// What a metric is.
    package enum Kind: String, Sendable {
        /// A timing per operation, ns (or a ratio such as the hitch time ratio): compared by
        /// the rank test.
        case time
        /// A deterministic counter: compared exactly.
        case counter
        /// Peak resident memory, bytes: shown, never judged.
        case memory
    }

    package var benchmark: String
    package var metric: String
    package var kind: Kind
    /// Whether this row can fail the gate.
    package var gates: Bool
    /// The baseline's and current run's value: the median for timings, the count for counters.
    package var baseline: Double?
    package var current: Double?
    /// current / baseline − 1: the Hodges–Lehmann estimate for timings, exact for counters.
    package var change: Double?
    /// The change's confidence interval (1 − alpha), for timings with enough samples.
    package var lower: Double?
    package var upper: Double?
    /// The rank test's two-sided p-value, for timings.
    package var pValue: Double?
    package var verdict: Verdict
    /// The process-level noise, for timings measured in many worker processes a side
    /// (`--against`): the larger side's robust spread of per-process medians, as a fraction of
    /// the median (`TimingJudgement.processNoise`). nil otherwise.
    package var processNoise: Double?
    /// Why it was not compared, or a remark.
    package var note: String?

    package init(benchmark: String, metric: String, kind: Kind, gates: Bool, baseline: Double? = nil, current: Double? = nil,
                 change: Double? = nil, lower: Double? = nil, upper: Double? = nil, pValue: Double? = nil,
                 verdict: Verdict, note: String? = nil) {
        self.benchmark = benchmark
        self.metric = metric
        self.kind = kind
        self.gates = gates
        self.baseline = baseline
        self.current = current
        self.change = change
        self.lower = lower
        self.upper = upper
        self.pValue = pValue
        self.verdict = verdict
        self.note = note
    }

    /// Whether this row fails the gate.
    package var fails: Bool { gates && verdict == .regressed }
}
