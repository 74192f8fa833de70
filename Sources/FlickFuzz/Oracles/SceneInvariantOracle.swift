import FlickSim

/// The oracle of a violation kind that a scene's own invariant reports (one no built-in
/// oracle owns): named after the kind, judged in process, every violation a finding — after a
/// structural mutation too, as the scene's invariant is its author's statement of what must
/// always hold. Its signature keeps the message with numbers as `#`.
public struct SceneInvariantOracle: OracleRule {
    public let kind: ViolationKind
    public init(kind: ViolationKind) { self.kind = kind }
    public var oracle: Oracle { Oracle(kind.rawValue) }
    public var meaning: String { "the scene's own invariant reporting `\(kind.rawValue)` was violated" }
    public var kinds: Set<ViolationKind> { [kind] }
}
