import Foundation
import Testing
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

/// A trace's text lines through the commands: `convert` keeps them, `gestures` lists them,
/// `replay` and `gestures` stop with `file:line` (exit 2) at a malformed one.
@Suite struct TraceTextCommandTests {
    static let header = #"{"format":"flick-trace","version":1,"screen":{"width":390,"height":844,"scale":3}}"#
    static let typing = [
        header,
        #"{"t":0.1,"id":1,"phase":"down","x":100.0,"y":120.0}"#,
        #"{"t":0.15,"id":1,"phase":"up","x":100.0,"y":120.0}"#,
        #"{"t":0.15,"text":"hi 👋"}"#,
        #"{"t":0.4,"key":"delete"}"#,
        #"{"t":0.5,"key":"return"}"#,
    ].joined(separator: "\n") + "\n"

    private func temporary(_ name: String, _ text: String? = nil) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-cli-text-\(getpid())-\(name)").path
        if let text { FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) }
        return path
    }

    @Test func convertKeepsTextLinesByteForByte() throws {
        let input = temporary("in.trace", Self.typing), out = temporary("out.trace")
        defer { try? FileManager.default.removeItem(atPath: input); try? FileManager.default.removeItem(atPath: out) }
        let captured = CapturedConsole()
        #expect(runCommand(ConvertCommand.self, [input, out, "--json"], console: captured.console) == .success)
        #expect(captured.stdout.contains(#""events":2,"textEvents":3,"contacts":1"#))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == Self.typing)
    }

    @Test func gesturesListsTextAmongTheGestures() throws {
        let input = temporary("g.trace", Self.typing)
        defer { try? FileManager.default.removeItem(atPath: input) }
        let captured = CapturedConsole()
        #expect(runCommand(GesturesCommand.self, [input, "--json"], console: captured.console) == .success)
        let rows = try captured.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(rows.map { $0["kind"] as? String } == ["tap", "text", "key", "key"])
        #expect(rows[1]["text"] as? String == "hi 👋")
        #expect(rows[1]["start"] as? Double == 0.15)
        #expect(rows[2]["key"] as? String == "delete")
        #expect(rows[3]["key"] as? String == "return")
        let plain = CapturedConsole()
        #expect(runCommand(GesturesCommand.self, [input], console: plain.console) == .success)
        #expect(plain.stdout.contains("1 gesture(s) and 3 text event(s)"))
        #expect(plain.stdout.contains("text      \"hi 👋\""))
    }

    @Test func aMalformedTextLineIsExitTwoWithFileAndLine() throws {
        let bad = temporary("bad.trace", Self.header + "\n" + #"{"t":0.1,"id":1,"phase":"down","x":1,"y":1}"# + "\n" + #"{"t":0.2,"key":"tab"}"# + "\n")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let gestures = CapturedConsole()
        #expect(runCommand(GesturesCommand.self, [bad], console: gestures.console) == .badInput)
        #expect(gestures.stderr.contains("\(bad):3: bad \"key\": unknown key \"tab\" (expected \"delete\" or \"return\")"))
        let replay = CapturedConsole()
        #expect(runCommand(ReplayCommand.self, [bad, "--scene", "fab"], console: replay.console) == .badInput)
        #expect(replay.stderr.contains("\(bad):3: bad \"key\""))
        let convert = CapturedConsole()
        #expect(runCommand(ConvertCommand.self, [bad, temporary("never.trace")], console: convert.console) == .badInput)
        #expect(convert.stderr.contains("\(bad):3:"))
    }

    @Test func replayNotesTextThatNoFieldTook() throws {
        // The FAB scene has no text input: the typed text is dropped and counted, no violation.
        let input = temporary("fab.trace", Self.typing)
        defer { try? FileManager.default.removeItem(atPath: input) }
        let captured = CapturedConsole()
        let code = runCommand(ReplayCommand.self, [input, "--scene", "fab"], console: captured.console)
        #expect(code == .success, "\(captured.stderr)")
        #expect(captured.stdout.contains("text: 3 text event(s), 3 taken by no text input (no first responder; dropped)"))
    }
}
