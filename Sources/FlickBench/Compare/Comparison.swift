import FlickCore

/// A current run judged against a baseline (a saved run, or another build's run with
/// `--against`): one row per benchmark and metric, warnings, a summary and the gate's outcome.
///
/// Counters compare exactly: any rise of a gating counter is a regression, on any machine.
/// Allocation counts compare only between builds of one configuration. Timings compare by the
/// rank test (`TimingJudgement`) — on per-process medians when both sides' samples came from
/// several worker processes (`--against`), else sample by sample — and only between runs with
/// the same environment fingerprint
/// (machine and build) — a baseline from another machine, or one saved `--counters-only`,
/// gates on counters alone. The gating clock's time is the one timing per benchmark that can
/// fail the gate; the other clock, tick percentiles, the hitch ratio and instructions are
/// judged the same way but only reported, so that many noisy metrics cannot add up to false
/// alarms. Peak memory is shown, never judged.
package struct Comparison: Sendable {
    /// Counts of the outcome.
    package struct Summary: Sendable, Equatable {
        package var regressedCounters = 0
        package var regressedTimings = 0
        package var improved = 0
        package var same = 0
        package var notCompared = 0
        package var new = 0
        package var missing = 0
        package var otherChanges = 0

        package var regressions: Int { regressedCounters + regressedTimings }
    }

    package let rows: [ComparisonRow]
    package let warnings: [String]
    package let settings: GateSettings
    package let summary: Summary
    /// Whether the timings were compared at all (same machine and build, with timings on both sides).
    package let timingsCompared: Bool

    /// Whether the gate fails (exit 1).
    package var failed: Bool { rows.contains(where: \.fails) }

    /// Compares `current` with `baseline`.
    /// - Parameters:
    ///   - isSelected: whether the current run selected a benchmark (a baseline benchmark the
    ///     run selected but did not measure is reported missing; others are ignored).
    /// - Throws: `BaselineError` when the baseline cannot be compared: a benchmark's workload
    ///   changed (its version differs), or no benchmark is in both.
    /// - Complexity: O(benchmarks × metrics × samples² log samples).
    package init(baseline: BenchDocument, current: BenchDocument, settings: GateSettings,
                 isSelected: (String) -> Bool = { _ in true }) throws(BaselineError) {
        self.settings = settings
        var rows: [ComparisonRow] = []
        var warnings: [String] = []
        let common = current.results.filter { baseline.result($0.name) != nil }
        guard !common.isEmpty else {
            let theirs = baseline.results.prefix(5).map(\.name).joined(separator: ", ")
            throw BaselineError("the baseline has none of the \(current.results.count) benchmarks this run measured"
                                + (theirs.isEmpty ? " (it holds none)" : " (it holds \(theirs)\(baseline.results.count > 5 ? ", …" : ""))"))
        }
        let changed = common.compactMap { r -> String? in
            guard let b = baseline.result(r.name), b.version != r.version else { return nil }
            return "\(r.name) (baseline workload version \(b.version), this flick's \(r.version))"
        }
        if !changed.isEmpty {
            throw BaselineError("incompatible baseline: the workload of \(changed.count) benchmark(s) changed since it was saved: "
                                + changed.prefix(3).joined(separator: "; ") + (changed.count > 3 ? "; …" : ""))
        }

        // Can timings compare at all?
        var timingNote: String?
        if baseline.settings.countersOnly || baseline.results.allSatisfy({ $0.cpu.isEmpty && $0.wall.isEmpty }) {
            timingNote = "no baseline timings"
            warnings.append("timings not compared: the baseline holds counters only (saved with --counters-only)")
        } else if baseline.environment.timingFingerprint != current.environment.timingFingerprint {
            timingNote = "other machine or build"
            warnings.append("timings not compared: the baseline was measured on \(baseline.environment.timingFingerprint), this run on \(current.environment.timingFingerprint); compare timings on one machine, with --against for the fairest test")
        }
        let allocationsComparable = current.environment.allocationsComparable(with: baseline.environment)
        if !allocationsComparable {
            warnings.append("allocation counts not compared: the baseline is a \(baseline.environment.build) build by \(baseline.environment.swift), this a \(current.environment.build) build by \(current.environment.swift) (the optimizer decides which allocations remain); pivots, rows touched and the other counters compare across builds")
        }
        let gatingClock = settings.clock == "wall" ? "wall" : "cpu"
        let otherClock = gatingClock == "wall" ? "cpu" : "wall"
        var noisy: [String] = []

        for result in current.results {
            guard let base = baseline.result(result.name) else {
                rows.append(ComparisonRow(benchmark: result.name, metric: "-", kind: .counter, gates: false, verdict: .new,
                                          note: "not in the baseline"))
                continue
            }
            // Timings.
            var metrics: [(String, Bool)] = [(gatingClock, settings.gatesTimings), (otherClock, false)]
            if !result.instructions.isEmpty || !base.instructions.isEmpty { metrics.append(("instructions", false)) }
            metrics += result.extras.map { ($0.name, false) }
            for (metric, gates) in metrics {
                let a = base.series(metric), b = result.series(metric)
                var row = ComparisonRow(benchmark: result.name, metric: metric, kind: .time, gates: gates,
                                        baseline: a.isEmpty ? nil : Quantiles.median(a), current: b.isEmpty ? nil : Quantiles.median(b),
                                        verdict: .notCompared)
                if let timingNote {
                    row.note = timingNote
                } else {
                    // Samples from many worker processes a side (`--against`) are judged per
                    // process; a saved baseline's, from one process, sample by sample.
                    let blocksA = base.blocks(metric), blocksB = result.blocks(metric)
                    let perProcess = blocksA.count > 1 && blocksB.count > 1
                    let j = perProcess
                        ? TimingJudgement(baselineProcesses: blocksA, currentProcesses: blocksB, settings: settings, gates: gates)
                        : TimingJudgement(baseline: a, current: b, settings: settings, gates: gates)
                    if perProcess {
                        let sides = [TimingJudgement.processNoise(blocksA), TimingJudgement.processNoise(blocksB)].compactMap { $0 }
                        row.processNoise = sides.max()
                    }
                    row.verdict = j.verdict
                    row.change = j.change
                    row.lower = j.lower
                    row.upper = j.upper
                    row.pValue = j.pValue
                    row.note = j.note
                    if gates && !a.isEmpty && !b.isEmpty {
                        let noise = perProcess ? (row.processNoise ?? 0) : max(TimingJudgement.noise(a), TimingJudgement.noise(b))
                        let units = perProcess ? min(blocksA.count, blocksB.count) : min(a.count, b.count)
                        let resolution = TimingJudgement.resolution(noise: noise, samples: units, alpha: settings.alpha)
                        if resolution > settings.threshold && units >= SamplingPlan.minimumTimedSamples {
                            noisy.append("\(result.name) (\(perProcess ? "process noise" : "noise") \(Self.percent(noise)), resolves about \(Self.percent(resolution)))")
                        }
                    }
                }
                rows.append(row)
            }
            // Counters.
            var names = result.counters.map(\.name)
            for c in base.counters where !names.contains(c.name) { names.append(c.name) }
            for name in names {
                let informational = CounterNames.informational.contains(name)
                var row = ComparisonRow(benchmark: result.name, metric: name, kind: .counter, gates: !informational,
                                        baseline: base.counter(name).map(Double.init), current: result.counter(name).map(Double.init),
                                        verdict: .notCompared)
                if result.counter(name) == nil {
                    row.note = "not measured in this run"
                } else if base.counter(name) == nil {
                    row.verdict = .new
                    row.note = "not in the baseline"
                } else if CounterNames.perBuild.contains(name) && !allocationsComparable {
                    row.note = "baseline: \(baseline.environment.build) build, \(baseline.environment.swift)"
                } else if result.unstableCounters.contains(name) || base.unstableCounters.contains(name) {
                    row.note = "varies between samples"
                } else if let a = base.counter(name), let b = result.counter(name) {
                    row.change = a == 0 ? (b == 0 ? 0 : nil) : Double(b) / Double(a) - 1
                    if a == b {
                        row.verdict = .same
                    } else if informational {
                        row.verdict = .changed
                    } else {
                        row.verdict = b > a ? .regressed : .improved
                    }
                }
                rows.append(row)
            }
            // Peak memory.
            if let a = base.peakRSS, let b = result.peakRSS, timingNote == nil {
                let change = Double(b) / Double(max(a, 1)) - 1
                rows.append(ComparisonRow(benchmark: result.name, metric: "peak_rss", kind: .memory, gates: false,
                                          baseline: Double(a), current: Double(b), change: change,
                                          verdict: abs(change) >= settings.threshold ? .changed : .same))
            }
        }
        for base in baseline.results where current.result(base.name) == nil && isSelected(base.name) {
            rows.append(ComparisonRow(benchmark: base.name, metric: "-", kind: .counter, gates: false, verdict: .missing,
                                      note: "in the baseline, not measured in this run"))
        }
        if !noisy.isEmpty {
            warnings.append("samples too noisy to resolve a \(Self.percent(settings.threshold)) change: " + noisy.prefix(4).joined(separator: ", ")
                            + (noisy.count > 4 ? " and \(noisy.count - 4) more" : "") + "; take more samples (--runs N; with --against, more worker processes: --processes N) or use a quieter machine")
        }
        let unstable = Set(current.results.flatMap { r in r.unstableCounters.map { "\(r.name) \($0)" } })
        if !unstable.isEmpty {
            warnings.append("counters that varied between samples (not gated): " + unstable.sorted().prefix(4).joined(separator: ", "))
        }

        var summary = Summary()
        for row in rows {
            switch row.verdict {
            case .regressed where row.gates: if row.kind == .counter { summary.regressedCounters += 1 } else { summary.regressedTimings += 1 }
            case .improved: summary.improved += 1
            case .same: summary.same += 1
            case .notCompared: summary.notCompared += 1
            case .new: summary.new += 1
            case .missing: summary.missing += 1
            default: summary.otherChanges += 1
            }
        }
        self.rows = rows
        self.warnings = warnings
        self.summary = summary
        self.timingsCompared = timingNote == nil
    }

    /// `0.052` → `5.2%`.
    package static func percent(_ fraction: Double) -> String {
        let p = fraction * 100
        return (abs(p) >= 10 ? Format.fixed(p, decimals: 0) : Format.fixed(p, decimals: 1)) + "%"
    }
}
