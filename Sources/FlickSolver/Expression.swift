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
/// expression that is only a number is `Expression(constant: 10)`.
public struct Expression: Sendable {
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

@inlinable public func * (c: Double, v: Variable) -> Expression { Expression([Term(v, c)]) }
@inlinable public func * (v: Variable, c: Double) -> Expression { Expression([Term(v, c)]) }
@inlinable public func / (v: Variable, c: Double) -> Expression { Expression([Term(v, 1 / c)]) }
@inlinable public prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }

@inlinable public func * (c: Double, e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * c) }, constant: e.constant * c)
}
@inlinable public func * (e: Expression, c: Double) -> Expression { c * e }
@inlinable public func / (e: Expression, c: Double) -> Expression { (1 / c) * e }
@inlinable public prefix func - (e: Expression) -> Expression { -1 * e }

@inlinable public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
@inlinable public func - (a: Expression, b: Expression) -> Expression { a + (-b) }
@inlinable public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
@inlinable public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
@inlinable public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
@inlinable public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
@inlinable public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
@inlinable public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
@inlinable public func + (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant + b) }
@inlinable public func + (a: Double, b: Expression) -> Expression { b + a }
@inlinable public func - (a: Expression, b: Double) -> Expression { a + (-b) }
@inlinable public func - (a: Double, b: Expression) -> Expression { a + (-b) }
@inlinable public func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
@inlinable public func + (a: Double, b: Variable) -> Expression { Expression(b) + a }
@inlinable public func - (a: Variable, b: Double) -> Expression { Expression(a) - b }
@inlinable public func - (a: Double, b: Variable) -> Expression { a - Expression(b) }
