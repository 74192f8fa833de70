import Foundation
import FlickInput
import FlickTestSupport
import Testing

/// Emulates a real evdev device with umockdev (an LD_PRELOAD library that fakes
/// `/dev/input/eventN`, answers libevdev's ioctls from a record and plays an events file),
/// so `flick record` runs libevdev's real code path without a kernel input subsystem.
///
/// The ioctl record holds one `NAME(arg) LEN HEX` reply per request libevdev makes; reply
/// sizes match libevdev 1.13's buffers on 64-bit little-endian machines (NAME/PHYS 255,
/// KEY bits 96, EVIOCGMTSLOTS 4 + 4×256).
struct UmockdevFixture {
    let directory: String
    let eventNumber: Int
    var devicePath: String { "/dev/input/event\(eventNumber)" }
    var umockdevPath: String { directory + "/device.umockdev" }
    var ioctlPath: String { directory + "/device.ioctl" }
    var eventsPath: String { directory + "/device.events" }

    /// `umockdev-run` on PATH, or nil (the tests that need it are then reported as skipped).
    static let runner: String? = TestTools.onPath("umockdev-run")

    /// Whether the tests that emulate devices run (see `TestTools`).
    static let testsRun = TestTools.runs(needing: runner != nil)

    /// Why they are skipped where they are.
    static let skipReason: Comment = "umockdev-run not found: scripts/install-deps installs umockdev"

    /// `umockdev-run`, or a failed requirement where tools are required and it is missing.
    static func requiredRunner() throws -> String {
        try #require(runner, "umockdev-run not found, and FLICK_TESTS_REQUIRE_TOOLS=1")
    }

    /// Writes the device files for `device` and the events `events` (times relative to the
    /// first, microsecond resolution).
    init(device: DeviceDescription, events: [RawInputEvent], eventNumber: Int = 7, name: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("flick-umockdev-\(getpid())-\(name)").path
        self.eventNumber = eventNumber
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Self.ioctlRecord(device, devicePath: devicePath).write(toFile: ioctlPath, atomically: true, encoding: .utf8)
        try Self.sysfs(device, number: eventNumber).write(toFile: umockdevPath, atomically: true, encoding: .utf8)
        try Self.eventsText(events).write(toFile: eventsPath, atomically: true, encoding: .utf8)
    }

    /// The arguments for `umockdev-run` that wrap `command`.
    func arguments(_ command: [String]) -> [String] {
        ["-d", umockdevPath, "-i", "\(devicePath)=\(ioctlPath)", "-e", "\(devicePath)=\(eventsPath)", "--"] + command
    }

    // MARK: - Files

    private static let bitSizes: [(type: UInt16, bytes: Int)] = [
        (0x02, 8), (0x03, 8), (0x11, 8), (0x01, 96), (0x05, 8), (0x04, 8), (0x15, 16), (0x12, 8),
    ]

    private static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02X", $0) }.joined() }

    private static func bitmask(_ bits: [Int], bytes: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: bytes)
        for b in bits where b / 8 < bytes { out[b / 8] |= UInt8(1 << (b % 8)) }
        return out
    }

    private static func padded(_ s: String, _ n: Int) -> [UInt8] {
        Array(s.utf8.prefix(n - 1)) + [UInt8](repeating: 0, count: n - min(n - 1, s.utf8.count))
    }

    private static func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }

    static func ioctlRecord(_ d: DeviceDescription, devicePath: String) -> String {
        var types: [Int] = [0]
        for (type, codes) in d.codes where type != 0 && !codes.isEmpty { types.append(Int(type)) }
        if !d.axes.isEmpty { types.append(3) }
        var lines = ["@DEV \(devicePath)"]
        lines.append("EVIOCGBIT(0) 8 \(hex(bitmask(types, bytes: 8)))")
        lines.append("EVIOCGNAME(0) \(d.name.utf8.count + 1) \(hex(padded(d.name, 255)))")
        lines.append("EVIOCGPHYS(0) 13 \(hex(padded("flick/input0", 255)))")
        let id = (d.id + [0, 0, 0, 0]).prefix(4).map { UInt16(truncatingIfNeeded: $0) }
        lines.append("EVIOCGID 0 \(hex(id.flatMap(le)))")
        lines.append("EVIOCGVERSION 0 01000100")
        lines.append("EVIOCGPROP(0) 8 \(hex(bitmask(d.properties, bytes: 8)))")
        for (type, size) in bitSizes {
            var codes = (d.codes[type] ?? []).map(Int.init)
            if type == 3 { codes += d.axes.keys.map(Int.init) }
            lines.append("EVIOCGBIT(\(type)) \(size) \(hex(bitmask(codes, bytes: size)))")
        }
        lines.append("EVIOCGKEY(0) 96 " + String(repeating: "00", count: 96))
        lines.append("EVIOCGLED(0) 8 " + String(repeating: "00", count: 8))
        lines.append("EVIOCGSW(0) 8 " + String(repeating: "00", count: 8))
        let codes = d.axes.keys.sorted()
        for code in codes {
            let a = d.axes[code]!
            lines.append("EVIOCGABS(\(code)) 0 \(hex([Int32(0), a.minimum, a.maximum, a.fuzz, a.flat, a.resolution].flatMap(le)))")
        }
        for code in codes where code > 0x2f && code <= 0x3c {
            let value: Int32 = code == 0x39 ? -1 : 0
            lines.append("EVIOCGMTSLOTS(0) 0 \(hex(le(UInt32(code)) + (0..<256).flatMap { _ in le(value) }))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func sysfs(_ d: DeviceDescription, number n: Int) -> String {
        let name = d.name.replacingOccurrences(of: "\"", with: "")
        let sys = "/devices/virtual/input/input\(n)"
        return """
        P: \(sys)/event\(n)
        N: input/event\(n)
        E: DEVNAME=/dev/input/event\(n)
        E: ID_INPUT=1
        E: MAJOR=13
        E: MINOR=\(64 + n)
        E: SUBSYSTEM=input
        A: dev=13:\(64 + n)
        L: device=../../input\(n)

        P: \(sys)
        E: NAME="\(name)"
        E: SUBSYSTEM=input
        A: name=\(name)
        A: phys=flick/input0


        """
    }

    /// umockdev reads the microseconds with base auto-detection (leading zeros would be
    /// octal), so they are written without padding.
    static func eventsText(_ events: [RawInputEvent]) -> String {
        guard let first = events.first?.time else { return "" }
        var text = ""
        for e in events {
            let us = (e.time - first) / 1000 + 100_000   // start 0.1 s after the device appears
            text += "E: \(us / 1_000_000).\(us % 1_000_000) \(String(format: "%04x %04x", e.type, e.code)) \(e.value)\n"
        }
        return text
    }

    /// The `E:` events of an evemu file, read with plain splitting.
    static func events(ofEvemu path: String) throws -> [RawInputEvent] {
        var out: [RawInputEvent] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where line.hasPrefix("E:") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let t = f[1].split(separator: ".")
            var frac = String(t[1]); while frac.count < 9 { frac += "0" }
            out.append(RawInputEvent(time: Int64(t[0])! * 1_000_000_000 + Int64(frac)!, type: UInt16(f[2], radix: 16)!,
                                     code: UInt16(f[3], radix: 16)!, value: Int32(f[4])!))
        }
        return out
    }
}
