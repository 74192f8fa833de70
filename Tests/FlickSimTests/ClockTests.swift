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

    @Test func ratesThatDivideEachOtherMeetAtTheSameInstants() {
        let r60 = RefreshRate(hz: 60)!, r120 = RefreshRate(hz: 120)!, r240 = RefreshRate(hz: 240)!
        for i in 0..<10_000 {
            #expect(r60.time(ofTick: i) == r120.time(ofTick: 2 * i))
            #expect(r120.time(ofTick: i) == r240.time(ofTick: 2 * i))
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
