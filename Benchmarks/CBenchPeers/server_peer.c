// The C server peer (see CBenchPeers.h): libwayland's server API used the way a C compositor does.
#include "CBenchPeers.h"

#include <wayland-server-core.h>

// The opcode of wl_touch.motion (WL_TOUCH_MOTION in wayland-server-protocol.h).
enum { touch_motion_opcode = 2 };

void cbench_server_post_touch_motions(struct wl_resource *touch, int count, uint32_t time, int32_t id,
                                      int32_t x_fixed, int32_t y_fixed) {
    for (int i = 0; i < count; i++) wl_resource_post_event(touch, touch_motion_opcode, time + i, id, x_fixed, y_fixed);
}
