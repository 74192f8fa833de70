@testable import FlickSolver
import Testing

@Suite("Errors leave the solver exactly as it was")
struct ErrorTests {
    /// A small layout with soft and required constraints and an edit variable.
    func fixture() throws -> (Solver, [Variable], ConstraintHandle) {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), w = s.makeVariable("w")
        try s.add(x >= 0)
        let limit = try s.add(x + w <= 100)
        try s.add((w == 60 + 0).withStrength(.strong))
        try s.add((x == 70 + 0).withStrength(.medium))
        try s.add(y == x + 10)
        try s.addEditVariable(y, strength: .weak)
        try s.suggestValue(y, 5)
        return (s, [x, y, w], limit)
    }

    @Test("unsatisfiable add: rolled back, explained minimally")
    func unsatisfiableAdd() throws {
        let (s, vars, limit) = try fixture()
        let before = SolverSnapshot(s, vars)
        let (x, w) = (vars[0], vars[2])
        #expect(throws: SolverError.unsatisfiable(UnsatisfiableExplanation(updated: nil, conflicting: [limit]))) {
            try s.add(x + w >= 200)
        }
        #expect(SolverSnapshot(s, vars) == before)
        expectSound(s)
        // Kiwi issue #52: after a rejected add the solver must still be right.
        try s.suggestValue(vars[1], 50)
        s.updateVariables()
        #expect(s.value(of: x) + s.value(of: w) <= 100 + 1e-9)
    }

    @Test("rollback is exact when a long call switched from the journal to a snapshot", arguments: Array(0...16))
    func rollbackAfterSnapshot(limit: Int) throws {
        let (s, vars, limit100) = try fixture()
        let lower = try s.add(vars[2] >= 30)
        s.tuning.journalLimit = limit
        let before = SolverSnapshot(s, vars)
        #expect(throws: SolverError.self) { try s.add(vars[0] + vars[2] >= 200) }
        #expect(throws: SolverError.self) { try s.setConstant(of: limit100, to: 120) }
        #expect(SolverSnapshot(s, vars) == before)
        expectSound(s)
        try s.remove(lower)
        try s.suggestValue(vars[1], 40)    // a weak edit: the medium x == 70 and x + w <= 100 win
        s.updateVariables()
        #expect(s.value(of: vars[0]) == 40)
        #expect(s.value(of: vars[1]) == 50)
        expectSound(s)
    }

    @Test("Kiwi issue #52: x <= 100, then a rejected x >= 200, leaves x at most 100")
    func kiwiIssue52() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x == 150 + 0).withStrength(.weak))
        try s.add(x <= 100)
        #expect(throws: SolverError.self) { try s.add(x >= 200) }
        s.updateVariables()
        #expect(s.value(of: x) == 100)
        expectSound(s)
    }

    @Test("unsatisfiable constant update: rolled back and explained with the updated constraint")
    func unsatisfiableSetConstant() throws {
        let (s, vars, limit) = try fixture()
        let lower = try s.add(vars[2] >= 30)
        let before = SolverSnapshot(s, vars)
        // x + w <= 100 - 120 with x >= 0 and w >= 30 cannot hold.
        do {
            try s.setConstant(of: limit, to: 120)
            Issue.record("expected unsatisfiable")
        } catch let SolverError.unsatisfiable(explanation) {
            #expect(explanation.updated == limit)
            #expect(Set(explanation.conflicting) == Set([lower, s.constraintHandles[0]]))
        }
        #expect(SolverSnapshot(s, vars) == before)
        #expect(s.constant(of: limit) == -100)
        expectSound(s)
    }

    @Test("every other error leaves the snapshot unchanged")
    func otherErrors() throws {
        let (s, vars, limit) = try fixture()
        let before = SolverSnapshot(s, vars)
        let other = Solver()
        for _ in 0..<10 { _ = other.makeVariable("z") }
        let foreign = other.makeVariable("foreign")
        let cases: [(String, () throws -> Void)] = [
            ("remove unknown", { try s.remove(ConstraintHandle(id: 999)) }),
            ("duplicate edit", { try s.addEditVariable(vars[1], strength: .strong) }),
            ("unknown edit suggest", { try s.suggestValue(vars[0], 3) }),
            ("unknown edit remove", { try s.removeEditVariable(vars[0]) }),
            ("required edit", { try s.addEditVariable(vars[0], strength: .required) }),
            ("NaN suggest", { try s.suggestValue(vars[1], .nan) }),
            ("infinite constant", { try s.add(vars[0] == .infinity) }),
            ("NaN coefficient", { try s.add(Double.nan * vars[0] >= 1) }),
            ("huge coefficient", { try s.add(1e96 * vars[0] + vars[1] == 7) }),
            ("tiny coefficient", { try s.add(1e-9 * vars[0] >= 1) }),
            ("coefficients 1e9 apart", { try s.add(1e4 * vars[0] - 1e-5 * vars[1] >= 1) }),
            ("unknown variable", { try s.add(foreign >= 1) }),
            ("unknown constant update", { try s.setConstant(of: ConstraintHandle(id: 999), to: 1) }),
        ]
        for (name, call) in cases {
            #expect(throws: SolverError.self, "\(name)") { try call() }
            #expect(SolverSnapshot(s, vars) == before, "\(name)")
        }
        try s.remove(limit)
        #expect(throws: SolverError.unknownConstraint(limit)) { try s.remove(limit) }
        expectSound(s)
    }

    @Test("error kinds use kiwisolver's names where one exists")
    func kinds() {
        let v = Variable(id: 0)
        #expect(SolverError.duplicateEditVariable(v).kind == "DuplicateEditVariable")
        #expect(SolverError.unknownEditVariable(v).kind == "UnknownEditVariable")
        #expect(SolverError.requiredEditStrength(v).kind == "BadRequiredStrength")
        #expect(SolverError.unsatisfiable(.pending).kind == "UnsatisfiableConstraint")
        #expect(SolverError.unsupportedCoefficient("").kind == "UnsupportedCoefficient")
    }

    @Test("coefficients at the edges of the supported range are accepted and solved")
    func coefficientRangeEdges() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(1e8 * x == 3e8)
        try s.add(1e-8 * y + 1e-8 == 3e-8)    // 1e8 apart from nothing: one coefficient
        try s.add((1e-8 * x + y >= 0).withStrength(.weak))    // exactly 1e8 apart: accepted
        #expect(throws: SolverError.unsupportedCoefficient("coefficients from 1e-08 to 2.0 differ by more than 100000000.0 times")) {
            try s.add(1e-8 * x + 2 * y >= 0)
        }
        s.updateVariables()
        #expect(Swift.abs(s.value(of: x) - 3) < 1e-9)
        #expect(Swift.abs(s.value(of: y) - 2) < 1e-9)
        expectSound(s)
    }

    @Test("the fuzzer's 1e96 coefficient is refused by name and line, and the script runs on soundly")
    func fuzzerHugeCoefficient() throws {
        let text = """
        add a 2.5 2*x - 0.5*y + 1e96*z == 7
        add y 250 -x - z >= 1e-9
        add d required z - x - y == 1e6
        edit y 3000000
        suggest y -12.5
        solve
        print *
        """
        var runner = ScriptRunner(try ConstraintScript(parsing: text))
        #expect(runner.runChecked() == nil)
        #expect(runner.output.first == "error 1 UnsupportedCoefficient")
        // The rest holds: d exactly, the 250-strength inequality too (x is free below a bound).
        var value: [String: Double] = [:]
        for line in runner.output.dropFirst() {
            let parts = line.split(separator: " ")
            if parts.count == 2, let v = Double(parts[1]) { value[String(parts[0])] = v }
        }
        let (x, y, z) = (try #require(value["x"]), try #require(value["y"]), try #require(value["z"]))
        #expect(y == -12.5)
        #expect(Swift.abs(z - x - y - 1e6) < 1e-6)
        #expect(-x - z >= -1e-6)
    }
}
