/// How a run was made: the sampling plan and selection, as stored with its results.
package struct RunSettings: Sendable, Equatable {
    /// Unmeasured runs per group.
    package var warmup = 1
    /// The sampling plan in words (`20 per group, fewer (at least 5) after 30 s`).
    package var samples = "\(SamplingPlan.defaultSamples) per group"
    /// Only the quick set.
    package var quick = false
    /// The `--filter` pattern, if any.
    package var filter: String?
    /// Saved without timings (`--counters-only`).
    package var countersOnly = false
    /// `--against` only: worker processes per build and group, and the seed of their order
    /// (`InterleavedRun.Design`); nil otherwise.
    package var processes: Int?
    package var orderSeed: UInt64?

    package init() {}
}

/// One `flick bench` run as a document: the environment, the settings, every benchmark's
/// results, notes on what was left out, kiwisolver timings when asked. The format of
/// `--json` and `--save-baseline` (schema `flick-bench`, version 1), read back by `--baseline`
/// exactly: counters are integers and every double is written in the shortest text that
/// reads back to the same value.
package struct BenchDocument: Sendable, Equatable {
    /// The value of the `schema` key.
    package static let schema = "flick-bench"
    /// The only version this flick reads and writes.
    package static let version = 1

    package var environment: BenchEnvironment
    package var settings: RunSettings
    package var results: [BenchmarkResult]
    package var notes: [String] = []
    package var kiwi: [KiwiResult] = []

    package init(environment: BenchEnvironment, settings: RunSettings, results: [BenchmarkResult], notes: [String] = [],
                 kiwi: [KiwiResult] = []) {
        self.environment = environment
        self.settings = settings
        self.results = results
        self.notes = notes
        self.kiwi = kiwi
    }

    /// The result named `name`.
    package func result(_ name: String) -> BenchmarkResult? { results.first { $0.name == name } }

    /// This document without timings: counters and identity only, for a baseline that holds
    /// only what never depends on the machine.
    package var countersOnly: BenchDocument {
        var d = self
        d.results = results.map(\.countersOnly)
        d.settings.countersOnly = true
        d.kiwi = []
        return d
    }
}

/// A kiwisolver timing of one solver benchmark's phase (`--with-kiwi`).
package struct KiwiResult: Sendable, Equatable {
    package var benchmark: String
    /// Seconds per operation, one value per kiwisolver run; empty when it did not finish.
    package var seconds: [Double]
    /// Why there is no timing (`did not finish in 60 s`, `aborted`), if there is none.
    package var note: String?

    package init(benchmark: String, seconds: [Double], note: String? = nil) {
        self.benchmark = benchmark
        self.seconds = seconds
        self.note = note
    }
}
