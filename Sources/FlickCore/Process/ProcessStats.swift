#if canImport(Glibc)
import Glibc
#endif

/// What the kernel says about a process and about this one.
package enum ProcessStats {
    /// CPU time (user + system) of process `pid`, ns, from `/proc/PID/stat`; nil when it
    /// cannot be read. Resolution: one clock tick (usually 10 ms).
    package static func cpuNanoseconds(pid: pid_t) -> Int64? {
        guard let text = readSmallFile("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the command: state (field 3) … utime (14), stime (15).
        guard fields.count > 12, let user = Int64(fields[11]), let system = Int64(fields[12]) else { return nil }
        let hz = Int64(sysconf(Int32(_SC_CLK_TCK)))
        guard hz > 0 else { return nil }
        return (user + system) * (1_000_000_000 / hz)
    }

    /// Resident memory of process `pid` (0: this one), bytes, from `/proc/PID/statm`; nil when
    /// it cannot be read.
    package static func residentBytes(pid: pid_t = 0) -> Int? {
        guard let text = readSmallFile(pid == 0 ? "/proc/self/statm" : "/proc/\(pid)/statm") else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// This executable's path (`/proc/self/exe`).
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Cores online (at least 1).
    package static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    package static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
