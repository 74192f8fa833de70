/// `flick scenes`: the scenes `--scene` takes (the built-in ones, then a user executable's own), one line each.
enum ScenesCommand: Command {
    static let name = "scenes"
    static let usage = "scenes"
    static let summary = "list the scenes `replay --scene` takes (built-in, then your own), one line each"

    static let options: [OptionSpec] = []
    static let positionals: [PositionalSpec] = []

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        _ = try args.expectPositional([])
        let scenes = context.scenes.descriptors
        let width = scenes.map(\.name.count).max() ?? 0
        for d in scenes {
            console.out(d.name + String(repeating: " ", count: width - d.name.count + 2) + d.summary)
        }
        return .success
    }
}
