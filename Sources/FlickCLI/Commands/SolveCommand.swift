import FlickSolver
import FlickCore

/// `flick solve FILE.cas [--bench]`: runs a constraint script and prints what it asks for.
enum SolveCommand: Command {
    static let name = "solve"
    static let usage = "solve FILE.cas [--bench | --check]"
    static let summary = "run a constraint script (print output, or --bench: one JSON object of timings and counters, the keys a kiwisolver runner prints; --check: verify the tableau as the script runs, naming the first command after which it is broken)"

    static let options: [OptionSpec] = [.flag("--bench"), .flag("--check")]
    static let positionals = [PositionalSpec("FILE.cas", .input(.script))]

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
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
        func per(_ seconds: Double, _ n: Int) -> JSONValue { n > 0 ? .number(seconds / Double(n) * 1e6) : .null }
        let c = runner.solver.counters
        let countKeys = ["add", "remove", "edit", "unedit", "suggest", "solve", "print"]
        let fields: [(String, JSONValue)] = [
            ("file", .string(path)), ("flick", .string("0.1")), ("mode", .string("batched")),
            ("vars", .int(script.variableNames.count)),
            ("counts", .object(countKeys.map { ($0, .int(counts[$0] ?? 0)) })),
            ("build_s", .number(s["build"] ?? 0)), ("edit_s", .number(s["edit"] ?? 0)),
            ("remove_s", .number(s["remove"] ?? 0)), ("editvar_s", .number(s["editvar"] ?? 0)),
            ("per_add_us", per(s["build"] ?? 0, counts["add"] ?? 0)),
            ("per_suggest_us", per(s["edit"] ?? 0, counts["suggest"] ?? 0)),
            ("per_solve_us", per(s["edit"] ?? 0, counts["solve"] ?? 0)),
            ("per_remove_us", per(s["remove"] ?? 0, counts["remove"] ?? 0)),
            ("prep_s", .number(prepSeconds)),
            ("errors", .object(runner.errorCounts.keys.sorted().map { ($0, .int(runner.errorCounts[$0]!)) })),
            ("counters", .object([
                ("pivots", .int(c.pivots)), ("rows_touched", .int(c.rowsTouched)), ("rows_added", .int(c.rowsAdded)),
                ("repaired_adds", .int(c.repairedAdds)), ("refactorizations", .int(c.refactorizations)),
                ("refactor_failures", .int(c.refactorFailures)), ("perturbations", .int(c.perturbations)),
                ("dummies_untracked", .int(c.dummiesUntracked)), ("variables_updated", .int(c.variablesUpdated)),
            ])),
        ]
        return JSONValue.object(fields).text(.spaced)
    }
}
