import FlickGestures
import FlickInput
import FlickLayout
import Testing
@testable import FlickSim

/// A trace's text lines replayed through a scene (docs/INPUT.md): text goes to the first
/// responder after the touches of its frame; text no responder takes is counted, not a
/// violation.
@Suite struct TraceTypingTests {
    /// A one-line field: a tap focuses it, typed characters append, delete removes the last
    /// character, return ends editing (UIKit's usual text-field-should-return handling).
    final class Field: View, KeyInput {
        var text = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ t: String) {
            if t == "\n" { resignFirstResponder() } else { text += t }
        }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    }

    final class FormScene: SceneHost {
        let field = Field()
        init() throws(SceneError) {
            try super.init(environment: SceneEnvironment())
            field.frame = Rect(x: 20, y: 100, width: 300, height: 44)
            root.addSubview(field)
            let tap = TapGestureRecognizer(name: "focus")
            tap.addTarget { [unowned self] _ in self.field.becomeFirstResponder() }
            router.attach(tap, to: field)
            finishBuilding()
        }
    }

    static let trace = """
    {"format":"flick-trace","version":1,"screen":{"width":393,"height":852,"scale":3}}
    {"t":0.1,"id":1,"phase":"down","x":100,"y":120}
    {"t":0.15,"text":"hi"}
    {"t":0.15,"id":1,"phase":"up","x":100,"y":120}
    {"t":0.3,"text":"héllo🙂"}
    {"t":0.4,"key":"delete"}
    {"t":0.5,"key":"return"}
    {"t":0.6,"text":"lost"}
    """

    @Test func aRecordedSessionWithTypingReplaysIntoTheField() throws {
        let scene = try FormScene()
        let sim = Simulator(scene: scene, name: "form")
        let result = try sim.run(source: try TraceReader(text: Self.trace, path: "typing.trace"))
        // The tap's up and "hi" share a frame: the tap focuses the field first, so "hi" lands.
        #expect(scene.field.text == "hihéllo")
        #expect(!scene.field.isFirstResponder)
        #expect(result.textEvents == 5)
        #expect(result.textEventsUntaken == 1)
        #expect(result.violations.isEmpty)
        #expect(result.inputEvents == 2)
        #expect(result.inputFrames == 6)
    }

    @Test func textBeforeAnyFocusIsDroppedAndCounted() throws {
        let scene = try FormScene()
        let frames = [InputFrame(timestamp: 10_000_000, touches: [], text: [.insert("abc"), .deleteBackward, .returnKey])]
        let result = Simulator(scene: scene, name: "form").run(frames: frames)
        #expect(scene.field.text == "")
        #expect(result.textEvents == 3)
        #expect(result.textEventsUntaken == 3)
        #expect(result.violations.isEmpty)
        #expect(ReplayReport(result).text.contains("text: 3 text event(s), 3 taken by no text input (no first responder; dropped)"))
    }

    @Test func replayingTheSameTypingTwiceGivesTheSameDigest() throws {
        let a = try FormScene(), b = try FormScene()
        let ra = try Simulator(scene: a, name: "form").run(source: try TraceReader(text: Self.trace))
        let rb = try Simulator(scene: b, name: "form").run(source: try TraceReader(text: Self.trace))
        #expect(ra.digest == rb.digest)
        #expect(ra.tickCount == rb.tickCount)
    }
}
