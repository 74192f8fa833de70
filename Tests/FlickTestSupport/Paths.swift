import Foundation

/// The repository root (for Traces/): three levels above this file.
package let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// `Traces/scenes/<name>`.
package func tracePath(_ name: String) -> String { repositoryRoot + "/Traces/scenes/" + name }

/// Paths and temporary files for the input tests.
package enum Fixtures {
    /// `Traces/recordings/<relative>`.
    package static func recording(_ relative: String) -> String { repositoryRoot + "/Traces/recordings/" + relative }

    /// Writes `text` to a fresh temporary file named `name` and returns its path. Each call
    /// gets a directory of its own: tests run in parallel and several use the same name
    /// (`synthetic.evemu`), so a shared directory would let one test read another's file.
    package static func temporary(_ name: String, _ text: String) -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("flick-input-tests-\(getpid())")
            .appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
