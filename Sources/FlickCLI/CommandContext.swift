import FlickScenes
import FlickSim

/// What a command runs with: where its output goes, and the scenes `--scene` can name — the
/// built-in ones plus any a user's executable added through `FlickMain.run(_:scenes:console:)`.
package struct CommandContext: Sendable {
    package var console: Console
    package var scenes: SceneRegistry
    /// The executable whose `fuzz --worker` mode runs the cases `replay CASE` and `minimize`
    /// judge (a case may trap: it takes the worker down, not the command). nil (the default):
    /// this executable. A caller whose process is not this command line — a test running
    /// `FlickMain.run` in its own process — names an executable built with the same scenes.
    package var workerExecutable: String?
    /// The scenes the case harness of this executable decodes raw bytes over (`CaseHarness`),
    /// so `replay` and `minimize` read its libFuzzer crash artifacts as it did: the scenes a
    /// user's executable adds, or the built-in ones when it adds none.
    package var harnessScenes: SceneRegistry

    /// - Parameters:
    ///   - scenes: default: the built-in scenes only.
    ///   - workerExecutable: default nil, this executable (see `workerExecutable`).
    ///   - harnessScenes: default nil: `scenes`.
    package init(console: Console = .standard(), scenes: SceneRegistry = SceneCatalog.registry, workerExecutable: String? = nil,
                 harnessScenes: SceneRegistry? = nil) {
        self.console = console
        self.scenes = scenes
        self.workerExecutable = workerExecutable
        self.harnessScenes = harnessScenes ?? scenes
    }
}
