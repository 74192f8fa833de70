import Testing
import Foundation
@testable import FlickInput
import FlickTestSupport

/// A real getevent recording of `Traces/recordings/getevent/` (a phone and a tablet, recorded by
/// third parties with `getevent -lt`, Apache-2.0: see the README there).
private func recorded(_ name: String) -> String { Fixtures.recording("getevent/" + name) }

/// Facts of a `getevent -lt` recording (one device, no paths) counted with plain string
/// splitting, apart from Flick's reader: reports (`SYN_REPORT`), contacts (a tracking id that
/// is down in a report and was not in the one before), the most fingers down in one report, and
/// the time from the first report with a finger down to the report that lifts the last one.
///
/// Protocol A (the log has `SYN_MT_REPORT`): a report's fingers are the `SYN_MT_REPORT` groups
/// that carry data, named by their `ABS_MT_TRACKING_ID`. Protocol B: each slot
/// (`ABS_MT_SLOT`, 0 until set) holds the last tracking id set in it, `ffffffff` empties it
/// (the paint recording writes one as `FFFFFFFF`).
struct RecordedFacts: Equatable, Sendable, CustomStringConvertible {
    var reports = 0
    var contacts = 0
    var mostAtOnce = 0
    /// Microseconds, as the log writes them.
    var microseconds: Int64 = 0

    init(reports: Int, contacts: Int, mostAtOnce: Int, microseconds: Int64) {
        (self.reports, self.contacts, self.mostAtOnce, self.microseconds) = (reports, contacts, mostAtOnce, microseconds)
    }

    init(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let protocolA = text.contains("SYN_MT_REPORT")
        var group: (data: Bool, id: String?) = (false, nil)
        var fingers: Set<String> = []
        var slots: [String: String] = [:]
        var slot = "00000000"
        var previous: Set<String> = []
        var first: Int64?
        var lift: Int64?
        // CRLF is one Character in Swift: split on every line end.
        for line in text.split(whereSeparator: \.isNewline) {
            let f = line.split(whereSeparator: { " []\r".contains($0) })
            guard f.count == 4 else { continue }
            let (code, value) = (f[2], f[3].lowercased())
            let parts = f[0].split(separator: ".")
            let time = Int64(parts[0])! * 1_000_000 + Int64(parts[1])!
            switch code {
            case "ABS_MT_TRACKING_ID" where protocolA: group = (true, value)
            case "ABS_MT_TRACKING_ID": slots[slot] = value == "ffffffff" ? nil : value
            case "ABS_MT_SLOT": slot = value
            case "SYN_MT_REPORT":
                if group.data { fingers.insert(group.id ?? "#\(fingers.count)") }
                group = (false, nil)
            case "SYN_REPORT":
                let now = protocolA ? fingers : Set(slots.values)
                fingers = []
                reports += 1
                contacts += now.subtracting(previous).count
                mostAtOnce = max(mostAtOnce, now.count)
                if !now.isEmpty { first = first ?? time; lift = nil } else if !previous.isEmpty { lift = time }
                previous = now
            default:
                if protocolA, code.hasPrefix("ABS_MT_") { group.data = true }
            }
        }
        microseconds = (lift ?? 0) - (first ?? 0)
    }

    var description: String { "\(reports) reports, \(contacts) contacts, \(mostAtOnce) at once, \(microseconds) µs" }
}

@Suite("real getevent recordings")
struct GeteventRecordingTests {
    /// Every recording with its protocol and its facts, as counted once by a separate script
    /// over the files (and by `RecordedFacts` in each test run): reports, contacts, most
    /// fingers at once, µs from the first finger down to the last lift.
    static let recordings: [(String, DeviceDescription.TouchProtocol, RecordedFacts)] = [
        ("phone/phone-single-touch.txt", .anonymous, RecordedFacts(reports: 2, contacts: 1, mostAtOnce: 1, microseconds: 70_522)),
        ("phone/phone-three-touches.txt", .anonymous, RecordedFacts(reports: 6, contacts: 3, mostAtOnce: 1, microseconds: 4_099_268)),
        ("phone/phone-single-drag.txt", .anonymous, RecordedFacts(reports: 25, contacts: 1, mostAtOnce: 1, microseconds: 414_277)),
        ("phone/phone-two-finger-drag.txt", .anonymous, RecordedFacts(reports: 102, contacts: 2, mostAtOnce: 2, microseconds: 1_100_787)),
        ("phone/galaxys-paint.txt", .slots, RecordedFacts(reports: 942, contacts: 34, mostAtOnce: 1, microseconds: 48_172_241)),
        ("tablet/tablet-single-touch.txt", .anonymous, RecordedFacts(reports: 2, contacts: 1, mostAtOnce: 1, microseconds: 167_871)),
        ("tablet/tablet-three-touches.txt", .anonymous, RecordedFacts(reports: 6, contacts: 3, mostAtOnce: 1, microseconds: 2_611_834)),
        ("tablet/tablet-single-drag.txt", .anonymous, RecordedFacts(reports: 78, contacts: 1, mostAtOnce: 1, microseconds: 966_878)),
        ("tablet/tablet-two-finger-drag.txt", .anonymous, RecordedFacts(reports: 133, contacts: 2, mostAtOnce: 2, microseconds: 1_475_800)),
    ]

