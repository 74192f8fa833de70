import FlickSim

/// The fuzzer's oracles, one `OracleRule` each, and the way from a violation kind or an
/// oracle's name to its rule.
package enum Oracles {
    /// The built-in oracles, in the order reports and docs list them.
    package static let builtIn: [any OracleRule] = [
        SatisfiableOracle(), FrameBudgetOracle(), FiniteOracle(), LegalStatesOracle(), SceneRulesOracle(),
        UnambiguousOracle(), ValidChangesOracle(), ConvergesOracle(), IncrementalOracle(), ContractOracle(),
        CrashOracle(), HangOracle(), DeterminismOracle(), LeakOracle(),
    ]

    private static let byKind: [ViolationKind: any OracleRule] = {
        var map: [ViolationKind: any OracleRule] = [:]
        for rule in builtIn { for k in rule.kinds { map[k] = rule } }
        return map
    }()

    private static let byName: [Oracle: any OracleRule] = {
        var map: [Oracle: any OracleRule] = [:]
        for rule in builtIn { map[rule.oracle] = rule }
        return map
    }()

    /// The rule that judges violations of `kind`: a built-in one, or for a kind a scene's own
    /// invariant reports, an oracle named after that kind.
    /// - Complexity: O(1).
    package static func rule(for kind: ViolationKind) -> any OracleRule {
        byKind[kind] ?? SceneInvariantOracle(kind: kind)
    }

    /// The rule named `oracle`: a built-in one, or the oracle of a scene's own invariant kind
    /// of that name.
    /// - Complexity: O(1).
    package static func rule(named oracle: Oracle) -> any OracleRule {
        byName[oracle] ?? SceneInvariantOracle(kind: ViolationKind(oracle.rawValue))
    }
}
