/// A histogram of non-negative durations (ns) in log-linear buckets: exact below 128 ns,
/// then 128 buckets per power of two, so a bucket spans less than 0.8% of its values.
/// Memory is bounded whatever the number of samples: one allocation on the first sample
/// (`HistogramRooms`, 28.7 KiB of 32-bit counters), of which only the rooms in use — the 128
/// buckets of each power of two that a sample fell in — are written: 7 rooms (3.5 KiB) for
/// ticks from 1 µs to 60 µs. Larger or smaller values open more rooms inside it, never a new
/// allocation, so the allocations a run makes do not depend on how long its ticks took (the
/// bench gate counts them). That bound is what lets a run keep its work percentiles without
/// keeping every tick.
///
/// Percentiles are nearest-rank over the buckets and report a bucket's largest value, capped
/// at the largest sample: never below the exact nearest-rank percentile, and above it by
/// less than 0.8%. The maximum and the mean are exact, and so are the counts: a bucket's
/// counter that passes 2³² − 1 (four billion samples in one bucket) carries into `wraps`.
public struct WorkHistogram: Sendable, Hashable {
    /// Sub-buckets per power of two (and the exact range below it), as a bit count: 7 → 128.
    static let subBits = 7
    /// The counters; nil until the first sample. Not checked for sending (a `ManagedBuffer`
    /// cannot be `Sendable`): they change only while this value holds the only reference
    /// (`add` copies them first otherwise), so values sent to other threads never share a
    /// buffer that changes.
    nonisolated(unsafe) private var rooms: HistogramRooms?
    /// How many times each bucket's 32-bit counter wrapped past 2³² − 1; empty (no
    /// allocation) unless a bucket took four billion samples.
    private var wraps: [Int: Int] = [:]
    /// Samples added.
    public private(set) var count = 0
    /// Their sum, ns (saturating).
    public private(set) var sum: Int64 = 0
    /// The largest sample, ns (0 when empty).
    public private(set) var maximum: Int64 = 0

    public init() {}

    /// Adds one sample (negative values count as 0).
    /// - Complexity: O(1); the first sample, and the first after a copy, allocate once.
    public mutating func add(_ value: Int64) {
        let v = max(0, value)
        let b = Self.bucket(of: v)
        // A copy shares its rooms until one of them adds: that one takes rooms of its own,
        // full size, so the allocations never depend on the samples.
        if !isKnownUniquelyReferenced(&rooms) { rooms = HistogramRooms.make(copying: rooms) }
        if rooms.unsafelyUnwrapped.increment(bucket: b) { wraps[b, default: 0] += 1 }
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
        var found: Int64?
        forEachCount { b, c in
            seen += c
            if seen >= rank { found = min(maximum, Self.upperBound(of: b)); return false }
            return true
        }
        return found ?? maximum
    }

    /// The buckets' counts from bucket 0 up to the largest sample's (empty when no sample):
    /// what equality and hashing compare, so two histograms of the same samples, in any
    /// order, are equal.
    /// - Complexity: O(buckets).
    func bucketCounts() -> [Int] {
        guard count > 0 else { return [] }
        var counts = [Int](repeating: 0, count: Self.bucket(of: maximum) + 1)
        forEachCount { b, c in counts[b] = c; return true }
        return counts
    }

    /// Rooms in use: the powers of two (and the exact range below 128 ns) that hold a sample.
    var roomsInUse: Int { rooms?.header ?? 0 }

    /// Calls `body` with each bucket that holds samples and its count, in bucket order, until
    /// it returns false.
    /// - Complexity: O(rooms in use · 128).
    private func forEachCount(_ body: (_ bucket: Int, _ count: Int) -> Bool) {
        guard let rooms else { return }
        for room in 0..<HistogramRooms.roomCount where rooms.isInUse(room: room) {
            let first = room << HistogramRooms.roomBits
            for b in first..<first + HistogramRooms.roomSize {
                var c = Int(rooms.counter(bucket: b))
                if !wraps.isEmpty, let w = wraps[b] { c += w << 32 }
                if c > 0, !body(b, c) { return }
            }
        }
    }

    /// Sets bucket `b`'s count to `value` (modulo 2³²): for tests of a counter's wrap, which
    /// would take four billion samples. `count` and the other totals are left as they are.
    mutating func setCounterForTesting(bucket b: Int, to value: UInt32) {
        if !isKnownUniquelyReferenced(&rooms) { rooms = HistogramRooms.make(copying: rooms) }
        rooms.unsafelyUnwrapped.setCounter(bucket: b, to: value)
    }

    public static func == (a: WorkHistogram, b: WorkHistogram) -> Bool {
        a.count == b.count && a.sum == b.sum && a.maximum == b.maximum && a.bucketCounts() == b.bucketCounts()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(sum)
        hasher.combine(maximum)
        hasher.combine(bucketCounts())
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
