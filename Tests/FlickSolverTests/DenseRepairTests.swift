@testable import FlickSolver
import Testing

@Suite("Repairing dense systems of required constraints: the dual simplex's ties broken by feasibility")
struct DenseRepairTests {
    /// `rows` required inequalities of `terms` terms each over `variables` variables
    /// (coefficients ±1, ±2, 3), each holding at a hidden integer solution (0…100) with a
    /// slack of 0…30: feasible by construction, and past `variables` rows most new rows cut
    /// off the vertex the solver is at, so the dual simplex repairs them.
    static func denseSystem(_ s: Solver, rows: Int, variables: Int, terms: Int, seed: UInt64) -> [LinearConstraint] {
        var random = TestRandom(state: seed)
        let vars = (0..<variables).map { s.makeVariable("x\($0)") }
        let hidden = (0..<variables).map { _ in Double(random.int(0...100)) }
        let coefficients: [Double] = [1, -1, 2, -2, 3]
        var constraints: [LinearConstraint] = []
        for _ in 0..<rows {
            var chosen: [Int] = []
            while chosen.count < terms {
                let v = random.int(0...(variables - 1))
                if !chosen.contains(v) { chosen.append(v) }
            }
            let row = chosen.map { (v: $0, c: coefficients[random.int(0...4)]) }
            let atHidden = row.reduce(0.0) { $0 + $1.c * hidden[$1.v] }
            let slack = Double(random.int(0...30))
            let below = random.int(0...1) == 0
            let expression = LinearExpression(row.map { Term(vars[$0.v], $0.c) }, constant: below ? -(atHidden + slack) : -(atHidden - slack))
            constraints.append(LinearConstraint(expression, below ? .lessOrEqual : .greaterOrEqual))
        }
        return constraints
    }

    /// Whether every constraint holds at the solver's values, within 1e-6.
    static func holds(_ s: Solver, _ constraints: [LinearConstraint]) -> Bool {
        s.updateVariables()
        return constraints.allSatisfy { c in
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
            return c.relation == .lessOrEqual ? value <= 1e-6 : value >= -1e-6
        }
    }

    /// Builds the dense system on a fresh solver set up by `prepare`; returns its pivots.
    static func buildPivots(seed: UInt64, prepare: (Solver) throws -> Void = { _ in }) throws -> Int {
        let s = Solver()
        try prepare(s)
        let constraints = denseSystem(s, rows: 150, variables: 30, terms: 10, seed: seed)
        let before = s.counters.pivots
        for c in constraints { try s.add(c) }
        #expect(holds(s, constraints))
        expectSound(s)
        return s.counters.pivots - before
    }

    @Test("a dense required system is repaired in under half the pivots of the sparsity tie-break, every row holding",
          arguments: [UInt64(1), 2, 3])
    func fewerPivots(seed: UInt64) throws {
        let byFeasibility = try Self.buildPivots(seed: seed)
        let bySparsity = try Self.buildPivots(seed: seed) { $0.tuning.tiesByFeasibility = false }
        // 150 rows over 30 variables: about 120 adds cut the vertex off.
        #expect(bySparsity > 0)
        #expect(byFeasibility * 2 < bySparsity)
    }

    @Test("a soft constraint in the solver leaves the ties to sparsity; a soft add rolled back does not")
    func onlyWithoutErrorSymbols() throws {
        let seed: UInt64 = 4
        let withSoft = try Self.buildPivots(seed: seed) { s in
            try s.add((s.makeVariable("z") == 0 + 0).withStrength(.weak))
        }
        let bySparsity = try Self.buildPivots(seed: seed) { s in
            try s.add((s.makeVariable("z") == 0 + 0).withStrength(.weak))
            s.tuning.tiesByFeasibility = false
        }
        #expect(withSoft == bySparsity)

        let plain = try Self.buildPivots(seed: seed) { _ = $0.makeVariable("z") }
        let afterRollback = try Self.buildPivots(seed: seed) { s in
            let z = s.makeVariable("z")
            // Past 2^53: refused with ValueOutOfRange and rolled back, error symbols included.
            #expect(throws: SolverError.self) { try s.add((z == 1e17 + 0).withStrength(.weak)) }
            #expect(s.errorSymbolCount == 0)
        }
        #expect(afterRollback == plain)
        #expect(plain < bySparsity)
    }
}
