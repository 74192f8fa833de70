import FlickCore

/// What one measured phase of a benchmark cost: time on both work clocks, heap allocations,
/// and hardware instructions where the machine counts them. Totals over the phase.
package struct PhaseCost: Sendable, Equatable {
    /// Monotonic wall time, ns.
    package var wall: Int64 = 0
    /// Thread CPU time, ns.
    package var cpu: Int64 = 0
    /// Heap allocations (0 when counting is unavailable).
    package var allocations = 0
    /// Bytes those allocations requested.
    package var allocatedBytes = 0
    /// User-space instructions, nil when not counted.
    package var instructions: Int?

    package init() {}

    /// The sum of two phases.
    package static func + (a: PhaseCost, b: PhaseCost) -> PhaseCost {
        var c = PhaseCost()
        c.wall = a.wall + b.wall
        c.cpu = a.cpu + b.cpu
        c.allocations = a.allocations + b.allocations
        c.allocatedBytes = a.allocatedBytes + b.allocatedBytes
        if let x = a.instructions, let y = b.instructions { c.instructions = x + y }
        return c
    }
}

/// Measures phases of a benchmark: `start()` before the phase, `stop(_:)` after it. Reading
/// the counters allocates nothing, so a phase's allocation count is the workload's own.
/// Each reading costs two clock reads and, with a PMU, two system calls (well under a
/// microsecond); phases that short are timed in batches by their benchmarks.
package final class Probe {
    /// A started phase.
    package struct Mark {
        fileprivate let allocations: AllocationCounter.Reading
        fileprivate let stamp: WorkStamp
    }

    private let instructions: InstructionCounter?
    /// The planted CPU slowdown (`PlantedRegression.cpuSlowdown`), nil in every real run.
    private let slowdown = PlantedRegression.cpuSlowdown

    /// - Parameter countsInstructions: whether to count hardware instructions (when the
    ///   machine can).
    package init(countsInstructions: Bool = true) {
        instructions = countsInstructions && InstructionCounter.availability.isAvailable ? InstructionCounter() : nil
    }

    /// Starts a phase.
    @inline(__always)
    package func start() -> Mark {
        let a = AllocationCounter.read()
        instructions?.start()
        return Mark(allocations: a, stamp: WorkStamp.now())
    }

    /// Ends the phase begun at `mark`.
    @inline(__always)
    package func stop(_ mark: Mark) -> PhaseCost {
        var stamp = WorkStamp.now()
        if let slowdown { stamp = Self.spin(since: mark.stamp, until: stamp, longerBy: slowdown) }
        let count = instructions?.read()
        let a = AllocationCounter.read()
        var cost = PhaseCost()
        let (wall, cpu) = stamp.since(mark.stamp)
        cost.wall = wall
        cost.cpu = cpu
        (cost.allocations, cost.allocatedBytes) = a.since(mark.allocations)
        cost.instructions = count
        return cost
    }

    /// The planted slowdown: spins on this thread until its CPU time since `start` is
    /// `1 + fraction` times what it was at `end`, allocating nothing; the stamp at the end.
    private static func spin(since start: WorkStamp, until end: WorkStamp, longerBy fraction: Double) -> WorkStamp {
        let target = Double(end.since(start).cpu) * (1 + fraction)
        var now = end
        while Double(now.since(start).cpu) < target { now = WorkStamp.now() }
        return now
    }

    /// Measures `body` as one phase.
    @inline(__always)
    package func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (T, PhaseCost) {
        let mark = start()
        let value = try body()
        return (value, stop(mark))
    }
}
