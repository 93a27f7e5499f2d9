// Preloaded into tactile-bench under valgrind by scripts/profile.sh. Valgrind 3.19's rt_sigsuspend
// wrapper writes to the signal mask it is given; libdispatch parks the main thread of an async main
// with sigsuspend() on a mask in read-only memory, so valgrind itself crashes (SIGSEGV, SEGV_ACCERR).
// This sigsuspend passes valgrind a writable copy; the behaviour is otherwise the same.
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, (size_t)(_NSIG / 8));
}
