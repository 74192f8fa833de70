import FlickCore
@testable import FlickSolver
import FlickSolver
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

/// The tests' deterministic generator: FlickCore's, drawing integers by remainder.
typealias TestRandom = SeededRandom

extension SeededRandom {
    init(state: UInt64) { self.init(seed: state) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { remainderInt(in: range) }
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

/// Runs one random program on two solvers and expects them to agree after every step:
/// 160 steps of adds (two-variable constraints, soft ones with distinct strengths so the
/// optimum is unique), removals and constant changes. Both accept or both reject each call,
/// `s` keeps its invariants, and every variable whose value is unique in both has the same
/// value. Used to compare a solver with an internal option on against one with it off.
/// - Parameters:
///   - relations: drawn from uniformly (list one twice to weight it);
///   - requiredOneIn: one add in this many is required.
func expectAgreeOnRandomProgram(_ s: Solver, _ r: Solver, seed: UInt64, relations: [Relation],
                                requiredOneIn: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var random = TestRandom(state: seed)
    let n = 24
    let sv = (0..<n).map { s.makeVariable("v\($0)") }, rv = (0..<n).map { r.makeVariable("v\($0)") }
    var handles: [(ConstraintHandle, ConstraintHandle)] = []
    for step in 0..<160 {
        switch random.int(0...9) {
        case 0...5:
            let a = random.int(0...(n - 1)), b = random.int(0...(n - 1))
            let k = [1.0, -1.0, 2.0, 0.5][random.int(0...3)], c = Double(random.int(-60...60))
            let relation = relations[random.int(0...(relations.count - 1))]
            let strength = random.int(0...(requiredOneIn - 1)) == 0 ? Strength.required : Strength(Double(1 + step) * 10)
            let hs = try? s.add(LinearConstraint(sv[a] - k * sv[b] - c, relation, strength: strength))
            let hr = try? r.add(LinearConstraint(rv[a] - k * rv[b] - c, relation, strength: strength))
            #expect((hs == nil) == (hr == nil), "step \(step): both accept or both reject", sourceLocation: sourceLocation)
            if let hs, let hr { handles.append((hs, hr)) }
        case 6, 7:
            if !handles.isEmpty {
                let (hs, hr) = handles.remove(at: random.int(0...(handles.count - 1)))
                try s.remove(hs)
                try r.remove(hr)
            }
        default:
            if !handles.isEmpty {
                let (hs, hr) = handles[random.int(0...(handles.count - 1))]
                let c = Double(random.int(-60...60))
                let es = (try? s.setConstant(of: hs, to: c)) != nil
                let er = (try? r.setConstant(of: hr, to: c)) != nil
                #expect(es == er, "step \(step): constant update accepted alike", sourceLocation: sourceLocation)
            }
        }
        s.updateVariables()
        r.updateVariables()
        #expect(s.invariantViolation() == nil, "step \(step)", sourceLocation: sourceLocation)
        // Values can differ only where the optimum is not unique.
        for i in 0..<n where !r.isAmbiguous(rv[i]) && !s.isAmbiguous(sv[i]) {
            #expect(Swift.abs(s.value(of: sv[i]) - r.value(of: rv[i])) < 1e-6, "step \(step) v\(i)", sourceLocation: sourceLocation)
        }
    }
}

/// A seeded stream of picks below a bound (a 64-bit LCG, the high bits taken), for tests that
/// drive a structure through random changes and compare it with a model.
struct SeededPicks {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    /// A pick in 0..<n (n > 0).
    mutating func next(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
}
