import Foundation
@testable import FlickSolver
import Testing

/// Row constants re-derived from the constraints' constants once they shrank far below the
/// values summed into them (`Solver+ConstantRederivation`), and the invariant check that
/// judges required constraints by the same bound.
@Suite("Re-derived row constants: tolerances follow the values in play")
struct ConstantRederivationTests {
    /// `shrinking-values-keep-large-tolerances.cas` with its 4.4e12 constant replaced by
    /// `constant`.
    static func script(constant: String) throws -> ConstraintScript {
        let text = try String(contentsOf: FixtureTests.directory.appendingPathComponent("shrinking-values-keep-large-tolerances.cas"), encoding: .utf8)
        #expect(text.contains("4444444444444 "))
        return try ConstraintScript(parsing: text.replacingOccurrences(of: "4444444444444 ", with: constant + " "))
    }

    /// 4.4e7 to 4.4e15, one decade apart (2^53 is 9.007e15).
    static let constants = (8...16).map { String(repeating: "4", count: $0) }

    /// The printed value of `name`, from a runner's output.
    static func value(_ name: String, in output: [String]) -> Double? {
        output.first { $0.hasPrefix(name + " ") }.flatMap { Double($0.dropFirst(name.count + 1)) }
    }

    @Test("no constant up to 2^53 leaves a required constraint violated once values shrink", arguments: constants)
    func sweep(constant: String) throws {
        var runner = ScriptRunner(try Self.script(constant: constant))
        let problem = runner.runChecked()
        #expect(problem == nil, "\(constant): \(problem.map { "line \($0.line): \($0.problem)" } ?? "")")
        let x = try #require(Self.value("x", in: runner.output)), y = try #require(Self.value("y", in: runner.output))
        let z = try #require(Self.value("z", in: runner.output))
        // b: x - y <= -3 and d: z + x + y == 100 (required); kiwisolver has x = 9.5.
        #expect(x - y <= -3 + 1e-9 && Swift.abs(z + x + y - 100) <= 1e-9, "\(constant): x \(x) y \(y) z \(z)")
        #expect(Swift.abs(x - 9.5) <= 1e-9, "\(constant): x \(x)")
        // At 4.4e15 the values the build drives pass 2^53: `c` is refused, the rest holds.
        let refused = runner.output.contains { $0.hasSuffix(" ValueOutOfRange") }
        #expect(refused == (constant.count == 16), "\(constant): \(runner.output)")
    }

    /// Without re-derivation the rows keep the scales of the large phase: up to 4.4e14,
    /// `x - y <= -3` is left violated by 34, and at 4.4e15 `z + x + y == 100` by 1 (z = 79).
    /// The check must say so at every constant from 4.4e12 up. Its tolerance once included
    /// 1e-14 of the largest value ever held (44 at 4.4e15), which let both pass there; it is
    /// now the round-off each value's row can carry, judged from the row re-derived, whatever
    /// the solver kept.
    @Test("the invariant check reports the violation a stale scale leaves", arguments: constants.suffix(4))
    func checkSeesStaleScales(constant: String) throws {
        let script = try Self.script(constant: constant)
        var runner = ScriptRunner(script)
        runner.solver.tuning.rederivesConstants = false
        let found = runner.runChecked()
        let problem = try #require(found, "\(constant): the check passed")
        let suggest = try #require(script.commands.first { if case .suggest = $0.operation { true } else { false } })
        #expect(problem.line == suggest.line, "\(constant): line \(problem.line): \(problem.problem)")
        // Up to 4.4e14, the slack of x - y <= -3 (c1) is at -34; at 4.4e15, where `c` is
        // refused, the values of the 1e16 phase leave z + x + y == 100 (then c3) off by 1.
        let marker = try #require(runner.solver.records[1]).marker
        let expected = constant.count < 16 ? "row \(marker) infeasible: -34.2" : "required constraint c3 violated by 1.0"
        #expect(problem.problem.hasPrefix(expected), "\(constant): \(problem.problem)")
        #expect(runner.solver.counters.constantsRederived == 0)
    }

