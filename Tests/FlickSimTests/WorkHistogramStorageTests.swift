import FlickCore
import Testing
@testable import FlickSim

/// `WorkHistogram` keeps its counters in rooms (`HistogramRooms`): the 128 buckets of each
/// power of two that a sample fell in, 32-bit counters, in the order first used. Its values
/// must be those of the flat layout it replaced (one `Int` counter per bucket from 0 up to the
/// largest sample's), which `FlatHistogram` below restates, on any samples.
@Suite("work histogram storage")
struct WorkHistogramStorageTests {
    /// The layout before rooms: one counter per bucket, from bucket 0 to the largest sample's.
    struct FlatHistogram {
        var counts: [Int] = []
        var count = 0
        var maximum: Int64 = 0

        mutating func add(_ value: Int64) {
            let v = max(0, value)
            let b = WorkHistogram.bucket(of: v)
            while counts.count <= b { counts.append(0) }
            counts[b] += 1
            count += 1
            maximum = max(maximum, v)
        }

        func percentile(_ p: Double) -> Int64 {
            guard count > 0 else { return 0 }
            let rank = max(1, min(count, Int((p * Double(count)).rounded(.up))))
            var seen = 0
            for (b, c) in counts.enumerated() where c > 0 {
                seen += c
                if seen >= rank { return min(maximum, WorkHistogram.upperBound(of: b)) }
            }
            return maximum
        }
    }

    static let ranks: [Double] = [0, 0.001, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999, 1]

    /// Random samples of four shapes (tick-like 0.3–300 µs, log-uniform over every power of
    /// two, a few values repeated, negatives and zero mixed in): the same counts per bucket,
    /// percentiles, maximum, sum and mean as the flat layout.
    @Test(arguments: [1, 2, 127, 1_000, 50_000])
    func valuesEqualTheFlatLayoutsOnRandomSamples(n: Int) {
        var rng = SeededRandom(seed: UInt64(n) &* 2_654_435_761)
        let shapes: [(inout SeededRandom) -> Int64] = [
            { Int64(300 + $0.next() % 300_000) },
            { Int64(truncatingIfNeeded: $0.next() >> ($0.next() % 64)) },
            { [Int64(900), 1_024, 45_000, 1_000_000][Int($0.next() % 4)] },
            { Int64(truncatingIfNeeded: $0.next() % 2_000) - 500 },
        ]
        for (shape, draw) in shapes.enumerated() {
            var rooms = WorkHistogram(), flat = FlatHistogram()
            var sum: Int64 = 0
            for _ in 0..<n {
                let v = draw(&rng)
                rooms.add(v)
                flat.add(v)
                let m = max(0, v)
                sum = sum.addingReportingOverflow(m).overflow ? Int64.max : sum + m
            }
            #expect(rooms.bucketCounts() == flat.counts, "shape \(shape), n \(n)")
            for p in Self.ranks {
                #expect(rooms.percentile(p) == flat.percentile(p), "shape \(shape), n \(n), p \(p)")
            }
            #expect(rooms.count == n && rooms.maximum == flat.maximum && rooms.sum == sum)
            #expect(rooms.mean == (n > 0 ? Double(sum) / Double(n) : 0))
        }
    }

    /// Edges: no sample; zero and negatives (bucket 0); the last exact value and the first
    /// logarithmic one (127, 128 ns); each room's first and last bucket; `Int64.max` (the last
    /// room's last bucket).
    @Test func edgesEqualTheFlatLayouts() {
        let empty = WorkHistogram()
        #expect(empty.percentile(0.5) == 0 && empty.percentile(1) == 0 && empty.bucketCounts().isEmpty)
        #expect(empty.roomsInUse == 0 && empty.mean == 0)

        var edges: [Int64] = [0, -7, Int64.min, 127, 128, 255, 256, Int64.max, Int64.max - 1]
        for e in 7..<63 { edges += [Int64(1) << e, (Int64(1) << e) - 1, (Int64(1) << e) | ((Int64(1) << e) - 1)] }
        var rooms = WorkHistogram(), flat = FlatHistogram()
        for v in edges {
            rooms.add(v)
            flat.add(v)
            #expect(rooms.bucketCounts() == flat.counts, "after \(v)")
            #expect(rooms.percentile(0.5) == flat.percentile(0.5) && rooms.percentile(1) == flat.percentile(1))
        }
        #expect(rooms.roomsInUse == HistogramRooms.roomCount)
        #expect(rooms.percentile(1) == Int64.max)
        #expect(rooms.percentile(0) == 0)
        #expect(rooms.sum == Int64.max)
    }

