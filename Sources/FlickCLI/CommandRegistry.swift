/// Every `flick` subcommand, in the order `flick help` lists them.
public enum CommandRegistry {
    public static let all: [any Command.Type] = [
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
    public static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }
}
