// CFlickBench: what the benchmark suite measures below Swift — heap allocations counted by a
// malloc interposer, and hardware instructions through perf_event_open. See
// Sources/FlickBench/Sampler/AllocationCounter.swift and InstructionCounter.swift.
#ifndef CFLICKBENCH_H
#define CFLICKBENCH_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc,
/// pvalloc) made by the calling thread since it started.
uint64_t flick_bench_allocations(void);

/// Bytes requested by those allocations.
uint64_t flick_bench_allocated_bytes(void);

/// 1 when this process's allocations go through the counting interposer (glibc, no
/// sanitizer), 0 when the counters above stay at zero.
int flick_bench_allocation_counting_compiled(void);

/// Returns the heap's free memory to the operating system where the allocator can (glibc's
/// malloc_trim), so the resident size afterwards is what the process holds.
void flick_bench_trim_heap(void);

/// Opens a counter of user-space instructions retired by the calling thread (disabled, reset).
/// Returns the file descriptor, or -1 with the errno in `*error`.
int flick_bench_instructions_open(int *error);

/// Resets and enables the counter `fd`.
void flick_bench_instructions_start(int fd);

/// The counter's value since the last start; -1 when it cannot be read.
int64_t flick_bench_instructions_read(int fd);

#endif
