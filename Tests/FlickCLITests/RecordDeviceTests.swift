import Testing
import Foundation
import FlickInput
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

private let flickBinary = flickExecutable

/// `Traces/recordings/<relative>`.
private func recording(_ relative: String) -> String { Fixtures.recording(relative) }

/// What a frame says, without its time (real-time replay moves timestamps).
private func shape(_ frames: [InputFrame]) -> [[String]] {
    frames.map { $0.touches.map { "\($0.id) \($0.phase.rawValue) \($0.x) \($0.y) \($0.force.map { "\($0)" } ?? "-")" } }
}

/// The device tests need umockdev (`scripts/install-deps` installs it): where it is missing
/// they are reported as skipped, with the reason, never as passed.
@Suite("flick record through libevdev on umockdev-emulated devices",
       .enabled(if: UmockdevFixture.testsRun, UmockdevFixture.skipReason))
struct RecordDeviceTests {
    private func recordAndCompare(_ file: String, name: String) throws {
        let runner = try UmockdevFixture.requiredRunner()
        let source = try EvemuSource(path: recording(file))
        let expected = try source.readAll()
        let fixture = try UmockdevFixture(device: source.device, events: UmockdevFixture.events(ofEvemu: recording(file)), name: name)
        let out = fixture.directory + "/recorded.trace"
        let result = try runProcess(runner, fixture.arguments([flickBinary, "record", "--device", fixture.devicePath, "-o", out,
                                                        "--frames", "\(expected.count)", "--duration", "20"]))
        #expect(result.status == 0, "\(result.err)")
        let reader = try TraceReader(path: out)
        #expect(reader.header.device == source.device.name)
        let recorded = try reader.readAll()
        #expect(shape(recorded) == shape(expected))
        #expect(recorded.count == expected.count)
    }

    @Test func protocolBTouchscreenRecordsTheSameTouchesAsImport() throws {
        try recordAndCompare("touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events", name: "atmel")
    }

    @Test func touchpadRecordsTheSameTouchesAsImport() throws {
        try recordAndCompare("touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events", name: "cypress")
    }
}

extension RecordDeviceTests {
    /// The device and events of the evemu recording `file`, its events passed through `transform`.
    private func emulated(_ file: String, name: String, transform: ([RawInputEvent]) -> [RawInputEvent] = { $0 }) throws -> UmockdevFixture {
        let source = try EvemuSource(path: recording(file))
        let events = transform(try UmockdevFixture.events(ofEvemu: recording(file)))
        return try UmockdevFixture(device: source.device, events: events, name: name)
    }

