/// The relation of a constraint `expression RELATION 0`.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    case lessOrEqual = "<="
    case equal = "=="
    case greaterOrEqual = ">="
}

/// A linear constraint `expression RELATION 0` with a strength: a plain value, added to a
/// solver with `Solver.add(_:)`, which returns a `ConstraintHandle`.
///
/// Build with operators between expressions, variables and numbers:
/// `x + 2 * y - 10 >= z`, `left == right - 8`, then `.withStrength(.strong)`.
/// `lhs OP rhs` is stored as `lhs - rhs OP 0`.
public struct LinearConstraint: Sendable {
    /// `lhs - rhs`.
    public var expression: Expression
    public var relation: Relation
    /// Default: `.required`.
    public var strength: Strength

    @inlinable public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// This constraint with another strength.
    @inlinable public func withStrength(_ strength: Strength) -> LinearConstraint {
        LinearConstraint(expression, relation, strength: strength)
    }
}

/// Names a constraint added to a solver. Handles are never reused by the solver that
/// issued them, so a stale handle is reported as unknown rather than aliasing another
/// constraint.
public struct ConstraintHandle: Hashable, Sendable, CustomStringConvertible {
    public let id: Int32
    @inlinable init(id: Int32) { self.id = id }
    public var description: String { "c\(id)" }
}

// MARK: - Building constraints

@inlinable public func == (a: Expression, b: Expression) -> LinearConstraint { LinearConstraint(a - b, .equal) }
@inlinable public func <= (a: Expression, b: Expression) -> LinearConstraint { LinearConstraint(a - b, .lessOrEqual) }
@inlinable public func >= (a: Expression, b: Expression) -> LinearConstraint { LinearConstraint(a - b, .greaterOrEqual) }

@inlinable public func == (a: Expression, b: Variable) -> LinearConstraint { a == Expression(b) }
@inlinable public func <= (a: Expression, b: Variable) -> LinearConstraint { a <= Expression(b) }
@inlinable public func >= (a: Expression, b: Variable) -> LinearConstraint { a >= Expression(b) }
@inlinable public func == (a: Variable, b: Expression) -> LinearConstraint { Expression(a) == b }
@inlinable public func <= (a: Variable, b: Expression) -> LinearConstraint { Expression(a) <= b }
@inlinable public func >= (a: Variable, b: Expression) -> LinearConstraint { Expression(a) >= b }

@inlinable public func == (a: Expression, b: Double) -> LinearConstraint { a == Expression(constant: b) }
@inlinable public func <= (a: Expression, b: Double) -> LinearConstraint { a <= Expression(constant: b) }
@inlinable public func >= (a: Expression, b: Double) -> LinearConstraint { a >= Expression(constant: b) }
@inlinable public func == (a: Variable, b: Double) -> LinearConstraint { Expression(a) == Expression(constant: b) }
@inlinable public func <= (a: Variable, b: Double) -> LinearConstraint { Expression(a) <= Expression(constant: b) }
@inlinable public func >= (a: Variable, b: Double) -> LinearConstraint { Expression(a) >= Expression(constant: b) }

/// `x <= y` and `x >= y` between two variables. (`x == y` between two variables is
/// `Variable`'s `Equatable` comparison; write `x == y + 0` or `Expression(x) == y`.)
@inlinable public func <= (a: Variable, b: Variable) -> LinearConstraint { Expression(a) <= Expression(b) }
@inlinable public func >= (a: Variable, b: Variable) -> LinearConstraint { Expression(a) >= Expression(b) }
