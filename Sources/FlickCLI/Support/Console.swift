#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: standard output and standard error, or in-memory buffers in tests.
public final class Console: @unchecked Sendable {
    private let sink: (String, Bool) -> Void

    /// A console writing to the process's stdout and stderr.
    public static func standard() -> Console {
        Console { text, isError in
            writeAll(text, to: isError ? 2 : 1)
        }
    }

    /// A console that calls `sink(text, isError)` for every write.
    public init(sink: @escaping (String, Bool) -> Void) { self.sink = sink }

    /// Writes `text` and a newline to standard output.
    public func out(_ text: String) { sink(text + "\n", false) }
    /// Writes `text` and a newline to standard error.
    public func err(_ text: String) { sink(text + "\n", true) }
}

/// Writes all of `text` to file descriptor `fd`, retrying short writes; unbuffered, so
/// live commands show each line as it happens.
private func writeAll(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n <= 0 { if n < 0 && errno == EINTR { continue }; return }
        offset += n
    }
}

/// A console that keeps everything written, for tests.
package final class CapturedConsole: @unchecked Sendable {
    package private(set) var stdout = ""
    package private(set) var stderr = ""
    package init() {}
    package var console: Console {
        Console { [self] text, isError in
            if isError { self.stderr += text } else { self.stdout += text }
        }
    }
}
