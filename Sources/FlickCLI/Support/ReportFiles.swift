import Foundation

/// Writes `text` to `path` as a whole or not at all: into a temporary file beside it (same
/// directory, so the rename cannot cross file systems), synced, then renamed into place. A
/// failed write leaves the old file, if any, untouched and no temporary file behind.
/// - Parameter option: the flag that named the file, for the message (`--report`).
/// - Throws: `CLIError.badInput` naming the path, the option and the reason.
func writeReportFile(_ path: String, _ text: String, option: String) throws(CLIError) {
    func failure(_ what: String) -> CLIError {
        .badInput(location: path, reason: "cannot write the \(option) file: \(what): \(String(cString: strerror(errno)))")
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var template = Array((directory + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var ok = false
    defer {
        if !ok { unlink(temporary) }
    }
    let bytes = Array(text.utf8), total = bytes.count
    var written = 0
    while written < total {
        let offset = written
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, total - offset) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { close(fd); throw failure("write failed") }
        written += n
    }
    // Readable as any file the user creates (mkstemp makes it private).
    let mask = umask(0)
    umask(mask)
    fchmod(fd, 0o666 & ~mask)
    guard fsync(fd) == 0 else { close(fd); throw failure("sync failed") }
    guard close(fd) == 0 else { throw failure("close failed") }
    guard rename(temporary, path) == 0 else { throw failure("rename failed") }
    ok = true
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
