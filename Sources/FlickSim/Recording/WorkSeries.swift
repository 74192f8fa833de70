/// The measured work of every tick run, kept within a bound, for a frame-time chart.
///
/// One sample per tick run (skipped idle ticks have none). While there are more than `limit`
/// samples, the stride doubles and samples within one stride of ticks merge: the largest work
/// on each clock (so a spike is never averaged away), the summed counters, the first tick.
/// - Complexity: `append` amortised O(1).
package struct WorkSeries: Sendable {
    /// One tick's work (or, once merged, one stride's).
    package struct Sample: Sendable, Hashable {
        /// The (first) tick, 0-based.
        package var tick: Int
        /// Work on the monotonic clock and in thread CPU time, ns.
        package var wall: Int64
        package var cpu: Int64
        /// Solver pivots and views whose frame changed in layout.
        package var pivots: Int
        package var framesChanged: Int
        /// Input frames delivered.
        package var inputFrames: Int
    }

    package private(set) var samples: [Sample] = []
    /// Ticks per sample: 1 until the bound is reached, then 2, 4, …
    package private(set) var stride = 1
    /// The bound on the samples kept (at least 2).
    package let limit: Int

    package init(limit: Int) { self.limit = Swift.max(2, limit) }

    /// Adds a tick's sample (ticks in increasing order).
    package mutating func append(_ s: Sample) {
        if let last = samples.last, last.tick / stride == s.tick / stride {
            samples[samples.count - 1] = Self.merge(last, s)
        } else {
            samples.append(s)
        }
        while samples.count > limit { resample() }
    }

    private mutating func resample() {
        stride *= 2
        var out: [Sample] = []
        out.reserveCapacity(samples.count / 2 + 1)
        for s in samples {
            if let last = out.last, last.tick / stride == s.tick / stride {
                out[out.count - 1] = Self.merge(last, s)
            } else {
                out.append(s)
            }
        }
        samples = out
    }

    static func merge(_ a: Sample, _ b: Sample) -> Sample {
        Sample(tick: a.tick, wall: Swift.max(a.wall, b.wall), cpu: Swift.max(a.cpu, b.cpu),
               pivots: a.pivots + b.pivots, framesChanged: a.framesChanged + b.framesChanged,
               inputFrames: a.inputFrames + b.inputFrames)
    }
}
