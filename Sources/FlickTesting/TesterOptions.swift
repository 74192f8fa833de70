#if canImport(Glibc)
import Glibc
#endif
import FlickSim

/// How a `SceneTester` runs and what fails a test.
public struct TesterOptions {
    /// The simulator's options: tick rate (default 120 Hz), frame budget and its clock, the
    /// ambiguity check, the settle limit `flick replay` would use.
    public var simulation = SimulationOptions()

    /// Whether a frame-budget violation fails the test (default false).
    ///
    /// The budget compares a tick's measured work with the refresh interval (8.33 ms at
    /// 120 Hz). That measures the machine as much as the code: a debug build, a loaded CI
    /// runner or a sanitizer makes ticks slow without any change to the scene, so a test that
    /// failed on it would fail at random. Budget violations are still checked and listed in
    /// `violations`; gate performance with `flick replay` on a release build or the bench
    /// commands instead.
    public var failsOnFrameBudget = false

    /// Whether a gesture aimed at a view fails the test when its touch would land on another
    /// view (one in front of it, or the view is hidden or not interactive). Default true; the
    /// `at:` gestures never check.
    public var checksHitTargets = true

    /// Where golden timelines are kept; nil (the default) means a `__Goldens__` folder beside
    /// the test file that calls `expectGolden(named:)`.
    public var goldenDirectory: String?

    /// Whether `expectGolden(named:)` rewrites golden files instead of comparing (default:
    /// the environment variable `FLICK_UPDATE_GOLDENS` is `1`).
    public var updatesGoldens = environment("FLICK_UPDATE_GOLDENS") == "1"

    /// A directory where the tester writes what the test did as a trace when the test fails,
    /// naming the `flick replay` command that reproduces it (default: the environment
    /// variable `FLICK_TESTER_TRACES`, else none).
    public var traceDirectory: String? = environment("FLICK_TESTER_TRACES")

    /// Receives every failure instead of the test framework (default nil: Swift Testing's
    /// `Issue.record` or XCTest's `XCTFail`, see `TestFailure.record()`).
    public var onFailure: ((TestFailure) -> Void)?

    public init() {}

    /// The standard violation kinds that fail a test: all but `frameBudget` unless
    /// `failsOnFrameBudget` (kinds a test's own invariants add fail it too: `fails(on:)`).
    public var failingKinds: Set<ViolationKind> {
        failsOnFrameBudget ? Set(ViolationKind.standard) : Set(ViolationKind.standard).subtracting([.frameBudget])
    }

    /// Whether a violation of `kind` fails the test: every kind, the test's own included, but
    /// `frameBudget` unless `failsOnFrameBudget`.
    public func fails(on kind: ViolationKind) -> Bool { failsOnFrameBudget || kind != .frameBudget }
}

/// The value of environment variable `name`, if set.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
