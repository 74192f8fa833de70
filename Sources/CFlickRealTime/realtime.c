// An interposer over libdispatch's dispatch_after and dispatch_async. A definition of these
// functions in the executable comes first in symbol lookup, so the calls Dispatch's Swift
// overlay makes (DispatchQueue.main.asyncAfter, async) arrive here; each is handed on to
// libdispatch unchanged (found with dlsym(RTLD_NEXT, …)), and counted when the calling thread
// is inside a simulated tick (flick_realtime_watch_begin/end, thread-local, so parallel tests
// and other threads never count). The simulator turns a count that moved during a tick into a
// violation naming the call.
//
// What this cannot see: dispatch_async_f and the other function-pointer forms (Swift's own
// concurrency runtime uses them; scene code reaches them only through C), Foundation's Timer
// and RunLoop (they schedule inside Foundation's own library, where a definition here does
// not reach), and anything a thread other than the tick's schedules.
#define _GNU_SOURCE 1
#include "CFlickRealTime.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

static __thread unsigned long watching;
static __thread unsigned long calls;
static __thread const char *last_call;

void flick_realtime_watch_begin(void) { watching++; }
void flick_realtime_watch_end(void) { if (watching) watching--; }
unsigned long flick_realtime_calls(void) { return calls; }
const char *flick_realtime_last_call(void) { return last_call; }

#if defined(__linux__) && defined(RTLD_NEXT)

int flick_realtime_is_supported(void) { return 1; }

static void notice(const char *name) {
    if (watching) {
        calls++;
        last_call = name;
    }
}

// libdispatch's types, opaquely: this file must not include its header (the definitions
// below replace the declarations it makes).
typedef uint64_t flick_dispatch_time_t;
typedef void *flick_dispatch_object;

typedef void (*after_fn)(flick_dispatch_time_t, flick_dispatch_object, flick_dispatch_object);
typedef void (*async_fn)(flick_dispatch_object, flick_dispatch_object);

static void *next_symbol(void **cache, const char *name) {
    void *f = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (!f) {
        f = dlsym(RTLD_NEXT, name);
        __atomic_store_n(cache, f, __ATOMIC_RELEASE);
    }
    return f;
}

void dispatch_after(flick_dispatch_time_t when, flick_dispatch_object queue, flick_dispatch_object block) {
    static void *real;
    notice("DispatchQueue.asyncAfter (dispatch_after)");
    after_fn f = (after_fn)next_symbol(&real, "dispatch_after");
    if (f) f(when, queue, block);
}

void dispatch_async(flick_dispatch_object queue, flick_dispatch_object block) {
    static void *real;
    notice("DispatchQueue.async (dispatch_async)");
    async_fn f = (async_fn)next_symbol(&real, "dispatch_async");
    if (f) f(queue, block);
}

#else

int flick_realtime_is_supported(void) { return 0; }

#endif
