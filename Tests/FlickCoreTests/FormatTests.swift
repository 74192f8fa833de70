import FlickCore
import Testing

@Suite("Format: the text of numbers and times")
struct FormatTests {
    @Test("number: integers without a fraction, the rest as Swift prints them")
    func number() {
        #expect(Format.number(12) == "12")
        #expect(Format.number(-3) == "-3")
        #expect(Format.number(-0.0) == "0")
        #expect(Format.number(12.5) == "12.5")
        #expect(Format.number(1e15) == "1000000000000000.0")
        #expect(Format.number(1e16) == "1e+16")
        #expect(Format.number(.nan) == "nan")
        #expect(Format.number(-.infinity) == "-inf")
    }

    @Test("points: at most three decimals")
    func points() {
        #expect(Format.points(12) == "12")
        #expect(Format.points(1.0 / 3) == "0.333")
        #expect(Format.points(2.0 / 3) == "0.667")
        #expect(Format.points(-0.0004) == "0")
        #expect(Format.points(393.0005) == "393.001")
    }

    @Test("fixed: exactly the given decimals, half away from zero, never traps")
    func fixed() {
        #expect(Format.fixed(0.25, decimals: 6) == "0.250000")
        #expect(Format.fixed(12, decimals: 1) == "12.0")
        #expect(Format.fixed(-0.04, decimals: 1) == "0.0")
        #expect(Format.fixed(-0.06, decimals: 1) == "-0.1")
        #expect(Format.fixed(2.5, decimals: 0) == "3")
        #expect(Format.fixed(-2.5, decimals: 0) == "-3")
        #expect(Format.fixed(1e300, decimals: 2) == "1e+300")
        #expect(Format.fixed(.nan, decimals: 2) == "nan")
    }

    @Test("times: seconds with milliseconds, milliseconds with two decimals, exact seconds")
    func times() {
        #expect(Format.seconds(nanoseconds: 1_250_000_000) == "1.250s")
        #expect(Format.seconds(nanoseconds: 1_249_500_000) == "1.250s")
        #expect(Format.seconds(nanoseconds: 1_249_499_999) == "1.249s")
        #expect(Format.seconds(nanoseconds: -8_333_333) == "-0.008s")
        #expect(Format.seconds(nanoseconds: .max) == "9223372036.855s")
        #expect(Format.seconds(nanoseconds: .min) == "-9223372036.855s")
        #expect(Format.milliseconds(nanoseconds: 8_333_333) == "8.33")
        #expect(Format.milliseconds(nanoseconds: 8_335_000) == "8.34")
        #expect(Format.milliseconds(nanoseconds: -20_000) == "-0.02")
        #expect(Format.seconds(0.0125) == "0.012500")
        #expect(Format.exactSeconds(nanoseconds: 12_500_000) == "0.0125")
        #expect(Format.exactSeconds(nanoseconds: 3_000_000_000) == "3.0")
        #expect(Format.exactSeconds(nanoseconds: -1) == "-0.000000001")
        #expect(Format.exactSeconds(nanoseconds: .min) == "-9223372036.854775808")
    }

    @Test("roundTrip: Python's repr of a float")
    func roundTrip() {
        #expect(Format.roundTrip(100) == "100.0")
        #expect(Format.roundTrip(-0.0) == "0.0")
        #expect(Format.roundTrip(1e-5) == "1e-05")
        #expect(Format.roundTrip(1e16) == "1e+16")
        #expect(Format.roundTrip(0.0001) == "0.0001")
        #expect(Format.roundTrip(123.456) == "123.456")
        #expect(Format.roundTrip(-1.5e-7) == "-1.5e-07")
        #expect(Format.roundTrip(.infinity) == "inf")
    }
}
