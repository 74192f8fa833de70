import FlickCore
import FlickSim
import FlickScenes

/// The entry point of the `flick` executable, callable in-process by tests — and by a user's
/// own executable, which gets the whole command line with its scenes added to the built-in
/// ones:
///
/// ```
/// // Sources/my-flick/main.swift, in a package that depends on Flick
/// import FlickCLI
/// import FlickSim
/// #if canImport(Glibc)
/// import Glibc
/// #endif
///
/// let sheet = SceneDescriptor(name: "bottom-sheet", summary: "a sheet over a list") { env throws(SceneError) in
///     try BottomSheetScene(environment: env)
/// }
/// exit(FlickMain.run(Array(CommandLine.arguments.dropFirst()), scenes: [sheet]).rawValue)
/// ```
///
/// Then `swift run my-flick replay my.trace --scene bottom-sheet` and `swift run my-flick scenes`
/// work on the user's scenes exactly as on the built-in ones.
public enum FlickMain {
    /// Runs `flick` with `argv` (without the program name) and returns the exit code.
    /// Never traps on user input: every `CLIError` becomes a message and exit code 2.
    /// - Parameters:
    ///   - scenes: scenes of the caller's own, listed after the built-in ones. A name that is
    ///     already taken is an error (exit 2) before any command runs. `replay` and `minimize`
    ///     decode a raw crash artifact of a case harness over these (over the built-in ones
    ///     when there are none), as `CaseHarness(scenes:)` with the same list decodes its input.
    ///   - programName: the name messages and usage lines give the tool (default `flick`).
    ///   - workerExecutable: the executable that judges case files in worker processes
    ///     (default nil: this one; see `CommandContext.workerExecutable`).
    public static func run(_ argv: [String], scenes: [SceneDescriptor] = [], programName: String = "flick",
                           console: Console = .standard(), workerExecutable: String? = nil) -> ExitCode {
        // A write past a file-size limit (`ulimit -f`) fails with EFBIG, reported as exit 2
        // naming the file, instead of SIGXFSZ ending the process (153) with nothing said.
        FileSizeSignal.ignore()
        // Each command has its own inputs: no output of it may replace one (`OutputFile`).
        return InputFiles.$scope.withValue(InputFiles.Scope()) {
            runCommand(argv, scenes: scenes, programName: programName, console: console, workerExecutable: workerExecutable)
        }
    }

    private static func runCommand(_ argv: [String], scenes: [SceneDescriptor], programName: String,
                                   console: Console, workerExecutable: String?) -> ExitCode {
        let registry: SceneRegistry, own: SceneRegistry
        do throws(SceneError) {
            registry = try SceneCatalog.registry.adding(scenes)
            own = try SceneRegistry(scenes)
        } catch {
            console.err("\(programName): cannot start: \(error)")
            return .badInput
        }
        // A user's case harness runs over its own scenes (`CaseHarness(scenes:)`).
        let context = CommandContext(console: console, scenes: registry, workerExecutable: workerExecutable,
                                     harnessScenes: scenes.isEmpty ? registry : own)
        guard let name = argv.first, name != "help", name != "--help", name != "-h" else {
            if argv.isEmpty {
                console.err("\(programName): a command is needed\n\(help(programName: programName))")
                return .badInput
            }
            console.out(help(programName: programName))
            return .success
        }
        guard let command = CommandRegistry.command(named: name) else {
            console.err("\(programName): unknown command '\(Format.excerpt(name))'\n\(help(programName: programName))")
            return .badInput
        }
        if argv.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
            console.out("usage: \(programName) \(command.usage)\n\(command.summary)")
            return .success
        }
        do {
            return try command.run(Array(argv.dropFirst()), context: context)
        } catch {
            console.err("\(programName) \(name): \(error)")
            if case .usage = error { console.err("usage: \(programName) \(command.usage)") }
            return error.exitCode
        }
    }

    /// The list of commands.
    public static func help(programName: String = "flick") -> String {
        var lines = ["\(programName) — a headless simulator and fuzzer of touch-driven, constraint-based UIs", "", "commands:"]
        for command in CommandRegistry.all {
            lines.append("  \(command.usage)")
            lines.append("      \(command.summary)")
        }
        lines.append("")
        lines.append("exit codes: 0 all held, 1 violation or regression, 2 bad usage or input, 3 internal error")
        return lines.joined(separator: "\n")
    }
}
