/// Which invariant a violation broke; the raw values are the names reports and JSON use.
///
/// Each kind is reported by one `Invariant` type in this folder: `FiniteFrames`, `SceneRules`,
/// `Unambiguous` and `FrameBudget` check the tick themselves; `unsatisfiable`, `illegalState`
/// and `invalidChange` are found by the layers as they work (the solver, the router, the
/// animators) and reported by `RaisedIssues`. `layoutMismatch` and `contract` are reported only
/// by invariants a caller adds (the fuzzer's oracles, in FlickFuzz).
public enum ViolationKind: String, Sendable, Hashable, CaseIterable {
    /// Required constraints could not hold together; one was broken to carry on.
    case unsatisfiable
    /// A tick's measured work exceeded the frame budget.
    case frameBudget = "frame-budget"
    /// A frame with a NaN or infinite number, or a negative size.
    case nonFinite = "non-finite"
    /// A recognizer or animator took an illegal transition (or a `began` that cannot end).
    case illegalState = "illegal-state"
    /// A rule the scene states about itself.
    case sceneRule = "scene-rule"
    /// The layout has more than one solution (checked on request).
    case ambiguous
    /// A change the layout refused (an illegal constraint, a non-finite constant).
    case invalidChange = "invalid-change"
    /// The incremental layout differs from a fresh solve of the same active constraints by
    /// more than a pixel (tableau corruption that no other invariant sees).
    case layoutMismatch = "layout-mismatch"
    /// A model call broke its documented contract: a change that must be refused was accepted
    /// (a priority to or from required while active), or a refusal left a value changed.
    case contract
    /// A layout pass reached its round limit with its feedback (text re-wrapping, safe-area
    /// insets and margins, `layoutSubviews` hooks) still changing the layout: UIKit's layout
    /// feedback loop, which its debugger reports once a view is laid out too many times in one
    /// run-loop turn.
    case layoutFeedbackLoop = "layout-feedback-loop"

    /// Whether only invariants a caller adds report this kind (`layoutMismatch`, `contract`):
    /// reports list such a kind only when it occurred.
    public var isAddedCheck: Bool { self == .layoutMismatch || self == .contract }
}
