import FlickSim

/// The oracle of a violation kind that a scene's own invariant reports (one no built-in
/// oracle owns): named after the kind, judged in process, every violation a finding — after a
/// structural mutation too, as the scene's invariant is its author's statement of what must
/// always hold. Its signature keeps the message with numbers as `#`.
package struct SceneInvariantOracle: OracleRule {
    package let kind: ViolationKind
    package init(kind: ViolationKind) { self.kind = kind }
    package var oracle: Oracle { Oracle(kind.rawValue) }
    package var meaning: String { "the scene's own invariant reporting `\(kind.rawValue)` was violated" }
    package var kinds: Set<ViolationKind> { [kind] }
}
