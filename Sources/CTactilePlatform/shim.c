#define _GNU_SOURCE
#include "CTactilePlatform.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>
#include <xkbcommon/xkbcommon.h>

// libdispatch's hooks for run loops that host the main queue (CoreFoundation uses the same pair).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int tactile_main_queue_fd(void) {
    int fd = _dispatch_get_main_queue_handle_4CF();
    // Read by the loop only when poll says it is readable; non-blocking all the same, so a lost race
    // can never stall the loop (libdispatch only ever adds to it).
    if (fd >= 0) {
        int flags = fcntl(fd, F_GETFL);
        if (flags >= 0) (void)fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    }
    return fd;
}

void tactile_main_queue_drain(void) {
    // The descriptor is an eventfd libdispatch adds to whenever it queues main-queue work; like
    // CoreFoundation's run loop, the host resets it before draining. Left set, it stays readable
    // and every later poll returns at once: the loop would spin for the rest of the process.
    int fd = _dispatch_get_main_queue_handle_4CF();
    if (fd >= 0) {
        uint64_t count;
        (void)read(fd, &count, sizeof count);
    }
    _dispatch_main_queue_callback_4CF(NULL);
}

// libxkbcommon's log function takes a va_list, which Swift cannot call with: format here, then hand
// the text to the sink.
static _Atomic(tactile_xkb_log_sink) xkb_sink;

static void tactile_xkb_log(struct xkb_context *context, enum xkb_log_level level, const char *format, va_list args) {
    tactile_xkb_log_sink sink = atomic_load(&xkb_sink);
    if (sink == NULL) return;
    char small[512];
    char *text = small;
    va_list again;
    va_copy(again, args);
    int length = vsnprintf(small, sizeof small, format, args);
    if (length < 0) {
        va_end(again);
        return;
    }
    if ((size_t)length >= sizeof small) {
        text = malloc((size_t)length + 1);
        if (text != NULL) {
            vsnprintf(text, (size_t)length + 1, format, again);
        } else {
            text = small;    // keep the truncated text
            length = (int)sizeof small - 1;
        }
    }
    va_end(again);
    while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == '\r')) text[--length] = '\0';
    sink((int)level, text, xkb_context_get_user_data(context));
    if (text != small) free(text);
}

void tactile_xkb_set_log_sink(struct xkb_context *context, tactile_xkb_log_sink sink, void *info) {
    tactile_xkb_log_sink expected = NULL;
    atomic_compare_exchange_strong(&xkb_sink, &expected, sink);
    xkb_context_set_user_data(context, info);
    xkb_context_set_log_fn(context, tactile_xkb_log);
}
