import Testing
@testable import FlickGestures
import FlickTestSupport


@Suite struct VelocityTrackerTests {
    @Test func linearPathGivesExactVelocity() {
        var tracker = VelocityTracker()
        for i in 0..<12 {
            let t = Int64(i) * 8 * ms
            let s = Double(t) / 1e9
            tracker.add(time: t, x: 10 + 300 * s, y: 5 - 1200 * s)
        }
        let v = tracker.velocity()
        #expect(abs(v.x - 300) < 1e-6)
        #expect(abs(v.y + 1200) < 1e-6)
    }

    @Test func quadraticPathGivesDerivativeAtNewestSample() {
        // x(t) = 2 + 100 t + 4000 t², x'(t) = 100 + 8000 t.
        var tracker = VelocityTracker()
        var last = 0.0
        for i in 0..<10 {
            let t = Int64(i) * 7 * ms
            let s = Double(t) / 1e9
            last = s
            tracker.add(time: t, x: 2 + 100 * s + 4000 * s * s, y: 0)
        }
        #expect(abs(tracker.velocity().x - (100 + 8000 * last)) < 1e-6)
    }

    @Test func onlySamplesWithinTheHorizonCount() {
        var tracker = VelocityTracker()
        // 200 ms moving at 1000 pt/s, then 60 ms at 100 pt/s sampled every 10 ms (no gap).
        var x = 0.0
        var t: Int64 = 0
        for _ in 0..<20 { t += 10 * ms; x += 10; tracker.add(time: t, x: x, y: 0) }
        for _ in 0..<12 { t += 10 * ms; x += 1; tracker.add(time: t, x: x, y: 0) }
        // Newest 11 samples (100 ms) are all at 100 pt/s.
        #expect(abs(tracker.velocity().x - 100) < 1e-6)
        #expect(tracker.usableSamples().count == 11)
    }

    @Test func aStopGapDiscardsOlderSamples() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, x: 0, y: 0)
        tracker.add(time: 10 * ms, x: 50, y: 0)
        // 41 ms pause: only the two samples after it count.
        tracker.add(time: 51 * ms, x: 50, y: 0)
        tracker.add(time: 61 * ms, x: 52, y: 0)
        #expect(tracker.usableSamples().count == 2)
        #expect(abs(tracker.velocity().x - 200) < 1e-6)
        // Exactly 40 ms is not a stop.
        var other = VelocityTracker()
        other.add(time: 0, x: 0, y: 0)
        other.add(time: 40 * ms, x: 4, y: 0)
        #expect(other.usableSamples().count == 2)
    }

    @Test func restingFingerReadsZeroAndResetForgets() {
        var tracker = VelocityTracker()
        for i in 0..<5 { tracker.add(time: Int64(i) * 10 * ms, x: Double(i) * 10, y: 0) }
        #expect(tracker.velocity(at: 80 * ms).x > 900)
        #expect(tracker.velocity(at: 81 * ms) == .zero)
        tracker.reset()
        #expect(tracker.velocity() == .zero)
        tracker.add(time: 100 * ms, x: 0, y: 0)
        #expect(tracker.velocity() == .zero)
    }

    @Test func sameTimestampReplacesTheSample() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, x: 0, y: 0)
        tracker.add(time: 10 * ms, x: 5, y: 0)
        tracker.add(time: 10 * ms, x: 10, y: 0)
        #expect(tracker.count == 2)
        #expect(abs(tracker.velocity().x - 1000) < 1e-6)
    }

    @Test func ringKeepsTwentySamples() {
        var tracker = VelocityTracker(horizon: 10_000 * ms)
        for i in 0..<50 { tracker.add(time: Int64(i) * ms, x: Double(i), y: 0) }
        #expect(tracker.count == 20)
        #expect(abs(tracker.velocity().x - 1000) < 1e-6)
    }
}
