#define _GNU_SOURCE
#include "CTactilePlatform.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

// libdispatch's hooks for run loops that host the main queue (CoreFoundation uses the same pair).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int tactile_main_queue_fd(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void tactile_main_queue_drain(void) {
    _dispatch_main_queue_callback_4CF(NULL);
}

int tactile_anonymous_file(const char *name, size_t size) {
    int fd = memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) {
        return -1;
    }
    int result;
    do {
        result = ftruncate(fd, (off_t)size);
    } while (result < 0 && errno == EINTR);
    if (result < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    (void)fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_SEAL);
    return fd;
}
