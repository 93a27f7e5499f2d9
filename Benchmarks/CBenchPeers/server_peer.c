// The C server peer (see CBenchPeers.h): libwayland's server API used the way a C compositor does.
#include "CBenchPeers.h"

#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>
#include <wayland-server-core.h>
#include <wayland-server-protocol.h>

struct cbench_server {
    struct wl_display *display;
    struct wl_global *compositor;
    uint64_t damages, commits;
};

void cbench_server_post_touch_motions(struct wl_resource *touch, int count, uint32_t time, int32_t id,
                                      int32_t x_fixed, int32_t y_fixed) {
    for (int i = 0; i < count; i++) wl_touch_send_motion(touch, time + i, id, x_fixed, y_fixed);
}

static void surface_destroy(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

static void surface_commit(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    cbench_server *server = wl_resource_get_user_data(resource);
    server->commits += 1;
}

static void surface_damage_buffer(struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y,
                                  int32_t width, int32_t height) {
    (void)client, (void)x, (void)y, (void)width, (void)height;
    cbench_server *server = wl_resource_get_user_data(resource);
    server->damages += 1;
}

// Only the requests the peer clients send; the others are never called.
static const struct wl_surface_interface surface_implementation = {
    .destroy = surface_destroy,
    .commit = surface_commit,
    .damage_buffer = surface_damage_buffer,
};

static void compositor_create_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct wl_resource *surface = wl_resource_create(client, &wl_surface_interface, wl_resource_get_version(resource), id);
    if (!surface) {
        wl_client_post_no_memory(client);
        return;
    }
    wl_resource_set_implementation(surface, &surface_implementation, wl_resource_get_user_data(resource), NULL);
}

static const struct wl_compositor_interface compositor_implementation = {
    .create_surface = compositor_create_surface,
};

static void bind_compositor(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *resource = wl_resource_create(client, &wl_compositor_interface, (int)version, id);
    if (!resource) {
        wl_client_post_no_memory(client);
        return;
    }
    wl_resource_set_implementation(resource, &compositor_implementation, data, NULL);
}

cbench_server *cbench_server_create(void) {
    cbench_server *server = calloc(1, sizeof *server);
    if (!server) return NULL;
    server->display = wl_display_create();
    if (server->display)
        server->compositor = wl_global_create(server->display, &wl_compositor_interface, 4, server, bind_compositor);
    if (!server->compositor) {
        cbench_server_destroy(server);
        return NULL;
    }
    return server;
}

void cbench_server_destroy(cbench_server *server) {
    if (!server) return;
    if (server->display) {
        wl_display_destroy_clients(server->display);
        wl_display_destroy(server->display);
    }
    free(server);
}

int cbench_server_connect_client(cbench_server *server) {
    int sockets[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) return -1;
    if (!wl_client_create(server->display, sockets[0])) {
        close(sockets[0]);
        close(sockets[1]);
        return -1;
    }
    return sockets[1];
}

int cbench_server_dispatch(cbench_server *server) {
    return wl_event_loop_dispatch(wl_display_get_event_loop(server->display), 0);
}

void cbench_server_flush(cbench_server *server) { wl_display_flush_clients(server->display); }

uint64_t cbench_server_damages(const cbench_server *server) { return server->damages; }

uint64_t cbench_server_commits(const cbench_server *server) { return server->commits; }
