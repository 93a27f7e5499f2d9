#ifndef TACTILE_SHARED_MEMORY_H
#define TACTILE_SHARED_MEMORY_H

#include <stddef.h>

/// An anonymous, close-on-exec shared-memory file of `size` bytes (a memfd, never in the file
/// system), sealed so that it can never shrink below `size` (a peer mapping it cannot be made to fault
/// by truncation) and accepts no further seals. Returns -1 with errno set on failure.
int tactile_anonymous_file(const char *name, size_t size);

#endif
