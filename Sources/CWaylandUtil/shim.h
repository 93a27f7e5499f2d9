// The types shared by libwayland-client and libwayland-server (wl_interface, wl_message, wl_argument,
// wl_array, wl_fixed_t). Header only: nothing is linked.
#include <wayland-util.h>
