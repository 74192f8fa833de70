/// A violation a scene is built to show (a `-conflict` variant's planted constraint): the
/// scene declares it in its `SceneDescriptor`, and tools that hunt for bugs in scenes — the
/// fuzzer — count a matching violation as expected rather than as a finding. Anything else
/// the scene does wrong, including another violation of the same kind, is still a finding.
/// Replays report every violation as usual.
///
/// ```swift
/// SceneDescriptor(name: "drawer-conflict", summary: "…",
///                 expects: [.conflict(involving: "'planted-height'")]) { env in … }
/// ```
public struct ExpectedViolation: Sendable, Hashable, CustomStringConvertible {
    public var kind: ViolationKind
    /// Text that the violation's message or one of its detail lines contains (for a conflict,
    /// a constraint of its minimal set: give the planted constraint an identifier and name it).
    public var involving: String

    public init(_ kind: ViolationKind, involving: String) {
        self.kind = kind; self.involving = involving
    }

    /// An unsatisfiable conflict whose minimal set (or message) mentions `text`.
    public static func conflict(involving text: String) -> ExpectedViolation {
        ExpectedViolation(.unsatisfiable, involving: text)
    }

    /// Whether `v` is this expected violation.
    public func matches(_ v: Violation) -> Bool {
        v.kind == kind && (v.message.contains(involving) || v.details.contains { $0.contains(involving) })
    }

    public var description: String { "\(kind.rawValue) involving \(involving)" }
}
