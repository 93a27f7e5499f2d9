/*
 * Splits a Wayland client's answer to an input event into steps, for the latency benchmark's
 * children (docs/BENCHMARKS.md, "Where targets are missed"). Preloaded into the client, it times,
 * from each blocking `poll` that returns with input:
 *   - the end of the first `recvmsg` after it (libwayland has read the events),
 *   - the first request marshalled (`wl_proxy_marshal_array_flags`),
 *   - the `sendmsg` that flushes the requests,
 * and writes the medians and quartiles (µs) to $LATENCY_PROBE_DIR/latency-probe.<pid>.txt every 200
 * answers. Build and use:
 *   cc -O2 -shared -fPIC -o /tmp/latency-probe.so scripts/profile/latency-probe.c -ldl
 *   printf '#!/bin/sh\nLD_PRELOAD=/tmp/latency-probe.so exec "$@"\n' > /tmp/probe.sh; chmod +x /tmp/probe.sh
 *   LATENCY_PROBE_DIR=/tmp TACTILE_BENCH_CHILD_PREFIX=/tmp/probe.sh TACTILE_BENCH_LATENCY_PAN=0 \
 *     .build/release/tactile-bench --group latency --apps dist --output /tmp/latency.json
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { capacity = 100000, reportEvery = 200 };

// The current answer's timestamps (µs; 0: not yet), and the finished answers' offsets from waking.
static double wokeAt, readAt, firstRequestAt;
static double readDone[capacity], firstRequest[capacity], sent[capacity];
static int answers;

static double microseconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(FILE *out, const char *step, const double *values) {
    static double sorted[capacity];
    memcpy(sorted, values, answers * sizeof(double));
    qsort(sorted, answers, sizeof(double), ascending);
    fprintf(out, "  poll -> %-22s p25 %6.1f  p50 %6.1f  p75 %6.1f us\n", step, sorted[answers / 4],
            sorted[answers / 2], sorted[3 * answers / 4]);
}

static void writeReport(void) {
    const char *dir = getenv("LATENCY_PROBE_DIR");
    char path[512], exe[256];
    snprintf(path, sizeof path, "%s/latency-probe.%d.txt", dir ? dir : "/tmp", getpid());
    ssize_t length = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[length > 0 ? length : 0] = 0;
    FILE *out = fopen(path, "w");
    if (!out) return;
    fprintf(out, "%s: %d answers\n", exe, answers);
    report(out, "events read", readDone);
    report(out, "first request", firstRequest);
    report(out, "requests sent", sent);
    fclose(out);
}

int poll(struct pollfd *fds, nfds_t count, int timeout) {
    static int (*next)(struct pollfd *, nfds_t, int);
    if (!next) next = (int (*)(struct pollfd *, nfds_t, int))dlsym(RTLD_NEXT, "poll");
    int ready = next(fds, count, timeout);
    if (ready > 0 && timeout != 0) {
        wokeAt = microseconds();
        readAt = firstRequestAt = 0;
    }
    return ready;
}

ssize_t recvmsg(int fd, struct msghdr *message, int flags) {
    static ssize_t (*next)(int, struct msghdr *, int);
    if (!next) next = (ssize_t (*)(int, struct msghdr *, int))dlsym(RTLD_NEXT, "recvmsg");
    ssize_t result = next(fd, message, flags);
    if (wokeAt > 0 && readAt == 0) readAt = microseconds();
    return result;
}

struct wl_proxy;
struct wl_interface;
union wl_argument;
typedef struct wl_proxy *(*Marshal)(struct wl_proxy *, unsigned, const struct wl_interface *, unsigned, unsigned,
                                    union wl_argument *);

struct wl_proxy *wl_proxy_marshal_array_flags(struct wl_proxy *proxy, unsigned opcode,
                                              const struct wl_interface *interface, unsigned version,
                                              unsigned flags, union wl_argument *arguments) {
    static Marshal next;
    if (!next) next = (Marshal)dlsym(RTLD_NEXT, "wl_proxy_marshal_array_flags");
    if (wokeAt > 0 && firstRequestAt == 0) firstRequestAt = microseconds();
    return next(proxy, opcode, interface, version, flags, arguments);
}

ssize_t sendmsg(int fd, const struct msghdr *message, int flags) {
    static ssize_t (*next)(int, const struct msghdr *, int);
    if (!next) next = (ssize_t (*)(int, const struct msghdr *, int))dlsym(RTLD_NEXT, "sendmsg");
    if (wokeAt > 0 && readAt > 0 && firstRequestAt > 0 && answers < capacity) {
        readDone[answers] = readAt - wokeAt;
        firstRequest[answers] = firstRequestAt - wokeAt;
        sent[answers] = microseconds() - wokeAt;
        answers += 1;
        if (answers % reportEvery == 0) writeReport();
    }
    wokeAt = 0;
    return next(fd, message, flags);
}
