/// Something the layout noticed and recovered from, recorded in order on the screen
/// (`Screen.events`) instead of crashing: conflicts, illegal constraints, rejected changes.
public struct LayoutEvent: CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Required constraints could not hold together; one was broken.
        case unsatisfiable
        /// A constraint could not be activated.
        case invalidConstraint
        /// A change was rejected (priority to/from required while active, non-finite values).
        case invalidChange
        /// `updateConstraints` found nothing to update.
        case noMatchingConstraint
        /// A layout pass reached its round limit with feedback still changing the layout (UIKit's
        /// layout feedback loop); the pass stopped with frames that solve the constraints as they
        /// stood (`LayoutEngine.layout()`).
        case feedbackLoop
        /// An override of `updateConstraints()` (or a controller's `updateViewConstraints()`)
        /// returned without calling super, which UIKit requires (it raises an exception); the
        /// constraints it changed are kept.
        case missingSuperCall
    }
    public let kind: Kind
    public let message: String
    /// For `.unsatisfiable`: the minimal conflicting set (the attempted constraint first).
    public let constraints: [LayoutConstraint]
    /// For `.unsatisfiable`: the constraint that was broken.
    public let broken: LayoutConstraint?

    init(kind: Kind, message: String, constraints: [LayoutConstraint] = [], broken: LayoutConstraint? = nil) {
        self.kind = kind; self.message = message; self.constraints = constraints; self.broken = broken
    }

    /// Multi-line text in the shape of Auto Layout's console log.
    public var description: String {
        switch kind {
        case .unsatisfiable:
            var s = "Unable to simultaneously satisfy constraints.\n"
            s += "  Minimal conflicting set:\n"
            for c in constraints { s += "    \(c)\n" }
            if let broken { s += "  Will attempt to recover by breaking constraint \(broken)" }
            return s
        default:
            return "\(kind.rawValue): \(message)"
        }
    }
}
