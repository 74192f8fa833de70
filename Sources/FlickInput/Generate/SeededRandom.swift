/// The project's pseudo-random generator: SplitMix64 (Steele, Lea & Flood 2014). Pure
/// 64-bit integer arithmetic, so a seed gives the same numbers on every platform and Swift
/// version. Derived values (`unit`, `double(in:)`, `int(in:)`) are computed here rather than
/// with the standard library's `random(in:using:)`, whose algorithm is not guaranteed stable.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
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

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// Approximately normal with mean 0 and standard deviation `sigma` (sum of four uniforms).
    public mutating func gaussian(sigma: Double) -> Double {
        (unit() + unit() + unit() + unit() - 2) * sigma * 1.7320508075688772
    }

    /// One element of `items` (non-empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// Nanoseconds uniform in `range` given in milliseconds.
    public mutating func milliseconds(_ range: ClosedRange<Double>) -> Int64 {
        Int64((double(in: range) * 1e6).rounded())
    }
}
