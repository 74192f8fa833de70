#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// numbers on every machine, so generated workloads and the statistics' synthetic tests are
/// reproducible. Not for cryptography.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// - Complexity: O(1).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in [0, 1) with 53 random bits.
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A standard normal deviate (Box–Muller).
    package mutating func normal() -> Double {
        let u1 = Swift.max(unit(), 0x1p-60), u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// An integer in `range`, uniformly up to a bias below 2⁻⁴⁰ for ranges under 2²⁴. Its own
    /// arithmetic, not the standard library's `random(in:using:)`, so generated workloads
    /// cannot change with the Swift version.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }
}