    /// Found by `DefinitionStressTests` (40 variables, seed 4) while this was written: a
    /// redundant required equality `v38 == 189` reduced through definitions keeps a cell of
    /// -3.75e-12 (0 in exact arithmetic) next to cells of 0.33, for a constraint whose
    /// constant is -1384, so its re-derived constant is 5.2e-9 where the old one was -1e-11.
    /// Judged to 1e-11 of the magnitudes summed alone (378), the row looked infeasible and
    /// the add was refused as unsatisfiable; the bound allows each cell 1e-9 of the row's
    /// largest cell, times the constant it multiplies.
    @Test("a re-derived constant allows for its cells' round-off")
    func cellRoundOff() throws {
        let s = Solver()
        let v = (0..<40).map { s.makeVariable("v\($0)") }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength) throws {
            try s.add(LinearConstraint(LinearExpression(terms.map { Term(v[$0.0], $0.1) }, constant: constant), relation, strength: strength))
        }
        try add([(21, 2), (20, -1), (14, 1)], -696, .equal, Strength(1))
        try add([(25, 0.5), (21, -1)], 56.5, .equal, .required)
        try add([(26, 2), (22, -0.5), (23, -2), (21, 2)], -922.5, .equal, .required)
        try add([(26, -2), (22, 3)], -102, .equal, Strength(1000))
        try add([(29, 3), (22, 1)], -630, .lessOrEqual, .required)
        try add([(30, 0.5), (25, 1), (23, 0.5)], -605.5, .equal, .required)
        try add([(31, -2), (26, -1), (29, 1)], 537, .greaterOrEqual, .required)
        try add([(32, 2), (28, 3)], -1221, .greaterOrEqual, Strength(1000))
        try add([(33, 3), (31, 1), (32, 3)], -1384, .equal, .required)
        try add([(33, 3), (28, -2)], 17, .equal, .required)
        try add([(34, 0.5), (30, -2), (28, -1)], 835, .lessOrEqual, .required)
        try add([(36, 0.5), (33, 3), (34, -2), (29, -1)], 282.5, .equal, .required)
        try add([(38, 1), (36, 2), (31, 3)], -669, .lessOrEqual, Strength(1))
        try s.addEditVariable(v[36], strength: Strength(1e6))
        try s.suggestValue(v[36], 34)
        try add([(36, 1), (32, 2), (38, -2), (36, -1)], -196, .equal, .required)
        try s.addEditVariable(v[34], strength: Strength(3e6))
        try s.suggestValue(v[34], 288)
        try add([(38, 3)], -567, .equal, .required)
        let before = s.counters.constantsRederived
        try add([(38, 1)], -189, .equal, .required)    // redundant: 3·v38 == 567
        #expect(s.counters.constantsRederived > before)
        expectSound(s)
        s.updateVariables()
        #expect(Swift.abs(s.value(of: v[38]) - 189) < 1e-9)
    }

    /// A re-derived constant is what the cells and the constraints' constants say: the
    /// same as the incremental one within the old bound, with a scale of the values in play.
    @Test("a re-derived row agrees with its incremental constant and has the scale of the values now")
    func agreesWithIncremental() throws {
        var runner = ScriptRunner(try Self.script(constant: "4444444444444"))
        runner.run()
        let s = runner.solver
        for (b, row) in s.rows.enumerated() {
            guard let row, let (constant, scale) = s.rederivedConstant(of: SymbolID(b), row) else { continue }
            #expect(Swift.abs(constant - row.constant) <= 1e-11 * (row.scale + scale), "row \(b)")
        }
        // x's row (a definition, x = y - 3 - slack) and the slack of x - y <= -3 were
        // re-derived: their scales are those of values near 100, not 1e13.
        let x = try #require(s.rows[0 + 1]), b = try #require(s.records[1])
        #expect(x.scale < 1e6)
        #expect(s.rows[Int(b.marker)] == nil || s.rows[Int(b.marker)]!.scale < 1e6)
    }
}
