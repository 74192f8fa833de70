import FlickSim

/// **legal-states**: recognizers and animators take only legal transitions (the simulator's
/// `illegal-state`), whatever was mutated.
public struct LegalStatesOracle: OracleRule {
    public init() {}
    public var oracle: Oracle { .legalStates }
    public var meaning: String { "an illegal recognizer or animator transition" }
    public var kinds: Set<ViolationKind> { [.illegalState] }
}
