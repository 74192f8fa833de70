@testable import FlickSolver
import Testing

@Suite("Anti-cycling")
struct AntiCyclingTests {
    /// Beale's (1955) degenerate problem, written straight into the tableau:
    /// minimise -3/4 x4 + 20 x5 - 1/2 x6 + 6 x7 subject to
    /// x1 = -1/4 x4 + 8 x5 + x6 - 9 x7, x2 = -1/2 x4 + 12 x5 + 1/2 x6 - 3 x7, x3 = 1 - x6,
    /// all non-negative. The optimum is -5/4 (x4 = 1, x6 = 1).
    func beale(_ rule: PivotRule) -> Solver {
        let s = Solver()
        let x = (1...7).map { _ in s.newSymbol(.slack) }    // x[0] is x1 … x[6] is x7
        func row(_ constant: Double, _ cells: [(Int, Double)]) -> Row {
            Row(constant: constant, cells: cells.map { Cell(symbol: x[$0.0 - 1], coefficient: $0.1) }.sorted { $0.symbol < $1.symbol })
        }
        s.replaceRow(x[0], with: row(0, [(4, -0.25), (5, 8), (6, 1), (7, -9)]))
        s.replaceRow(x[1], with: row(0, [(4, -0.5), (5, 12), (6, 0.5), (7, -3)]))
        s.replaceRow(x[2], with: row(1, [(6, -1)]))
        for (i, c) in [(4, -0.75), (5, 20.0), (6, -0.5), (7, 6.0)] { s.setObjective(x[i - 1], c) }
        s.tuning.pivotRule = rule
        s.tuning.pivotLimit = 100
        return s
    }

    @Test("Dantzig's rule cycles on Beale's problem: the test would loop without Bland's rule")
    func dantzigCycles() throws {
        let s = beale(.dantzig)
        try s.optimize()
        #expect(s.pivotLimitReached)
        #expect(s.objective.constant == 0)    // degenerate pivots only: no progress in 100
    }

    @Test("Bland's rule reaches the optimum of Beale's problem")
    func blandTerminates() throws {
        let s = beale(.bland)
        try s.optimize()
        #expect(!s.pivotLimitReached)
        #expect(abs(s.objective.constant + 1.25) < 1e-12)
        #expect(s.counters.pivots < 20)
    }

    @Test("the standard rule reaches the optimum of Beale's problem: Bland's rule takes over after a long run")
    func standardTerminates() throws {
        let s = beale(.standard)
        try s.optimize()
        #expect(!s.pivotLimitReached)
        #expect(abs(s.objective.constant + 1.25) < 1e-12)
    }
}
