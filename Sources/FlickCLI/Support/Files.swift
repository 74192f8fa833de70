import Foundation

/// Reads a whole UTF-8 text file.
/// - Throws: `CLIError.badInput` naming the path and the reason (missing, unreadable, not UTF-8).
func readTextFile(_ path: String) throws(CLIError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .badInput(location: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else { throw .badInput(location: path, reason: "is a directory, not a file") }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw .badInput(location: path, reason: "cannot be read (permission denied?)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw .badInput(location: path, reason: "is not UTF-8 text")
    }
    return text
}

/// Writes `text` to `path` atomically (a temporary file renamed into place), so a failed
/// write never leaves a half-written file behind.
/// - Throws: `CLIError.badInput` naming the path.
func writeTextFile(_ path: String, _ text: String) throws(CLIError) {
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        throw .badInput(location: path, reason: "cannot be written: \(error.localizedDescription)")
    }
}
