// The libwayland C API peers of tactile-bench's `bindings` group: the same client and server
// operations the Swift bindings perform, written the way a C program would (the generated C
// inline wrappers: wl_proxy_marshal_flags for requests, wl_*_listener structs for events,
// wl_resource_post_event for server events). Timed against the Swift bindings in the same run.
#ifndef CBENCH_PEERS_H
#define CBENCH_PEERS_H

#include <stddef.h>
#include <stdint.h>

struct wl_resource;

/// A plain C Wayland client on one connected socket: a registry, wl_compositor, one wl_surface,
/// wl_seat and its wl_touch with a C listener.
typedef struct cbench_client cbench_client;

/// Connects over `fd` (the client takes it) and asks for the registry; NULL on failure.
cbench_client *cbench_client_create(int fd);
/// Disconnects and frees.
void cbench_client_destroy(cbench_client *client);
/// Flushes, then reads and dispatches whatever is already on the socket, never blocking.
/// Returns the events dispatched, or -1 when the connection failed.
int cbench_client_pump(cbench_client *client);
/// Once the registry announced wl_compositor: binds it and creates the surface; binds wl_seat and
/// creates the touch object (with its listener) when the server has a seat; flushes. Returns 0, or
/// -1 when wl_compositor is still missing.
int cbench_client_setup(cbench_client *client);
/// Whether the surface and (when the server has a seat) the touch object exist.
int cbench_client_ready(const cbench_client *client);

/// Queues `count` wl_surface.damage_buffer requests (not flushed).
void cbench_client_damage_buffers(cbench_client *client, int count);
/// Queues `count` wl_surface.commit requests (not flushed).
void cbench_client_commits(cbench_client *client, int count);
/// wl_display_flush; returns its result.
int cbench_client_flush(cbench_client *client);
/// wl_display_prepare_read + wl_display_read_events (the caller knows data is waiting); returns
/// 0, or -1 when events were already queued or the read failed.
int cbench_client_read(cbench_client *client);
/// wl_display_dispatch_pending; returns the events dispatched.
int cbench_client_dispatch_pending(cbench_client *client);
/// wl_touch.motion events the listener received so far.
uint64_t cbench_client_touch_motions(const cbench_client *client);
/// The sum of the motions' x coordinates (wl_fixed_t), so the listener's work cannot be elided.
int64_t cbench_client_touch_x_sum(const cbench_client *client);

/// Posts `count` wl_touch.motion events on `touch` with wl_touch_send_motion = wl_resource_post_event
/// (not flushed).
void cbench_server_post_touch_motions(struct wl_resource *touch, int count, uint32_t time, int32_t id,
                                      int32_t x_fixed, int32_t y_fixed);

/// A plain C compositor: its own wl_display with a wl_compositor (v4) global whose surfaces count
/// damage_buffer and commit requests in C request handlers.
typedef struct cbench_server cbench_server;

/// A server with no clients; NULL on failure.
cbench_server *cbench_server_create(void);
/// Disconnects every client and frees.
void cbench_server_destroy(cbench_server *server);
/// Connects a new client over a socketpair; returns the client's end (or -1).
int cbench_server_connect_client(cbench_server *server);
/// One non-blocking pass of the event loop (reads and dispatches what clients sent).
int cbench_server_dispatch(cbench_server *server);
/// wl_display_flush_clients.
void cbench_server_flush(cbench_server *server);
/// wl_surface.damage_buffer / commit requests the handlers received so far.
uint64_t cbench_server_damages(const cbench_server *server);
uint64_t cbench_server_commits(const cbench_server *server);

/// The malloc heap's state (glibc `mallinfo2`), for the memory group's probe: bytes in use, free
/// bytes kept in the heap, bytes in mmapped blocks and how many such blocks.
typedef struct {
    size_t in_use;
    size_t free_in_heap;
    size_t heap_size;
    size_t mmapped;
    size_t mmapped_blocks;
} cbench_heap_info;

cbench_heap_info cbench_heap(void);

/// libpng decoding an in-memory PNG into a BGRA frame (expand, 16→8, grey→RGB, filler, interlace
/// handling): what a C program would write. The frame comes from malloc, or from fresh pages (mmap
/// with MAP_POPULATE) when `fresh_pages` is nonzero. NULL on error; free with `cbench_free_frame`.
uint32_t *cbench_decode_png(const uint8_t *data, size_t length, int fresh_pages, uint32_t *width, uint32_t *height);
/// libjpeg-turbo decoding an in-memory JPEG straight to BGRA (JCS_EXT_BGRA), the frame allocated as
/// for `cbench_decode_png`.
uint32_t *cbench_decode_jpeg(const uint8_t *data, size_t length, int fresh_pages, uint32_t *width, uint32_t *height);
/// Frees a frame returned by a decoder called with the same `fresh_pages`.
void cbench_free_frame(uint32_t *pixels, uint32_t width, uint32_t height, int fresh_pages);

#endif