    @Test func synDroppedResyncsAndLeavesAValidTrace() throws {
        let fixture = try emulated("touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", name: "dropped", transform: { events in
            // A kernel buffer overrun after the third frame, while both fingers are down.
            var reports = 0
            var out: [RawInputEvent] = []
            for e in events {
                out.append(e)
                if e.type == 0 && e.code == 0 {
                    reports += 1
                    if reports == 3 { out.append(RawInputEvent(time: e.time + 1000, type: 0, code: 3, value: 0)) }
                }
            }
            return out
        })
        let out = fixture.directory + "/recorded.trace"
        let result = try runProcess(UmockdevFixture.requiredRunner(), fixture.arguments([flickBinary, "record", "--device", fixture.devicePath, "-o", out, "--duration", "1.3"]))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("1 SYN_DROPPED"))
        let reader = try TraceReader(path: out)
        let summary = try reader.summarize()
        #expect(summary.contacts >= 2)
        #expect(summary.openAtEnd == 0)
    }

    @Test(arguments: ["INT", "TERM"])
    func signalMidTouchLeavesACompleteTrace(signal: String) throws {
        // Only the first 0.3 s: four fingers are down when the signal comes.
        let fixture = try emulated("touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events", name: "sig\(signal)", transform: { events in
            let cut = events[0].time + 300_000_000
            var out: [RawInputEvent] = []
            for e in events where e.time < cut { out.append(e) }
            while let last = out.last, !(last.type == 0 && last.code == 0) { out.removeLast() }
            return out
        })
        let out = fixture.directory + "/recorded.trace"
        let result = try runProcess(UmockdevFixture.requiredRunner(), fixture.arguments(["/usr/bin/timeout", "--preserve-status", "-s", signal, "1.2",
                                                                         flickBinary, "record", "--device", fixture.devicePath, "-o", out]))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("(interrupted)"))
        let frames = try TraceReader(path: out).readAll()
        #expect(frames.last?.touches.map(\.phase) == [.cancel, .cancel, .cancel, .cancel])
        var summary = TraceSummary()
        for f in frames { summary.add(f) }
        #expect(summary.contacts == 4 && summary.openAtEnd == 0)
    }

    @Test func aKeyboardIsNotATouchDevice() throws {
        let keyboard = DeviceDescription(name: "AT Translated Set 2 keyboard", id: [0x11, 1, 1, 0xab41],
                                         codes: [1: Set((1...88).map { UInt16($0) }), 4: [4]])
        let fixture = try UmockdevFixture(device: keyboard, events: [RawInputEvent(time: 0, type: 1, code: 30, value: 1),
                                                                     RawInputEvent(time: 0, type: 0, code: 0, value: 0)], name: "keyboard")
        let out = fixture.directory + "/never.trace"
        let result = try runProcess(UmockdevFixture.requiredRunner(), fixture.arguments([flickBinary, "record", "--device", fixture.devicePath, "-o", out]))
        #expect(result.status == 2)
        #expect(result.err.contains("\(fixture.devicePath): not a touch device: \"AT Translated Set 2 keyboard\""))
        #expect(!FileManager.default.fileExists(atPath: out))
        let list = try runProcess(UmockdevFixture.requiredRunner(), fixture.arguments([flickBinary, "devices", "--all"]))
        #expect(list.out.contains("AT Translated Set 2 keyboard"))
        #expect(list.out.contains("not a touch device"))
    }

    @Test func devicesListsTheEmulatedTouchscreen() throws {
        let fixture = try emulated("touchscreens/EP0430M09.2-finger-scroll-down.events", name: "devices")
        let list = try runProcess(UmockdevFixture.requiredRunner(), fixture.arguments([flickBinary, "devices", "--json"]))
        #expect(list.status == 0)
        #expect(list.out.contains("\"protocol\":\"B\",\"slots\":5"))
    }
}

/// The built `flick record` on paths that are no input device (no umockdev needed).
@Suite("flick record on missing and non-input devices")
struct RecordMissingDeviceTests {
    @Test func missingAndNonInputDevicesExitTwo() throws {
        let missing = try runProcess(flickBinary, ["record", "--device", "/dev/input/event99", "-o", "/tmp/flick-never.trace"])
        #expect(missing.status == 2 && missing.err.contains("no such device"))
        let null = try runProcess(flickBinary, ["record", "--device", "/dev/null", "-o", "/tmp/flick-never.trace"])
        #expect(null.status == 2 && null.err.contains("/dev/null: not an input device"))
    }
}

/// The record and devices commands run in-process (no umockdev needed).
@Suite("flick record / devices in-process")
struct RecordCommandInProcessTests {
    @Test func badDevicesExitTwoWithClearMessages() {
        let missing = CapturedConsole()
        #expect(runCommand(RecordCommand.self, ["--device", "/dev/input/event99", "-o", "/tmp/flick-never.trace"], console: missing.console) == .badInput)
        #expect(missing.stderr.contains("/dev/input/event99: no such device"))
        let null = CapturedConsole()
        #expect(runCommand(RecordCommand.self, ["--device", "/dev/null", "-o", "/tmp/flick-never.trace"], console: null.console) == .badInput)
        #expect(null.stderr.contains("/dev/null: not an input device"))
        #expect(runCommand(RecordCommand.self, ["-o", "x.trace"], console: CapturedConsole().console) == .badInput)
        let none = CapturedConsole()
        #expect(runCommand(DevicesCommand.self, ["--dir", "/nonexistent"], console: none.console) == .success)
        #expect(none.stdout.contains("no input devices"))
    }
}

extension RecordDeviceTests {
    @Test func aKilledRecorderStillLeavesAReadableTrace() throws {
        // SIGKILL cannot be handled: what is on disk must already be a valid trace, because
        // every frame went out in one write(2) as it arrived.
        let fixture = try emulated("touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events", name: "killed")
        let out = fixture.directory + "/recorded.trace"
        _ = try runProcess(UmockdevFixture.requiredRunner(), fixture.arguments(["/usr/bin/timeout", "-s", "KILL", "0.5",
                                                                flickBinary, "record", "--device", fixture.devicePath, "-o", out]))
        let reader = try TraceReader(path: out)
        let summary = try reader.summarize()
        #expect(summary.frames > 3)
        #expect(summary.contacts == 4)
        #expect(summary.openAtEnd == 4, "killed mid-drag: the touches are still down, and the file still reads")
        // OUT was put in place when its header was written (a temporary renamed), so no
        // temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.directory).filter { $0.hasPrefix(".") }.isEmpty)
    }
}

