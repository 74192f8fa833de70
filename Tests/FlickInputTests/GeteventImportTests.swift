import Testing
import Foundation
@testable import FlickInput
import FlickTestSupport

/// The bundled getevent logs (`Traces/getevent/`, made up: see its README).
private func log(_ name: String) -> String { repositoryRoot + "/Traces/getevent/" + name }

/// Facts read from a getevent log with plain string splitting, apart from the importer: new
/// tracking ids (protocol B contacts), `BTN_TOUCH` presses, and the first and last times.
private struct RawFacts {
    var trackingIDs = 0
    var touchPresses = 0
    var firstTime: Double?
    var lastTime: Double?

    init(_ path: String) throws {
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" })
            guard f.count >= 4, !line.hasPrefix(" ") else { continue }
            let (type, code, value) = (f[f.count - 3], f[f.count - 2], f[f.count - 1])
            if let t = Double(f[0]) { firstTime = firstTime ?? t; lastTime = t }
            if (code == "0039" || code == "ABS_MT_TRACKING_ID"), value != "ffffffff" { trackingIDs += 1 }
            if (type == "0001" || type == "EV_KEY"), (code == "014a" || code == "BTN_TOUCH"), (value == "00000001" || value == "DOWN") {
                touchPresses += 1
            }
        }
    }
}

@Suite("getevent import")
struct GeteventImportTests {
    // (file, protocol, contacts, most at once, duration s, description read from the log)
    static let logs: [(String, DeviceDescription.TouchProtocol, Int, Int, Double, Bool)] = [
        ("two-taps.lt.txt", .slots, 2, 1, 0.874997, false),
        ("pinch-out.lp-lt.txt", .slots, 2, 2, 0.374985, true),
        ("fling-up.p-plain.txt", .slots, 1, 1, 14.0 / 60, true),
        ("protocol-a-tap.t.txt", .anonymous, 1, 1, 0.075, false),
    ]

    @Test(arguments: logs)
    func countsMatchTheLog(_ item: (String, DeviceDescription.TouchProtocol, Int, Int, Double, Bool)) throws {
        let (file, proto, contacts, atOnce, seconds, described) = item
        let path = log(file)
        #expect(try InputFormat.detect(path: path) == .getevent)
        let source = try GeteventSource(path: path)
        #expect(source.header.source == "getevent")
        #expect(source.device.touchProtocol == proto)
        #expect(source.notes.contains { $0.contains("no getevent -p description") } == !described, "\(source.notes)")
        let summary = try source.summarize()
        #expect(summary.contacts == contacts)
        #expect(summary.maxSimultaneous == atOnce)
        #expect(summary.openAtEnd == 0)
        #expect(abs(Double(summary.duration) / 1e9 - seconds) < 1e-6, "\(summary.duration)")
        let facts = try RawFacts(path)
        #expect(proto != .slots || facts.trackingIDs == contacts)
        #expect(proto != .anonymous || facts.touchPresses == contacts)
        if let first = facts.firstTime, let last = facts.lastTime {
            #expect(abs((last - first) - seconds) < 1e-6)
        }
    }

    @Test func theTouchscreenIsChosenAndTheOthersNamed() throws {
        let source = try GeteventSource(path: log("two-taps.lt.txt"))
        #expect(source.devicePath == "/dev/input/event3")
        #expect(source.header.device == "made-up-touchscreen")
        #expect(source.notes.contains("skipped 4 events of /dev/input/event1 (\"gpio-keys\")"), "\(source.notes)")
        #expect(source.hasTimestamps)
    }

    @Test func theDescriptionSetsTheMapping() throws {
        // 1080 × 2400 px fit into 390 × 844 pt: the x axis fills 390 pt at 390/1080 pt a unit.
        let frames = try GeteventSource(path: log("pinch-out.lp-lt.txt"), screen: ScreenGeometry(width: 390, height: 844)).readAll()
        let first = try #require(frames.first?.touches.first)
        let scale = min(390.0 / 1079, 844.0 / 2399)
        #expect(abs(first.x - (390 - 1079 * scale) / 2 - 420 * scale) < 1e-9)
    }

    @Test func logsWithoutTimesGetTheReportRate() throws {
        let source = try GeteventSource(path: log("fling-up.p-plain.txt"), reportRate: 120)
        #expect(!source.hasTimestamps)
        #expect(source.notes.contains("no times in the log (getevent -t): one report every 1/120 s"))
        let frames = try source.readAll()
        let period: Int64 = 1_000_000_000 / 120
        let expected: [Int64] = (0..<frames.count).map { Int64($0) * period }
        #expect(frames.map(\.timestamp) == expected)
    }

