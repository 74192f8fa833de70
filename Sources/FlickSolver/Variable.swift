/// A variable of a `Solver`: a handle made by `Solver.makeVariable(_:)`, valid only with
/// the solver that made it.
///
/// Variables are numbered in creation order, and every tie the solver breaks is broken by
/// that order, never by a memory address, so the same calls give the same answer in every
/// run. `Variable` is `Hashable` but deliberately not `Comparable`: `<=`, `>=` and `==`
/// between expressions build constraints (see `LinearExpression`).
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's symbol number inside its solver (creation order).
    public let id: Int32

    @inlinable init(id: Int32) { self.id = id }

    public var description: String { "v\(id)" }
}
