#!/usr/bin/env bash
# `make demo`: with a Wayland display, open map-pins in a window; without one, play the scripted
# tour inside an in-process headless compositor (touch overlay on) and list the PNGs it wrote.
set -euo pipefail
SWIFT="${SWIFT:-swift}"
OUT="${DEMO_OUT:-demo-out}"
"$SWIFT" build --product map-pins
BIN="$("$SWIFT" build --show-bin-path)/map-pins"
if [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$BIN" --overlay "$@"
fi
echo "No WAYLAND_DISPLAY: playing the headless tour (pan, pinch, drag a pin, long press, menu, delete)."
rm -rf "$OUT"
"$BIN" --headless-tour "$OUT" "$@"
