#if canImport(Glibc)
import Glibc
#endif

/// The memory a forked case holds of its own. A child shares every page of its template
/// until it writes one (copy-on-write), so its resident size (`/proc/PID/statm`) counts the
/// whole template again; its private pages do not.
package enum ChildMemory {
    /// Private pages of process `pid`, clean and dirty, bytes, from `/proc/PID/smaps_rollup`
    /// (Linux 4.14 and later); nil when it cannot be read.
    /// - Complexity: the kernel walks the process's mappings (tens of µs for a worker).
    package static func privateBytes(pid: pid_t) -> Int? {
        guard let text = read("/proc/\(pid)/smaps_rollup") else { return nil }
        var kilobytes = 0
        var found = false
        for line in text.split(separator: "\n") where line.hasPrefix("Private_Clean:") || line.hasPrefix("Private_Dirty:") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count >= 2, let n = Int(words[1]) else { return nil }
            kilobytes += n
            found = true
        }
        return found ? kilobytes * 1024 : nil
    }

    /// The text of a small file under /proc (at most 64 KiB), nil when it cannot be read.
    private static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 64 * 1024)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            count += n
        }
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }
}
