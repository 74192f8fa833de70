/// Percentiles of per-tick work on one clock, microseconds.
public struct WorkStatistics: Sendable, Hashable {
    public var p50: Double
    public var p95: Double
    public var p99: Double
    public var max: Double
    public var mean: Double

    /// Nearest-rank percentiles of `samples` (ns), reported in µs.
    /// - Complexity: O(n log n).
    public init(nanoseconds samples: [Int64]) {
        guard !samples.isEmpty else { p50 = 0; p95 = 0; p99 = 0; max = 0; mean = 0; return }
        let s = samples.sorted()
        func rank(_ p: Double) -> Double {
            let r = Int((p * Double(s.count)).rounded(.up))
            return Double(s[Swift.max(0, Swift.min(s.count - 1, r - 1))]) / 1000
        }
        p50 = rank(0.50); p95 = rank(0.95); p99 = rank(0.99)
        max = Double(s[s.count - 1]) / 1000
        mean = Double(s.reduce(0, +)) / Double(s.count) / 1000
    }

    /// The percentiles of a run's histogram (within 0.8%, never below; see `WorkHistogram`),
    /// in µs; the maximum and mean exact.
    /// - Complexity: O(buckets).
    public init(_ h: WorkHistogram) {
        p50 = Double(h.percentile(0.50)) / 1000
        p95 = Double(h.percentile(0.95)) / 1000
        p99 = Double(h.percentile(0.99)) / 1000
        max = Double(h.maximum) / 1000
        mean = h.mean / 1000
    }
}
