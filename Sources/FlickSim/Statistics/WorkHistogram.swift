/// A histogram of non-negative durations (ns) in log-linear buckets: exact below 128 ns,
/// then 128 buckets per power of two, so a bucket spans less than 0.8% of its values.
/// Memory is bounded whatever the number of samples: room for 7,424 counters (58 KB), reserved
/// in one allocation on the first sample, of which only the buckets up to the largest sample
/// are in use (and zeroed): about 1,500 for ticks under 100 µs. Larger values use more of the
/// room, never a new allocation, so the allocations a run makes do not depend on how long its
/// ticks took (the bench gate counts them). That bound is what lets a run keep its work
/// percentiles without keeping every tick.
///
/// Percentiles are nearest-rank over the buckets and report a bucket's largest value, capped
/// at the largest sample: never below the exact nearest-rank percentile, and above it by
/// less than 0.8%. The maximum and the mean are exact.
public struct WorkHistogram: Sendable, Hashable {
    /// Sub-buckets per power of two (and the exact range below it), as a bit count: 7 → 128.
    static let subBits = 7
    private var counts: [Int] = []
    /// Samples added.
    public private(set) var count = 0
    /// Their sum, ns (saturating).
    public private(set) var sum: Int64 = 0
    /// The largest sample, ns (0 when empty).
    public private(set) var maximum: Int64 = 0

    public init() {}

    /// Adds one sample (negative values count as 0).
    /// - Complexity: O(1) amortised.
    public mutating func add(_ value: Int64) {
        let v = max(0, value)
        let b = Self.bucket(of: v)
        // Checked every sample, so a copy's buffer (just big enough) is replaced by full room on
        // the next sample whatever its value: the allocations never depend on the timings.
        if b >= counts.count || counts.capacity < Self.bucketCount { extend(to: b) }
        counts[b] += 1
        count += 1
        sum = sum.addingReportingOverflow(v).overflow ? Int64.max : sum + v
        maximum = max(maximum, v)
    }

    /// The nearest-rank percentile `p` (0…1), ns: the largest value of the bucket holding the
    /// ⌈p·n⌉-th smallest sample, capped at the maximum; 0 when empty.
    /// - Complexity: O(buckets).
    public func percentile(_ p: Double) -> Int64 {
        guard count > 0 else { return 0 }
        let rank = max(1, min(count, Int((p * Double(count)).rounded(.up))))
        var seen = 0
        for (b, c) in counts.enumerated() where c > 0 {
            seen += c
            if seen >= rank { return min(maximum, Self.upperBound(of: b)) }
        }
        return maximum
    }

    /// Makes buckets up to `b` usable (zero), within the room reserved on the first sample.
    /// `counts` holds the buckets up to the largest sample's, so two histograms of the same
    /// samples hold the same array (equality and hashing are the counters').
    private mutating func extend(to b: Int) {
        if counts.capacity < Self.bucketCount {
            // The first sample, or the first after a copy: one allocation, the counters kept
            // and the new buckets zeroed in one step (a memset, where appending zeros one at a
            // time costs about 10 instructions a bucket: most buckets a run uses come with
            // its first, slowest ticks).
            let kept = counts
            counts = [Int](unsafeUninitializedCapacity: Self.bucketCount) { room, initialized in
                let used = max(kept.count, b + 1)
                guard let base = room.baseAddress else { return }
                kept.withUnsafeBufferPointer { old in
                    if let from = old.baseAddress { base.initialize(from: from, count: old.count) }
                }
                (base + kept.count).initialize(repeating: 0, count: used - kept.count)
                initialized = used
            }
        }
        while counts.count <= b { counts.append(0) }
    }

    /// The mean, ns (0 when empty).
    public var mean: Double { count > 0 ? Double(sum) / Double(count) : 0 }

    /// Buckets needed for every non-negative `Int64`: one past `bucket(of: .max)`.
    static let bucketCount = bucket(of: .max) + 1

    static func bucket(of v: Int64) -> Int {
        let sub = Int64(1) << subBits
        guard v >= sub else { return Int(v) }
        let e = 63 - v.leadingZeroBitCount          // ≥ subBits
        let mantissa = Int((v >> (e - subBits)) & (sub - 1))
        return (e - subBits + 1) << subBits + mantissa
    }

    static func upperBound(of b: Int) -> Int64 {
        let sub = 1 << subBits
        guard b >= sub else { return Int64(b) }
        let e = b >> subBits + subBits - 1
        let mantissa = Int64(b & (sub - 1))
        let low = (Int64(1) << e) + mantissa << (e - subBits)
        let width = Int64(1) << (e - subBits)
        return low.addingReportingOverflow(width - 1).overflow ? Int64.max : low + (width - 1)
    }
}
