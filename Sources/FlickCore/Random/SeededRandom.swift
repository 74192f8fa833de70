#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's pseudo-random generator: SplitMix64 (Steele, Lea & Flood 2014). Pure
/// 64-bit integer arithmetic, so a seed gives the same numbers on every platform and Swift
/// version: fuzz case streams, generated traces and bench workloads are pinned to its output.
/// Derived values (`unit`, `double(in:)`, `int(in:)`) are computed here rather than with the
/// standard library's `random(in:using:)`, whose algorithm is not guaranteed stable.
/// Not for cryptography.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits: the state advances by the golden-ratio increment and is mixed
    /// by `SeededRandom.mix`.
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= SeededRandom.increment
        return SeededRandom.mix(state)
    }

    /// SplitMix64's increment, ⌊2⁶⁴/φ⌋.
    package static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// SplitMix64's finalizer: a bijective mix of 64 bits in which every input bit moves
    /// about half the output bits. `next()` is `mix(state)`; it also derives unrelated seeds
    /// from neighbouring integers (`mix(seed &+ i &* increment)`).
    /// - Complexity: O(1).
    @inline(__always)
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// Uniform integer in `range` (multiply-shift; bias below 2⁻³² for small ranges).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
    }

    /// An integer in `range` by the remainder of `next()` over its width: bias below 2⁻⁴⁰ for
    /// ranges under 2²⁴. Another draw than `int(in:)` for the same state; the bench's
    /// generated workloads are pinned to this one.
    package mutating func remainderInt(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// Approximately normal with mean 0 and standard deviation `sigma` (sum of four uniforms).
    public mutating func gaussian(sigma: Double) -> Double {
        (unit() + unit() + unit() + unit() - 2) * sigma * 1.7320508075688772
    }

    /// A standard normal deviate, exact in distribution (Box–Muller, two `unit()` draws); the
    /// bench's statistics tests are pinned to it. `gaussian(sigma:)` is the cheaper approximation.
    package mutating func normal() -> Double {
        let u1 = Swift.max(unit(), 0x1p-60), u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// One element of `items` (non-empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// Nanoseconds uniform in `range` given in milliseconds, rounded to the nearest as
    /// `VirtualDuration.milliseconds(_:)` rounds.
    public mutating func milliseconds(_ range: ClosedRange<Double>) -> Int64 {
        VirtualDuration.milliseconds(double(in: range)).nanoseconds
    }
}
