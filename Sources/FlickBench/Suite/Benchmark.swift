/// One benchmark's measurement in one sample: the cost of its phase, the operations the
/// phase ran (times are reported per operation), the model's deterministic work counters
/// over the phase, and further per-sample timings that are reported but never gate.
package struct Measurement: Sendable {
    /// The benchmark's full name, e.g. `solver/chain/1000/frame`.
    package var name: String
    /// Operations in the phase (frames, ticks, replays); ≥ 1.
    package var operations: Int
    package var cost: PhaseCost
    /// Deterministic counters, totals over the phase, in report order (see `CounterNames`).
    package var counters: [(name: String, value: Int)]
    /// Further timings of this sample (tick percentiles, ns; the hitch time ratio, ms/s).
    package var extras: [(name: String, value: Double)]

    package init(name: String, operations: Int, cost: PhaseCost,
                 counters: [(name: String, value: Int)] = [], extras: [(name: String, value: Double)] = []) {
        self.name = name
        self.operations = max(1, operations)
        self.cost = cost
        self.counters = counters
        self.extras = extras
    }
}

/// The names of the counters benchmarks report, and which of them gate exactly.
package enum CounterNames {
    package static let pivots = "pivots"
    package static let rowsTouched = "rows_touched"
    package static let framesChanged = "frames_changed"
    package static let ticks = "ticks"
    package static let inputEvents = "input_events"
    /// Fuzz cases run, and those of them that failed an oracle (`fuzz/…`).
    package static let cases = "cases"
    package static let findings = "findings"
    package static let allocations = "allocations"
    /// Bytes requested: reported, not gated (a file path's length changes it).
    package static let allocatedBytes = "allocated_bytes"

    /// Counters a baseline comparison reports but never fails on.
    package static let informational: Set<String> = [allocatedBytes]
    /// Counters that depend on the build configuration (debug and release allocate differently).
    package static let perBuild: Set<String> = [allocations, allocatedBytes]
}

/// What a benchmark measures, for `--list` and reports.
package struct BenchmarkInfo: Sendable {
    /// The full, stable name: `layer/workload[/size]/phase`.
    package let name: String
    /// One line: what one operation is.
    package let summary: String

    package init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }
}

/// A workload that measures one or more benchmarks per run: a solver problem's build,
/// gesture start and frames are three benchmarks of one group, measured in one run.
///
/// A group's `version` names its workload: change what the workload does and bump it, and
/// baselines of the old workload are refused for it instead of compared.
package struct BenchmarkGroup {
    /// The shared name prefix, e.g. `solver/chain/1000`.
    package let name: String
    package let version: Int
    package let benchmarks: [BenchmarkInfo]
    /// In the quick set (`--quick`): what CI runs on a debug build.
    package let isQuick: Bool
    /// Runs the workload once — set-up unmeasured — and returns one measurement per benchmark.
    package let sample: (Probe) throws(BenchError) -> [Measurement]
    /// The same work as a constraint script with phase markers (see
    /// `SolverProblem.constraintScript`), for timing kiwisolver on it; nil for workloads that
    /// are not solver problems.
    package let constraintScript: (() -> String)?

    package init(name: String, version: Int, quick: Bool, benchmarks: [BenchmarkInfo],
                 constraintScript: (() -> String)? = nil,
                 sample: @escaping (Probe) throws(BenchError) -> [Measurement]) {
        self.name = name
        self.version = version
        self.isQuick = quick
        self.benchmarks = benchmarks
        self.constraintScript = constraintScript
        self.sample = sample
    }
}

/// A benchmark that cannot run: its input is missing or bad, or the model refused a step.
package struct BenchError: Error, Sendable, CustomStringConvertible {
    package var message: String
    /// The program the message is about (an `--against` build or this one's worker), nil for none.
    package var program: String?
    package init(_ message: String, program: String? = nil) { self.message = message; self.program = program }
    package var description: String { message }
}
