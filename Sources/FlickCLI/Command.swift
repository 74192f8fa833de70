/// One `flick` subcommand. Each lives in its own file under `Commands/` and is listed in
/// `CommandRegistry.all`.
package protocol Command: Sendable {
    /// The word after `flick`.
    static var name: String { get }
    /// The words that run it: `[name]`, or a subcommand's parent and name (`fuzz merge`).
    static var words: [String] { get }
    /// The synopsis line shown by `flick help`.
    static var usage: String { get }
    /// One line: what the command is for.
    static var summary: String { get }
    /// What the command accepts: every option with the role of its value (`OptionSpec`), the
    /// table `Arguments` reads the command line by. Tests enumerate it, so a new option is
    /// checked as every other of its kind is.
    static var options: [OptionSpec] { get }
    /// The positional arguments the command accepts, in order, with their roles (the
    /// command says how many it needs).
    static var positionals: [PositionalSpec] { get }
    /// Runs the command with the arguments after its name.
    /// - Returns: the exit code; errors the user caused are thrown as `CLIError`.
    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode
}

extension Command {
    package static var words: [String] { [name] }

    /// Runs the command on the built-in scenes, writing to `console`.
    package static func run(_ argv: [String], console: Console) throws(CLIError) -> ExitCode {
        try run(argv, context: CommandContext(console: console))
    }
}
