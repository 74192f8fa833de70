/// **satisfiable** and **legal states**, and refused changes: the problems the scene's layers
/// find as they work and raise through `Scene.drainIssues()` — the solver when a required
/// constraint conflicts (with the minimal conflicting set and the constraint UIKit would
/// break), the router and the animators on an illegal transition, the layout on a change it
/// refuses, a layout pass cut off at its round limit by a feedback loop.
///
/// Each issue is reported with the input that caused it. Illegal states, scene rules,
/// ambiguity and non-finite values are conditions (reported once while they last); conflicts
/// refused changes and feedback loops are events (reported every time they are raised).
/// - Complexity: O(issues raised).
public struct RaisedIssues: Invariant {
    public init() {}

    public mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        for (issue, cause) in tick.issues {
            var details: [String] = []
            if !issue.constraints.isEmpty {
                // Only a conflict has a conflicting set; a refused change names its constraint.
                details.append(issue.kind == .unsatisfiable ? "minimal conflicting set:" : issue.constraints.count == 1 ? "constraint:" : "constraints:")
                details += issue.constraints.map { "  " + $0 }
            }
            if let broken = issue.broken { details.append("broke: " + broken) }
            report.report(issue.kind, issue.message, details: details, persistent: Self.isCondition(issue.kind), cause: cause)
        }
    }

    /// Whether issues of `kind` describe a state that lasts rather than an event.
    static func isCondition(_ kind: ViolationKind) -> Bool {
        // Conflicts, refused changes, feedback loops and kinds added by others are events.
        kind == .illegalState || kind == .sceneRule || kind == .ambiguous || kind == .nonFinite
    }
}