    // MARK: - The same events in every form

    /// A two-finger pinch (protocol B) as (type, code, value), one report every 8 ms.
    static let events: [(UInt16, UInt16, Int32)] = {
        var e: [(UInt16, UInt16, Int32)] = []
        e += [(3, 0x2f, 0), (3, 0x39, 40), (3, 0x35, 500), (3, 0x36, 900), (1, 0x14a, 1), (0, 0, 0)]
        e += [(3, 0x2f, 1), (3, 0x39, 41), (3, 0x35, 700), (3, 0x36, 1100), (0, 0, 0)]
        for k in 1...6 {
            e += [(3, 0x2f, 0), (3, 0x35, 500 - Int32(k) * 20), (3, 0x2f, 1), (3, 0x35, 700 + Int32(k) * 20), (0, 0, 0)]
        }
        e += [(3, 0x2f, 0), (3, 0x39, -1), (0, 0, 0), (3, 0x2f, 1), (3, 0x39, -1), (1, 0x14a, 0), (0, 0, 0)]
        return e
    }()

    static func text(labels: Bool, times: Bool, device: Bool, lineEnd: String = "\n") -> String {
        var out = "add device 1: /dev/input/event4\(lineEnd)  name:     \"made-up\"\(lineEnd)"
        var report = 0
        for (type, code, value) in events {
            var line = ""
            if times { line += "[   \(700 + report / 125).\(String(format: "%06d", (report % 125) * 8000))] " }
            if device { line += "/dev/input/event4: " }
            if labels {
                let valueText = type == 1 ? (value == 1 ? "DOWN" : "UP") : String(format: "%08x", UInt32(bitPattern: value))
                line += "\(EventNames.type(type).padding(toLength: 12, withPad: " ", startingAt: 0)) "
                line += "\(EventNames.code(type: type, code: code).padding(toLength: 20, withPad: " ", startingAt: 0)) \(valueText)"
            } else {
                line += String(format: "%04x %04x %08x", type, code, UInt32(bitPattern: value))
            }
            out += line + lineEnd
            if type == 0 { report += 1 }
        }
        return out
    }

