import CFlickBench
#if canImport(Glibc)
import Glibc
#endif

/// The process's peak resident set size, per benchmark: before a sample the heap's free memory
/// goes back to the system (`malloc_trim`) and the peak is reset to the current resident size
/// (Linux 4.0 and later: writing `5` to `/proc/self/clear_refs`); after it `VmHWM` in
/// `/proc/self/status` is the sample's peak. It includes what the process holds between
/// samples (the code, the runtime, workloads kept for later samples), so it is an upper
/// bound on the benchmark's own memory. Resident memory depends on the allocator's caching
/// and the kernel, so it is reported, never gated.
package enum PeakMemory {
    /// Trims the heap and resets the peak to the current resident size; false when the kernel
    /// refuses the reset.
    @discardableResult
    package static func reset() -> Bool {
        flick_bench_trim_heap()
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var five: UInt8 = UInt8(ascii: "5")
        return write(fd, &five, 1) == 1
    }

    /// The peak resident set size since the last reset (or since start), bytes; nil when
    /// `/proc/self/status` cannot be read.
    package static func peakBytes() -> Int? {
        let fd = open("/proc/self/status", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        let text = String(decoding: bytes[0..<n], as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst(6).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }   // kB
        }
        return nil
    }

    /// How peak memory is measured here, or why it is not.
    package static let availability: Availability = {
        guard peakBytes() != nil else { return .unavailable("not available here: no /proc/self/status") }
        return reset() ? .available("VmHWM, reset before each sample (clear_refs)")
                       : .available("VmHWM since the process started (clear_refs refused): a lower bound is not known per benchmark")
    }()
}
