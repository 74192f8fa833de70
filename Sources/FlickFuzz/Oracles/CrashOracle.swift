import FlickSim

/// **crash**: the case runs to its end. Judged in a worker process: a trap, a fatal signal or
/// an exit code ends the worker, and the signature keeps the signal and the runtime's
/// `File.swift:LINE: Fatal error: …` (`CrashReport`).
package struct CrashOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .crash }
    package var meaning: String { "the worker died: a trap, a fatal signal or an exit code" }
    package var kinds: Set<ViolationKind> { [] }
    package var place: JudgingPlace { .worker }
}
