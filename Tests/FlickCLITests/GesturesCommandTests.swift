import Foundation
import Testing
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

/// `flick gestures` on the real recordings in Traces/recordings.
@Suite struct GesturesCommandTests {

    static func recording(_ name: String) -> String { Fixtures.recording("touchscreens/" + name + ".events") }

    /// Runs the command with --json and parses one object per line.
    static func gestures(_ path: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let captured = CapturedConsole()
        let code = GesturesCommand.self.run(path: path, extra: extra, console: captured.console)
        #expect(code == .success, "stderr: \(captured.stderr)")
        return try captured.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func oneFingerFastTapsAreNineTaps() throws {
        let events = try Self.gestures(Self.recording("Atmel maXTouch Touchscreen.1-finger-fast-taps"))
        #expect(events.count == 9)
        #expect(events.allSatisfy { $0["kind"] as? String == "tap" && $0["touches"] as? Int == 1 })
        // Quick succession: tapCount runs 1…9, like UITouch.tapCount.
        #expect(events.compactMap { $0["count"] as? Int } == Array(1...9))
        let starts = events.compactMap { $0["start"] as? Double }
        #expect(starts == starts.sorted())
    }

    @Test func twoFingerScrollIsATwoTouchPan() throws {
        let events = try Self.gestures(Self.recording("EP0430M09.2-finger-scroll-down"))
        #expect(events.count == 1)
        #expect(events.first?["kind"] as? String == "pan")
        #expect(events.first?["touches"] as? Int == 2)
    }

    @Test func fourFingerDragIsAFourTouchPanDownwards() throws {
        let events = try Self.gestures(Self.recording("Atmel maXTouch Touchscreen.4-finger-drag-down"))
        #expect(events.count == 1)
        let pan = try #require(events.first)
        #expect(pan["kind"] as? String == "pan")
        #expect(pan["touches"] as? Int == 4)
        #expect(pan["direction"] as? String == "down")
        #expect((pan["dy"] as? Double ?? 0) > 50)
        #expect((pan["end"] as? Double ?? 0) > (pan["start"] as? Double ?? 1))
        // The other 4-finger recording is a 4-touch pan too.
        let other = try Self.gestures(Self.recording("EP0430M09.4-finger-drag-down"))
        #expect(other.map { $0["kind"] as? String } == ["pan"])
        #expect(other.first?["touches"] as? Int == 4)
    }

    @Test func aTwoFingerHoldIsATwoTouchLongPress() throws {
        let events = try Self.gestures(Self.recording("Atmel maXTouch Touchscreen.2-fingers-touch-release"))
        #expect(events.map { $0["kind"] as? String } == ["longPress"])
        #expect(events.first?["touches"] as? Int == 2)
    }

    @Test func textOutputAndProfiles() {
        let captured = CapturedConsole()
        let code = runCommand(GesturesCommand.self, [Self.recording("Atmel maXTouch Touchscreen.1-finger-fast-taps"), "--profile", "iPhone SE"],
                                          console: captured.console)
        #expect(code == .success)
        #expect(captured.stdout.contains("9 gesture(s) on a 375x667 pt screen"))
        #expect(captured.stdout.contains("count 9"))
    }

    @Test func transitionsExplainWhyASwipeDidNotRegister() throws {
        // A 150 pt drag over 1 s: a pan, and a swipe that fails for being too slow.
        var lines = ["{\"format\":\"flick-trace\",\"version\":1,\"screen\":{\"width\":390,\"height\":844,\"scale\":3}}",
                     "{\"t\":0.0,\"id\":1,\"phase\":\"down\",\"x\":100,\"y\":400}"]
        for i in 1...50 { lines.append("{\"t\":\(Double(i) * 0.02),\"id\":1,\"phase\":\"move\",\"x\":\(100 + 3 * i),\"y\":400}") }
        lines.append("{\"t\":1.01,\"id\":1,\"phase\":\"up\",\"x\":250,\"y\":400}")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-gestures-slow-\(getpid()).trace").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8)))
        let captured = CapturedConsole()
        #expect(runCommand(GesturesCommand.self, [path, "--transitions", "--json"], console: captured.console) == .success)
        let objects = try captured.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let swipeFailure = objects.first { $0["transition"] as? String == "swipe" && $0["to"] as? String == "failed" }
        #expect((swipeFailure?["reason"] as? String)?.hasPrefix("too slow") == true)
        #expect(objects.contains { $0["kind"] as? String == "pan" })
    }

    @Test func badInputIsExitTwoWithAMessage() {
        let captured = CapturedConsole()
        #expect(runCommand(GesturesCommand.self, ["/nonexistent/file.trace"], console: captured.console) == .badInput)
        #expect(!captured.stderr.isEmpty)
        let other = CapturedConsole()
        #expect(runCommand(GesturesCommand.self, [Self.recording("EP0430M09.2-finger-scroll-down"), "--profile", "nokia"], console: other.console) == .badInput)
        #expect(other.stderr.contains("unknown profile"))
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("flick-gestures-bad-\(getpid()).trace").path
        #expect(FileManager.default.createFile(atPath: trace, contents: Data("{\"format\":\"flick-trace\",\"version\":1,\"screen\":{\"width\":390,\"height\":844,\"scale\":3}}\n{\"t\":0,\"id\":1,\"phase\":\"jump\",\"x\":1,\"y\":2}\n".utf8)))
        let third = CapturedConsole()
        #expect(runCommand(GesturesCommand.self, [trace], console: third.console) == .badInput)
        #expect(third.stderr.contains(":2"))
    }
}

extension GesturesCommand {
    static func run(path: String, extra: [String], console: Console) -> ExitCode {
        runCommand(self, [path, "--json"] + extra, console: console)
    }
}

@Suite struct GesturesRegistrationTests {
    @Test func flickRunsGesturesByName() {
        let captured = CapturedConsole()
        let path = GesturesCommandTests.recording("Atmel maXTouch Touchscreen.4-finger-drag-down")
        #expect(FlickMain.run(["gestures", path, "--json"], console: captured.console) == .success)
        #expect(captured.stdout.contains("\"kind\":\"pan\",\"start\":0.000000"))
        #expect(CommandRegistry.command(named: "gestures") != nil)
    }
}
