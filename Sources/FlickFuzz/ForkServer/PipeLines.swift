#if canImport(Glibc)
import Glibc
#endif

/// Lines over one end of a pipe, between a worker and its template processes
/// (`TemplateProcess`): whole lines written, lines read through a buffer, with a poll that
/// lets the reader look at the other side while it waits.
struct PipeLines {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(fd: Int32) { self.fd = fd }

    /// Writes `line` and a newline; false when the other end is gone.
    /// - Complexity: O(line); blocks while the pipe is full.
    static func write(_ line: String, to fd: Int32) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// The next line without its newline; nil at the end of the input, on an error, or when
    /// `idle` (asked every `pollMilliseconds` while nothing arrives) returns false.
    mutating func next(pollMilliseconds: Int32 = 50, idle: () -> Bool = { true }) -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                if start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0 }
                return line
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, pollMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if ready == 0 {
                if !idle() { return nil }
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if n <= 0 { return nil }
            if start > 0 { buffer.removeFirst(start); start = 0 }
            buffer += chunk[0..<n]
        }
    }
}
