#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two real clocks Flick measures work with (the model never reads either): monotonic
/// wall time, and the calling thread's CPU time, which does not advance while the thread is
/// preempted, so it is the steadier of the two on a busy machine. Every real-time reading in
/// Flick — a tick's work, a benchmark's sample, a live device's deadline — comes from here.
public enum WorkClock: String, Sendable, CaseIterable {
    /// `CLOCK_MONOTONIC`: elapsed time, including time the thread waited for a CPU.
    case monotonic
    /// `CLOCK_THREAD_CPUTIME_ID`: CPU time of the calling thread only.
    case threadCPU = "cpu"

    /// The clock's current reading, ns.
    public func now() -> Int64 {
        var ts = timespec()
        switch self {
        case .monotonic: clock_gettime(CLOCK_MONOTONIC, &ts)
        case .threadCPU: clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        }
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// A readable name for reports.
    public var label: String {
        switch self {
        case .monotonic: return "monotonic wall time"
        case .threadCPU: return "thread CPU time"
        }
    }
}

/// A reading of both work clocks at one moment.
public struct WorkStamp: Sendable {
    public let wall: Int64
    public let cpu: Int64

    /// Reads both clocks (CPU first, so the wall span contains the CPU span).
    @inline(__always)
    public static func now() -> WorkStamp {
        let c = WorkClock.threadCPU.now()
        let w = WorkClock.monotonic.now()
        return WorkStamp(wall: w, cpu: c)
    }

    /// The work between `start` and `self`, ns on each clock (never negative).
    public func since(_ start: WorkStamp) -> (wall: Int64, cpu: Int64) {
        (max(0, wall - start.wall), max(0, cpu - start.cpu))
    }
}
