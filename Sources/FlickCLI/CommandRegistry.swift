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

    /// Commands run under another's name (`flick fuzz merge`), which the parent dispatches;
    /// listed so that what is checked over every command's table covers them too.
    package static let subcommands: [any Command.Type] = [FuzzMergeCommand.self]

    /// Every command and subcommand, for checks over their tables.
    package static var everyCommand: [any Command.Type] { all + subcommands }

    /// The command named `name`, if any.
    package static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }
}
