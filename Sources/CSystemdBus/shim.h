// sd-bus, the D-Bus library of libsystemd, for TactileATSPI.
#include <systemd/sd-bus.h>
#include <poll.h>
