/// One `coefficient · variable` term of a linear expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    @inlinable public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ cᵢ·xᵢ + constant`, built with operators:
/// `x + 2 * y - 10`, `-0.5 * x`, `(x + y) / 2`.
///
/// Terms keep the order they were written in; a variable may appear more than once
/// (the solver adds the coefficients up). Numbers mix in as `Double`s (`x + 10`); an
/// expression that is only a number is `LinearExpression(constant: 10)`.
public struct LinearExpression: Sendable {
    public var terms: [Term]
    public var constant: Double

    @inlinable public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    @inlinable public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

// MARK: - Building expressions

@inlinable public func * (c: Double, v: Variable) -> LinearExpression { LinearExpression([Term(v, c)]) }
@inlinable public func * (v: Variable, c: Double) -> LinearExpression { LinearExpression([Term(v, c)]) }
@inlinable public func / (v: Variable, c: Double) -> LinearExpression { LinearExpression([Term(v, 1 / c)]) }
@inlinable public prefix func - (v: Variable) -> LinearExpression { LinearExpression([Term(v, -1)]) }

@inlinable public func * (c: Double, e: LinearExpression) -> LinearExpression {
    LinearExpression(e.terms.map { Term($0.variable, $0.coefficient * c) }, constant: e.constant * c)
}
@inlinable public func * (e: LinearExpression, c: Double) -> LinearExpression { c * e }
@inlinable public func / (e: LinearExpression, c: Double) -> LinearExpression { (1 / c) * e }
@inlinable public prefix func - (e: LinearExpression) -> LinearExpression { -1 * e }

@inlinable public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
@inlinable public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
@inlinable public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
@inlinable public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
@inlinable public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
@inlinable public func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
@inlinable public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
@inlinable public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
@inlinable public func + (a: LinearExpression, b: Double) -> LinearExpression { LinearExpression(a.terms, constant: a.constant + b) }
@inlinable public func + (a: Double, b: LinearExpression) -> LinearExpression { b + a }
@inlinable public func - (a: LinearExpression, b: Double) -> LinearExpression { a + (-b) }
@inlinable public func - (a: Double, b: LinearExpression) -> LinearExpression { a + (-b) }
@inlinable public func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
@inlinable public func + (a: Double, b: Variable) -> LinearExpression { LinearExpression(b) + a }
@inlinable public func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) - b }
@inlinable public func - (a: Double, b: Variable) -> LinearExpression { a - LinearExpression(b) }
