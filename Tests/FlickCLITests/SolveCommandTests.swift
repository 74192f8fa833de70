import Foundation
import Testing
@testable import FlickCLI

@Suite("flick solve")
struct SolveCommandTests {
    func temporaryScript(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "flick-solve-\(UUID().uuidString).cas"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("prints values and errors, with the minimal conflict after an unsatisfiable add")
    func printsValues() throws {
        let path = try temporaryScript("""
        add a required x + y == 10
        add b strong x == 3
        add c required y >= 9
        solve
        print x y
        """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let captured = CapturedConsole()
        #expect(FlickMain.run(["solve", path], console: captured.console) == .success)
        #expect(captured.stdout == "x 1.0\ny 9.0\n")
        let conflicting = try temporaryScript("add a required x == 1\nadd b required x >= 2\nadd c required y == 4\n")
        defer { try? FileManager.default.removeItem(atPath: conflicting) }
        let second = CapturedConsole()
        #expect(FlickMain.run(["solve", conflicting], console: second.console) == .success)
        #expect(second.stdout == "error 2 UnsatisfiableConstraint\n#   conflict: a b\n")
    }

    @Test("the bundled drawer script solves as documented")
    func bundledDrawer() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let captured = CapturedConsole()
        #expect(FlickMain.run(["solve", root.appendingPathComponent("Traces/constraints/drawer.cas").path], console: captured.console) == .success)
        let lines = captured.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("drawer_top 200.0"))       // dragged past the open detent
        #expect(lines.contains("card_h 120.0"))           // the card gave way to its minimum
        #expect(lines.contains("drawer_top 724.0"))       // dragged past the closed detent
        #expect(lines.contains("#   conflict: screen.h open drawer.h bad"))
    }

    @Test("--bench prints one JSON object with the kiwisolver runner's keys")
    func bench() throws {
        let path = try temporaryScript("add a required x >= 1\nedit x strong\nsuggest x 5\nsolve\nprint *\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let captured = CapturedConsole()
        #expect(FlickMain.run(["solve", path, "--bench"], console: captured.console) == .success)
        let object = try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any]
        for key in ["file", "vars", "counts", "build_s", "edit_s", "remove_s", "editvar_s", "per_add_us", "per_suggest_us", "per_solve_us", "prep_s", "errors", "counters"] {
            #expect(object?[key] != nil, "\(key)")
        }
        #expect((object?["counts"] as? [String: Int])?["suggest"] == 1)
    }

    @Test("bad input exits 2 naming file:line and the problem")
    func badInput() throws {
        let path = try temporaryScript("add a required x == 1\nadd b required x + == 2\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let captured = CapturedConsole()
        #expect(FlickMain.run(["solve", path], console: captured.console) == .badInput)
        #expect(captured.stderr.contains("\(path):2: expression ends with an operator"))
        let missing = CapturedConsole()
        #expect(FlickMain.run(["solve", "/nonexistent/x.cas"], console: missing.console) == .badInput)
        #expect(missing.stderr.contains("/nonexistent/x.cas: cannot read: No such file or directory"))
        let usage = CapturedConsole()
        #expect(FlickMain.run(["solve"], console: usage.console) == .badInput)
        #expect(FlickMain.run(["solve", path, "--fast"], console: usage.console) == .badInput)
        #expect(usage.stderr.contains("unknown option --fast"))
    }
}
