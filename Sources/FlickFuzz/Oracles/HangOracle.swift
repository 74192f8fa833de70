import FlickSim

/// **hang**: the case finishes within its CPU-time and tick limits and the scene settles
/// after its input (`cpu-limit`, `tick-limit`, `unsettled`, found in process), and the worker
/// keeps making progress (`watchdog`, found by the campaign). Judged in a worker process.
package struct HangOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .hang }
    package var meaning: String { "over the CPU-time or tick limit, killed by the watchdog, or still moving 5 s after the last input" }
    package var kinds: Set<ViolationKind> { [] }
    package var place: JudgingPlace { .worker }
}
