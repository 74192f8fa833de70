/// What a layout call can fail with (each names the constraint readably).
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The attributes cannot be related (location vs size, horizontal vs vertical,
    /// leading/trailing vs left/right, a location against a constant).
    case illegalPairing(String)
    /// The items share no common ancestor view.
    case noCommonAncestor(String)
    /// An active constraint's priority cannot change to or from required.
    case requiredPriorityChange(String)
    /// `updateConstraints` found no existing constraint with the same items, attributes,
    /// relation, multiplier and priority.
    case noMatchingConstraint(String)
    /// `equalToSuperview()` on an item without a superview.
    case noSuperview(String)
    /// The constraint's target has several attributes that differ from the source's.
    case nonIdenticalAttributes(String)

    public var description: String {
        switch self {
        case .illegalPairing(let s): return "illegal constraint: \(s)"
        case .noCommonAncestor(let s): return "no common ancestor: \(s)"
        case .requiredPriorityChange(let s): return "cannot change priority to or from required while active (deactivate first): \(s)"
        case .noMatchingConstraint(let s): return "updated constraint could not find an existing matching constraint to update: \(s)"
        case .noSuperview(let s): return "expected a superview but found none: \(s)"
        case .nonIdenticalAttributes(let s): return "cannot constrain to multiple non-identical attributes: \(s)"
        }
    }
}
