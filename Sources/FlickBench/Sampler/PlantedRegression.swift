#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regression planted on purpose, to show that the gate catches one. Two kinds, chosen by
/// the environment variable `FLICK_BENCH_PLANTED_REGRESSION`:
///
/// - `solver`: every frame of the solver benchmarks first suggests each value plus one and
///   solves — real extra solver work (more rows touched, sometimes more pivots, about twice
///   the time), which the counters catch.
/// - `cpu+N%` (N from 1 to 100, such as `cpu+10%`): every measured phase of every benchmark
///   spins on its thread until its thread CPU time is N % longer than the work took — a
///   slowdown of the timings only, every counter unchanged, which only the timings can catch.
///
/// For tests and demonstrations only; a run with either says so in its environment block.
package enum PlantedRegression {
    /// The environment variable.
    package static let variable = "FLICK_BENCH_PLANTED_REGRESSION"

    /// Whether the solver regression is planted in this process.
    package static var solver: Bool { value == "solver" }

    /// The planted CPU slowdown of every phase as a fraction (0.1 for `cpu+10%`), nil when
    /// none is planted. Read once per process.
    package static let cpuSlowdown: Double? = parseSlowdown(value)

    /// `cpu+N%` → N / 100 for N in 1…100; nil for anything else.
    package static func parseSlowdown(_ text: String?) -> Double? {
        guard let text, text.hasPrefix("cpu+"), text.hasSuffix("%") else { return nil }
        guard let n = Double(text.dropFirst(4).dropLast()), n >= 1, n <= 100 else { return nil }
        return n / 100
    }

    /// The planted regression in words for the environment block, nil when none.
    package static var description: String? {
        if solver { return "solver (\(variable)=solver: every solver frame does its work twice)" }
        if let f = cpuSlowdown {
            return "cpu (\(variable)=\(value ?? ""): every measured phase spins until its CPU time is \(Int((f * 100).rounded())) % longer)"
        }
        return nil
    }

    private static var value: String? { getenv(variable).map { String(cString: $0) } }
}
