@testable import FlickSolver
import Testing

/// Everything observable about a solver, to check that a failed call changed nothing.
struct SolverSnapshot: Equatable {
    var values: [Double]
    var constraints: [ConstraintHandle]
    var constants: [Double?]
    var rows: [String]
    var objective: [Double]

    init(_ solver: Solver, _ variables: [Variable]) {
        solver.updateVariables()
        values = variables.map { solver.value(of: $0) }
        constraints = solver.constraintHandles
        constants = constraints.map { solver.constant(of: $0) }
        rows = solver.rows.enumerated().compactMap { i, row in
            row.map { "\(i)=\($0.constant):" + ($0.cells + $0.dummies).map { "\($0.symbol)*\($0.coefficient)" }.joined(separator: ",") }
        }
        objective = solver.objective.coefficients
    }
}

/// Asserts the tableau's invariants (columns mirror rows, feasibility, row equations).
func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)
}

/// A small deterministic PRNG for tests (SplitMix64).
struct TestRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// The explanation `body` failed with, or nil when it succeeded or failed otherwise.
func unsatisfiableExplanation(_ body: () throws(SolverError) -> Void) -> UnsatisfiableExplanation? {
    do {
        try body()
        return nil
    } catch {
        if case .unsatisfiable(let explanation) = error { return explanation }
        return nil
    }
}
