#ifndef TACTILE_ALLOCATION_PROBE_H
#define TACTILE_ALLOCATION_PROBE_H

#include <stdbool.h>

/// Whether this build counts allocations (false under AddressSanitizer or ThreadSanitizer, which
/// own malloc themselves).
bool tactile_allocation_probe_supported(void);

/// Starts counting, on the calling thread only, the heap blocks the Swift runtime asks malloc for
/// (`swift_slowAlloc`: class instances, array/set/dictionary storage, closure contexts, boxes,
/// `UnsafeMutablePointer.allocate`). Allocations made by C libraries are not counted.
void tactile_allocation_probe_begin(void);

/// Stops counting on the calling thread and returns how many allocations were counted.
long tactile_allocation_probe_end(void);

#endif
