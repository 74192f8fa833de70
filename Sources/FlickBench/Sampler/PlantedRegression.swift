#if canImport(Glibc)
import Glibc
#endif

/// A regression planted on purpose, to show that the gate catches one: with the environment
/// variable `FLICK_BENCH_PLANTED_REGRESSION=solver`, every frame of the solver benchmarks
/// first suggests each value plus one and solves — real extra solver work (more rows touched,
/// sometimes more pivots, about twice the time). For tests and demonstrations only; a run
/// with it says so in its environment block.
package enum PlantedRegression {
    /// The environment variable.
    package static let variable = "FLICK_BENCH_PLANTED_REGRESSION"

    /// Whether the solver regression is planted in this process.
    package static var solver: Bool {
        guard let value = getenv(variable) else { return false }
        return String(cString: value) == "solver"
    }
}
