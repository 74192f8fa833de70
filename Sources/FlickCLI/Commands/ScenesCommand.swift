import FlickScenes

/// `flick scenes`: the built-in scenes, one line each.
enum ScenesCommand: Command {
    static let name = "scenes"
    static let usage = "scenes"
    static let summary = "list the built-in scenes `flick replay --scene` takes, one line each"

    static func run(_ argv: [String], console: Console) throws(CLIError) -> ExitCode {
        let args = try Arguments(argv, options: [], flags: [])
        _ = try args.expectPositional([])
        let width = SceneCatalog.all.map(\.name.count).max() ?? 0
        for d in SceneCatalog.all {
            console.out(d.name + String(repeating: " ", count: width - d.name.count + 2) + d.summary)
        }
        return .success
    }
}
