import FlickSim

/// **valid-changes**: the layout accepts every change the scene's code makes (the
/// simulator's `invalid-change`). A refused change after a structural mutation is the
/// layout's correct response (a mutation may set a non-finite spacing, as UIKit would raise).
package struct ValidChangesOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .validChanges }
    package var meaning: String { "the layout refused a change the scene's code made" }
    package var kinds: Set<ViolationKind> { [.invalidChange] }
    package func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
