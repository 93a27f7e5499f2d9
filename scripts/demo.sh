#!/usr/bin/env bash
# `make demo`: with a Wayland display, open map-pins in a window; without one, play the scripted
# tour inside an in-process headless compositor (touch overlay on, `map-pins-tour`) and list the
# PNGs it wrote.
set -euo pipefail
SWIFT="${SWIFT:-swift}"
OUT="${DEMO_OUT:-demo-out}"
BIN_DIR="$("$SWIFT" build --show-bin-path)"
if [ -n "${WAYLAND_DISPLAY:-}" ]; then
  "$SWIFT" build --product map-pins
  exec "$BIN_DIR/map-pins" --overlay "$@"
fi
"$SWIFT" build --product map-pins-tour
echo "No WAYLAND_DISPLAY: playing the headless tour (pan, pinch, drag a pin, long press, menu, delete)."
rm -rf "$OUT"
"$BIN_DIR/map-pins-tour" "$OUT" "$@"
