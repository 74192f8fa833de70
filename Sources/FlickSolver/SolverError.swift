/// What a `Solver` call can fail with. Every error leaves the solver exactly as it was
/// before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already
    /// added. The explanation is a minimal conflicting set.
    case unsatisfiable(UnsatisfiableExplanation)
    /// This constraint handle is already in the solver.
    case duplicateConstraint(ConstraintHandle)
    /// No constraint with this handle is in the solver.
    case unknownConstraint(ConstraintHandle)
    /// This variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// This variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must not be required (a required edit could make suggestions unsatisfiable).
    case requiredEditStrength(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFinite(String)
    /// A constraint's coefficients leave the range the solver's tolerances are made for
    /// (`Solver.coefficientMagnitudes`, `Solver.coefficientSpread`).
    case unsupportedCoefficient(String)
    /// A constant or suggested value beyond `Solver.valueLimit` (2^53) in magnitude, past
    /// which doubles no longer hold every integer and the solver's tolerances could take a
    /// violated required constraint for round-off; or a call whose result would take a row
    /// constant there. The message names the constraint (its handle, expression and
    /// strength) or the edit variable, and the value.
    case valueOutOfRange(String)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The simplex did not converge within its pivot budget: round-off on an
    /// ill-conditioned system. The call was rolled back, so the solver still holds the last
    /// good solution.
    case numericalFailure(String)

    /// The kind name used by `.cas` output (`error LINE KIND`), matching kiwisolver's
    /// exception names where one exists.
    public var kind: String {
        switch self {
        case .unsatisfiable: return "UnsatisfiableConstraint"
        case .duplicateConstraint: return "DuplicateConstraint"
        case .unknownConstraint: return "UnknownConstraint"
        case .duplicateEditVariable: return "DuplicateEditVariable"
        case .unknownEditVariable: return "UnknownEditVariable"
        case .requiredEditStrength: return "BadRequiredStrength"
        case .nonFinite: return "NonFiniteValue"
        case .unsupportedCoefficient: return "UnsupportedCoefficient"
        case .valueOutOfRange: return "ValueOutOfRange"
        case .unknownVariable: return "UnknownVariable"
        case .numericalFailure: return "NumericalFailure"
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let e): return "unsatisfiable required constraint; minimal conflicting set: attempted + \(e.conflicting)"
        case .duplicateConstraint(let h): return "constraint \(h) is already in the solver"
        case .unknownConstraint(let h): return "constraint \(h) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditStrength(let v): return "edit variable \(v) cannot have required strength"
        case .nonFinite(let what): return "non-finite value: \(what)"
        case .unsupportedCoefficient(let what): return "unsupported coefficient: \(what)"
        case .valueOutOfRange(let what): return "value out of range: \(what)"
        case .unknownVariable(let v): return "\(v) was not made by this solver"
        case .numericalFailure(let what): return "numerical failure: \(what)"
        }
    }
}

/// Why a required constraint cannot hold: `attempted` (the constraint being added, or an
/// existing constraint with the constant it was being changed to) together with the
/// `conflicting` required constraints already in the solver. The set
/// `{attempted} ∪ conflicting` is minimal: drop any one member and the rest can hold.
public struct UnsatisfiableExplanation: Equatable, Sendable {
    /// The handle of the constraint whose constant was being changed, or nil for an add.
    public let updated: ConstraintHandle?
    /// The other members of the minimal set, in handle (creation) order.
    public let conflicting: [ConstraintHandle]

    public init(updated: ConstraintHandle?, conflicting: [ConstraintHandle]) {
        self.updated = updated
        self.conflicting = conflicting
    }
}
