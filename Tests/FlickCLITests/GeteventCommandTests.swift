import Testing
import Foundation
import FlickInput
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

/// `flick convert`, `gestures` and `replay` on Android getevent logs (the real recordings of
/// `Traces/recordings/getevent/` and the made-up logs of `Traces/getevent/`), and getevent input
/// that must fail: exit 2 naming `file:line`, no output left behind.
@Suite("getevent logs on the command line")
struct GeteventCommandTests {
    static func log(_ name: String) -> String { repositoryRoot + "/Traces/getevent/" + name }
    static func recorded(_ name: String) -> String { Fixtures.recording("getevent/" + name) }

    /// The kinds of `flick gestures --json`'s gesture lines, in order.
    static func kinds(_ out: String) -> [String] {
        out.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "\"kind\":\"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func convertWritesAGeteventTraceAndSaysWhatItDid() throws {
        let dir = scratchDirectory("getevent-convert")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/taps.trace"
        let r = runFlick(["convert", Self.log("two-taps.lt.txt"), out])
        #expect(r.code == .success, "\(r.err)")
        #expect(r.out.contains("2 contacts, up to 1 at once, 0.874997 s"), "\(r.out)")
        #expect(r.out.contains("note: skipped 4 events of /dev/input/event1 (\"gpio-keys\")"))
        #expect(r.out.contains("note: no getevent -p description"))
        let trace = try String(contentsOfFile: out, encoding: .utf8)
        let header = try #require(trace.split(separator: "\n").first)
        #expect(header.contains("\"source\":\"getevent\"") && header.contains("\"device\":\"made-up-touchscreen\""), "\(header)")
    }

    @Test func aDescriptionFileGivesTheRanges() throws {
        let dir = scratchDirectory("getevent-desc")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runFlick(["convert", Self.log("two-taps.lt.txt"), dir + "/t.trace", "--desc", Self.log("pinch-out.lp-lt.txt"), "--json"])
        #expect(r.code == .success, "\(r.err)")
        #expect(!r.out.contains("no getevent -p description"), "\(r.out)")
        #expect(r.out.contains("\"contacts\":2"))
        let noTouch = runFlick(["convert", Self.log("two-taps.lt.txt"), dir + "/u.trace", "--desc", Self.log("protocol-a-tap.t.txt")])
        #expect(noTouch.code == .badInput)
        #expect(noTouch.err.contains("protocol-a-tap.t.txt: no device description"), "\(noTouch.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/u.trace"))
    }

    /// A description that is `/dev/zero` fails at once, naming it; one that is no `getevent -p`
    /// output says so.
    @Test func aHostileDescriptionFails() {
        let dir = scratchDirectory("getevent-zero")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let zero = runFlick(["convert", Self.log("two-taps.lt.txt"), dir + "/t.trace", "--desc", "/dev/zero"])
        #expect(zero.code == .badInput)
        #expect(zero.err.contains("/dev/zero:1: line longer than"), "\(zero.err)")
        let trace = runFlick(["convert", repositoryRoot + "/Traces/scenes/drawer-normal.trace", dir + "/t.trace", "--desc", Self.log("two-taps.lt.txt")])
        #expect(trace.code == .badInput)
        #expect(trace.err.contains("--desc is for evemu recordings and getevent logs"), "\(trace.err)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).isEmpty)
    }

    @Test func theReportRateSetsSynthesizedTimes() {
        let dir = scratchDirectory("getevent-rate")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runFlick(["convert", Self.log("fling-up.p-plain.txt"), dir + "/f.trace", "--report-hz", "120"])
        #expect(r.code == .success, "\(r.err)")
        #expect(r.out.contains("0.116666662 s") && r.out.contains("one report every 1/120 s"), "\(r.out)")
        let bad = runFlick(["convert", Self.log("fling-up.p-plain.txt"), dir + "/f.trace", "--report-hz", "0"])
        #expect(bad.code == .badInput, "\(bad.err)")
        #expect(bad.err.contains("--report-hz"))
    }

    /// The recognizers read a recorded tap as taps, a pinch as a pinch and a fling as a swipe.
    @Test(arguments: [("two-taps.lt.txt", ["tap", "tap"]), ("protocol-a-tap.t.txt", ["tap"]),
                      ("pinch-out.lp-lt.txt", ["pinch", "rotation"]), ("fling-up.p-plain.txt", ["swipe", "pan"])])
    func gesturesReadsTheLog(_ item: (String, [String])) {
        let r = runFlick(["gestures", Self.log(item.0), "--json"])
        #expect(r.code == .success, "\(r.err)")
        #expect(Self.kinds(r.out) == item.1, "\(r.out)")
    }

