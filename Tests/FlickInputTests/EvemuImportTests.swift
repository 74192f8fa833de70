import Testing
import Foundation
@testable import FlickInput
import FlickTestSupport

/// Facts read straight from an evemu file with plain string splitting, independent of the
/// importer: the first event time, the last SYN_REPORT time, and the number of new
/// tracking ids (protocol B contacts).
private struct RawFacts {
    var firstTime: Int64 = -1
    var lastReport: Int64 = 0
    var newTrackingIDs = 0

    init(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let t = f[1].split(separator: ".")
            var frac = String(t[1]); while frac.count < 9 { frac += "0" }
            let ns = Int64(t[0])! * 1_000_000_000 + Int64(frac)!
            if firstTime < 0 { firstTime = ns }
            if f[2] == "0000", f[3] == "0000" { lastReport = ns }
            if f[2] == "0003", f[3] == "0039", Int(f[4])! >= 0 { newTrackingIDs += 1 }
        }
    }
}

@Suite("evemu import")
struct EvemuImportTests {
    // (file, protocol, contacts, most at once, most fingers announced by BTN_TOOL_*, still down at the end)
    static let recordings: [(String, DeviceDescription.TouchProtocol, Int, Int, Int, Int)] = [
        ("touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events", .slots, 4, 4, 0, 0),
        ("touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", .slots, 2, 2, 0, 0),
        ("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events", .slots, 9, 1, 0, 0),
        ("touchscreens/Atmel maXTouch Touchscreen.1-finger-drag-up-down.events", .slots, 1, 1, 0, 0),
        ("touchscreens/EP0430M09.2-finger-scroll-down.events", .slots, 2, 2, 0, 0),
        ("touchscreens/EP0430M09.4-finger-drag-down.events", .slots, 4, 4, 0, 0),
        // Protocol A: contacts per frame run 1, 2, 0 (N-Trig) and 1, 2, 1, 3, 2, 1 (bcm5974,
        // which ends with one finger down).
        ("touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events", .anonymous, 2, 2, 2, 0),
        ("touchpads/bcm5974.three-finger-click.events", .anonymous, 4, 3, 3, 1),
        ("tablets/dell_canvas_touch.evemu", .slots, 12, 5, 0, 0),
        ("touchpads/SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", .slots, 2, 2, 2, 0),
        ("touchpads/SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events", .slots, 8, 2, 2, 1),
        ("touchpads/SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-vertical.events", .slots, 1, 1, 1, 0),
        ("touchpads/CyPS2 Cypress Trackpad.three_finger_tap.events", .slots, 2, 2, 3, 0),
        ("touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events", .slots, 2, 2, 2, 0),
        ("touchpads/AlpsPS2 ALPS GlidePoint.2-finger-tap.events", .slots, 2, 2, 2, 0),
    ]

