import FlickSim

/// **valid-changes**: the layout accepts every change the scene's code makes (the
/// simulator's `invalid-change`). A refused change after a structural mutation is the
/// layout's correct response (a mutation may set a non-finite spacing, as UIKit would raise).
public struct ValidChangesOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .validChanges }
    public var meaning: String { "the layout refused a change the scene's code made" }
    public var kinds: Set<ViolationKind> { [.invalidChange] }
    public func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
}
