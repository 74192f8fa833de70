import FlickCore
import Testing

@Suite("VirtualDuration and VirtualInstant: integer nanoseconds on the virtual clock")
struct VirtualTimeTests {
    @Test func unitsAreExactIntegers() {
        #expect(VirtualDuration.seconds(2).nanoseconds == 2_000_000_000)
        #expect(VirtualDuration.milliseconds(8).nanoseconds == 8_000_000)
        #expect(VirtualDuration.nanoseconds(5).nanoseconds == 5)
        #expect(VirtualDuration.seconds(1) == .milliseconds(1000))
    }

    /// Doubles round to the nearest nanosecond, as `TimeLimits.nanoseconds` does.
    @Test func doublesRoundToTheNearestNanosecond() {
        #expect(VirtualDuration.seconds(0.1).nanoseconds == 100_000_000)
        #expect(VirtualDuration.milliseconds(8.3333333).nanoseconds == 8_333_333)
        #expect(VirtualDuration.seconds(1.0000000016).nanoseconds == 1_000_000_002)
        #expect(VirtualDuration.seconds(-0.25).nanoseconds == -250_000_000)
        for s in [0.0, 0.001, 0.5, 1.75, 3600.123456789] {
            #expect(VirtualDuration.seconds(s).nanoseconds == TimeLimits.nanoseconds(s, unitSeconds: 1, in: -1e9...1e9))
        }
    }

    @Test func outOfRangeSaturates() {
        #expect(VirtualDuration.seconds(1e300).nanoseconds == .max)
        #expect(VirtualDuration.seconds(-.infinity).nanoseconds == .min)
        #expect(VirtualDuration.seconds(.nan) == .zero)
        #expect(VirtualDuration.seconds(Int64.max).nanoseconds == .max)
        #expect(VirtualDuration.milliseconds(Int64.min).nanoseconds == .min)
        #expect((VirtualDuration.nanoseconds(.max) + .nanoseconds(1)).nanoseconds == .max)
        #expect((VirtualDuration.nanoseconds(.min) - .nanoseconds(1)).nanoseconds == .min)
        #expect((VirtualDuration.seconds(1) * .max).nanoseconds == .max)
        #expect((VirtualDuration.nanoseconds(.min) / -1).nanoseconds == .max)
        #expect((VirtualInstant(nanoseconds: .max) + .seconds(1)).nanoseconds == .max)
    }

    @Test func arithmeticAndOrder() {
        var d = VirtualDuration.milliseconds(10)
        d += .milliseconds(5)
        d -= .milliseconds(3)
        #expect(d == .milliseconds(12))
        #expect(d * 2 == .milliseconds(24))
        #expect(d / 5 == .nanoseconds(2_400_000))
        #expect(VirtualDuration.milliseconds(1) < .seconds(1))
        let t = VirtualInstant.start + .seconds(2)
        #expect(t - VirtualInstant.start == .seconds(2))
        #expect(t - .milliseconds(500) == VirtualInstant(nanoseconds: 1_500_000_000))
        #expect(VirtualInstant.start < t)
        #expect(t.sinceStart.seconds == 2)
        #expect(t.seconds == 2)
        #expect(VirtualDuration.milliseconds(250).milliseconds == 250)
    }
}
