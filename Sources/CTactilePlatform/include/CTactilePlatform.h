#ifndef TACTILE_PLATFORM_SHIM_H
#define TACTILE_PLATFORM_SHIM_H

#include <stddef.h>

/// The descriptor that becomes readable when the main dispatch queue has work (an eventfd on Linux).
/// Calling it binds the main queue to the caller's loop: from then on the loop must drain it with
/// `tactile_main_queue_drain()` whenever the descriptor is readable. Returns -1 when unavailable.
int tactile_main_queue_fd(void);

/// Runs the work queued on the main dispatch queue (Swift's main-actor jobs included). Main thread only.
void tactile_main_queue_drain(void);

struct xkb_context;

/// Receives one formatted libxkbcommon log message: the xkb log level (10 critical … 50 debug), the
/// message (no trailing newline) and the `info` given to `tactile_xkb_set_log_sink`.
typedef void (*tactile_xkb_log_sink)(int level, const char *message, void *info);

/// Sends `context`'s log messages to `sink` with `info` instead of stderr (the context's user data
/// holds `info`; the sink is process-wide, set by the first call). `info` must outlive the context.
void tactile_xkb_set_log_sink(struct xkb_context *context, tactile_xkb_log_sink sink, void *info);

#endif
