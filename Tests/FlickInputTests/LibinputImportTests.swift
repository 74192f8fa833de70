import Testing
import Foundation
@testable import FlickInput
import FlickTestSupport

/// Writes an evemu recording as the equivalent `libinput record` YAML (the formats map 1:1),
/// so both importers can be compared on real data.
private func libinputYAML(from evemuPath: String) throws -> String {
    let text = try String(contentsOfFile: evemuPath, encoding: .utf8)
    var name = "device", absinfo: [String] = [], props: [Int] = []
    var frames: [[String]] = [[]]
    var first: (Int64, Int64)?
    for line in text.split(separator: "\n") {
        let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if line.hasPrefix("N: ") { name = String(line.dropFirst(3)) }
        if line.hasPrefix("P: ") {
            for (i, b) in f.dropFirst().enumerated() { let v = Int(b, radix: 16)!; for bit in 0..<8 where v & (1 << bit) != 0 { props.append(i * 8 + bit) } }
        }
        if line.hasPrefix("A: ") {
            let n = f.dropFirst(2).prefix(5).map { String($0) }
            absinfo.append("      \(Int(f[1], radix: 16)!): [\(n.joined(separator: ", "))]")
        }
        if line.hasPrefix("E: ") {
            let t = f[1].split(separator: ".")
            let (s, u) = (Int64(t[0])!, Int64(t[1])!)
            if first == nil { first = (s, u) }
            var total = (s - first!.0) * 1_000_000 + (u - first!.1)
            if total < 0 { total = 0 }
            let type = Int(f[2], radix: 16)!, code = Int(f[3], radix: 16)!, value = Int(f[4])!
            frames[frames.count - 1].append("    - [\(total / 1_000_000), \(total % 1_000_000), \(type), \(code), \(value)] # EV")
            if type == 0 && code == 0 { frames.append([]) }
        }
    }
    var yaml = """
    # libinput record
    version: 1
    ndevices: 1
    libinput:
      version: "1.22.1"
      git: "unknown"
    system:
      kernel: "6.2.5"
    devices:
    - node: /dev/input/event6
      evdev:
        # Name: \(name)
        name: "\(name)"
        id: [24, 1739, 52542, 256]
        codes:
          0: [0, 1, 2, 3]
          3: [0, 1, 47, 53, 54, 57]
        absinfo:
    \(absinfo.map { "  " + $0 }.joined(separator: "\n"))
        properties: [\(props.map(String.init).joined(separator: ", "))]
      udev:
        properties: [ID_INPUT=1]
      quirks: []
      events:
      # Current time is 14:51:15

    """
    for frame in frames where !frame.isEmpty {
        yaml += "  - evdev:\n" + frame.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
    return yaml
}

@Suite("libinput record import")
struct LibinputImportTests {
    @Test(arguments: [
        "touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events",
        "tablets/dell_canvas_touch.evemu",
        "touchscreens/EP0430M09.2-finger-scroll-down.events",
    ])
    func sameFramesAsTheEvemuRecording(file: String) throws {
        let evemu = Fixtures.recording(file)
        let yamlPath = Fixtures.temporary("rec-\(file.count).yml", try libinputYAML(from: evemu))
        let fromYAML = try loadInput(path: yamlPath)
        #expect(fromYAML is LibinputRecordSource)
        let a = try fromYAML.readAll()
        let b = try EvemuSource(path: evemu).readAll()
        #expect(a.count == b.count && a.count > 10)
        #expect(a == b)
        #expect(fromYAML.header.source == "libinput record")
    }

    @Test func readsTheDocumentedExample() throws {
        let yaml = """
        # libinput record
        version: 1
        ndevices: 1
        devices:
        - node: /dev/input/event6
          evdev:
            name: "MSFT0001:00 06CB:CD3E Touchpad"
            id: [24, 1739, 52542, 256]
            codes:
              0: [0, 1, 2, 3]
              1: [272, 325, 328, 330, 333, 334, 335]
              3: [0, 1, 47, 53, 54, 55, 57]
            absinfo:
              47: [0, 4, 0, 0, 0]
              53: [0, 1212, 0, 0, 12]
              54: [0, 792, 0, 0, 12]
            properties: [0, 2]
          events:
          - evdev:
            - [  0,      0,   3,  57,    2194] # EV_ABS / ABS_MT_TRACKING_ID     2194
            - [  0,      0,   3,  53,     206] # EV_ABS / ABS_MT_POSITION_X       206 (-942)
            - [  0,      0,   3,  54,     311] # EV_ABS / ABS_MT_POSITION_Y       311 (-168)
            - [  0,      0,   1, 330,       1] # EV_KEY / BTN_TOUCH                 1
            - [  0,      0,   1, 325,       1] # EV_KEY / BTN_TOOL_FINGER           1
            - [  0,      0,   4,   5,       0] # EV_MSC / MSC_TIMESTAMP             0
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
          - hid: {time: [0, 1], hidraw0: [1, 2]}
          - evdev:
            - [  0,  65119,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID       -1
            - [  0,  65119,   1, 330,       0] # EV_KEY / BTN_TOUCH                 0
            - [  0,  65119,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +7ms
                                               # Touch device in neutral state
        """
        let source = try LibinputRecordSource(path: Fixtures.temporary("doc.yml", yaml), screen: ScreenGeometry(width: 1212, height: 792), mapping: .fit)
        #expect(source.device.touchProtocol == .slots)
        #expect(source.device.kind == "touchpad")
        let frames = try source.readAll()
        #expect(frames == [
            InputFrame(timestamp: 0, touches: [TouchEvent(id: 1, phase: .down, x: 206, y: 311, timestamp: 0)]),
            InputFrame(timestamp: 65_119_000, touches: [TouchEvent(id: 1, phase: .up, x: 206, y: 311, timestamp: 65_119_000)]),
        ])
        #expect(source.statistics.maxFingers == 1)
        // The same document read from memory.
        let inMemory = try LibinputRecordSource(bytes: Array(yaml.utf8), name: "doc.yml", screen: ScreenGeometry(width: 1212, height: 792), mapping: .fit)
        #expect(try inMemory.readAll() == frames)
    }

    @Test func yamlErrorsNameTheLine() {
        let path = Fixtures.temporary("broken.yml", "# libinput record\nversion: 1\ndevices: [\n  - {a: 1\n")
        #expect {
            _ = try LibinputRecordSource(path: path)
        } throws: { error in
            guard let e = error as? InputError, case .malformed(let text) = e.reason else { return false }
            return e.line != nil && text.hasPrefix("YAML:")
        }
        let noDevices = Fixtures.temporary("nodev.yml", "# libinput record\nversion: 1\nndevices: 0\n")
        #expect(throws: InputError(path: noDevices, .malformed("no \"devices:\" list"))) { _ = try LibinputRecordSource(path: noDevices) }
    }

    /// A timestamp past 64-bit nanoseconds is malformed, not an arithmetic-overflow trap
    /// (found by the libinput harness).
    @Test func aTimestampOutOfRangeIsMalformed() throws {
        let evemu = Fixtures.recording("touchscreens/EP0430M09.2-finger-scroll-down.events")
        var yaml = try libinputYAML(from: evemu)
        let open = try #require(yaml.range(of: "    - ["))
        let comma = try #require(yaml[open.upperBound...].firstIndex(of: ","))
        yaml.replaceSubrange(open.upperBound..<comma, with: "9223372036854775807")
        let path = Fixtures.temporary("huge-time.yml", yaml)
        #expect {
            _ = try loadInput(path: path).readAll()
        } throws: { error in
            guard let e = error as? InputError, case .malformed(let text) = e.reason else { return false }
            return text.contains("out of range")
        }
    }
}
