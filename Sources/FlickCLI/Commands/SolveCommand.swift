import FlickSolver
import FlickCore

/// `flick solve FILE.cas [--bench]`: runs a constraint script and prints what it asks for.
enum SolveCommand: Command {
    static let name = "solve"
    static let usage = "solve FILE.cas [--bench | --check]"
    static let summary = "run a constraint script (print output, or --bench: one JSON object of timings and counters, the keys a kiwisolver runner prints; --check: verify the tableau after every command)"

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, options: [], flags: ["--bench", "--check"])
        let path = try args.expectPositional(["FILE.cas"])[0]
        let prepStart = WorkClock.monotonic.now()
        var script = ConstraintScript()
        try forEachTextLine(path) { (line, number) throws(CLIError) in
            do throws(ScriptError) {
                try script.append(line: line, number: number)
            } catch {
                throw .badInput(location: "\(path == "-" ? "<stdin>" : path):\(error.line)", reason: error.reason)
            }
        }
        var runner = ScriptRunner(script)
        let prepSeconds = Double(WorkClock.monotonic.now() - prepStart) * 1e-9
        if args.has("--bench") {
            runner.run(clock: WorkClock.monotonic.now)
            console.out(benchJSON(path: path, script: script, runner: runner, prepSeconds: prepSeconds))
        } else if args.has("--check") {
            if let (line, problem) = runner.runChecked() {
                for line in runner.output { console.out(line) }
                console.err("flick solve: \(path):\(line): solver invariant broken: \(problem)")
                return .internalError
            }
            for line in runner.output { console.out(line) }
        } else {
            runner.run()
            for line in runner.output { console.out(line) }
        }
        return .success
    }

    /// The keys a kiwisolver bench runner prints (`build_s`, `edit_s`, `per_solve_us`, …),
    /// with `flick` in place of `kiwisolver` and the solver's work counters added.
    private static func benchJSON(path: String, script: ConstraintScript, runner: ScriptRunner, prepSeconds: Double) -> String {
        let counts = runner.commandCounts
        let s = runner.seconds
        func per(_ seconds: Double, _ n: Int) -> String { n > 0 ? json(seconds / Double(n) * 1e6) : "null" }
        let c = runner.solver.counters
        var fields: [String] = []
        fields.append("\"file\": \(jsonString(path))")
        fields.append("\"flick\": \"0.1\"")
        fields.append("\"mode\": \"batched\"")
        fields.append("\"vars\": \(script.variableNames.count)")
        let countKeys = ["add", "remove", "edit", "unedit", "suggest", "solve", "print"]
        fields.append("\"counts\": {" + countKeys.map { "\"\($0)\": \(counts[$0] ?? 0)" }.joined(separator: ", ") + "}")
        fields.append("\"build_s\": \(json(s["build"] ?? 0))")
        fields.append("\"edit_s\": \(json(s["edit"] ?? 0))")
        fields.append("\"remove_s\": \(json(s["remove"] ?? 0))")
        fields.append("\"editvar_s\": \(json(s["editvar"] ?? 0))")
        fields.append("\"per_add_us\": \(per(s["build"] ?? 0, counts["add"] ?? 0))")
        fields.append("\"per_suggest_us\": \(per(s["edit"] ?? 0, counts["suggest"] ?? 0))")
        fields.append("\"per_solve_us\": \(per(s["edit"] ?? 0, counts["solve"] ?? 0))")
        fields.append("\"per_remove_us\": \(per(s["remove"] ?? 0, counts["remove"] ?? 0))")
        fields.append("\"prep_s\": \(json(prepSeconds))")
        fields.append("\"errors\": {" + runner.errorCounts.keys.sorted().map { "\"\($0)\": \(runner.errorCounts[$0]!)" }.joined(separator: ", ") + "}")
        fields.append("\"counters\": {\"pivots\": \(c.pivots), \"rows_touched\": \(c.rowsTouched), \"rows_added\": \(c.rowsAdded), \"repaired_adds\": \(c.repairedAdds), \"refactorizations\": \(c.refactorizations), \"refactor_failures\": \(c.refactorFailures), \"perturbations\": \(c.perturbations), \"dummies_untracked\": \(c.dummiesUntracked), \"variables_updated\": \(c.variablesUpdated)}")
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
