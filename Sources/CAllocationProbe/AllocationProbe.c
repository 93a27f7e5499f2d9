// Counts the Swift runtime's heap allocations by interposing malloc and posix_memalign (the two
// calls swift_slowAlloc makes): an executable's definitions take precedence over libc's for every
// shared library, and forward to glibc's own implementation (__libc_malloc, __libc_memalign).
// Only calls whose return address lies inside swift_slowAlloc are counted, and only on a thread
// that asked to count, so C libraries (libwayland's closures, pixman) and other threads are not.
// Sanitizers interpose malloc themselves: under them nothing is interposed and the probe reports
// that it is unsupported.
#define _GNU_SOURCE
#include "CAllocationProbe.h"

#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <stdlib.h>
#include <unistd.h>
#include <link.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#    define TACTILE_PROBE_DISABLED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define TACTILE_PROBE_DISABLED 1
#endif

#ifndef TACTILE_PROBE_DISABLED

extern void *__libc_malloc(size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread int counting;
static __thread long counted;
// swift_slowAlloc's code, [start, end); set before the first count, read-only afterwards.
static uintptr_t slow_alloc_start;
static uintptr_t slow_alloc_end;

// TACTILE_ALLOCATION_BACKTRACE=1: each counted allocation prints its call stack to stderr (raw
// symbols; pipe through swift-demangle). Read when counting begins.
static int print_backtraces;

static void print_backtrace(void) {
    void *frames[32];
    counting = 0;  // backtrace() may allocate on first use
    int n = backtrace(frames, 32);
    static const char header[] = "tactile allocation probe: a counted allocation\n";
    (void)!write(2, header, sizeof header - 1);
    backtrace_symbols_fd(frames, n, 2);
    counting = 1;
}

static inline void note(void *return_address) {
    uintptr_t r = (uintptr_t)return_address;
    if (r >= slow_alloc_start && r < slow_alloc_end) {
        counted += 1;
        if (print_backtraces) print_backtrace();
    }
}

void *malloc(size_t size) {
    if (counting) note(__builtin_return_address(0));
    return __libc_malloc(size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (counting) note(__builtin_return_address(0));
    if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) return EINVAL;
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

static void find_slow_alloc(void) {
    if (slow_alloc_end != 0) return;
    void *symbol = dlsym(RTLD_DEFAULT, "swift_slowAlloc");
    if (symbol == NULL) return;
    Dl_info info;
    const ElfW(Sym) *entry = NULL;
    if (dladdr1(symbol, &info, (void **)&entry, RTLD_DL_SYMENT) == 0 || entry == NULL || entry->st_size == 0) return;
    slow_alloc_start = (uintptr_t)symbol;
    slow_alloc_end = (uintptr_t)symbol + entry->st_size;
}

bool tactile_allocation_probe_supported(void) {
    find_slow_alloc();
    return slow_alloc_end != 0;
}

void tactile_allocation_probe_begin(void) {
    find_slow_alloc();
    const char *flag = getenv("TACTILE_ALLOCATION_BACKTRACE");
    print_backtraces = flag != NULL && flag[0] == '1';
    counted = 0;
    counting = 1;
}

long tactile_allocation_probe_end(void) {
    counting = 0;
    return counted;
}

#else

bool tactile_allocation_probe_supported(void) { return false; }
void tactile_allocation_probe_begin(void) {}
long tactile_allocation_probe_end(void) { return 0; }

#endif
