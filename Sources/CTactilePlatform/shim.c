#define _GNU_SOURCE
#include "CTactilePlatform.h"

// libdispatch's hooks for run loops that host the main queue (CoreFoundation uses the same pair).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int tactile_main_queue_fd(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void tactile_main_queue_drain(void) {
    _dispatch_main_queue_callback_4CF(NULL);
}