    @Test(arguments: recordings.indices)
    func everyRealRecordingImports(index: Int) throws {
        let (file, proto, contacts, simultaneous, fingers, open) = Self.recordings[index]
        let path = Fixtures.recording(file)
        let source = try EvemuSource(path: path)
        #expect(source.device.touchProtocol == proto)
        let frames = try source.readAll()
        var summary = TraceSummary()
        for f in frames { summary.add(f) }
        let facts = try RawFacts(path)
        #expect(summary.contacts == contacts)
        if proto == .slots { #expect(summary.contacts == facts.newTrackingIDs) }
        #expect(summary.maxSimultaneous == simultaneous)
        #expect(source.statistics.maxFingers == fingers)
        #expect(summary.openAtEnd == open)
        #expect(summary.firstTimestamp! >= 0)
        // Every frame ends at a SYN_REPORT; the last touch change is at or before the last one.
        #expect(summary.lastTimestamp! <= facts.lastReport - facts.firstTime)
        #expect(summary.lastTimestamp! >= facts.lastReport - facts.firstTime - 50_000_000)
        // Points land on the screen (fit mapping) except where the device itself reports
        // values outside its stated range (the hp8470p touchpad does).
        if !file.contains("hp8470p.two-finger") {
            for f in frames { for t in f.touches {
                #expect(t.x >= -0.001 && t.x <= 390.001 && t.y >= -0.001 && t.y <= 844.001, "\(t)")
            } }
        }
        let out = Fixtures.temporary("rt-\(index).trace", "")
        try FrameListSource(header: source.header, frames: frames).write(to: out)
        #expect(try TraceReader(path: out).readAll() == frames)
        // Read from memory (as the fuzz harness reads it), the same recording gives the same frames.
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(try EvemuSource(bytes: Array(bytes), name: path).readAll() == frames)
        #expect(TouchPhaseValidator.firstViolation(in: frames) == nil)
    }

    @Test func durationsMatchTheTable() throws {
        // Seconds from the first event to the last touch change, as listed in the provenance table.
        let cases: [(String, Double)] = [
            ("touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events", 0.57),
            ("tablets/dell_canvas_touch.evemu", 13.87),
            ("touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events", 2.99),
            ("touchpads/bcm5974.three-finger-click.events", 2.26),
        ]
        for (file, seconds) in cases {
            let summary = try EvemuSource(path: Fixtures.recording(file)).summarize()
            #expect(abs(Double(summary.lastTimestamp!) / 1e9 - seconds) < 0.01, "\(file)")
        }
    }

    @Test func findsTheSiblingDescription() throws {
        let path = Fixtures.recording("touchpads/SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-vertical.events")
        let source = try EvemuSource(path: path)
        #expect(source.descriptionPath.hasSuffix("SynPS2 Synaptics TouchPad.hp8470p.desc"))
        #expect(source.device.name == "SynPS/2 Synaptics TouchPad")
        let vert = try EvemuSource(path: Fixtures.recording("touchpads/SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events"))
        #expect(vert.descriptionPath.hasSuffix("touchpads/SynPS2 Synaptics TouchPad.desc"))
    }

    @Test func loadInputDetectsEvemu() throws {
        let source = try loadInput(path: Fixtures.recording("touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events"),
                                   screen: ScreenGeometry(width: 800, height: 480))
        #expect(source.header.device == "Atmel maXTouch Touchscreen")
        #expect(source.header.screen == ScreenGeometry(width: 800, height: 480))
        #expect(source is EvemuSource)
    }

    static let description = """
    # EVEMU 1.3
    N: Test Touch # not a comment
    I: 0018 0001 0002 0003
    P: 02 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    A: 2f 0 9 0 0 0
    A: 35 0 1000 0 0 10
    A: 36 0 500 0 0 10
    A: 39 0 65535 0 0 0
    A: 3a 0 255 0 0 0

    """

    private func frames(_ events: String, description: String = EvemuImportTests.description) throws -> [InputFrame] {
        let path = Fixtures.temporary("synthetic.evemu", description + events)
        return try EvemuSource(path: path, screen: ScreenGeometry(width: 100, height: 50), mapping: .fit).readAll()
    }

    @Test func protocolBSlotPersistsAcrossFrames() throws {
        let f = try frames("""
        E: 0.000001 0003 002f 0000
        E: 0.000001 0003 0039 0021
        E: 0.000001 0003 0035 0100
        E: 0.000001 0003 0036 0200
        E: 0.000001 0003 002f 0001
        E: 0.000001 0003 0039 0022
        E: 0.000001 0003 0035 0300
        E: 0.000001 0003 0036 0400
        E: 0.000001 0000 0000 0000
        E: 0.010001 0003 0036 0410\t# slot 1, selected in the previous frame
        E: 0.010001 0003 002f 0000
        E: 0.010001 0003 0035 0110
        E: 0.010001 0000 0000 0000
        E: 0.020001 0003 0039 -001
        E: 0.020001 0003 002f 0001
        E: 0.020001 0003 0039 -1
        E: 0.020001 0000 0000 0000
        """)
        #expect(f.count == 3)
        #expect(f[0].timestamp == 0 && f[0].touches.map(\.phase) == [.down, .down])
        #expect(f[0].touches[0].x == 10 && f[0].touches[0].y == 20)
        #expect(f[1].timestamp == 10_000_000)
        #expect(f[1].touches == [TouchEvent(id: 1, phase: .move, x: 11, y: 20, timestamp: 10_000_000),
                                 TouchEvent(id: 2, phase: .move, x: 30, y: 41, timestamp: 10_000_000)])
        #expect(f[2].touches.map(\.phase) == [.up, .up])
        #expect(f[2].touches.map(\.id) == [1, 2])
    }

    @Test func protocolBNewTrackingIDEndsTheOldContactAndPressureBecomesForce() throws {
        let f = try frames("""
        E: 0.000001 0003 0039 0005
        E: 0.000001 0003 0035 0100
        E: 0.000001 0003 0036 0100
        E: 0.000001 0003 003a 0255
        E: 0.000001 0000 0000 0000
        E: 0.005001 0003 0039 0006
        E: 0.005001 0003 0035 0200
        E: 0.005001 0000 0000 0000
        E: 0.006001 0003 0039 0007
        E: 0.006001 0003 0039 -001
        E: 0.006001 0000 0000 0000
        """)
        #expect(f.count == 3)
        #expect(f[0].touches[0].force == 1)
        #expect(f[1].touches.map(\.phase) == [.up, .down])
        #expect(f[1].touches.map(\.id) == [1, 2])
        #expect(f[1].touches[0].x == 10 && f[1].touches[1].x == 20)
        // Contact 3 began and ended between two reports: never shown; contact 2 lifts.
        #expect(f[2].touches == [TouchEvent(id: 2, phase: .up, x: 20, y: 10, timestamp: 6_000_000, force: 1)])
    }

    @Test func synDroppedDiscardsUntilTheNextReport() throws {
        let f = try frames("""
        E: 0.000001 0003 0039 0005
        E: 0.000001 0003 0035 0100
        E: 0.000001 0003 0036 0100
        E: 0.000001 0000 0000 0000
        E: 0.001001 0000 0003 0000
        E: 0.001001 0003 0035 0900
        E: 0.001001 0000 0000 0000
        E: 0.002001 0003 0035 0200
        E: 0.002001 0000 0000 0000
        """)
        #expect(f.count == 2)
        #expect(f[1].touches[0].x == 20)
    }

    @Test func equalTimestampsStayStrictlyIncreasing() throws {
        let f = try frames("""
        E: 5.000000 0003 0039 0005
        E: 5.000000 0003 0035 0100
        E: 5.000000 0000 0000 0000
        E: 5.000000 0003 0035 0200
        E: 5.000000 0000 0000 0000
        """)
        #expect(f.map(\.timestamp) == [0, 1])
    }

    @Test func protocolAMatchesContactsByDistance() throws {
        let desc = """
        N: Anonymous
        A: 35 0 1000 0 0
        A: 36 0 500 0 0

        """
        let f = try frames("""
        E: 100.000000 0003 0035 100
        E: 100.000000 0003 0036 100
        E: 100.000000 0000 0002 0
        E: 100.000000 0000 0000 0
        E: 100.010000 0003 0035 900
        E: 100.010000 0003 0036 400
        E: 100.010000 0000 0002 0
        E: 100.010000 0003 0035 110
        E: 100.010000 0003 0036 100
        E: 100.010000 0000 0002 0
        E: 100.010000 0000 0000 0
        E: 100.020000 0003 0035 910
        E: 100.020000 0003 0036 400
        E: 100.020000 0000 0002 0
        E: 100.020000 0000 0000 0
        E: 100.030000 0000 0002 0
        E: 100.030000 0000 0000 0
        """, description: desc)
        #expect(f.count == 4)
        #expect(f[1].touches.map(\.phase) == [.down, .move])
        #expect(f[1].touches.map(\.id) == [2, 1])
        #expect(f[2].touches.map(\.phase) == [.up, .move])
        #expect(f[2].touches.map(\.id) == [1, 2])
        #expect(f[3].touches == [TouchEvent(id: 2, phase: .up, x: 91, y: 40, timestamp: 30_000_000)])
    }

    @Test func malformedEventLineNamesTheLine() {
        let path = Fixtures.temporary("bad.evemu", Self.description + "E: 0.000001 0003 0039 0005\nE: 0.1 zz 0035 1\n")
        #expect {
            _ = try EvemuSource(path: path).readAll()
        } throws: { error in
            guard let e = error as? InputError else { return false }
            return e.line == 12 && e.reason == .malformed("E: needs an event type in hex")
        }
    }

    @Test func slotOutOfRangeIsAnErrorWithLibevdevNames() {
        let path = Fixtures.temporary("slot.evemu", Self.description + "E: 0.000001 0003 002f -005\n")
        #expect {
            _ = try EvemuSource(path: path).readAll()
        } throws: { error in
            (error as? InputError) == InputError(path: path, line: 11, .malformed("ABS_MT_SLOT -5 is outside 0..<1024"))
        }
    }

    @Test func missingDescriptionAndNonTouchDevice() {
        let lonely = Fixtures.temporary("lonely.events", "E: 0.000001 0003 0039 0005\n")
        #expect(throws: InputError(path: lonely, .missingDescription("no A: axis lines, and no matching .desc file beside it"))) {
            _ = try EvemuSource(path: lonely)
        }
        let keyboard = Fixtures.temporary("keyboard.evemu", "N: Keyboard\nB: 01 00 00 00 00 00 00 00 ff\nA: 28 0 255 0 0 0\nE: 0.000001 0001 001e 0001\n")
        #expect(throws: InputError.self) { _ = try EvemuSource(path: keyboard) }
    }

    @Test func fitMappingPreservesAspectAndCentres() {
        let x = AbsInfo(minimum: 0, maximum: 1000, resolution: 10)   // 100 mm
        let y = AbsInfo(minimum: 0, maximum: 500, resolution: 20)    // 25 mm
        let m = ScreenMapping.fit(x: x, y: y, into: ScreenGeometry(width: 200, height: 200))
        #expect(m.x(0) == 0 && m.x(1000) == 200)
        #expect(m.y(0) == 75 && m.y(500) == 125)
        let s = ScreenMapping.stretch(x: x, y: y, onto: ScreenGeometry(width: 200, height: 200))
        #expect(s.y(500) == 200)
    }

    @Test func eventNamesComeFromLibevdev() {
        #expect(EventNames.code(type: 3, code: 0x2f) == "ABS_MT_SLOT")
        #expect(EventNames.type(3) == "EV_ABS")
        #expect(EventNames.code(named: "ABS_MT_TRACKING_ID")! == (3, 0x39))
        #expect(RawInputEvent(time: 0, type: 1, code: 0x14a, value: 1).description == "EV_KEY / BTN_TOUCH 1")
    }
}
