import FlickCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BenchWorker {
    /// How long `flick bench --against` waits on a worker, and how much of a worker's output it
    /// reads: every wait is bounded, and a worker past a limit is killed with its process
    /// group and named in an exit-2 message (`Client`). Times are seconds of wall time
    /// (`WorkClock.monotonic`), never the model's virtual time.
    package struct Limits: Sendable, Hashable {
        /// From a worker's start to its handshake line. Default 60 s: a process start, the
        /// suite's set-up and two `git` calls describing the checkout (10 s each at most) take
        /// a second or two in a debug build, so this is the slack of a loaded machine.
        package var handshake: Double = 60
        /// The least time a `sample GROUP` request may take before it is given up. Default
        /// 900 s: the slowest sample of the suite, `solver/chain/10000` in a debug build on a
        /// loaded 2-core machine, took 155 s (a release build is 10× faster or more).
        package var sample: Double = 900
        /// A `sample GROUP` may also take this many times the slowest sample of that group so
        /// far in either build (`sampleTimeout`; this build samples first), so a long group,
        /// or an `--against` build 10× slower than this one, is not cut short. Default 20.
        package var sampleScale: Double = 20
        /// The most bytes a line a worker writes may have (its newline aside). Default 4 MiB:
        /// the largest answer, a sample of the biggest group, is a few KiB.
        package var lineLimit = 4 << 20
        /// From `quit` to the worker's exit before it is killed. Default 5 s.
        package var quit: Double = 5

        package init() {}

        /// The variables that replace `handshake` and `sample` (seconds, 0.01…86 400), for a
        /// test or a machine slower than these defaults allow.
        package static let handshakeVariable = "FLICK_BENCH_HANDSHAKE_TIMEOUT"
        package static let sampleVariable = "FLICK_BENCH_SAMPLE_TIMEOUT"
        /// The range of both variables, seconds.
        package static let variableRange = 0.01...86_400.0

        /// The limit of a `sample` request of a group whose slowest sample so far took
        /// `slowest` seconds (nil: none yet): `max(sample, sampleScale × slowest)`.
        package func sampleTimeout(slowest: Double?) -> Double {
            max(sample, sampleScale * (slowest ?? 0))
        }

        /// The defaults, with `FLICK_BENCH_HANDSHAKE_TIMEOUT` and `FLICK_BENCH_SAMPLE_TIMEOUT`
        /// from `environment` in place of `handshake` and `sample` when set.
        /// - Throws: `BenchError` naming the variable when its value is not a number of seconds
        ///   in `variableRange`.
        package static func from(environment: [String: String]) throws(BenchError) -> Limits {
            var limits = Limits()
            if let text = environment[handshakeVariable] { limits.handshake = try seconds(text, variable: handshakeVariable) }
            if let text = environment[sampleVariable] { limits.sample = try seconds(text, variable: sampleVariable) }
            return limits
        }

        /// `from(environment:)` of this process's environment.
        /// - Throws: `BenchError` naming a variable with a bad value.
        package static func fromProcessEnvironment() throws(BenchError) -> Limits {
            var environment: [String: String] = [:]
            for name in [handshakeVariable, sampleVariable] {
                if let value = getenv(name) { environment[name] = String(cString: value) }
            }
            return try from(environment: environment)
        }

        private static func seconds(_ text: String, variable: String) throws(BenchError) -> Double {
            guard let value = Double(text), value.isFinite, variableRange.contains(value) else {
                throw BenchError("\(variable)=\(Format.excerpt(text)): expected seconds from \(Format.number(variableRange.lowerBound)) to \(Format.number(variableRange.upperBound))")
            }
            return value
        }
    }
}
