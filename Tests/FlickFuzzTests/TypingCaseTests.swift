import Testing
import FlickCore
import FlickGestures
import FlickInput
import FlickLayout
import FlickScenes
import FlickSim
@testable import FlickFuzz

/// A scene with one text input: a tap focuses it; what is typed shows as the width of a bar
/// (4 pt a character, so typing changes the frames and the digest); return ends editing.
final class OneFieldScene: SceneHost {
    final class Field: View, KeyInput {
        var text = "" { didSet { onChange?(text) } }
        var onChange: ((String) -> Void)?
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ t: String) { if t == "\n" { resignFirstResponder() } else { text += t } }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    }

    let field = Field()
    let bar = View()

    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        field.frame = Rect(x: 20, y: 100, width: 353, height: 44)
        bar.frame = Rect(x: 20, y: 160, width: 0, height: 8)
        root.addSubview(field)
        root.addSubview(bar)
        field.onChange = { [unowned self] text in self.bar.frame.size.width = min(353, Double(text.count) * 4) }
        let tap = TapGestureRecognizer(name: "focus")
        tap.addTarget { [unowned self] _ in self.field.becomeFirstResponder() }
        router.attach(tap, to: field)
        finishBuilding()
    }

    static let registry: SceneRegistry = {
        try! SceneCatalog.registry.adding([
            SceneDescriptor(name: "one-field", summary: "one text input; typing widens a bar") { env throws(SceneError) in
                try OneFieldScene(environment: env)
            },
        ])
    }()
}

/// Typing in fuzz cases: the `type` gesture, the `edit-text` mutation, case files, replay,
/// minimization, the byte decoder, and the stream of scenes without text inputs.
@Suite struct TypingCaseTests {
    static func tap(_ id: Int, at t: Int64, x: Double = 100, y: Double = 120) -> [TouchEvent] {
        [TouchEvent(id: id, phase: .down, x: x, y: y, timestamp: t),
         TouchEvent(id: id, phase: .up, x: x, y: y, timestamp: t + 80_000_000)]
    }

    static let typed = FuzzCase(scene: "one-field", gestures: [
        CaseGesture(kind: "type", events: tap(1, at: 100_000_000), text: [
            CaseText(timestamp: 400_000_000, event: .insert("héllo 👨‍👩‍👧")),
            CaseText(timestamp: 500_000_000, event: .deleteBackward),
            CaseText(timestamp: 600_000_000, event: .insert("\"q\"\n")),
        ]),
    ], mutations: [Mutation(tick: 120, op: .editText(input: 0, delete: 2, text: "ab🇺🇿"))])

    @Test func aCaseWithTypingRoundTripsThroughItsFile() throws {
        let text = CaseFile.text(Self.typed)
        #expect(text.contains(#"      {"t":0.4,"text":"héllo 👨‍👩‍👧"},"#))
        #expect(text.contains(#"      {"t":0.5,"key":"delete"},"#))
        #expect(text.contains(#"{"tick": 120, "op": "edit-text", "input": 0, "delete": 2, "text": "ab🇺🇿"}"#))
        // Touch lines and text lines in time order within the gesture.
        let lines = text.split(separator: "\n").map(String.init)
        let down = try #require(lines.firstIndex { $0.contains(#""phase":"down""#) })
        let first = try #require(lines.firstIndex { $0.contains(#""text":"héllo"#) })
        #expect(down < first)
        let back = try CaseFile.read(text, path: "typed.json")
        #expect(back == Self.typed)
        #expect(CaseFile.text(back) == text)
        // The one-line form workers are sent (`flick replay CASE` runs a case in a worker).
        #expect(try CaseFile.read(CaseFile.line(Self.typed), path: "line") == Self.typed)
    }

    @Test func aBadTextLineInACaseNamesItsField() {
        func message(_ event: String) -> String? {
            let text = #"{"format":"flick-case","version":1,"scene":"one-field","gestures":[{"kind":"type","events":["#
                + #"{"t":0.1,"id":1,"phase":"down","x":1,"y":2},"# + event + #"]}],"mutations":[]}"#
            do { _ = try CaseFile.read(text, path: "c.json"); return nil } catch { return error.description }
        }
        #expect(message(#"{"t":0.2,"key":"tab"}"#) == #"c.json: gestures[0].events[1]: bad "key": unknown key "tab" (expected "delete" or "return")"#)
        #expect(message(#"{"t":0.2,"text":""}"#) == #"c.json: gestures[0].events[1]: bad "text": empty (a text line types 1 or more characters)"#)
        #expect(message(#"{"t":0.2,"text":"a","id":3}"#)?.hasPrefix("c.json: gestures[0].events[1]") == true)
        let edit = #"{"format":"flick-case","version":1,"scene":"one-field","gestures":[],"mutations":[{"tick":1,"op":"edit-text","input":0,"delete":-1,"text":"a"}]}"#
        #expect(throws: CaseFileError.self) { try CaseFile.read(edit, path: "c.json") }
    }

