import Foundation
import FlickCore

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
