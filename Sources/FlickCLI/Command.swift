/// One `flick` subcommand. Each lives in its own file under `Commands/` and is listed in
/// `CommandRegistry.all`.
package protocol Command: Sendable {
    /// The word after `flick`.
    static var name: String { get }
    /// The synopsis line shown by `flick help`.
    static var usage: String { get }
    /// One line: what the command is for.
    static var summary: String { get }
    /// Runs the command with the arguments after its name.
    /// - Returns: the exit code; errors the user caused are thrown as `CLIError`.
    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode
}

extension Command {
    /// Runs the command on the built-in scenes, writing to `console`.
    package static func run(_ argv: [String], console: Console) throws(CLIError) -> ExitCode {
        try run(argv, context: CommandContext(console: console))
    }
}
