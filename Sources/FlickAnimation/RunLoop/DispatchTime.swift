/// Dispatch's `DispatchTime` on the scene's virtual clock: an instant in nanoseconds since the
/// start of the run, so `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` ports as
/// written. `now()` reads the ambient clock (the scene's, while the simulator or the tester
/// runs it); with none installed it is 0.
///
/// FlickSim re-exports this type so that, in a file that imports both Foundation and FlickSim,
/// `DispatchTime` is this one (see `DispatchQueue`).
public struct DispatchTime: Sendable, Hashable, Comparable {
    /// Nanoseconds since the start of the run (Dispatch's name; here virtual, not uptime).
    public let uptimeNanoseconds: UInt64

    /// The instant `uptimeNanoseconds` after the start of the run.
    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    /// The ambient clock's time (0 when none is installed).
    public static func now() -> DispatchTime {
        DispatchTime(uptimeNanoseconds: UInt64(max(0, AnimationEngine.current?.virtualNanoseconds ?? 0)))
    }

    /// Never: work with this deadline never runs.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: UInt64(Int64.max))

    /// The instant as a signed count of nanoseconds, saturated into Int64.
    var nanoseconds: Int64 { Int64(clamping: uptimeNanoseconds) }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.uptimeNanoseconds < b.uptimeNanoseconds }

    /// `time` moved by `seconds` (rounded to the nearest nanosecond, saturating; NaN and
    /// negative results give the start of the run, +∞ gives `distantFuture`).
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        guard !seconds.isNaN else { return time }
        let moved = Double(time.uptimeNanoseconds) + seconds * 1e9
        if moved >= Double(Int64.max) { return .distantFuture }
        return DispatchTime(uptimeNanoseconds: moved <= 0 ? 0 : UInt64(moved.rounded()))
    }

    /// `time` moved back by `seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { time + (-seconds) }

    /// `time` moved by `interval` (`.never` gives `distantFuture`).
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        guard let ns = interval.nanoseconds else { return .distantFuture }
        let (sum, overflow) = time.nanoseconds.addingReportingOverflow(ns)
        if overflow { return ns > 0 ? .distantFuture : DispatchTime(uptimeNanoseconds: 0) }
        return DispatchTime(uptimeNanoseconds: UInt64(max(0, sum)))
    }

    /// `time` moved back by `interval`.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        guard let ns = interval.nanoseconds else { return DispatchTime(uptimeNanoseconds: 0) }
        return time + .nanoseconds(ns == .min ? .max : Int(-ns))
    }
}

/// Dispatch's `DispatchTimeInterval`: `.milliseconds(300)`, `.seconds(2)`, … (re-exported by
/// FlickSim, as `DispatchTime`).
public enum DispatchTimeInterval: Sendable, Hashable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never

    /// The interval in nanoseconds, saturating; nil for `.never`.
    var nanoseconds: Int64? {
        func scaled(_ n: Int, _ unit: Int64) -> Int64 {
            let (p, o) = Int64(n).multipliedReportingOverflow(by: unit)
            return o ? (n < 0 ? .min : .max) : p
        }
        switch self {
        case .seconds(let n): return scaled(n, 1_000_000_000)
        case .milliseconds(let n): return scaled(n, 1_000_000)
        case .microseconds(let n): return scaled(n, 1_000)
        case .nanoseconds(let n): return Int64(n)
        case .never: return nil
        }
    }
}
