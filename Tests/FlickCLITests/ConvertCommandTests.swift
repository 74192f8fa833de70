import Testing
import Foundation
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

@Suite("flick convert")
struct ConvertCommandTests {

    private func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flick-cli-convert-\(getpid())-\(name)").path
    }

    @Test func convertsARealRecording() throws {
        let out = temporary("atmel.trace")
        let captured = CapturedConsole()
        let code = runCommand(ConvertCommand.self, [repositoryRoot + "/Traces/recordings/touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events",
                                  out, "--screen", "800x480@1", "--json"], console: captured.console)
        #expect(code == .success)
        #expect(captured.stdout.contains("\"contacts\":4,\"maxSimultaneous\":4"))
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix(#"{"format":"flick-trace","version":1,"screen":{"width":800,"height":480,"scale":1},"device":"Atmel maXTouch Touchscreen","source":"evemu"}"#))
        // A trace converts to itself.
        let again = temporary("again.trace")
        #expect(runCommand(ConvertCommand.self, [out, again], console: CapturedConsole().console) == .success)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
    }

    @Test func explicitMapping() throws {
        let out = temporary("mapped.trace")
        let file = repositoryRoot + "/Traces/recordings/touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events"
        #expect(runCommand(ConvertCommand.self, [file, out, "--map", "1,0,1,0"], console: CapturedConsole().console) == .success)
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        // The first contact in device units: ABS_MT_POSITION_X/Y of the file's first touch.
        let facts = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("E:") }
        let x = facts.first { $0.contains(" 0003 0035 ") }!.split(separator: " ")[4]
        #expect(lines[1].contains("\"x\":\(Double(Int(x.split(separator: "\t")[0])!))"))
        #expect(runCommand(ConvertCommand.self, [file, out, "--map", "1,2"], console: CapturedConsole().console) == .badInput)
    }

    @Test func badInputExitsTwoNamingTheLine() throws {
        let bad = temporary("bad.trace")
        try Data("{\"format\":\"flick-trace\",\"version\":1,\"screen\":{\"width\":1,\"height\":1}}\n{\"t\":0,\"id\":1,\"phase\":\"move\",\"x\":0,\"y\":0}\n".utf8)
            .write(to: URL(fileURLWithPath: bad))
        let captured = CapturedConsole()
        #expect(runCommand(ConvertCommand.self, [bad, temporary("out.trace")], console: captured.console) == .badInput)
        #expect(captured.stderr.contains("bad.trace:2: touch 1 is not down"))
        let missing = CapturedConsole()
        #expect(runCommand(ConvertCommand.self, ["/nonexistent.events", temporary("x.trace")], console: missing.console) == .badInput)
        #expect(missing.stderr.contains("/nonexistent.events: cannot read: No such file or directory"))
        #expect(runCommand(ConvertCommand.self, [bad, temporary("y.trace"), "--screen", "0x3"], console: CapturedConsole().console) == .badInput)
    }
}

@Suite("flick generate")
struct GenerateCommandTests {
    @Test func sameSeedSameBytes() throws {
        let dir = FileManager.default.temporaryDirectory.path
        let a = dir + "/flick-gen-a-\(getpid()).trace", b = dir + "/flick-gen-b-\(getpid()).trace"
        let captured = CapturedConsole()
        #expect(runCommand(GenerateCommand.self, ["--seed", "5", "--gesture", "pinch,tap", "--count", "3", "-o", a, "--json"], console: captured.console) == .success)
        #expect(captured.stdout.contains("\"contacts\":9"))
        #expect(runCommand(GenerateCommand.self, ["--seed", "5", "--gesture", "pinch,tap", "--count", "3", "-o", b], console: CapturedConsole().console) == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let bad = CapturedConsole()
        #expect(runCommand(GenerateCommand.self, ["--seed", "5", "--gesture", "wave", "-o", a], console: bad.console) == .badInput)
        #expect(bad.stderr.contains("unknown gesture 'wave'"))
        #expect(runCommand(GenerateCommand.self, ["--gesture", "tap", "-o", a], console: CapturedConsole().console) == .badInput)
    }
}
