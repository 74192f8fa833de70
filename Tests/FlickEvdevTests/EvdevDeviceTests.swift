import Testing
import Foundation
@testable import FlickEvdev
import FlickInput

// The libevdev read path on emulated real devices is tested end to end (under umockdev) in
// FlickCLITests/RecordDeviceTests; these tests cover what needs no device.
@Suite("Evdev devices")
struct EvdevDeviceTests {
    @Test func openingErrorsSayWhatToDo() {
        #expect(throws: DeviceError.noSuchDevice(path: "/dev/input/event999")) { _ = try EvdevDevice(path: "/dev/input/event999") }
        #expect(throws: DeviceError.notAnInputDevice(path: "/dev/null")) { _ = try EvdevDevice(path: "/dev/null") }
        #expect(throws: DeviceError.notAnInputDevice(path: "/dev/null")) { _ = try DeviceSource(path: "/dev/null") }
        #expect(DeviceError.permissionDenied(path: "/dev/input/event3", group: "input").description
                == "/dev/input/event3: permission denied: add your user to the 'input' group (which owns the device) or run with sudo")
        #expect(DeviceError.notATouchDevice(path: "/dev/input/event1", name: "Keyboard").reason.hasPrefix("not a touch device"))
    }

    @Test func discoveryListsEventNodesInNumericOrder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-evdev-scan-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for name in ["event10", "event2", "mouse0", "eventX"] {
            _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data())
        }
        let entries = DeviceDiscovery.scan(directory: dir)
        #expect(entries.map(\.path) == [dir + "/event2", dir + "/event10"])
        for entry in entries {
            guard case .failure(.notAnInputDevice) = entry.result else { Issue.record("regular file accepted: \(entry)"); continue }
        }
        #expect(DeviceDiscovery.scan(directory: dir + "/missing").isEmpty)
    }
}
