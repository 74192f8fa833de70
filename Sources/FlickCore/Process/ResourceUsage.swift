#if canImport(Glibc)
import Glibc
#endif

/// CPU time and page faults of this process and of the children it has reaped, as
/// `getrusage` reports them (`RUSAGE_SELF`, `RUSAGE_CHILDREN`). A child counts once it is
/// reaped; a child still running counts nowhere.
package struct ResourceUsage: Sendable, Equatable {
    /// CPU time (user + system) of this process, ns (resolution: the kernel's accounting, µs).
    package var ownCPU: Int64
    /// CPU time (user + system) of the reaped children (and theirs), ns.
    package var childrenCPU: Int64
    /// Minor and major page faults of this process.
    package var ownFaults: Int
    /// Minor and major page faults of the reaped children (and theirs).
    package var childrenFaults: Int

    package init(ownCPU: Int64 = 0, childrenCPU: Int64 = 0, ownFaults: Int = 0, childrenFaults: Int = 0) {
        self.ownCPU = ownCPU
        self.childrenCPU = childrenCPU
        self.ownFaults = ownFaults
        self.childrenFaults = childrenFaults
    }

    /// The totals now. - Complexity: two `getrusage` calls.
    package static func now() -> ResourceUsage {
        var mine = rusage(), children = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &mine)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
        return ResourceUsage(ownCPU: nanoseconds(mine.ru_utime) + nanoseconds(mine.ru_stime),
                             childrenCPU: nanoseconds(children.ru_utime) + nanoseconds(children.ru_stime),
                             ownFaults: mine.ru_minflt + mine.ru_majflt,
                             childrenFaults: children.ru_minflt + children.ru_majflt)
    }

    /// CPU time of this process and its reaped children, ns.
    package var cpu: Int64 { ownCPU + childrenCPU }
    /// Page faults of this process and its reaped children.
    package var faults: Int { ownFaults + childrenFaults }

    /// What was used since `start` (each field's difference).
    package func since(_ start: ResourceUsage) -> ResourceUsage {
        ResourceUsage(ownCPU: ownCPU - start.ownCPU, childrenCPU: childrenCPU - start.childrenCPU,
                      ownFaults: ownFaults - start.ownFaults, childrenFaults: childrenFaults - start.childrenFaults)
    }

    private static func nanoseconds(_ t: timeval) -> Int64 { Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_usec) * 1000 }
}