    /// Real recordings: taps (0.07 to 0.17 s, one finger still) read as taps, the phone's
    /// fast one-finger drag (0.41 s) as a swipe and a pan, two fingers dragged together as a
    /// two-touch pan. (No licensed real pinch recording exists here; the made-up one is above.)
    @Test(arguments: [("phone/phone-single-touch.txt", ["tap"]), ("phone/phone-three-touches.txt", ["tap", "tap", "tap"]),
                      ("tablet/tablet-single-touch.txt", ["tap"]), ("tablet/tablet-three-touches.txt", ["tap", "tap", "tap"]),
                      ("phone/phone-single-drag.txt", ["swipe", "pan"]), ("tablet/tablet-two-finger-drag.txt", ["pan"])])
    func gesturesReadsARealRecording(_ item: (String, [String])) {
        let r = runFlick(["gestures", Self.recorded(item.0), "--json"])
        #expect(r.code == .success, "\(r.err)")
        #expect(Self.kinds(r.out) == item.1, "\(r.out)")
        if item.0.contains("two-finger") { #expect(r.out.contains("\"touches\":2"), "\(r.out)") }
    }

    /// `replay` and `gestures` say what the reader did, as `convert` does: a `note:` line each
    /// (text), `inputNotes` (replay's JSON) or a `{"note": …}` line each (gestures' JSON lines).
    @Test func replayAndGesturesPrintTheReadersNotes() {
        let skipped = "skipped 4 events of /dev/input/event1 (\\\"gpio-keys\\\")"
        let observed = "no getevent -p description of the touchscreen"
        let taps = Self.log("two-taps.lt.txt")
        let text = runFlick(["replay", taps, "--scene", "drawer"])
        #expect(text.code == .success, "\(text.err)")
        #expect(text.out.contains("\nnote: skipped 4 events of /dev/input/event1 (\"gpio-keys\")\n"), "\(text.out)")
        #expect(text.out.contains("\nnote: \(observed)"), "\(text.out)")
        let json = runFlick(["replay", taps, "--scene", "drawer", "--json"])
        #expect(json.out.contains("\"inputNotes\":[\"\(skipped)\",\"\(observed)"), "\(json.out)")
        let gestures = runFlick(["gestures", taps])
        let lines = gestures.out.split(separator: "\n")
        #expect(lines.count == 6 && lines[1].hasPrefix("note: skipped 4 events") && lines[2].hasPrefix("note: \(observed)"), "\(gestures.out)")
        let gesturesJSON = runFlick(["gestures", taps, "--json"]).out.split(separator: "\n")
        #expect(gesturesJSON.count == 4 && gesturesJSON[0] == "{\"note\":\"\(skipped)\"}" && gesturesJSON[1].hasPrefix("{\"note\":\"\(observed)"),
                "\(gesturesJSON)")
        // A log without times says so; a real recording without a description says so too.
        let untimed = runFlick(["gestures", Self.log("fling-up.p-plain.txt")])
        #expect(untimed.out.contains("\nnote: no times in the log (getevent -t): one report every 1/60 s\n"), "\(untimed.out)")
        let real = runFlick(["replay", Self.recorded("phone/galaxys-paint.txt"), "--scene", "feed", "--json"])
        #expect(real.code == .success, "\(real.err)")
        #expect(real.out.contains("\"inputNotes\":[\"\(observed)"), "\(real.out)")
        // Other inputs have nothing to note.
        let evemu = Fixtures.recording("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
        #expect(!runFlick(["replay", evemu, "--scene", "drawer", "--json"]).out.contains("inputNotes"))
        #expect(!runFlick(["gestures", evemu]).out.contains("note:"))
    }

    @Test(arguments: ["drawer", "feed", "slider"])
    func replayRunsAPhoneLogThroughAScene(_ scene: String) {
        for log in [Self.log("pinch-out.lp-lt.txt"), Self.recorded("phone/phone-two-finger-drag.txt"), Self.recorded("tablet/tablet-single-drag.txt")] {
            let r = runFlick(["replay", log, "--scene", scene])
            #expect(r.code == .success, "\(log): \(r.err)")
            #expect(r.out.contains("all invariants held"), "\(log): \(r.out)")
        }
    }

    /// Every malformed form exits 2 naming the line, and a convert leaves nothing behind.
    @Test(arguments: [
        ("[   1.000000] /dev/input/event2: 0003 0035\n", 1),
        ("/dev/input/event2: 0003 0035 00000001\n/dev/input/event2: 0003 0036 zz\n", 2),
        ("[ 99999999999999999999.0] 0003 0035 00000001\n", 1),
        ("add device 1: /dev/input/event2\n  events:\n    ABS (0003): 0035  : value 0, max 9\n", 3),
        ("0003 0035 00000001\r\n[ 1.5] 0003 0035 00000001\r\n", 2),
        ("0003 002f 00010000\n0000 0000 00000000\n0003 0035 00000001\n0003 0036 00000001\n", 1),
    ])
    func malformedLogsExit2AtTheLine(_ item: (String, Int)) throws {
        let dir = scratchDirectory("getevent-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/bad.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(item.0.utf8)))
        for argv in [["convert", path, dir + "/out.trace"], ["gestures", path], ["replay", path, "--scene", "drawer"]] {
            let r = runFlick(argv)
            #expect(r.code == .badInput, "\(argv): \(r.err)")
            #expect(r.err.contains("\(path):\(item.1):"), "\(argv): \(r.err)")
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []) == ["bad.txt"])
    }
}
