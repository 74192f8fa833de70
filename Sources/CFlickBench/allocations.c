// A malloc interposer that counts the calling thread's heap allocations, then hands every
// call to glibc's allocator (its __libc_* entry points). A definition of malloc in the
// executable comes first in symbol lookup, so calls from the Swift runtime and every shared
// library arrive here too.
//
// The counters are thread-local (initial-exec TLS, which needs no allocation to reach), so a
// benchmark's count never includes another thread's work (tests run in parallel).
//
// Size classes, so that counts are deterministic. Swift sizes an array's or a string's
// capacity by malloc_usable_size, and glibc's answer depends on the heap's history: a request
// served from a free chunk up to 16 bytes too large reports that much more, the next append
// reallocates later, and the count of allocations changes from run to run. Here every
// request is rounded up to a size class (multiples of 32 bytes up to 128, then four classes
// per doubling), the classes are at least 32 bytes apart, and malloc_usable_size reports the
// largest class that fits in glibc's chunk, which is exactly the request's class whatever
// chunk glibc chose (its slack is below 32 bytes; mmapped chunks, 128 KiB and up, have page
// slack below the 32 KiB spacing there). The cost: up to a quarter more memory per block,
// as with jemalloc's classes.
//
// Only on glibc, and never under a sanitizer, which brings its own malloc.
#define _GNU_SOURCE 1
#include "CFlickBench.h"

#include <dlfcn.h>
#include <errno.h>
#include <stddef.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#    define FLICK_BENCH_SANITIZED 1
#  endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(FLICK_BENCH_SANITIZED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));
static __thread uint64_t allocatedBytes __attribute__((tls_model("initial-exec")));

static inline void note(size_t size) {
    allocations += 1;
    allocatedBytes += size;
}

/// The smallest size class holding `size` bytes.
static inline size_t size_class(size_t size) {
    if (size <= 32) return 32;
    if (size <= 128) return (size + 31) & ~(size_t)31;
    if (size > ((size_t)1 << 60)) return size;   // let glibc refuse it
    size_t base = (size_t)1 << (63 - __builtin_clzll((unsigned long long)(size - 1)));   // base < size <= 2 base
    size_t step = base / 4;
    return (size + step - 1) & ~(step - 1);
}

/// The largest size class not above `usable` bytes.
static inline size_t class_below(size_t usable) {
    if (usable < 32) return usable;
    if (usable < 256) return usable & ~(size_t)31;
    size_t base = (size_t)1 << (63 - __builtin_clzll((unsigned long long)usable));      // base <= usable < 2 base
    size_t step = base / 4;
    return base + ((usable - base) / step) * step;
}

void *malloc(size_t size) {
    note(size);
    return __libc_malloc(size_class(size));
}

void *calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) { errno = ENOMEM; return NULL; }
    note(total);
    return __libc_calloc(1, size_class(total));
}

void *realloc(void *pointer, size_t size) {
    note(size);
    if (pointer != NULL && size == 0) { __libc_free(pointer); return NULL; }
    return __libc_realloc(pointer, size_class(size));
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    note(size);
    return __libc_memalign(alignment, size_class(size));
}

void *aligned_alloc(size_t alignment, size_t size) {
    note(size);
    return __libc_memalign(alignment, size_class(size));
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    note(size);
    void *pointer = __libc_memalign(alignment, size_class(size));
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}

void *valloc(size_t size) {
    note(size);
    return __libc_valloc(size_class(size));
}

void *pvalloc(size_t size) {
    note(size);
    return __libc_pvalloc(size_class(size));
}

typedef size_t (*usable_size_function)(void *);

size_t malloc_usable_size(void *pointer) {
    static usable_size_function glibc;
    if (pointer == NULL) return 0;
    if (glibc == NULL) glibc = (usable_size_function)dlsym(RTLD_NEXT, "malloc_usable_size");
    if (glibc == NULL) return 0;   // callers then assume the size they asked for
    return class_below(glibc(pointer));
}

uint64_t flick_bench_allocations(void) { return allocations; }
uint64_t flick_bench_allocated_bytes(void) { return allocatedBytes; }
int flick_bench_allocation_counting_compiled(void) { return 1; }

#else

uint64_t flick_bench_allocations(void) { return 0; }
uint64_t flick_bench_allocated_bytes(void) { return 0; }
int flick_bench_allocation_counting_compiled(void) { return 0; }

#endif

void flick_bench_trim_heap(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
