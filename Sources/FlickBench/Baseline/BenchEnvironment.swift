#if canImport(Glibc)
import Glibc
#endif

/// Where and how a run was made: the machine, its load, the build, the commit, and what could
/// be measured. Printed as the report's header and stored with every baseline; timings compare
/// only between runs with the same `timingFingerprint`.
package struct BenchEnvironment: Sendable, Equatable {
    package var host = "unknown"
    package var cpu = "unknown"
    package var cores = 0
    package var os = "unknown"
    /// `debug` or `release`.
    package var build = "unknown"
    /// `git rev-parse --short=12 HEAD` of the working directory, with ` (modified)` when
    /// tracked files differ from it; `unknown` outside a repository.
    package var commit = "unknown"
    /// ISO 8601, UTC.
    package var date = ""
    /// Load averages over 1, 5 and 15 minutes when the run started.
    package var load: [Double] = []
    /// The compiler that built this flick.
    package var swift = "unknown"
    /// How allocations, instructions and peak memory were measured, or why not.
    package var allocations = ""
    package var instructions = ""
    package var peakMemory = ""
    /// The planted regression, when one is (`PlantedRegression`).
    package var planted: String?

    package init() {}

    /// What must match for timings to compare: the machine and the build. The load, the date
    /// and the commit may differ.
    package var timingFingerprint: String { "\(host) · \(cpu) · \(cores) cores · \(os) · \(build) build" }

    /// Whether allocation counts of this run can be compared with `other`'s: from builds of one
    /// configuration by one compiler version (the optimizer decides which allocations remain).
    package func allocationsComparable(with other: BenchEnvironment) -> Bool { build == other.build && swift == other.swift }

    /// This process's environment; `commit` is the caller's (see `GitCommit`).
    package static func current(commit: String) -> BenchEnvironment {
        var e = BenchEnvironment()
        var names = utsname()
        uname(&names)
        func text<T>(_ field: inout T) -> String {
            withUnsafePointer(to: &field) { $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout<T>.size) { String(cString: $0) } }
        }
        e.host = text(&names.nodename)
        e.os = "\(text(&names.sysname)) \(text(&names.release)) \(text(&names.machine))"
        e.cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        e.cpu = cpuModel() ?? "unknown"
        #if DEBUG
        e.build = "debug"
        #else
        e.build = "release"
        #endif
        e.commit = commit
        e.date = isoDate()
        var loads = [Double](repeating: 0, count: 3)
        if getloadavg(&loads, 3) == 3 { e.load = loads.map { ($0 * 100).rounded() / 100 } }
        e.swift = compilerVersion
        e.allocations = AllocationCounter.availability.note
        e.instructions = InstructionCounter.availability.note
        e.peakMemory = PeakMemory.availability.note
        e.planted = PlantedRegression.description
        return e
    }

    private static func cpuModel() -> String? {
        guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var size = 0
        defer { free(line) }
        while getline(&line, &size, file) > 0, let line {
            let text = String(cString: line)
            if text.hasPrefix("model name") || text.hasPrefix("Hardware") {
                if let colon = text.firstIndex(of: ":") {
                    return text[text.index(after: colon)...].trimmed(" \t\n")
                }
            }
        }
        return nil
    }

    private static func isoDate() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    private static var compilerVersion: String {
        #if compiler(>=6.5)
        return "Swift 6.5 or later"
        #elseif compiler(>=6.4)
        return "Swift 6.4"
        #elseif compiler(>=6.3)
        return "Swift 6.3"
        #elseif compiler(>=6.2)
        return "Swift 6.2"
        #elseif compiler(>=6.1)
        return "Swift 6.1"
        #else
        return "Swift 6.0"
        #endif
    }
}