    @Test(arguments: recordings)
    func countsMatchTheRecording(_ item: (String, DeviceDescription.TouchProtocol, RecordedFacts)) throws {
        let (file, proto, expected) = item
        let path = recorded(file)
        #expect(try RecordedFacts(path) == expected)
        #expect(try InputFormat.detect(path: path) == .getevent)
        let source = try GeteventSource(path: path)
        #expect(source.device.touchProtocol == proto)
        #expect(source.hasTimestamps)
        // No description in these logs: the ranges are observed, and the reader says so.
        #expect(source.notes == [GeteventRecordingTests.observedNote], "\(source.notes)")
        let frames = try source.readAll()
        var summary = TraceSummary()
        for frame in frames { summary.add(frame) }
        #expect(summary.contacts == expected.contacts)
        #expect(summary.maxSimultaneous == expected.mostAtOnce)
        #expect(summary.openAtEnd == 0)
        #expect(source.statistics.reports == expected.reports)
        // The paint recording's last move and its lift share one microsecond (52080.852020):
        // the decoder keeps frame times strictly increasing by moving the lift 1 ns later.
        let moved = file.hasSuffix("galaxys-paint.txt") ? 1 : 0
        #expect(source.statistics.clampedTimes == moved)
        #expect(summary.duration == expected.microseconds * 1000 + Int64(moved), "\(summary.duration)")
        // Every report with touches makes one frame; reports that carry no touch change (the
        // paint recording's ABS_MISC reports) make none.
        #expect(frames.count <= expected.reports)
        // Observed ranges put every point on the screen (390 × 844 pt), inside its far edges.
        for f in frames { for t in f.touches {
            #expect(t.x >= 0 && t.x < 390 && t.y >= 0 && t.y < 844, "\(t)")
        } }
        #expect(TouchPhaseValidator.firstViolation(in: frames) == nil)
    }

    static let observedNote = "no getevent -p description of the touchscreen: axis ranges are those its events took (0 to the largest), so positions are approximate; give one with --desc"

    /// The same recording without `-l` (hex numbers, by the kernel's event codes), without
    /// `-t` (times synthesized) and with a device path on each line gives the same touches.
    @Test(arguments: ["phone/phone-two-finger-drag.txt", "phone/galaxys-paint.txt", "tablet/tablet-three-touches.txt"])
    func everyFormOfARecordingGivesTheSameTrace(_ file: String) throws {
        let original = try String(contentsOfFile: recorded(file), encoding: .utf8)
        func frames(_ text: String) throws -> [InputFrame] {
            try GeteventSource(bytes: Array(text.utf8), name: file).readAll()
        }
        let reference = try frames(original)
        #expect(!reference.isEmpty)
        let numbered = Self.withoutNames(original)
        #expect(!numbered.contains("EV_"))
        #expect(try frames(numbered) == reference)
        #expect(try frames(Self.withDevice(original)) == reference)
        // Without times, a frame's time is its report's count over 60 Hz: only the touches compare.
        func touches(_ frames: [InputFrame]) -> [[String]] {
            frames.map { $0.touches.map { "\($0.id) \($0.phase) \($0.x) \($0.y)" } }
        }
        for text in [Self.withoutTimes(original), Self.withoutTimes(numbered)] {
            let untimed = try GeteventSource(bytes: Array(text.utf8), name: file)
            #expect(!untimed.hasTimestamps)
            #expect(touches(try untimed.readAll()) == touches(reference))
        }
    }

    /// The kernel's numbers (`input-event-codes.h`) for the names these recordings use.
    static let numbers = [
        "EV_SYN": "0000", "EV_KEY": "0001", "EV_ABS": "0003",
        "SYN_REPORT": "0000", "SYN_MT_REPORT": "0002", "BTN_TOUCH": "014a", "ABS_MISC": "0028",
        "ABS_MT_TOUCH_MAJOR": "0030", "ABS_MT_POSITION_X": "0035", "ABS_MT_POSITION_Y": "0036",
        "ABS_MT_TRACKING_ID": "0039", "ABS_MT_PRESSURE": "003a", "DOWN": "00000001", "UP": "00000000",
    ]

    /// `getevent -t` from `getevent -lt`: names replaced by numbers, fields one space apart.
    static func withoutNames(_ text: String) -> String {
        lines(text).map { line in
            guard let close = line.firstIndex(of: "]") else { return line }
            let fields = line[line.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\r" })
            return String(line[...close]) + " " + fields.map { numbers[String($0)] ?? String($0) }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    /// `getevent -l` from `getevent -lt`: the `[ time]` dropped.
    static func withoutTimes(_ text: String) -> String {
        lines(text).map { line in
            guard let close = line.firstIndex(of: "]") else { return line }
            return String(line[line.index(after: close)...].drop { $0 == " " })
        }.joined(separator: "\n") + "\n"
    }

    /// As `getevent -lt` prints when it watches every device: the path after the time.
    static func withDevice(_ text: String) -> String {
        lines(text).map { line in
            guard let close = line.firstIndex(of: "]") else { return line }
            return String(line[...close]) + " /dev/input/event1:" + String(line[line.index(after: close)...])
        }.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map(String.init)
    }
}
