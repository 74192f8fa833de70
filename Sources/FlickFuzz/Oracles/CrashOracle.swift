import FlickSim

/// **crash**: the case runs to its end. Judged in a worker process: a trap, a fatal signal or
/// an exit code ends the worker, and the signature keeps the signal and the runtime's
/// `File.swift:LINE: Fatal error: …` (`CrashReport`).
public struct CrashOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .crash }
    public var meaning: String { "the worker died: a trap, a fatal signal or an exit code" }
    public var kinds: Set<ViolationKind> { [] }
    public var place: JudgingPlace { .worker }
}
