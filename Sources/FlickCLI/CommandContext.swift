import FlickScenes
import FlickSim

/// What a command runs with: where its output goes, and the scenes `--scene` can name — the
/// built-in ones plus any a user's executable added through `FlickMain.run(_:scenes:console:)`.
public struct CommandContext: Sendable {
    public var console: Console
    public var scenes: SceneRegistry

    /// - Parameter scenes: default: the built-in scenes only.
    public init(console: Console = .standard(), scenes: SceneRegistry = SceneCatalog.registry) {
        self.console = console
        self.scenes = scenes
    }
}
