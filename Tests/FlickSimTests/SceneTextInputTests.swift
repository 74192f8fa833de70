import FlickInput
import FlickLayout
import Testing
@testable import FlickSim

/// The scene host's entry point for typed text (`Scene.insertText(_:)`, `deleteBackward()`):
/// what traces, the tester and the fuzzer call.
@Suite struct SceneTextInputTests {
    /// A key input that logs what it gets, with the scene's clock time of each key.
    class KeyLog: View, KeyInput {
        var keys: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !keys.isEmpty }
        func insertText(_ text: String) { keys.append(text) }
        func deleteBackward() { keys.append("⌫") }
    }

    final class LogScene: SceneHost {
        let first = KeyLog(), second = KeyLog()
        init() throws(SceneError) {
            try super.init(environment: SceneEnvironment())
            root.addSubview(first)
            root.addSubview(second)
            finishBuilding()
        }
    }

    @Test func textGoesToTheFirstResponderAndNothingTakesItWithoutOne() throws {
        let scene = try LogScene()
        let asScene: any Scene = scene
        #expect(!asScene.insertText("a"))
        #expect(!asScene.deleteBackward())
        scene.first.becomeFirstResponder()
        #expect(asScene.insertText("hé\n"))
        #expect(asScene.deleteBackward())
        #expect(scene.first.keys == ["h", "é", "\n", "⌫"])
    }

    @Test func aReturnKeyThatMovesFocusSendsTheRestToTheNextResponder() throws {
        let scene = try LogScene()
        scene.first.becomeFirstResponder()
        final class MoveOnReturn: KeyLog {
            weak var next: View?
            override func insertText(_ text: String) {
                super.insertText(text)
                if text == "\n" { next?.becomeFirstResponder() }
            }
        }
        let field = MoveOnReturn()
        scene.root.addSubview(field)
        field.next = scene.second
        field.becomeFirstResponder()
        #expect(scene.insertText("ab\ncd"))
        #expect(field.keys == ["a", "b", "\n"])
        #expect(scene.second.keys == ["c", "d"])
    }

    @Test func aSceneThatIsNotAHostTakesNoText() {
        final class Bare: Scene {
            var screen: SceneScreen { SceneScreen(width: 100, height: 100, scale: 1) }
            func deliver(_ frame: InputFrame) {}
            func advance(to time: Int64) {}
            func layout() {}
            func collectFrames(into frames: inout [FrameSample]) {}
            func frameName(_ id: Int32) -> String { "" }
            func drainIssues() -> [SceneIssue] { [] }
            func checkRules(frames: [FrameSample]) -> [String] { [] }
            func ambiguities() -> [String] { [] }
            var isSettled: Bool { true }
            var counters: WorkCounters { WorkCounters() }
        }
        let scene: any Scene = Bare()
        #expect(!scene.insertText("x"))
        #expect(!scene.deleteBackward())
    }
}
