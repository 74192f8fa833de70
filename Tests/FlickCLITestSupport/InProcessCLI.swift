/// FlickCLITestSupport: the command line run in process, for the tests of the CLI and of the
/// fuzzer's commands. Apart from FlickTestSupport so that the model's tests do not wait for
/// (or link) the command line; everything is `package`.
import FlickCLI
import FlickSim

/// What one in-process run of the command line did: the exit code `FlickMain.run` returned
/// and everything written to standard output and standard error (a tuple, so a test can
/// take it apart with `let (code, out, err) = …`).
package typealias CLIResult = (code: ExitCode, out: String, err: String)

/// Runs `flick argv` (without the program name) in this process through `FlickMain.run`,
/// capturing what it writes.
/// - Parameters:
///   - scenes: scenes added after the built-in ones (a user's executable's own).
///   - programName: the name in messages (default `flick`).
///   - workerExecutable: the executable that judges case files in worker processes (default
///     nil: `FlickMain`'s own default).
package func runFlick(_ argv: [String], scenes: [SceneDescriptor] = [], programName: String = "flick",
                      workerExecutable: String? = nil) -> CLIResult {
    let captured = CapturedConsole()
    let code = FlickMain.run(argv, scenes: scenes, programName: programName, console: captured.console,
                             workerExecutable: workerExecutable)
    return (code, captured.stdout, captured.stderr)
}

/// Runs one command type directly, on the built-in scenes, printing its error as `flick`
/// does (`flick NAME: message`) and returning the error's exit code; for commands a test
/// drives apart from the registry.
package func runCommand(_ command: any Command.Type, _ argv: [String], console: Console) -> ExitCode {
    do {
        return try command.run(argv, console: console)
    } catch {
        console.err("flick \(command.name): \(error)")
        return error.exitCode
    }
}
