#ifndef TACTILE_WAYLAND_SERVER_SHIM_H
#define TACTILE_WAYLAND_SERVER_SHIM_H

#include <stdint.h>

struct wl_resource;
struct wl_client;

/// Posts a protocol error with a plain message (wl_resource_post_error is variadic, which Swift cannot call).
void tactile_resource_post_error(struct wl_resource *resource, uint32_t code, const char *message);

/// Reports an implementation error for `client` with a plain message.
void tactile_client_post_implementation_error(struct wl_client *client, const char *message);

#endif
