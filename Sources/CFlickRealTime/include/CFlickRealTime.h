// Notices real-time scheduling made while a simulated tick runs on the calling thread: calls
// of libdispatch's dispatch_after and dispatch_async (what Dispatch's DispatchQueue.asyncAfter
// and async come down to), which run their work on the wall clock, outside the scene's
// virtual clock. See realtime.c.
#ifndef CFLICK_REALTIME_H
#define CFLICK_REALTIME_H

/// Starts watching the calling thread (nests).
void flick_realtime_watch_begin(void);
/// Stops watching the calling thread.
void flick_realtime_watch_end(void);
/// Real-time scheduling calls seen on the calling thread while watched, since it started.
unsigned long flick_realtime_calls(void);
/// The name of the last such call on the calling thread, or a null pointer.
const char *flick_realtime_last_call(void);
/// Whether calls are noticed at all in this process (1), or not (0: the dispatch functions
/// are not interposed here, e.g. on a libc without RTLD_NEXT).
int flick_realtime_is_supported(void);

#endif