    /// Only the rooms a sample fell in are opened: ticks from 1 µs to 60 µs use 7 (2⁹ to
    /// 2¹⁵ ns), whatever their number.
    @Test func onlyTheRoomsOfTheSamplesAreOpened() {
        var h = WorkHistogram()
        var rng = SeededRandom(seed: 11)
        for _ in 0..<10_000 { h.add(Int64(1_000 + rng.next() % 59_001)) }
        #expect(h.roomsInUse == 7)
        h.add(100)          // the exact range below 128 ns: one more room
        h.add(60_000)       // a room in use
        #expect(h.roomsInUse == 8)
    }

    /// Rooms open in the order samples come, so two histograms of the same samples can hold
    /// them in different places: still equal, with equal hashes; one sample more or less is
    /// not equal.
    @Test func equalityIsTheBucketCountsWhateverTheRoomOrder() {
        let samples: [Int64] = [50_000_000, 3, 900, 1_200_000, 130, 40_000, 900, Int64.max]
        var forward = WorkHistogram(), backward = WorkHistogram()
        for v in samples { forward.add(v) }
        for v in samples.reversed() { backward.add(v) }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        var more = backward
        more.add(900)
        #expect(more != forward)
        var otherSample = WorkHistogram()
        for v in samples.dropLast() { otherSample.add(v) }
        otherSample.add(Int64.max - 1)     // same bucket, same count, other maximum
        #expect(otherSample != forward)
        #expect(WorkHistogram() == WorkHistogram())
    }

    /// A copy shares its rooms until either adds; then each goes on alone, and both equal
    /// histograms built straight from their samples — new rooms included.
    @Test func aCopyAndItsOriginalGoOnApart() {
        var a = WorkHistogram()
        for v: Int64 in [1_000, 2_000, 64] { a.add(v) }
        var b = a
        a.add(5_000_000)          // a new room in the original
        b.add(2_000)              // a room in use in the copy
        b.add(90)
        var straightA = WorkHistogram(), straightB = WorkHistogram()
        for v: Int64 in [1_000, 2_000, 64, 5_000_000] { straightA.add(v) }
        for v: Int64 in [1_000, 2_000, 64, 2_000, 90] { straightB.add(v) }
        #expect(a == straightA && b == straightB)
        #expect(a.roomsInUse == 4 && b.roomsInUse == 3)
        #expect(b.percentile(1) == 2_000 && a.percentile(1) == 5_000_000)
    }

    /// A bucket's 32-bit counter that passes 2³² − 1 carries: the count stays exact (set near
    /// the wrap by the test hook, as four billion samples would take minutes).
    @Test func aCounterPastTwoToTheThirtyTwoCarries() {
        var h = WorkHistogram()
        h.add(1_000)
        h.add(50)
        let b = WorkHistogram.bucket(of: 1_000)
        h.setCounterForTesting(bucket: b, to: UInt32.max)
        #expect(h.bucketCounts()[b] == Int(UInt32.max))
        h.add(1_000)
        #expect(h.bucketCounts()[b] == 1 << 32)
        h.add(1_000)
        #expect(h.bucketCounts()[b] == 1 << 32 + 1)
        #expect(h.bucketCounts()[WorkHistogram.bucket(of: 50)] == 1)
        var copy = h
        copy.add(1_000)
        #expect(copy.bucketCounts()[b] == 1 << 32 + 2 && h.bucketCounts()[b] == 1 << 32 + 1)
    }
}
