import FlickCore
@testable import FlickSolver
import Testing

/// A substitution patches a target row in place when the substituted row is short, dummies
/// included (`Row.patch`): the target's dummies change in place too, and a failed call's
/// rollback puts them back from the journal's saved cells. Checked on random systems of
/// required two-variable constraints, equalities (whose dummies every row then carries) and
/// inequalities, many of which conflict: after each failed add the solver must be exactly as
/// before it, and sound.
@Suite struct PatchWithDummiesTests {
    @Test(arguments: 1...16)
    func aFailedAddRestoresDummiesPatchedInPlace(seed: UInt64) throws {
        var random = TestRandom(state: seed &* 0x2545_F491_4F6C_DD1D)
        let s = Solver()
        let v = (0..<6).map { s.makeVariable("v\($0)") }
        var failures = 0
        for _ in 0..<40 {
            let a = v[random.int(0...5)], b = v[random.int(0...5)]
            guard a.id != b.id else { continue }
            let k = Double(random.int(1...2)) * (random.int(0...1) == 0 ? 1 : -1)
            let c = Double(random.int(-20...20))
            let constraint: LinearConstraint
            switch random.int(0...2) {
            case 0: constraint = a + k * b == c
            case 1: constraint = a + k * b <= c
            default: constraint = a + k * b >= c
            }
            if !addRestoringOnFailure(constraint, to: s, watching: v, seed: seed) { failures += 1 }
        }
        #expect(failures > 0)
    }

    /// A substituted row too long to patch is merged into the target rows' own storage
    /// (`Solver.mergeInPlace`), the journal keeping only the old cells it touched: on fully
    /// reduced rows (no definitions) of sparse constraints over many variables, where the
    /// substituted rows grow past `Row.patchLimit`, every failed add leaves the solver
    /// exactly as before it, and sound.
    @Test(arguments: 1...8)
    func aFailedAddRestoresLongRowsMergedInPlace(seed: UInt64) throws {
        var random = TestRandom(state: seed &* 0x9E37_79B9_7F4A_7C15)
        let s = Solver()
        s.tuning.keepsDefinitions = false
        let v = (0..<24).map { s.makeVariable("v\($0)") }
        var failures = 0
        var longest = 0
        for _ in 0..<90 {
            var e = LinearExpression(constant: Double(random.int(-40...40)))
            for _ in 0..<random.int(2...4) {
                e.terms.append(Term(v[random.int(0...23)], Double([-2, -1, 1, 2][random.int(0...3)])))
            }
            let constraint: LinearConstraint
            switch random.int(0...3) {
            case 0, 1: constraint = LinearConstraint(e, .equal)
            case 2: constraint = LinearConstraint(e, .lessOrEqual)
            default: constraint = LinearConstraint(e, .greaterOrEqual)
            }
            if !addRestoringOnFailure(constraint, to: s, watching: v, seed: seed) { failures += 1 }
            for case let row? in s.rows { longest = Swift.max(longest, row.count) }
        }
        #expect(failures > 0)
        #expect(longest > Row.patchLimit)
    }

    /// Removing a required equality reads its dummy's column, which in-place patches wrote
    /// into the other rows: the values return to those of the system without it.
    @Test func removingAPatchedEqualityReadsItsDummyColumn() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let c1 = try s.add(y == x + 10)
        try s.add(z == y + 5)
        try s.add((x == 3).withStrength(.strong))
        let c4 = try s.add(x + y == 40)    // substitutes x, a row holding a dummy, into y's and z's rows
        s.updateVariables()
        #expect(s.value(of: x) == 15 && s.value(of: y) == 25 && s.value(of: z) == 30)
        try s.remove(c4)                   // its dummy's column: the rows patched in place
        s.updateVariables()
        #expect(s.value(of: x) == 3 && s.value(of: y) == 13 && s.value(of: z) == 18)
        try s.remove(c1)
        expectSound(s)
    }

    /// Adds `constraint` to `s`; when the add fails, expects the solver (and the values of
    /// `v`) exactly as before it. Either way expects `s` sound. Whether the add succeeded.
    private func addRestoringOnFailure(_ constraint: LinearConstraint, to s: Solver, watching v: [Variable],
                                       seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let before = SolverSnapshot(s, v)
        defer { expectSound(s, sourceLocation: sourceLocation) }
        do {
            try s.add(constraint)
            return true
        } catch {
            #expect(SolverSnapshot(s, v) == before, "seed \(seed)", sourceLocation: sourceLocation)
            return false
        }
    }
}
