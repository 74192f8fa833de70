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
            let before = SolverSnapshot(s, v)
            do {
                try s.add(constraint)
            } catch {
                failures += 1
                #expect(SolverSnapshot(s, v) == before, "seed \(seed)")
            }
            expectSound(s)
        }
        #expect(failures > 0)
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
}
