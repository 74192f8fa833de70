#if canImport(Glibc)
import Glibc
#endif
import FlickCore

/// Reading and writing golden files. A write goes to a temporary file in the same directory
/// that is then renamed over the target, so a reader (or a crash) never sees half a file.
package enum GoldenFile {
    /// The most a golden file may hold (64 MiB of text), and its longest line (1 MiB, as every
    /// other reader's): bounds that stop `/dev/zero`, `/dev/urandom` or a damaged file at
    /// once instead of reading without end.
    package static let sizeLimit = 1 << 26
    package static let lineLimit = 1 << 20

    /// The whole text of the file at `path`, or nil when there is no file there.
    /// - Throws: `GoldenFileError` when `path` is a directory, cannot be read, is not UTF-8, or
    ///   passes `sizeLimit` or `lineLimit` (naming the line: `PATH:LINE: line longer than …`).
    /// - Complexity: O(file size), at most `sizeLimit`.
    package static func read(_ path: String) throws(GoldenFileError) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { return nil }
            throw GoldenFileError(path: path, reason: "cannot be read: \(lastError())")
        }
        guard (st.st_mode & S_IFMT) != S_IFDIR else { throw GoldenFileError(path: path, reason: "is a directory, not a golden file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw GoldenFileError(path: path, reason: "cannot be read: \(lastError())") }
        defer { close(fd) }
        InputFiles.note(path)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var line = 1, lineLength = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw GoldenFileError(path: path, reason: "cannot be read: \(lastError())")
            }
            if n == 0 { break }
            // Line by line with memchr, not byte by byte: 64 MiB of /dev/urandom took seconds
            // of CPU in a debug build (past a test's watchdog on a loaded machine).
            let tooLong = chunk.withUnsafeBytes { raw -> Bool in
                var start = 0
                while start < n {
                    let from = raw.baseAddress! + start
                    guard let hit = memchr(from, Int32(UInt8(ascii: "\n")), n - start) else {
                        lineLength += n - start
                        return lineLength > lineLimit
                    }
                    let end = start + from.distance(to: UnsafeRawPointer(hit))
                    lineLength += end - start
                    if lineLength > lineLimit { return true }
                    line += 1
                    lineLength = 0
                    start = end + 1
                }
                return false
            }
            if tooLong { throw GoldenFileError(path: "\(path):\(line)", reason: "line longer than \(lineLimit) bytes") }
            guard bytes.count + n <= sizeLimit else {
                throw GoldenFileError(path: "\(path):\(line)", reason: "text longer than \(sizeLimit) bytes")
            }
            bytes += chunk[0..<n]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw GoldenFileError(path: path, reason: "is not UTF-8 text")
        }
        return text
    }

    /// Writes `text` to `path` whole or not at all (`OutputFile`: a new temporary file beside
    /// it, flushed to storage, then renamed into place; a failure or a signal leaves no
    /// temporary file and any old golden untouched).
    /// - Throws: `GoldenFileError` (`PATH: cannot write: REASON`) when the directory does not
    ///   exist, or a write, sync, close or rename fails (a full disk, a file-size limit).
    package static func write(_ text: String, to path: String) throws(GoldenFileError) {
        try checkWritable(path)
        do throws(OutputFileError) {
            let file = try OutputFile(path: path)
            try file.write(text)
            try file.commit()
        } catch {
            throw GoldenFileError(path: path, reason: "cannot write: \(error.reason)")
        }
    }

    /// Checks that `path` could be written: its directory exists and `path` is not a directory.
    /// - Throws: `GoldenFileError` saying which.
    package static func checkWritable(_ path: String) throws(GoldenFileError) {
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            throw GoldenFileError(path: path, reason: "is a directory, not a golden file")
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        guard stat(directory, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else {
            throw GoldenFileError(path: path, reason: "cannot write: no directory '\(directory)'")
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

/// A golden file that cannot be read or written.
package struct GoldenFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) { self.path = path; self.reason = reason }

    package var description: String { "\(path): \(reason)" }
}
