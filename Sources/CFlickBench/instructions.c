// Hardware instruction counts through perf_event_open(2), user space only, this thread only.
// Virtual machines without a virtual PMU refuse the event (ENOENT or EOPNOTSUPP), and a
// kernel.perf_event_paranoid above 2 refuses it with EACCES; callers report either plainly.
#include "CFlickBench.h"

#include <errno.h>

#if defined(__linux__)
#include <linux/perf_event.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int flick_bench_instructions_open(int *error) {
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.disabled = 1;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    long fd = syscall(SYS_perf_event_open, &attr, 0 /* this thread */, -1 /* any CPU */, -1, 0);
    if (fd < 0) {
        *error = errno;
        return -1;
    }
    *error = 0;
    return (int)fd;
}

void flick_bench_instructions_start(int fd) {
    ioctl(fd, PERF_EVENT_IOC_RESET, 0);
    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
}

int64_t flick_bench_instructions_read(int fd) {
    uint64_t value = 0;
    if (read(fd, &value, sizeof value) != (ssize_t)sizeof value) return -1;
    return (int64_t)value;
}

#else

int flick_bench_instructions_open(int *error) { *error = ENOSYS; return -1; }
void flick_bench_instructions_start(int fd) { (void)fd; }
int64_t flick_bench_instructions_read(int fd) { (void)fd; return -1; }

#endif
