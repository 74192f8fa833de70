import CFlickBench

/// Heap allocations of the calling thread, counted by CFlickBench's malloc interposer: every
/// malloc, calloc, realloc and aligned allocation, whoever makes it (Swift objects, arrays,
/// the runtime's metadata caches, C libraries). The counts are exact and deterministic: the
/// same build running the same workload allocates the same number of times, on any machine.
/// A debug and a release build of one commit differ (the optimizer removes and stack-promotes
/// allocations), so counts are compared only between builds of one configuration.
package enum AllocationCounter {
    /// One reading: allocations and bytes requested since the thread started.
    package struct Reading: Sendable {
        package var allocations: UInt64
        package var bytes: UInt64

        /// The allocations and bytes between `start` and `self`.
        package func since(_ start: Reading) -> (allocations: Int, bytes: Int) {
            (Int(truncatingIfNeeded: allocations &- start.allocations), Int(truncatingIfNeeded: bytes &- start.bytes))
        }
    }

    /// Reads the calling thread's counters; no allocation, O(1).
    @inline(__always)
    package static func read() -> Reading {
        Reading(allocations: flick_bench_allocations(), bytes: flick_bench_allocated_bytes())
    }

    /// Whether counting works in this process, or why not: the interposer must be compiled in
    /// (glibc, no sanitizer) and must actually receive the process's allocations, which it
    /// checks by allocating an object and seeing the count move.
    package static let availability: Availability = {
        guard flick_bench_allocation_counting_compiled() != 0 else {
            return .unavailable("not available here: the allocation counter needs glibc and a build without a sanitizer")
        }
        // Through the Swift runtime (swift_slowAlloc), as the model's objects are allocated.
        let before = read()
        let block = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        let after = read()
        block.deallocate()
        guard after.allocations > before.allocations else {
            return .unavailable("not available here: the malloc interposer is linked but does not see the process's allocations")
        }
        return .available("malloc interposer, calling thread only")
    }()
}
