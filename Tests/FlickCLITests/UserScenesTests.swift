import Testing
import Foundation
import FlickScenes
import FlickSim
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

@Suite("A user's executable: its own scenes in every command")
struct UserScenesTests {
    /// A scene of the "user's own", built from the slider's code under another name.
    static let mySlider = SceneDescriptor(name: "my-slider", summary: "the user's slider") { env throws(SceneError) in
        try SceneCatalog.descriptor(named: "slider").make(env)
    }

    /// `my-flick argv` in process, with `scenes` added.
    func run(_ argv: [String], scenes: [SceneDescriptor]) -> CLIResult {
        runFlick(argv, scenes: scenes, programName: "my-flick")
    }

    @Test func scenesListsTheBuiltInOnesThenTheUsers() {
        let (code, out, _) = run(["scenes"], scenes: [Self.mySlider])
        #expect(code == .success)
        let names = out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names == SceneCatalog.all.map(\.name) + ["my-slider"])
        #expect(out.contains("the user's slider"))
    }

    @Test func replayRunsTheUsersSceneAsItRunsABuiltInOne() throws {
        let trace = tracePath("slider-normal.trace")
        let (mine, mineOut, _) = run(["replay", trace, "--scene", "my-slider", "--json", "--budget-ms", "1000"], scenes: [Self.mySlider])
        let (builtIn, builtInOut, _) = run(["replay", trace, "--scene", "slider", "--json", "--budget-ms", "1000"], scenes: [])
        #expect(mine == .success && builtIn == .success)
        let a = try #require(try JSONSerialization.jsonObject(with: Data(mineOut.utf8)) as? [String: Any])
        let b = try #require(try JSONSerialization.jsonObject(with: Data(builtInOut.utf8)) as? [String: Any])
        #expect(a["scene"] as? String == "my-slider")
        #expect(a["digest"] as? String == b["digest"] as? String)
        #expect(a["ticks"] as? Int == 160)
    }

    @Test func anUnknownSceneListsTheUsersToo() {
        let (code, _, err) = run(["replay", tracePath("slider-normal.trace"), "--scene", "nope"], scenes: [Self.mySlider])
        #expect(code == .badInput)
        #expect(err.contains("unknown scene 'nope'"))
        #expect(err.contains("my-slider"))
        #expect(err.contains("usage: my-flick replay"))
    }

    @Test func aNameThatClashesWithABuiltInSceneStopsAtStartUp() {
        let clash = SceneDescriptor(name: "drawer", summary: "mine") { env throws(SceneError) in
            try SceneCatalog.make("slider", environment: env)
        }
        let (code, out, err) = run(["scenes"], scenes: [clash])
        #expect(code == .badInput)
        #expect(out.isEmpty)
        #expect(err.contains("my-flick: cannot start: two scenes are named 'drawer'"))
        let (twice, _, twiceErr) = run(["scenes"], scenes: [Self.mySlider, Self.mySlider])
        #expect(twice == .badInput)
        #expect(twiceErr.contains("'my-slider'"))
    }

    @Test func theBuiltInNamesAreUnique() throws {
        _ = try SceneRegistry(SceneCatalog.all)
        #expect(SceneCatalog.registry.names == SceneCatalog.all.map(\.name))
    }

    @Test func noCommandIsAnErrorOnStandardError() {
        let (code, out, err) = run([], scenes: [])
        #expect(code == .badInput)
        #expect(out.isEmpty)
        #expect(err.contains("a command is needed"))
        #expect(err.contains("commands:"))
    }
}
