@testable import FlickSolver
import Testing

/// What a hostile script does to the solver: values that would overflow are refused and
/// rolled back, long conflict chains are explained in linear time, and the tableau check
/// stays linear in the tableau.
@Suite("hostile solver input")
struct HostileSolverTests {
    @Test("a suggestion or constant beyond 2^53 is refused, and one whose result would be is rolled back")
    func valuesThatWouldOverflowAreRefused() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        try s.add(y == 2 * x)
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(x, 5)
        s.updateVariables()
        let before = SolverSnapshot(s, [x, y, z])
        #expect { try s.suggestValue(x, 1e308) } throws: { error in
            guard case .valueOutOfRange = error as? SolverError else { return false }
            return true
        }
        #expect(SolverSnapshot(s, [x, y, z]) == before)
        // Within the limit, but the product would pass it: refused, rolled back.
        try s.suggestValue(x, 1e15)
        s.updateVariables()
        let big = SolverSnapshot(s, [x, y, z])
        #expect { try s.add(z == 1e8 * y) } throws: { error in
            guard case .valueOutOfRange = error as? SolverError else { return false }
            return true
        }
        #expect(SolverSnapshot(s, [x, y, z]) == big)
        expectSound(s)
        #expect { try s.add(z == 1e16 + 0) } throws: { error in
            guard case .valueOutOfRange = error as? SolverError else { return false }
            return true
        }
        s.updateVariables()
        #expect(s.value(of: y).isFinite && s.value(of: z).isFinite)
    }

    @Test("a constant, constant change or suggestion past 2^53 is refused with an error naming it and the value")
    func valuesPastTwoToThe53AreRefusedByName() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let c = try s.add(x - y <= -3)
        try s.add((y == 5 + 0).withStrength(.weak))
        // Exactly 2^53 is accepted (constraint and suggestion); one step past it is not.
        let limit = 9_007_199_254_740_992.0
        try s.setConstant(of: c, to: limit)
        try s.setConstant(of: c, to: 3)
        let before = SolverSnapshot(s, [x, y])
        func message(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch {
                guard case .valueOutOfRange(let what) = error as? SolverError else { return "other: \(error)" }
                return what
            }
        }
        let added = message { _ = try s.add((x + 2 * y == 4.4444444444444448e16).withStrength(.strong)) }
        #expect(added == "constant -4.444444444444445e+16 of c2 (x + 2.0*y - 4.444444444444445e+16 == 0, strong) is beyond ±2^53 (9007199254740992)",
                "\(added ?? "accepted")")
        let changed = message { try s.setConstant(of: c, to: -1e16) }
        #expect(changed?.hasPrefix("constant -1e+16 of c0 (x - y + 3.0 <= 0, required)") == true, "\(changed ?? "accepted")")
        try s.addEditVariable(y, strength: .strong)
        let suggested = message { try s.suggestValue(y, limit * 2) }
        #expect(suggested == "suggested value 1.8014398509481984e+16 for y is beyond ±2^53 (9007199254740992)")
        // Inside the limit, but x ≤ y − 3 would take x past it: refused, rolled back.
        #expect(message { try s.suggestValue(y, -limit) }?.hasPrefix("suggesting -9007199254740992.0 for y takes a value beyond") == true)
        try s.suggestValue(y, 1e15)
        try s.suggestValue(y, 5)
        #expect(SolverSnapshot(s, [x, y]).values == before.values)
        expectSound(s)
    }

    @Test("a flick solve script: the overflowing line is an error line, the tableau stays finite")
    func scriptOverflow() throws {
        let script = try ConstraintScript(parsing: "add a required y == 2*x\nedit x strong\nsuggest x 1e308\nsolve\nprint x y\n")
        var runner = ScriptRunner(script)
        #expect(runner.runChecked() == nil)
        #expect(runner.output == ["error 3 ValueOutOfRange", "x 0.0", "y 0.0"])
    }

    /// A chain x₀ = 0, xᵢ₊₁ = xᵢ + 1 and the contradiction x_N = 0: every link is in the
    /// minimal set. The simplex's certificate names them all at once; the explanation used
    /// to cost O(N²) fresh solves (77 s at N = 2000).
    @Test(arguments: [100, 1500])
    func longChainsAreExplainedFromTheCertificate(_ n: Int) throws {
        let s = Solver()
        let x = (0...n).map { s.makeVariable("x\($0)") }
        var chain: [ConstraintHandle] = []
        for i in 0..<n { chain.append(try s.add(x[i + 1] == x[i] + 1)) }
        chain.append(try s.add(x[0] == 0 + 0))
        let checks = s.counters.explanationChecks
        #expect { try s.add(x[n] == 0 + 0) } throws: { error in
            guard case .unsatisfiable(let e) = error as? SolverError else { return false }
            return e.conflicting == chain.sorted { $0.id < $1.id }
        }
        // Past 64 members: the certificate and one check, not a solve per member.
        #expect(s.counters.explanationChecks - checks <= 3)
        expectSound(s)
    }

    @Test("a short chain's certificate is confirmed minimal member by member")
    func shortChainsAreMinimal() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c"), d = s.makeVariable("d")
        let ab = try s.add(b == a + 1)
        let bc = try s.add(c == b + 1)
        _ = try s.add(d >= c)              // connected, not needed
        let a0 = try s.add(a == 0 + 0)
        #expect(throws: SolverError.unsatisfiable(UnsatisfiableExplanation(updated: nil, conflicting: [ab, bc, a0]))) {
            try s.add(c == 5 + 0)
        }
    }

    /// Past 256 constraints the row equations are checked numerically first: a broken row
    /// is still found, and a sound tableau still passes.
    @Test func largeTableausAreCheckedNumericallyAndStillCatchABrokenRow() throws {
        let s = Solver()
        let x = (0...400).map { s.makeVariable("x\($0)") }
        for i in 0..<400 { try s.add(x[i + 1] == x[i] + 1) }
        for i in stride(from: 0, to: 400, by: 3) { try s.add((x[i] == Double(i) + 0).withStrength(.weak)) }
        #expect(s.records.count > Solver.exactResidualLimit)
        #expect(s.invariantViolation() == nil)
        // Corrupt one row's constant: the check must notice.
        let b = try #require(s.rows.indices.first { s.rows[$0] != nil && s.kinds[$0] == .external && s.rows[$0]!.depth > 0 })
        s.rows[b]!.constant += 0.5
        #expect(s.badResidual() != nil)
    }
}
