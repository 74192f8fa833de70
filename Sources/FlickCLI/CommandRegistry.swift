/// Every `flick` subcommand, in the order `flick help` lists them.
package enum CommandRegistry {
    package static let all: [any Command.Type] = [
        SolveCommand.self,
        ReplayCommand.self,
        ScenesCommand.self,
        ConvertCommand.self,
        GenerateCommand.self,
        DevicesCommand.self,
        RecordCommand.self,
        GesturesCommand.self,
        FuzzCommand.self,
        MinimizeCommand.self,
        BenchCommand.self,
    ]

    /// The command named `name`, if any.
    package static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }
}
