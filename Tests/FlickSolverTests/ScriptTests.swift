@testable import FlickSolver
import Testing
import FlickCore

@Suite("Constraint scripts (.cas)")
struct ScriptTests {
    @Test("a script runs and prints values like Python's repr")
    func runs() throws {
        let script = try ConstraintScript(parsing: """
        # comment
        add a required x + 2*y == 10   # trailing comment
        add b weak x == 4
        add c 1000 -0.5*y - - x >= -3
        solve
        print *
        add d required 2*y + x == 11
        add a required x == 1
        remove zz
        edit y required
        suggest x 1
        """)
        var runner = ScriptRunner(script)
        runner.run()
        #expect(runner.output == ["x 4.0", "y 3.0",
                                  "error 7 UnsatisfiableConstraint", "#   conflict: a d",
                                  "error 8 DuplicateConstraint", "error 9 UnknownConstraint",
                                  "error 10 BadRequiredStrength", "error 11 UnknownEditVariable"])
    }

    @Test("malformed lines name the line and the problem", arguments: [
        ("add a required x + == 3", 1, "expression ends with an operator"),
        ("solve\nadd a required x 3 4", 2, "need exactly one of == <= >="),
        ("solve\nadd a required x 3", 2, "add needs ID STRENGTH LHS OP RHS"),
        ("add a strongish x == 3", 1, "bad strength 'strongish'"),
        ("suggest x 1e", 1, "bad number '1e'"),
        ("frobnicate", 1, "unknown command 'frobnicate'"),
        ("add a required 2*3x == 1", 1, "bad term '2*3x'"),
        ("print", 1, "print needs VAR... or *"),
        ("suggest x nan", 1, "bad number 'nan'"),
    ])
    func malformed(text: String, line: Int, reason: String) {
        #expect(throws: ScriptError(line: line, reason: reason)) { try ConstraintScript(parsing: text) }
    }

    @Test("values print as Python's repr(float)", arguments: [
        (100.0, "100.0"), (0.0, "0.0"), (-0.0, "0.0"), (1e-05, "1e-05"), (0.0001, "0.0001"),
        (1e16, "1e+16"), (1e15, "1000000000000000.0"), (3.3333333333333335, "3.3333333333333335"),
        (-2.5, "-2.5"), (123456789.125, "123456789.125"), (1.5e-10, "1.5e-10"), (2.5e+20, "2.5e+20"),
    ])
    func pythonRepr(value: Double, text: String) {
        #expect(Format.roundTrip(value) == text)
    }
}
