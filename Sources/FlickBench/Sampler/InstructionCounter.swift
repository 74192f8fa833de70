import CFlickBench
#if canImport(Glibc)
import Glibc
#endif

/// User-space instructions retired by the calling thread, from the CPU's performance
/// monitoring unit through `perf_event_open(2)`: nearly noise-free, so a 1 % change shows.
/// Virtual machines without a virtual PMU (the usual cloud VM) cannot count them; then
/// `availability` says so and benchmarks report no instructions.
package final class InstructionCounter {
    private let fd: Int32

    /// A counter for the calling thread, or nil with the reason in `InstructionCounter.availability`.
    package init?() {
        var error: Int32 = 0
        let fd = flick_bench_instructions_open(&error)
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Resets the count to zero and starts counting.
    @inline(__always)
    package func start() { flick_bench_instructions_start(fd) }

    /// Instructions since `start()`, or nil when the read fails.
    @inline(__always)
    package func read() -> Int? {
        let v = flick_bench_instructions_read(fd)
        return v < 0 ? nil : Int(v)
    }

    /// Whether this machine counts instructions for this process, or why not.
    package static let availability: Availability = {
        var error: Int32 = 0
        let fd = flick_bench_instructions_open(&error)
        guard fd >= 0 else {
            let reason: String
            switch error {
            case ENOENT, EOPNOTSUPP, ENODEV:
                reason = "no hardware performance counters (no PMU, as on most virtual machines)"
            case EACCES, EPERM:
                reason = "perf_event_open refused (kernel.perf_event_paranoid too high for this user)"
            case ENOSYS:
                reason = "perf_event_open is not supported on this system"
            default:
                reason = "perf_event_open failed: \(String(cString: strerror(error)))"
            }
            return .unavailable("not available here: \(reason)")
        }
        close(fd)
        return .available("perf_event_open, user-space instructions, calling thread only")
    }()
}
