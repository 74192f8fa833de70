import Foundation

/// Files for tests: temporary folders and what is in them.
enum FileSupport {
    static func makeDirectory(_ path: String) -> Bool {
        (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil
    }

    static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func read(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

    static func write(_ text: String, to path: String) { _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) }

    /// A new, empty temporary folder.
    static func temporaryDirectory(_ label: String) -> String {
        let path = NSTemporaryDirectory() + "flick-\(label)-\(UUID().uuidString)"
        _ = makeDirectory(path)
        return path
    }
}
