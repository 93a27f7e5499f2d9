#ifndef TACTILE_PLATFORM_SHIM_H
#define TACTILE_PLATFORM_SHIM_H

#include <stddef.h>

/// The descriptor that becomes readable when the main dispatch queue has work (an eventfd on Linux).
/// Calling it binds the main queue to the caller's loop: from then on the loop must drain it with
/// `tactile_main_queue_drain()` whenever the descriptor is readable. Returns -1 when unavailable.
int tactile_main_queue_fd(void);

/// Runs the work queued on the main dispatch queue (Swift's main-actor jobs included). Main thread only.
void tactile_main_queue_drain(void);

#endif
