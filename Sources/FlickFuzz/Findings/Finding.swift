/// One thing a case run found wrong: which oracle, the violation's kind, when, what, and the
/// signature it is de-duplicated by.
public struct Finding: Sendable, Hashable {
    public var oracle: Oracle
    /// `ViolationKind.rawValue`, or the oracle's own kind (`SIGILL`, `unsettled`, `rerun` …).
    public var kind: String
    /// The tick, when it has one.
    public var tick: Int?
    /// One line.
    public var message: String
    /// Further lines (a conflicting set, the stderr of a crashed worker).
    public var details: [String]
    public var signature: Signature

    public init(oracle: Oracle, kind: String, tick: Int?, message: String, details: [String] = [], signature: Signature) {
        self.oracle = oracle; self.kind = kind; self.tick = tick; self.message = message
        self.details = details; self.signature = signature
    }

    /// The expectation a case file of this finding carries.
    public var expectation: Expectation {
        Expectation(oracle: oracle, kind: kind, tick: tick, message: message, signature: signature.text)
    }
}

extension Finding {
    /// Whether the finding is Flick's defect rather than the scene's (`FindingOrigin`): an
    /// internal error, never a finding of the scene.
    public var isInternal: Bool { FindingOrigin.of(oracle: oracle, kind: kind, message: message) == .flick }
}
