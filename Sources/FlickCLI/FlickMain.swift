/// The entry point of the `flick` executable, callable in-process by tests.
public enum FlickMain {
    /// Runs `flick` with `argv` (without the program name) and returns the exit code.
    /// Never traps on user input: every `CLIError` becomes a message and exit code 2.
    public static func run(_ argv: [String], console: Console = .standard()) -> ExitCode {
        guard let name = argv.first, name != "help", name != "--help", name != "-h" else {
            console.out(help())
            return argv.isEmpty ? .badInput : .success
        }
        guard let command = CommandRegistry.command(named: name) else {
            console.err("flick: unknown command '\(name)'\n\(help())")
            return .badInput
        }
        if argv.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
            console.out("usage: flick \(command.usage)\n\(command.summary)")
            return .success
        }
        do {
            return try command.run(Array(argv.dropFirst()), console: console)
        } catch {
            console.err("flick \(name): \(error)")
            if case .usage = error { console.err("usage: flick \(command.usage)") }
            return error.exitCode
        }
    }

    /// The list of commands.
    public static func help() -> String {
        var lines = ["flick — a headless simulator and fuzzer of touch-driven, constraint-based UIs", "", "commands:"]
        for command in CommandRegistry.all {
            lines.append("  \(command.usage)")
            lines.append("      \(command.summary)")
        }
        lines.append("")
        lines.append("exit codes: 0 all held, 1 violation or regression, 2 bad usage or input, 3 internal error")
        return lines.joined(separator: "\n")
    }
}
