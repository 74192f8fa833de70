import FlickSim

/// What one case run produced: its size, its digest, the findings of every oracle, and the
/// violations the policy counted as responses to structural mutations.
public struct CaseOutcome: Sendable {
    /// Ticks run (the first run when the case ran several times).
    public var ticks: Int = 0
    /// The run digest (FNV-1a over every tick's frame digest).
    public var digest: UInt64 = 0
    /// Whether the scene settled.
    public var settled = true
    /// CPU time of every run of the case together, ns: each from building its scene to freeing it.
    public var cpuNanoseconds: Int64 = 0
    /// Runs made (1, more with determinism checks and budget confirmations).
    public var runs = 0
    /// Findings, one per signature, in the order found.
    public var findings: [Finding] = []
    /// Every violation of the first run, findings and responses alike.
    public var violations: [Violation] = []
    /// Violations counted as the layout's response to a structural mutation.
    public var responses = 0
    /// Violations the scene is built to show (its descriptor's `expects`), not findings.
    public var expected = 0
    /// Per mutation: what it resolved to and how the layout took it.
    public var mutationNotes: [String] = []
    /// Coverage features reached (sorted), when collected.
    public var coverage: [UInt64] = []
    /// Set when the scene refused the case's environment (`SceneError`): nothing ran.
    public var rejected: String?

    public init() {}

    /// Whether any oracle failed.
    public var failed: Bool { !findings.isEmpty }

    /// The finding with `signature`, if found.
    public func finding(_ signature: String) -> Finding? { findings.first { $0.signature.text == signature } }
}