/// Needs umockdev, as `RecordDeviceTests` do.
@Suite("flick replay --device on a umockdev-emulated touchscreen",
       .enabled(if: UmockdevFixture.testsRun, UmockdevFixture.skipReason))
struct ReplayDeviceTests {
    @Test func liveReplayPrintsTheViolationAsItHappens() throws {
        let runner = try UmockdevFixture.requiredRunner()
        let file = recording("touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events")
        let source = try EvemuSource(path: file)
        let fixture = try UmockdevFixture(device: source.device, events: UmockdevFixture.events(ofEvemu: file), name: "replay-live")
        // The second finger locks the slider against its own bound: unsatisfiable, printed live.
        let result = try runProcess(runner, fixture.arguments([flickBinary, "replay", "--device", fixture.devicePath, "--scene", "slider-conflict", "--duration", "2"]))
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("replaying"))
        #expect(result.out.contains("unsatisfiable: adding knob.centerX <= track.left"))
        #expect(result.out.contains("minimal conflicting set"))
        // The plain slider holds on the same input.
        let plain = try runProcess(runner, fixture.arguments([flickBinary, "replay", "--device", fixture.devicePath, "--scene", "slider", "--duration", "2"]))
        #expect(plain.status == 0, "\(plain.out)\(plain.err)")
        #expect(plain.out.contains("all invariants held"))
    }

    /// The scene ticks on its 120 Hz clock between and after the device's events: the feed,
    /// pulled down past its top by a four-finger drag, springs back after lift-off (scroll
    /// physics, nothing but time driving it) and comes to rest while the device is still
    /// open — in real time, when the rest is due, not when the input ends (a replay that
    /// ticked only on input would find the rest only after the end of the run).
    @Test func liveReplayTicksOnTheClockAndSpringsBackAfterLiftOff() throws {
        let runner = try UmockdevFixture.requiredRunner()
        let file = recording("touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events")
        let source = try EvemuSource(path: file)
        let fixture = try UmockdevFixture(device: source.device, events: UmockdevFixture.events(ofEvemu: file), name: "replay-clock")
        let duration = 4.0
        // 100 rows: a debug build makes the scene in well under a second.
        let result = try runProcess(runner, fixture.arguments([flickBinary, "replay", "--device", fixture.devicePath, "--scene", "feed",
                                                        "--items", "100", "--duration", "\(duration)", "--json"]))
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let live = try #require(json["live"] as? [String: Any], "\(result.out)")
        let lastInput = try #require(live["lastInput"] as? Double)
        let settledAt = try #require(live["settledAt"] as? Double)
        let settledAtWall = try #require(live["settledAtWall"] as? Double)
        let clockTicks = try #require(live["clockTicks"] as? Int)
        // The scroll view kept moving after the fingers lifted.
        #expect(settledAt > lastInput + 0.1, "settled \(settledAt) s, last input \(lastInput) s")
        // It was simulated when it happened: the tick that found the scene at rest ran about
        // when its time came (within a generous margin for a loaded machine), well before the
        // device closed.
        #expect(abs(settledAtWall - settledAt) < 0.5, "ran at \(settledAtWall) s for \(settledAt) s")
        #expect(settledAtWall < duration - 0.5)
        // The clock kept ticking after the rest until the device closed (about 120 a second).
        #expect(Double(clockTicks) > (settledAt + 0.5) * 120, "\(clockTicks) clock ticks")
        #expect((json["settled"] as? Bool) == true)
        // The recording's timing came through: few frames (none on a quiet machine) arrived
        // after their tick, and when none did, the rest falls where a replay of the same
        // recording puts it (162 ticks: 1.342 s; a retimed frame shifts the lift-off speed).
        let late = try #require(live["lateFrames"] as? Int)
        #expect(late <= 8, "\(late) of 31 frames late")
        if late == 0 { #expect(abs(settledAt - 1.3417) < 0.05, "settled at \(settledAt) s") }
    }
}
