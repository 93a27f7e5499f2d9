#define _GNU_SOURCE
#include "CSharedMemory.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

int tactile_anonymous_file(const char *name, size_t size) {
    int fd = memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) {
        return -1;
    }
    int result;
    do {
        result = ftruncate(fd, (off_t)size);
    } while (result < 0 && errno == EINTR);
    if (result < 0 || fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_SEAL) < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}
