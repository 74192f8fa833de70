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
        let path = scratchDirectory("input-tests") + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}

/// A new, empty directory under the temporary directory, its name `flick-<label>-` with this
/// process's id and a UUID, so tests running in parallel (or in two processes) never share
/// one. The caller removes it.
package func scratchDirectory(_ label: String) -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("flick-\(label)-\(getpid())-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
