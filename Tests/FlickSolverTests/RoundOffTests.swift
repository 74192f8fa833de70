@testable import FlickSolver
import Testing

/// How the solver keeps round-off from deciding a new row's subject (see `Solver+Refactor`):
/// rows whose round-off estimate reached the tolerances are rebuilt before a new row is
/// reduced from them, and a new row whose externals are all within the estimate is reduced
/// again after a rebuild. The script that once broke on this is in Fixtures
/// (round-off-external-subject-random-200-1.cas); these tests drive each rule directly by
/// setting the estimate.
@Suite("Round-off never decides a new row's subject")
struct RoundOffTests {
    @Test("a real external within the round-off estimate is kept: rebuilt, then still the subject")
    func realExternalWithinEstimate() throws {
        let s = Solver()
        let x = s.makeVariable("x"), z = s.makeVariable("z")
        try s.add((1e7 * x + z == 0).withStrength(.weak))
        // `x <= 0` reduces to a row whose external z is 1e-7 of its slack: within a bound of
        // 1e3 · ε · 1e6 = 2.2e-7, and below the limit that rebuilds before every add.
        s.roundOffSinceRefactor = 1e6
        let before = s.counters.refactorizations
        try s.add(x <= 0)
        #expect(s.counters.refactorizations == before + 1)
        #expect(s.roundOffSinceRefactor < 1e6)
        expectSound(s)
        s.updateVariables()
        #expect(Swift.abs(s.value(of: x)) < 1e-9)
        #expect(Swift.abs(s.value(of: z)) < 1e-9)
    }

    @Test("no rebuild while the estimate is below the external's size")
    func noRebuildBelowEstimate() throws {
        let s = Solver()
        let x = s.makeVariable("x"), z = s.makeVariable("z")
        try s.add((1e7 * x + z == 0).withStrength(.weak))
        s.roundOffSinceRefactor = 1e4    // bound 2.2e-9: z at 1e-7 is no round-off
        let before = s.counters.refactorizations
        try s.add(x <= 0)
        #expect(s.counters.refactorizations == before)
        expectSound(s)
    }

    @Test("an estimate past the limit rebuilds before the next add and after a removal")
    func rebuildPastLimit() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let c = try s.add(x + y == 10)
        s.roundOffSinceRefactor = Solver.roundOffLimit
        var before = s.counters.refactorizations
        try s.add(x - y >= 2)
        #expect(s.counters.refactorizations == before + 1)
        expectSound(s)
        s.roundOffSinceRefactor = Solver.roundOffLimit
        before = s.counters.refactorizations
        try s.remove(c)
        #expect(s.counters.refactorizations == before + 1)
        expectSound(s)
    }

    @Test("a failed add restores the rows and the round-off they carry, rebuild included")
    func failedAddRestoresEstimate() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 1)
        s.roundOffSinceRefactor = Solver.roundOffLimit
        #expect(throws: SolverError.self) { try s.add(x == 2) }
        #expect(s.roundOffSinceRefactor == Solver.roundOffLimit)
        expectSound(s)
    }
}
