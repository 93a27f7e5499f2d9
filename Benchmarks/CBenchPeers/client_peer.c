// The C client peer (see CBenchPeers.h): libwayland's client API used the way a C app uses it.
#include "CBenchPeers.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>

struct cbench_client {
    struct wl_display *display;
    struct wl_registry *registry;
    uint32_t compositor_name, seat_name;
    struct wl_compositor *compositor;
    struct wl_surface *surface;
    struct wl_seat *seat;
    struct wl_touch *touch;
    uint64_t motions;
    int64_t x_sum;
};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    (void)registry;
    (void)version;
    cbench_client *client = data;
    if (strcmp(interface, wl_compositor_interface.name) == 0) client->compositor_name = name;
    else if (strcmp(interface, wl_seat_interface.name) == 0) client->seat_name = name;
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static const struct wl_registry_listener registry_listener = {registry_global, registry_global_remove};

static void touch_down(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, struct wl_surface *surface,
                       int32_t id, wl_fixed_t x, wl_fixed_t y) {
    (void)data, (void)touch, (void)serial, (void)time, (void)surface, (void)id, (void)x, (void)y;
}
static void touch_up(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, int32_t id) {
    (void)data, (void)touch, (void)serial, (void)time, (void)id;
}
static void touch_motion(void *data, struct wl_touch *touch, uint32_t time, int32_t id, wl_fixed_t x, wl_fixed_t y) {
    (void)touch, (void)time, (void)id, (void)y;
    cbench_client *client = data;
    client->motions += 1;
    client->x_sum += x;
}
static void touch_frame(void *data, struct wl_touch *touch) { (void)data, (void)touch; }
static void touch_cancel(void *data, struct wl_touch *touch) { (void)data, (void)touch; }
static void touch_shape(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t major, wl_fixed_t minor) {
    (void)data, (void)touch, (void)id, (void)major, (void)minor;
}
static void touch_orientation(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t orientation) {
    (void)data, (void)touch, (void)id, (void)orientation;
}

static const struct wl_touch_listener touch_listener = {
    touch_down, touch_up, touch_motion, touch_frame, touch_cancel, touch_shape, touch_orientation,
};

cbench_client *cbench_client_create(int fd) {
    cbench_client *client = calloc(1, sizeof *client);
    if (!client) return NULL;
    client->display = wl_display_connect_to_fd(fd);
    if (!client->display) {
        free(client);
        return NULL;
    }
    client->registry = wl_display_get_registry(client->display);
    wl_registry_add_listener(client->registry, &registry_listener, client);
    wl_display_flush(client->display);
    return client;
}

void cbench_client_destroy(cbench_client *client) {
    if (!client) return;
    if (client->touch) wl_touch_destroy(client->touch);
    if (client->seat) wl_seat_destroy(client->seat);
    if (client->surface) wl_surface_destroy(client->surface);
    if (client->compositor) wl_compositor_destroy(client->compositor);
    if (client->registry) wl_registry_destroy(client->registry);
    wl_display_disconnect(client->display);
    free(client);
}

int cbench_client_pump(cbench_client *client) {
    struct wl_display *display = client->display;
    if (wl_display_flush(display) < 0 && errno != EAGAIN) return -1;
    int total = wl_display_dispatch_pending(display);
    if (total < 0) return -1;
    if (wl_display_prepare_read(display) != 0) return total;
    struct pollfd descriptor = {.fd = wl_display_get_fd(display), .events = POLLIN};
    if (poll(&descriptor, 1, 0) <= 0) {
        wl_display_cancel_read(display);
        return total;
    }
    if (wl_display_read_events(display) < 0) return -1;
    int more = wl_display_dispatch_pending(display);
    return more < 0 ? -1 : total + more;
}

int cbench_client_setup(cbench_client *client) {
    if (!client->compositor_name) return -1;
    client->compositor = wl_registry_bind(client->registry, client->compositor_name, &wl_compositor_interface, 4);
    client->surface = wl_compositor_create_surface(client->compositor);
    if (client->seat_name) {
        client->seat = wl_registry_bind(client->registry, client->seat_name, &wl_seat_interface, 5);
        client->touch = wl_seat_get_touch(client->seat);
        wl_touch_add_listener(client->touch, &touch_listener, client);
    }
    wl_display_flush(client->display);
    return 0;
}

int cbench_client_ready(const cbench_client *client) {
    return client->surface && (client->touch || !client->seat_name);
}

void cbench_client_damage_buffers(cbench_client *client, int count) {
    struct wl_surface *surface = client->surface;
    for (int i = 0; i < count; i++) wl_surface_damage_buffer(surface, i & 63, 8, 32, 32);
}

void cbench_client_commits(cbench_client *client, int count) {
    struct wl_surface *surface = client->surface;
    for (int i = 0; i < count; i++) wl_surface_commit(surface);
}

int cbench_client_flush(cbench_client *client) { return wl_display_flush(client->display); }

int cbench_client_read(cbench_client *client) {
    if (wl_display_prepare_read(client->display) != 0) return -1;
    return wl_display_read_events(client->display);
}

int cbench_client_dispatch_pending(cbench_client *client) { return wl_display_dispatch_pending(client->display); }

uint64_t cbench_client_touch_motions(const cbench_client *client) { return client->motions; }

int64_t cbench_client_touch_x_sum(const cbench_client *client) { return client->x_sum; }
