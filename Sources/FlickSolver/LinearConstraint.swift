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
    public var expression: LinearExpression
    public var relation: Relation
    /// Default: `.required`. For an asymmetric equality (see `strengthBelow`), the weight of
    /// the error above (`expression > 0`).
    public var strength: Strength
    /// For a non-required equality only: the weight of the error below (`expression < 0`),
    /// when it differs from the weight above (`strength`). nil (the default): the same.
    /// Ignored for inequalities and required equalities. Any value, even `.required`, is a
    /// weight here, never a requirement: for a hard side, use an inequality.
    ///
    /// An asymmetric equality `e == 0` (above `a`, below `b`) has one row and two error
    /// symbols, costing `a·max(e, 0) + b·max(−e, 0)`: exactly the cost of the two
    /// inequalities `e <= 0` at strength `a` and `e >= 0` at strength `b`, which take two
    /// rows, two slacks and two errors. Both forms have the same optimal objective value and
    /// the same optimal solutions; `.cas` scripts (which have no such constraint) write it
    /// as those two inequalities (`equivalentInequalities`).
    public var strengthBelow: Strength?

    @inlinable public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.strengthBelow = nil
    }

    /// The asymmetric equality `expression == 0` whose error above is weighted by `above`
    /// and whose error below by `below` (see `strengthBelow`). Both should be non-required:
    /// a required `above` makes a required equality (and `below` is ignored).
    @inlinable public init(asymmetric expression: LinearExpression, above: Strength, below: Strength) {
        self.expression = expression
        self.relation = .equal
        self.strength = above
        self.strengthBelow = below
    }

    /// This constraint with another strength (on both sides: `strengthBelow` is cleared).
    @inlinable public func withStrength(_ strength: Strength) -> LinearConstraint {
        LinearConstraint(expression, relation, strength: strength)
    }

    /// Whether this is a non-required equality with different weights above and below.
    @inlinable public var isAsymmetric: Bool {
        relation == .equal && !strength.isRequired && strengthBelow != nil && strengthBelow! != strength
    }

    /// Constraints with the same cost and optimum as this one, none asymmetric: an
    /// asymmetric equality's two inequalities (`e <= 0` at `strength`, `e >= 0` at
    /// `strengthBelow`), else this constraint alone. For formats without asymmetric
    /// equalities (`.cas`).
    public var equivalentInequalities: [LinearConstraint] {
        guard isAsymmetric else { return [LinearConstraint(expression, relation, strength: strength)] }
        return [LinearConstraint(expression, .lessOrEqual, strength: strength),
                LinearConstraint(expression, .greaterOrEqual, strength: strengthBelow!)]
    }

    /// The weight of the error below 0 of a non-required equality (`strengthBelow ?? strength`).
    @inlinable var weightBelow: Double { (strengthBelow ?? strength).value }
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

@inlinable public func == (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a - b, .equal) }
@inlinable public func <= (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a - b, .lessOrEqual) }
@inlinable public func >= (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a - b, .greaterOrEqual) }

@inlinable public func == (a: LinearExpression, b: Variable) -> LinearConstraint { a == LinearExpression(b) }
@inlinable public func <= (a: LinearExpression, b: Variable) -> LinearConstraint { a <= LinearExpression(b) }
@inlinable public func >= (a: LinearExpression, b: Variable) -> LinearConstraint { a >= LinearExpression(b) }
@inlinable public func == (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) == b }
@inlinable public func <= (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) <= b }
@inlinable public func >= (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) >= b }

@inlinable public func == (a: LinearExpression, b: Double) -> LinearConstraint { a == LinearExpression(constant: b) }
@inlinable public func <= (a: LinearExpression, b: Double) -> LinearConstraint { a <= LinearExpression(constant: b) }
@inlinable public func >= (a: LinearExpression, b: Double) -> LinearConstraint { a >= LinearExpression(constant: b) }
@inlinable public func == (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) == LinearExpression(constant: b) }
@inlinable public func <= (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) <= LinearExpression(constant: b) }
@inlinable public func >= (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) >= LinearExpression(constant: b) }

/// `x <= y` and `x >= y` between two variables. (`x == y` between two variables is
/// `Variable`'s `Equatable` comparison; write `x == y + 0` or `LinearExpression(x) == y`.)
@inlinable public func <= (a: Variable, b: Variable) -> LinearConstraint { LinearExpression(a) <= LinearExpression(b) }
@inlinable public func >= (a: Variable, b: Variable) -> LinearConstraint { LinearExpression(a) >= LinearExpression(b) }
