#if canImport(Glibc)
import Glibc
#endif
import FlickCore

/// Reads a file (or a pipe, standard input, or bytes in memory) one line at a time, once,
/// with a buffer bounded by the longest line allowed, so memory does not grow with the
/// file's length and no input can grow it without bound.
///
/// Lines end at `\n`; a trailing `\r` is dropped (CRLF files read as LF files); the last line
/// need not end with `\n`. A line longer than `lineLimit` bytes is an error naming it
/// (`.lineTooLong`), so `/dev/zero` or a file without newlines fails at once.
///
/// The path `-` is standard input. Pipes, FIFOs and `/dev/stdin` are read like files (the
/// file is opened once: format detection peeks at the buffered start, `peek(_:)`, and the
/// format's reader goes on from it).
package final class LineReader {
    /// Bytes read per `read(2)` call.
    package static let chunkSize = 1 << 16
    /// The longest line accepted by default, bytes: 1 MiB.
    package static let defaultLineLimit = 1 << 20

    /// The longest line accepted, bytes (without its line ending).
    package let lineLimit: Int
    /// The path as given (`-` for standard input).
    package let path: String
    /// The name errors use: the path, or `<stdin>` for `-`.
    package let displayName: String
    private var fd: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8]
    private var start = 0
    /// How far past `start` the buffer is known to hold no newline.
    private var scanned = 0
    private var atEnd = false
    /// The 1-based number of the line last returned (0 before the first).
    package private(set) var lineNumber = 0

    /// Opens `path` for reading (`-`: standard input).
    /// - Throws: `InputError.Reason.io` when the file cannot be opened or is a directory.
    package init(path: String, lineLimit: Int = LineReader.defaultLineLimit) throws(InputError) {
        self.path = path
        self.lineLimit = max(1, lineLimit)
        displayName = path == "-" ? "<stdin>" : path
        if path == "-" {
            fd = 0
            ownsDescriptor = false
        } else {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw InputError(path: path, .io(String(cString: strerror(errno)))) }
            var info = stat()
            if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                close(fd)
                throw InputError(path: path, .io("is a directory, not a file"))
            }
            self.fd = fd
            ownsDescriptor = true
            InputFiles.note(path)
        }
        buffer = []
        buffer.reserveCapacity(Self.chunkSize)
    }

    /// Reads lines from `bytes` in memory; `path` names it in errors.
    package init(bytes: [UInt8], path: String, lineLimit: Int = LineReader.defaultLineLimit) {
        self.fd = -1
        self.ownsDescriptor = false
        self.path = path
        self.displayName = path
        self.lineLimit = max(1, lineLimit)
        self.buffer = bytes
        self.atEnd = true
    }

    deinit { if ownsDescriptor && fd >= 0 { close(fd) } }

    /// Up to `count` of the next unread bytes, without consuming them (reading more of the
    /// file as needed, so on a pipe it waits for `count` bytes or the end).
    /// - Throws: `InputError.Reason.io` on a read error.
    package func peek(_ count: Int) throws(InputError) -> [UInt8] {
        while buffer.count - start < count && !atEnd { try fill() }
        return Array(buffer[start..<min(buffer.count, start + count)])
    }

    /// The unread bytes buffered so far, without consuming them, after one more `read(2)`
    /// when `readingMore` (on a pipe: whatever has arrived, at least a byte, or the end):
    /// what format detection looks at, so a live pipe is recognised from its first line.
    /// - Throws: `InputError.Reason.io` on a read error.
    package func peekAvailable(readingMore: Bool) throws(InputError) -> [UInt8] {
        if readingMore && !atEnd { try fill() }
        return Array(buffer[start...])
    }

    /// Whether the end of the input has been read into the buffer.
    package var isAtEnd: Bool { atEnd }

    /// Calls `body` with the next line's bytes (valid only during the call), or returns nil
    /// at the end of the input.
    /// - Throws: `InputError.Reason.io` on a read error; `.lineTooLong` (with the line's
    ///   number) for a line longer than `lineLimit`.
    /// - Complexity: O(line length) amortised.
    package func withNextLine<T>(_ body: (UnsafeBufferPointer<UInt8>) throws(InputError) -> T) throws(InputError) -> T? {
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
                let lineStart = start
                start = newline + 1
                scanned = 0
                lineNumber += 1
                guard newline - lineStart <= lineLimit + 1 else { throw tooLong() }
                var end = newline
                if end > lineStart && buffer[end - 1] == 0x0D { end -= 1 }
                guard end - lineStart <= lineLimit else { throw tooLong() }
                return try buffer.withUnsafeBufferPointer { (all) throws(InputError) -> T in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<end]))
                }
            }
            scanned = buffer.count - start
            // One byte of slack for a `\r` before a newline still to come.
            if scanned > lineLimit + 1 {
                lineNumber += 1
                throw tooLong()
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let lineStart = start
                var end = buffer.count
                start = buffer.count
                scanned = 0
                lineNumber += 1
                if end > lineStart && buffer[end - 1] == 0x0D { end -= 1 }
                guard end - lineStart <= lineLimit else { throw tooLong() }
                return try buffer.withUnsafeBufferPointer { (all) throws(InputError) -> T in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<end]))
                }
            }
            try fill()
        }
    }

    /// The next line as a String (invalid UTF-8 repaired), or nil at the end.
    package func nextLine() throws(InputError) -> String? {
        try withNextLine { String(decoding: $0, as: UTF8.self) }
    }

    private func tooLong() -> InputError {
        InputError(path: displayName, line: lineNumber, .lineTooLong(limit: lineLimit))
    }

    private func fill() throws(InputError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + old, Self.chunkSize) }
        } while n < 0 && errno == EINTR
        guard n >= 0 else {
            let reason = String(cString: strerror(errno))
            buffer.removeSubrange(old...)
            throw InputError(path: displayName, line: lineNumber + 1, .io(reason))
        }
        buffer.removeSubrange((old + n)...)
        if n == 0 { atEnd = true }
    }
}
