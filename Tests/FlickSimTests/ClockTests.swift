import Testing
@testable import FlickSim
import FlickCore

@Suite("virtual clock")
struct ClockTests {
    @Test func tickTimesAreExactIntegerNanoseconds() {
        let r120 = RefreshRate(hz: 120)!
        #expect(r120.time(ofTick: 0) == 0)
        #expect(r120.time(ofTick: 1) == 8_333_333)
        #expect(r120.time(ofTick: 120) == 1_000_000_000)
        #expect(r120.time(ofTick: 3) == 25_000_000)
        #expect(RefreshRate(hz: 90)!.time(ofTick: 90) == 1_000_000_000)
        #expect(RefreshRate(hz: 59) == nil)
    }

    /// Tick times either side of 9 223 372 036 ticks, where `index · 10⁹` stops fitting in
    /// Int64 (below it one division, above it whole seconds and the remainder apart): the
    /// exact ⌊index · 10⁹ / hz⌋ (in 128-bit arithmetic) on both sides.
    @Test(arguments: RefreshRate.supported)
    func tickTimesAreExactEitherSideOfTheOneDivisionBound(_ hz: Int) {
        let r = RefreshRate(hz: hz)!
        let bound = Int(Int64.max / 1_000_000_000)
        for i in [bound - 1, bound, bound + 1, bound + hz, 2 * bound] {
            let (q, _) = Int64(hz).dividingFullWidth(Int64(1_000_000_000).multipliedFullWidth(by: Int64(i)))
            #expect(r.time(ofTick: i) == q, "tick \(i) at \(hz) Hz")
        }
    }

    @Test func ratesThatDivideEachOtherMeetAtTheSameInstants() {
        let r60 = RefreshRate(hz: 60)!, r120 = RefreshRate(hz: 120)!, r240 = RefreshRate(hz: 240)!
        for i in 0..<10_000 {
            #expect(r60.time(ofTick: i) == r120.time(ofTick: 2 * i))
            #expect(r120.time(ofTick: i) == r240.time(ofTick: 2 * i))
        }
    }

    /// The typed forms are the same integer nanoseconds.
    @Test(arguments: RefreshRate.supported)
    func typedTickInstantsMatchTheNanoseconds(_ hz: Int) {
        let r = RefreshRate(hz: hz)!
        #expect(r.tickInterval == .nanoseconds(r.interval))
        for i in [0, 1, 7, 120, 1_000_003] {
            #expect(r.instant(ofTick: i).nanoseconds == r.time(ofTick: i))
            #expect(r.firstTick(atOrAfter: r.instant(ofTick: i) + .nanoseconds(1)) == r.firstTick(atOrAfter: r.time(ofTick: i) + 1))
        }
    }

    @Test func firstTickAtOrAfter() {
        let r = RefreshRate(hz: 120)!
        for t: Int64 in [0, 1, 8_333_333, 8_333_334, 999_999_999, 1_000_000_000, 123_456_789] {
            let i = r.firstTick(atOrAfter: t)
            #expect(r.time(ofTick: i) >= t)
            if i > 0 { #expect(r.time(ofTick: i - 1) < t) }
        }
    }

    /// Times up to the trace format's 9.2·10⁹ s: tick times are exact ⌊i·10⁹/hz⌋ (checked in
    /// 128-bit arithmetic) and `firstTick` inverts them, where i·10⁹ overflows Int64.
    @Test(arguments: RefreshRate.supported)
    func tickTimesNeverOverflow(_ hz: Int) {
        let r = RefreshRate(hz: hz)!
        for t: Int64 in [9_200_000_000_000_000_000, 9_199_999_999_999_999_999, 123_456_789_012_345_678, 38_430_716_820_228_233] {
            let i = r.firstTick(atOrAfter: t)
            let exact = Int64(1_000_000_000).multipliedFullWidth(by: Int64(i))
            let (q, _) = Int64(hz).dividingFullWidth(exact)
            #expect(r.time(ofTick: i) == q)
            #expect(r.time(ofTick: i) >= t && r.time(ofTick: i - 1) < t)
        }
        #expect(r.time(ofTick: Int.max) == Int64.max)
    }

    @Test func workClocksAdvance() {
        let a = WorkStamp.now()
        var x = 0.0
        for i in 0..<200_000 { x += Double(i).squareRoot() }
        let d = WorkStamp.now().since(a)
        #expect(x > 0)
        #expect(d.cpu > 0)
        #expect(d.wall > 0)
    }
}