    @Test func aSavedCaseWithTypingReplaysToTheSameDigest() throws {
        let runner = CaseRunner(scenes: OneFieldScene.registry)
        let first = runner.run(Self.typed)
        #expect(first.rejected == nil)
        let replayed = runner.run(try CaseFile.read(CaseFile.text(Self.typed), path: "typed.json"))
        #expect(replayed.digest == first.digest)
        #expect(replayed.ticks == first.ticks)
        // The typing changed what was shown: without it the digest differs.
        var untyped = Self.typed
        untyped.gestures[0].text = []
        untyped.mutations = []
        #expect(runner.run(untyped).digest != first.digest)
        // The mutation focused the field again (the return had ended editing), deleted two
        // characters and typed three.
        #expect(first.mutationNotes.first?.hasSuffix("deleted 2, typed 3 character(s)") == true, "\(first.mutationNotes)")
    }

    @Test func aCasePageCountsTheTyping() {
        let page = CaseReport(path: "typed.json", fuzzCase: Self.typed, findings: nil, run: nil)
        let facts = page.factsSection(id: "f", title: "F")
        #expect(facts.rows.first { $0.label == "input" }?.value == "2 touch events and 3 text events in 1 gesture(s), last at 0.600s")
        let gestures = page.gesturesSection(id: "g", title: "G")
        #expect(gestures.rows.first?[3] == "2 + 3 text")
    }

    @Test func editTextOnASceneWithoutTextInputIsNotApplicable() {
        let c = FuzzCase(scene: "drawer", mutations: [Mutation(tick: 3, op: .editText(input: 5, delete: 1, text: "x"))])
        let outcome = CaseRunner(scenes: OneFieldScene.registry).run(c)
        #expect(outcome.mutationNotes == ["not applicable: no text input"])
    }

    @Test func theStreamDrawsTypingOnlyForScenesWithTextInputs() throws {
        let frames = TextInputTargets.measure(["one-field", "drawer"], in: OneFieldScene.registry)
        #expect(frames == ["one-field": [Rect(x: 20, y: 100, width: 353, height: 44)]])
        var settings = GeneratorSettings()
        settings.textInputs = frames
        let plain = CaseStream(seed: 3, scenes: ["one-field", "drawer"])
        let typing = CaseStream(seed: 3, scenes: ["one-field", "drawer"], settings: settings)
        var typeGestures = 0, edits = 0
        for i in 0..<120 {
            let a = plain.makeCase(i), b = typing.makeCase(i)
            if b.scene == "drawer" {
                #expect(CaseFile.text(a) == CaseFile.text(b), "case \(i)")
                continue
            }
            #expect(b.gestures.validationProblem() == nil)
            for g in b.gestures where g.kind == CaseGesture.typingKind {
                typeGestures += 1
                #expect(!g.text.isEmpty)
                // The tap lands on the field (in the default environment's screen).
                if b.environment.screenSize == nil, let down = g.events.first {
                    #expect((20...373).contains(down.x) && (100...144).contains(down.y))
                }
            }
            edits += b.mutations.filter { $0.op.name == "edit-text" }.count
            // Every drawn case survives its file.
            #expect(try CaseFile.read(CaseFile.text(b), path: "c.json") == b)
        }
        #expect(typeGestures > 20)
        #expect(edits > 5)
    }

    @Test func minimizationShrinksTypedText() {
        // Fails while some typed text holds a "q": the rest of the typing goes, and the text
        // that stays is cut down to one character.
        var c = Self.typed
        c.mutations = []
        c.gestures[0].text.append(CaseText(timestamp: 700_000_000, event: .insert("xxxxqxxxxxxx")))
        func holdsQ(_ k: FuzzCase) -> Bool {
            k.gestures.flatMap(\.text).contains { if case .insert(let t) = $0.event { return t.contains("q") } else { return false } }
        }
        var m = Minimizer(budget: 500)
        let small = m.minimize(c) { holdsQ($0) }
        let texts = small.gestures.flatMap(\.text)
        #expect(texts.count == 1)
        #expect(texts.first?.event == .insert("q"))
        #expect(holdsQ(small))
    }

    @Test func anEditTextMutationShrinksToLessText() {
        let ops = Minimizer.plainer(.editText(input: 1, delete: 3, text: "abcdef"))
        #expect(ops == [.editText(input: 1, delete: 3, text: ""), .editText(input: 1, delete: 3, text: "abc"),
                        .editText(input: 1, delete: 3, text: "a"), .editText(input: 1, delete: 0, text: "abcdef")])
    }

    @Test func theByteDecodersTopFlagAddsAnEditText() {
        // scene, flags, one gesture (kind, seed, gap), the mutation seed, no mutations, then
        // what the top flag reads: a tick and a seed.
        let bytes: [UInt8] = [0, 0x00, 0, 3, 7, 0, 0, 0, 10, 1, 2, 3, 4, 0, 5, 0, 9, 0, 0, 0]
        var without = ByteCaseDecoder(bytes)
        var with = ByteCaseDecoder([bytes[0], 0x80] + bytes[2...])
        let a = without.decode(scenes: ["one-field"]), b = with.decode(scenes: ["one-field"])
        #expect(a.mutations.isEmpty)
        #expect(b.mutations.map(\.op.name) == ["edit-text"])
        #expect(b.mutations.first?.tick == 5)
        #expect(a.gestures == b.gestures)
    }
}
