import Foundation
@testable import FlickSolver
import Testing

/// Scripts that once broke the solver (found by the differential check and the fuzzer),
/// kept as regressions: each runs with the tableau's invariants checked after every command.
@Suite("Regression scripts")
struct FixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A runner for the fixture script `name` (a path under `Fixtures`).
    static func runner(_ name: String) throws -> ScriptRunner {
        ScriptRunner(try ConstraintScript(parsing: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)))
    }

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".cas") }.sorted()
    }

    @Test("the tableau stays sound through every command", arguments: scripts)
    func sound(name: String) throws {
        var runner = try Self.runner(name)
        let problem = runner.runChecked()
        #expect(problem == nil, "\(name): \(problem.map { "line \($0.line): \($0.problem)" } ?? "")")
    }

    /// Found by the fuzzer: with a coefficient of 3.75e6 next to 0.2 the tableau is rebuilt
    /// before nearly every add (5 rebuilds in 11 adds), and c0's row equation then keeps a
    /// cell of 0.0025·slack. That cell is the sum of terms of 4.5e7 (5.6e-11 of them, the
    /// condition number of such a basis times the machine epsilon), the same share every
    /// other cell and the constant keep: round-off, not a wrong row, and the final values
    /// are kiwisolver's. The check took it for a broken row while its cell threshold was an
    /// absolute 1e-5; it is now relative to the terms summed into each cell.
    @Test("a rebuilt large-coefficient row's round-off is judged against the terms summed into it")
    func rebuildsLargeCoefficient() throws {
        var runner = try Self.runner("rebuilds-large-coefficient.cas")
        let script = try ConstraintScript(parsing: try String(contentsOf: Self.directory.appendingPathComponent("rebuilds-large-coefficient.cas"), encoding: .utf8))
        // Up to the add after which the check used to fail (line 11).
        for command in script.commands where command.line <= 11 { runner.execute(command) }
        let s = runner.solver
        #expect(s.invariantViolation() == nil)
        let r = s.equationResidual(of: try #require(s.records[0]))
        let worst = try #require(r.cells.max { abs($0.coefficient) < abs($1.coefficient) })
        #expect(abs(worst.coefficient) > 1e-3 && worst.magnitude > 1e7)
        #expect(abs(worst.coefficient) < 1e-9 * worst.magnitude)
        // A real error of 1e-6 of the same terms is still a broken row.
        let b = try #require(s.rows.indices.first { s.rows[$0]?.cells.contains { $0.symbol == worst.symbol } ?? false })
        let i = try #require(s.rows[b]!.cells.firstIndex { $0.symbol == worst.symbol })
        s.rows[b]!.cells[i].coefficient += 1e-6 * worst.magnitude
        #expect(s.invariantViolation()?.contains("no longer reduces to zero") == true)
    }

    /// Known and not yet fixed (found by the fuzzer): a soft constraint with a constant of
    /// 4.4e16, past 2^53, drives values to 2e17 once y is an edit variable; after the
    /// suggestion brings them back near 5e5, `x - y <= -3` is left violated by 499385. Each
    /// row's feasibility tolerance (1e-11 of the largest value summed into its constant,
    /// `Row.scale`) is still that of the 2e17 phase, so the dual simplex takes the violation
    /// for round-off; the rows' constants really are that far off. Needs either a documented
    /// limit on constants and values (refused like unsupported coefficients) or a rebuild when
    /// the values in play drop far below the rows' scale (`refactorIfScaleDropped` does this
    /// after removals only). When it is fixed this test fails: move the script up into Fixtures
    /// and drop the wrapper.
    @Test("pending: values past double precision leave no required row violated after they shrink")
    func pendingValuesPastDoublePrecision() throws {
        var runner = try Self.runner("pending/values-past-double-precision.cas")
        let problem = runner.runChecked()
        withKnownIssue("row scales keep the tolerance of a 2e17 phase") {
            #expect(problem == nil)
        }
    }

    @Test("a huge constant elsewhere does not hide a small row's violation (found by the fuzzer)")
    func largeConstantElsewhere() throws {
        // With one tolerance for every row (1e-9 of the largest value in play, here 9e14),
        // `x - y <= -3` was left violated by 23 once the edit moved y.
        var runner = try Self.runner("large-constant-hides-violation.cas")
        #expect(runner.runChecked() == nil)
        #expect(runner.output.contains("x -15.5"))
    }

    @Test("a huge constant coupled into a small required row does not hide its violation (fuzzer)")
    func largeConstantCoupled() throws {
        // The 7.1e10 of `a` reaches the row of `x - y <= -4.75` through x, so that row's own
        // scale is 7e10 too; judged to 1e-9 of it, a violation of 27 passed as round-off.
        var runner = try Self.runner("large-constant-coupled-row.cas")
        #expect(runner.runChecked() == nil)
        #expect(runner.output.contains("x -17.25"))
    }

    @Test("a feasible required equality is accepted (it was once reported unsatisfiable)")
    func falseUnsatisfiable() throws {
        var runner = try Self.runner("false-unsat-random-100-3.cas")
        runner.run()
        #expect(runner.errors.isEmpty)
    }

    @Test("an explanation found after the deletion filter's scratch tableau drifted is still minimal")
    func explanationAfterScratchDrift() throws {
        let name = "explanation-scratch-drift-random-200-1.cas"
        var runner = try Self.runner(name)
        runner.run()
        let conflict = runner.output.first { $0.hasPrefix("#   conflict:") }
        #expect(conflict == "#   conflict: c0 bad1")
    }

    @Test("an external variable behind a 1e7 coefficient still becomes basic")
    func scaledSubject() throws {
        let s = Solver()
        let x = s.makeVariable("x"), z = s.makeVariable("z")
        try s.add((1e7 * x + z == 0).withStrength(.weak))
        try s.add(x <= 0)
        expectSound(s)
    }
}
