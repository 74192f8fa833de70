/// Which invariant a violation broke; the raw values are the names reports and JSON use.
///
/// Each kind is reported by one `Invariant` type in this folder: `FiniteFrames`, `SceneRules`,
/// `Unambiguous` and `FrameBudget` check the tick themselves; `unsatisfiable`, `illegalState`
/// and `invalidChange` are found by the layers as they work (the solver, the router, the
/// animators) and reported by `RaisedIssues`.
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
}
