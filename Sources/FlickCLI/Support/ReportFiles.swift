import Foundation
import FlickCore

/// Writes `text` to `path` as a whole or not at all (`OutputFile`: a temporary file beside
/// it, synced and renamed into place; a failure or a signal leaves the old file, if any,
/// untouched and no temporary file behind).
/// - Parameter option: the flag that named the file, for the message (`--report`).
/// - Throws: `CLIError.badInput` naming the path, the option and the reason.
func writeReportFile(_ path: String, _ text: String, option: String) throws(CLIError) {
    do throws(OutputFileError) {
        let file = try OutputFile(path: path)
        try file.write(text)
        try file.commit()
    } catch {
        throw .badInput(location: path, reason: "cannot write the \(option) file: \(error.reason)")
    }
}

/// Makes `path` a directory if it is not one (with its parents).
/// - Throws: `CLIError.badInput` when it is a file or cannot be made.
func makeReportDirectory(_ path: String, option: String) throws(CLIError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw .badInput(location: path, reason: "\(option) must name a directory, and this is a file") }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        throw .badInput(location: path, reason: "cannot make the \(option) directory: \(error.localizedDescription)")
    }
}
