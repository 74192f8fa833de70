import Foundation
@testable import FlickInput

/// Paths and temporary files for the input tests.
enum Fixtures {
    /// The package root (three levels above this file).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `Traces/recordings/<relative>`.
    static func recording(_ relative: String) -> String { root + "/Traces/recordings/" + relative }

    /// Writes `text` to a fresh temporary file named `name` and returns its path. Each call
    /// gets a directory of its own: tests run in parallel and several use the same name
    /// (`synthetic.evemu`), so a shared directory let one test read another's file.
    static func temporary(_ name: String, _ text: String) -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("flick-input-tests-\(getpid())")
            .appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
