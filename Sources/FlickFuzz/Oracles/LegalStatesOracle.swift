import FlickSim

/// **legal-states**: recognizers and animators take only legal transitions (the simulator's
/// `illegal-state`), whatever was mutated.
package struct LegalStatesOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .legalStates }
    package var meaning: String { "an illegal recognizer or animator transition" }
    package var kinds: Set<ViolationKind> { [.illegalState] }
}
