import FlickSim

extension SheetOverListScene {
    /// The scene as the command line knows it: `--scene sheet-over-list`.
    public static let descriptor = SceneDescriptor(
        name: "sheet-over-list",
        summary: "messages with pull-to-refresh under a bottom sheet dragged between two detents; rules: sheet within its band, rows never overlap"
    ) { env throws(SceneError) in
        try SheetOverListScene(environment: env)
    }
}
