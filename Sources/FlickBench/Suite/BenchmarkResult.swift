/// Everything measured for one benchmark over a run: per-sample times per operation on both
/// clocks, instructions where counted, further timings, the deterministic counters and the
/// peak resident memory. What a baseline stores and a comparison reads.
package struct BenchmarkResult: Sendable, Equatable {
    /// A named series of per-sample values.
    package struct Series: Sendable, Equatable {
        package var name: String
        package var values: [Double]
        package init(name: String, values: [Double]) { self.name = name; self.values = values }
    }

    /// A named counter value.
    package struct Counter: Sendable, Equatable {
        package var name: String
        package var value: Int
        package init(name: String, value: Int) { self.name = name; self.value = value }
    }

    package var name: String
    /// The group that measured it, and the group's workload version.
    package var group: String
    package var version: Int
    /// Operations per sample.
    package var operations: Int
    /// Monotonic wall time per operation, ns, one value per sample (empty for a counters-only
    /// baseline).
    package var wall: [Double]
    /// Thread CPU time per operation, ns, one per sample.
    package var cpu: [Double]
    /// Hardware instructions per operation, one per sample; empty when not counted.
    package var instructions: [Double]
    /// Further per-sample timings (see `Measurement.extras`).
    package var extras: [Series]
    /// The counters of the first measured sample, in report order.
    package var counters: [Counter]
    /// Counters whose value differed between samples: not deterministic here, never gated.
    package var unstableCounters: [String]
    /// The largest peak resident set size of any sample, bytes.
    package var peakRSS: Int?
    /// How many consecutive samples each worker process took, in order (they add up to the
    /// samples), when the samples came from more than one process (`--against`); empty when
    /// all came from one. The comparison tests per-process summaries when both sides have them.
    package var processSizes: [Int] = []

    package init(name: String, group: String, version: Int, operations: Int, wall: [Double] = [], cpu: [Double] = [],
                 instructions: [Double] = [], extras: [Series] = [], counters: [Counter] = [],
                 unstableCounters: [String] = [], peakRSS: Int? = nil) {
        self.name = name
        self.group = group
        self.version = version
        self.operations = operations
        self.wall = wall
        self.cpu = cpu
        self.instructions = instructions
        self.extras = extras
        self.counters = counters
        self.unstableCounters = unstableCounters
        self.peakRSS = peakRSS
    }

    /// The value of counter `name`, if measured.
    package func counter(_ name: String) -> Int? { counters.first { $0.name == name }?.value }

    /// The per-sample values of a timing metric by name: `cpu`, `wall`, `instructions` or an extra.
    package func series(_ metric: String) -> [Double] {
        switch metric {
        case "cpu": return cpu
        case "wall": return wall
        case "instructions": return instructions
        default: return extras.first { $0.name == metric }?.values ?? []
        }
    }

    /// The per-sample values of `metric` split by worker process (`processSizes`); one block
    /// of all samples when they came from one process.
    /// - Complexity: O(samples).
    package func blocks(_ metric: String) -> [[Double]] {
        let values = series(metric)
        guard !processSizes.isEmpty, processSizes.reduce(0, +) == values.count else { return values.isEmpty ? [] : [values] }
        var blocks: [[Double]] = [], start = 0
        for size in processSizes {
            blocks.append(Array(values[start..<(start + size)]))
            start += size
        }
        return blocks
    }

    /// This result without timings (counters and identity only), for a counters-only baseline.
    package var countersOnly: BenchmarkResult {
        BenchmarkResult(name: name, group: group, version: version, operations: operations, counters: counters,
                        unstableCounters: unstableCounters)
    }
}

/// One run of a group: its measurements and the run's peak resident memory.
package struct GroupSample: Sendable {
    package var measurements: [Measurement]
    package var peakRSS: Int?

    package init(measurements: [Measurement], peakRSS: Int?) {
        self.measurements = measurements
        self.peakRSS = peakRSS
    }
}

extension BenchmarkResult {
    /// The results of `group`'s benchmarks named in `selected` from its measured samples (in
    /// order). Allocation counters are added when `countsAllocations`.
    /// - Parameter processes: the worker process of each sample (any label, one per sample,
    ///   a process's samples consecutive), nil when all came from one; sets `processSizes`.
    /// - Complexity: O(samples × benchmarks × counters).
    package static func aggregate(group: BenchmarkGroup, samples: [GroupSample], selected: Set<String>,
                                  countsAllocations: Bool, processes: [Int]? = nil) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for info in group.benchmarks where selected.contains(info.name) {
            let taken = samples.indices.filter { i in samples[i].measurements.contains { $0.name == info.name } }
            let ms = taken.compactMap { i in samples[i].measurements.first { $0.name == info.name } }
            guard let first = ms.first else { continue }
            func counters(_ m: Measurement) -> [Counter] {
                var list = m.counters.map { Counter(name: $0.name, value: $0.value) }
                if countsAllocations {
                    list.append(Counter(name: CounterNames.allocations, value: m.cost.allocations))
                    list.append(Counter(name: CounterNames.allocatedBytes, value: m.cost.allocatedBytes))
                }
                return list
            }
            let reference = counters(first)
            var unstable: [String] = []
            for m in ms.dropFirst() {
                for (a, b) in zip(reference, counters(m)) where a != b && !unstable.contains(a.name) { unstable.append(a.name) }
            }
            let ops = Double(first.operations)
            let instructions = ms.allSatisfy { $0.cost.instructions != nil } ? ms.map { Double($0.cost.instructions ?? 0) / ops } : []
            var extras: [Series] = []
            for (k, extra) in first.extras.enumerated() {
                extras.append(Series(name: extra.name, values: ms.map { k < $0.extras.count ? $0.extras[k].value : .nan }))
            }
            results.append(BenchmarkResult(
                name: info.name, group: group.name, version: group.version, operations: first.operations,
                wall: ms.map { Double($0.cost.wall) / ops }, cpu: ms.map { Double($0.cost.cpu) / ops },
                instructions: instructions, extras: extras, counters: reference, unstableCounters: unstable,
                peakRSS: samples.compactMap(\.peakRSS).max()))
            if let processes, processes.count == samples.count {
                results[results.count - 1].processSizes = runLengths(taken.map { processes[$0] })
            }
        }
        return results
    }

    /// The lengths of the runs of equal labels: [3, 3, 5, 5, 5] → [2, 3]; [] for one run.
    private static func runLengths(_ labels: [Int]) -> [Int] {
        var sizes: [Int] = [], previous: Int?
        for label in labels {
            if label == previous { sizes[sizes.count - 1] += 1 } else { sizes.append(1) }
            previous = label
        }
        return sizes.count > 1 ? sizes : []
    }
}
