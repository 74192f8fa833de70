/// Which invariant a violation broke; the raw values are the names reports and JSON use.
///
/// An open set, like a notification name: the simulator's own kinds are the static members
/// below (`standard`), and a module or a user's scene adds its own with
/// `extension ViolationKind { static let myRule = ViolationKind("my-rule") }` for the
/// invariants it adds (FlickFuzz adds `layoutMismatch` and `contract` for its oracles).
/// Reports list every standard kind, and any other kind once it occurred.
///
/// Each standard kind is reported by one `Invariant` type in this folder: `FiniteFrames`,
/// `SceneRules`, `Unambiguous` and `FrameBudget` check the tick themselves; `unsatisfiable`,
/// `illegalState`, `invalidChange` and `layoutFeedbackLoop` are found by the layers as they
/// work (the solver, the router, the animators, the layout pass) and reported by
/// `RaisedIssues`.
public struct ViolationKind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The name reports, case files and JSON use (`frame-budget`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind named `name`.
    public init(_ name: String) { self.rawValue = name }

    public var description: String { rawValue }

    /// Required constraints could not hold together; one was broken to carry on.
    public static let unsatisfiable = ViolationKind("unsatisfiable")
    /// A tick's measured work exceeded the frame budget.
    public static let frameBudget = ViolationKind("frame-budget")
    /// A frame with a NaN or infinite number, or a negative size.
    public static let nonFinite = ViolationKind("non-finite")
    /// A recognizer or animator took an illegal transition (or a `began` that cannot end).
    public static let illegalState = ViolationKind("illegal-state")
    /// A rule the scene states about itself.
    public static let sceneRule = ViolationKind("scene-rule")
    /// The layout has more than one solution (checked on request).
    public static let ambiguous = ViolationKind("ambiguous")
    /// A change the layout refused (an illegal constraint, a non-finite constant).
    public static let invalidChange = ViolationKind("invalid-change")
    /// A layout pass reached its round limit with its feedback (text re-wrapping, safe-area
    /// insets and margins, `layoutSubviews` hooks) still changing the layout: UIKit's layout
    /// feedback loop, which its debugger reports once a view is laid out too many times in one
    /// run-loop turn.
    public static let layoutFeedbackLoop = ViolationKind("layout-feedback-loop")

    /// The simulator's own kinds, in the order reports list them.
    public static let standard: [ViolationKind] = [
        .unsatisfiable, .frameBudget, .nonFinite, .illegalState, .sceneRule, .ambiguous, .invalidChange, .layoutFeedbackLoop,
    ]

    /// The standard kinds (the name this type had as an enum).
    @available(*, deprecated, renamed: "standard", message: "ViolationKind is an open set now; `standard` lists the simulator's own kinds")
    public static var allCases: [ViolationKind] { standard }

    /// Whether this kind is one of the simulator's own (`standard`); reports list the others
    /// only when they occurred.
    public var isStandard: Bool { Self.standard.contains(self) }

    /// Whether only invariants a caller adds report this kind.
    @available(*, deprecated, message: "use !isStandard")
    public var isAddedCheck: Bool { !isStandard }

    /// The kinds to list for `violations`: every standard kind, then the others in the order
    /// they first occurred.
    /// - Complexity: O(violations).
    public static func listed(for violations: [Violation]) -> [ViolationKind] {
        guard violations.contains(where: { !$0.kind.isStandard }) else { return standard }
        var out = standard
        for v in violations where !out.contains(v.kind) { out.append(v.kind) }
        return out
    }
}
