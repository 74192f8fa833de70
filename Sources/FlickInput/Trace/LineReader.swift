#if canImport(Glibc)
import Glibc
#endif

/// Reads a file (or bytes in memory) one line at a time with a fixed-size buffer, so
/// memory does not grow with the file's length. Lines end at `\n`; a trailing `\r` is
/// dropped; the last line need not end with `\n`.
public final class LineReader {
    /// Bytes read from the file per `read(2)` call.
    public static let chunkSize = 1 << 16

    private var fd: Int32
    private let path: String
    private var buffer: [UInt8]
    private var start = 0
    private var atEnd = false
    /// The 1-based number of the line last returned (0 before the first).
    public private(set) var lineNumber = 0

    /// Opens `path` for reading.
    /// - Throws: `InputError.Reason.io` when the file cannot be opened.
    public init(path: String) throws(InputError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw InputError(path: path, .io(String(cString: strerror(errno)))) }
        self.fd = fd
        self.path = path
        self.buffer = []
        buffer.reserveCapacity(Self.chunkSize)
    }

    /// Reads lines from `bytes` in memory; `path` names it in errors.
    public init(bytes: [UInt8], path: String) {
        self.fd = -1
        self.path = path
        self.buffer = bytes
        self.atEnd = true
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Calls `body` with the next line's bytes (valid only during the call), or returns nil
    /// at the end of the input.
    /// - Throws: `InputError.Reason.io` on a read error.
    public func withNextLine<T>(_ body: (UnsafeBufferPointer<UInt8>) throws(InputError) -> T) throws(InputError) -> T? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let lineStart = start
                start = newline + 1
                lineNumber += 1
                var end = newline
                if end > lineStart && buffer[end - 1] == 0x0D { end -= 1 }
                return try buffer.withUnsafeBufferPointer { (all) throws(InputError) -> T in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<end]))
                }
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let lineStart = start
                var end = buffer.count
                start = buffer.count
                lineNumber += 1
                if end > lineStart && buffer[end - 1] == 0x0D { end -= 1 }
                return try buffer.withUnsafeBufferPointer { (all) throws(InputError) -> T in
                    try body(UnsafeBufferPointer(rebasing: all[lineStart..<end]))
                }
            }
            try fill()
        }
    }

    /// The next line as a String, or nil at the end.
    public func nextLine() throws(InputError) -> String? {
        try withNextLine { String(decoding: $0, as: UTF8.self) }
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
            buffer.removeSubrange(old...)
            throw InputError(path: path, line: lineNumber + 1, .io(String(cString: strerror(errno))))
        }
        buffer.removeSubrange((old + n)...)
        if n == 0 { atEnd = true }
    }
}