    @Test func everyFormGivesTheSameTrace() throws {
        func frames(_ text: String) throws -> [InputFrame] {
            try GeteventSource(bytes: Array(text.utf8), name: "forms.txt", reportRate: 125).readAll()
        }
        let reference = try frames(Self.text(labels: false, times: true, device: true))
        #expect(reference.count == 10)
        let events: Int = reference.map(\.touches.count).reduce(0, +)
        #expect(events == 16)
        for labels in [false, true] {
            for times in [false, true] {
                for device in [false, true] {
                    #expect(try frames(Self.text(labels: labels, times: times, device: device)) == reference,
                            "labels \(labels) times \(times) device \(device)")
                }
            }
        }
        #expect(try frames(Self.text(labels: true, times: true, device: true, lineEnd: "\r\n")) == reference)
    }

    @Test func detection() {
        for line in ["add device 1: /dev/input/event4\n", "[   12.345678] /dev/input/event2: 0003 0035 00000001\n",
                     "/dev/input/event2: EV_ABS ABS_MT_SLOT 00000000\n", "EV_SYN       SYN_REPORT           00000000\n",
                     "0003 0035 000001c2\n", "could not get driver version for /dev/input/mice, Not a typewriter\n",
                     "# notes\n[ 1.0] 0000 0000 00000000\n"] {
            #expect(InputFormat.detect(prefix: Array(line.utf8)) == .getevent, "\(line)")
        }
        #expect(InputFormat.detect(prefix: Array("E: 0.000001 0003 0039 0021\n".utf8)) == .evemu)
        #expect(InputFormat.detect(prefix: Array("0003 zz\n".utf8)) == nil)
    }

    // MARK: - Protocol details

    static let header = """
        add device 1: /dev/input/event2
          name:     "t"
          events:
            ABS (0003): 002f  : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        0035  : value 0, min 0, max 1000, fuzz 0, flat 0, resolution 0
                        0036  : value 0, min 0, max 2000, fuzz 0, flat 0, resolution 0
                        0039  : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0

        """

    static func decode(_ events: String) throws -> [InputFrame] {
        try GeteventSource(bytes: Array((header + events).utf8), name: "p.txt", screen: ScreenGeometry(width: 100, height: 200)).readAll()
    }

    @Test func droppedEventsAreDiscardedUpToTheNextReport() throws {
        let frames = try Self.decode("""
            [ 1.000000] 0003 0039 00000001
            [ 1.000000] 0003 0035 00000064
            [ 1.000000] 0003 0036 000000c8
            [ 1.000000] 0000 0000 00000000
            [ 1.010000] 0000 0003 00000000
            [ 1.010000] 0003 0035 00000190
            [ 1.010000] 0000 0000 00000000
            [ 1.020000] 0003 0035 000000c8
            [ 1.020000] 0000 0000 00000000
            [ 1.030000] 0003 0039 ffffffff
            [ 1.030000] 0000 0000 00000000

            """)
        #expect(frames.map { $0.touches.map(\.phase) } == [[.down], [.move], [.up]])
        #expect(abs(frames[1].touches[0].x - 20) < 1e-9)
    }

    @Test func oldStyleAxisLinesAndNamesWork() throws {
        let text = """
            add device 3: /dev/input/event0
              name:     "old"
              events:
                ABS (0003): 0035  value 0, min 0, max 479, fuzz 0 flat 0
                            0036  value 0, min 0, max 799, fuzz 0 flat 0
            0003 0035 000000f0
            0003 0036 00000190
            0000 0002 00000000
            0000 0000 00000000
            0000 0002 00000000
            0000 0000 00000000

            """
        let source = try GeteventSource(bytes: Array(text.utf8), name: "old.txt", screen: ScreenGeometry(width: 480, height: 800))
        #expect(source.device.touchProtocol == .anonymous)
        #expect(source.device.axes[EventCodes.mtPositionX]?.maximum == 479)
        let frames = try source.readAll()
        #expect(frames.map { $0.touches.map(\.phase) } == [[.down], [.up]])
        #expect(abs(frames[0].touches[0].x - 240) < 1)
    }

    /// Protocol A with tracking ids, where one report names a tracking id twice (a libFuzzer
    /// mutation of a real log found it; the getevent harness's regression seed is this log):
    /// the second contact is a new touch, so the trace stays valid — no touch changes twice
    /// at one time.
    @Test func aTrackingIDNamedTwiceInOneReportIsTwoTouches() throws {
        let source = try GeteventSource(path: repositoryRoot + "/Fuzz/corpus/getevent/tracking-id-twice.txt")
        #expect(source.device.touchProtocol == .anonymous)
        let frames = try source.readAll()
        #expect(TouchPhaseValidator.firstViolation(in: frames) == nil)
        #expect(frames.map { $0.touches.map(\.phase) } == [[.down], [.move, .down], [.up, .up]])
        #expect(frames[1].touches.map(\.id) == [1, 2])
    }

    /// Malformed lines: each an error naming the line.
    @Test(arguments: [
        ("[ 1.0] 0003 0035\n", 1, "type, a code and a value"),
        ("[ x] 0003 0035 00000001\n", 1, "[seconds.microseconds]"),
        ("[ 99999999999.000000] 0003 0035 00000001\n", 1, "out of range"),
        ("[ 1.0 0003 0035 00000001\n", 1, "end with ]"),
        ("0003 0035 100000000\n", 1, "up to 8 hex digits"),
        ("EV_ABS 00zz 00000001\n", 1, "event code"),
        ("0003 0035 00000001\n[ 1.0] 0003 0035 00000001\n", 2, "has a [time]"),
        ("[ 1.0] 0003 0035 00000001\n0003 0035 00000001\n", 2, "has no [time]"),
        ("0003 0035 00000001\nhello there\n", 2, "not a getevent line"),
        ("add device 1: /dev/input/event9\n  events:\n    ABS (0003): 0035  : value 0, min 0\n", 3, "needs min and max"),
        ("add device 1: /dev/input/event9\n  events:\n    ABS (0003): 0035  : min 0, max 99999999999\n", 3, "32-bit"),
    ])
    func malformedLinesNameTheLine(_ item: (String, Int, String)) {
        let (text, line, words) = item
        do {
            _ = try GeteventSource(bytes: Array(text.utf8), name: "bad.txt").readAll()
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.location == "bad.txt:\(line)", "\(error)")
            #expect(error.description.contains(words), "\(error)")
        }
    }

    @Test func logsWithoutTouchesAreRefused() {
        #expect(throws: InputError.self) { _ = try GeteventSource(bytes: Array("/dev/input/event1: 0001 0074 00000001\n".utf8), name: "k.txt") }
        #expect(throws: InputError.self) { _ = try GeteventSource(bytes: Array("add device 1: /dev/input/event1\n".utf8), name: "e.txt") }
    }
}
