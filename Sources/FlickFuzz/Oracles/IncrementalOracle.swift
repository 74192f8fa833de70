import FlickSim

/// **incremental**: the incremental layout equals a fresh solve of the same active
/// constraints, within a pixel (`layout-mismatch`, from `IncrementalLayout` on mutation ticks
/// and `LayoutCrossCheck` at the end), whatever was mutated.
package struct IncrementalOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .incremental }
    package var meaning: String { "the incremental layout differs by more than a pixel from a fresh solve of the same constraints" }
    package var kinds: Set<ViolationKind> { [.layoutMismatch] }
}
