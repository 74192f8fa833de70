import FlickSim

/// **determinism**: a case gives the same frames run again (`rerun`), at another refresh rate
/// at the instants both share while settled (`cross-rate`), and in another process with
/// another hash seed (`cross-process`). Judged from fresh processes, so its verdict does not
/// depend on what else ran in a process (`FreshProcessDeterminism`); the comparisons
/// themselves are `Determinism`'s.
package struct DeterminismOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .determinism }
    package var meaning: String { "the same case gave other frames when run again, at another rate, or in another process" }
    package var kinds: Set<ViolationKind> { [] }
    package var place: JudgingPlace { .freshProcesses }
}
