import FlickInput
#if canImport(Glibc)
import Glibc
#endif

/// Finds evdev devices under `/dev/input`.
package enum DeviceDiscovery {
    /// One `/dev/input/event*` node: what it is, or why it cannot be opened.
    package struct Entry: Sendable {
        package var path: String
        package var result: Result<DeviceDescription, DeviceError>
    }

    /// Every `event*` node in `directory`, in event-number order, each opened briefly.
    package static func scan(directory: String = "/dev/input") -> [Entry] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("event"), let n = Int(name.dropFirst(5)) { numbers.append(n) }
        }
        return numbers.sorted().map { n in
            let path = "\(directory)/event\(n)"
            do throws(DeviceError) {
                let device = try EvdevDevice(path: path)
                defer { device.close() }
                return Entry(path: path, result: .success(device.description))
            } catch {
                return Entry(path: path, result: .failure(error))
            }
        }
    }
}
