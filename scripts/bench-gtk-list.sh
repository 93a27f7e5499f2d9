#!/usr/bin/env bash
# The GTK 4 peer of the list scrolling benchmark (issue 35): builds Benchmarks/GTKListPeer/
# gtk_list_peer.c into .build/gtk-list-peer and runs it fullscreen under a private headless weston
# (its own 0700 XDG_RUNTIME_DIR and socket), then prints the peer's one JSON line: process CPU
# milliseconds per frame of a 10,000-row GtkListView scrolled by its own tick callback.
#
# The shell is desktop-shell with its animations off: weston 10's kiosk-shell never shows a surface
# on a seat-less headless output, so the window would get no frame callbacks (one frame, then
# nothing). The window is fullscreen, so it covers the output as under a kiosk shell.
#
#   scripts/bench-gtk-list.sh [peer options: --frames N --warmup N --pixels-per-frame P --rows N]
#   WIDTH=1920 HEIGHT=1080 (default) sets the output and window size.
#   LIST_DEMO=path/to/list-demo (a release build) also runs Tactile's list-demo under the same weston
#   afterwards, scrolled by the same PIXELS per frame (default 8) for FRAMES frames (default 600) by
#   its own frame callback, and prints its JSON lines too: the same list as the peer's (`--plain`,
#   "list":"plain"), then list-demo's menu with its title and pinned section headers ("sectioned").
#
# Exits 1 with a message when GTK 4's development files, a C compiler or weston are missing, or
# when weston or the peer fails.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WIDTH="${WIDTH:-1920}"
HEIGHT="${HEIGHT:-1080}"

fail() { echo "bench-gtk-list: $*" >&2; exit 1; }

command -v cc >/dev/null || fail "no C compiler (cc) found"
command -v pkg-config >/dev/null || fail "pkg-config not found (apt-get install pkg-config)"
pkg-config --exists gtk4 || fail "GTK 4 not found by pkg-config (apt-get install libgtk-4-dev)"
command -v weston >/dev/null || fail "weston not found (apt-get install weston)"

mkdir -p "$ROOT/.build"
PEER="$ROOT/.build/gtk-list-peer"
# shellcheck disable=SC2046 # pkg-config's flags are meant to be split
cc -O2 -Wall -o "$PEER" "$ROOT/Benchmarks/GTKListPeer/gtk_list_peer.c" $(pkg-config --cflags --libs gtk4) \
  || fail "building the GTK peer failed"

RUNTIME="$(mktemp -d /tmp/tactile-gtk-peer-XXXXXX)"
chmod 700 "$RUNTIME"
SOCKET="gtk-peer-$$"
WESTON_PID=""
cleanup() {
  if [ -n "$WESTON_PID" ]; then kill "$WESTON_PID" 2>/dev/null || true; wait "$WESTON_PID" 2>/dev/null || true; fi
  rm -rf "$RUNTIME"
}
trap cleanup EXIT

printf '[shell]\nstartup-animation=none\nanimation=none\nclose-animation=none\nfocus-animation=none\n' \
  >"$RUNTIME/weston.ini"
env -u WAYLAND_DISPLAY -u DISPLAY XDG_RUNTIME_DIR="$RUNTIME" HOME="$RUNTIME" \
  weston --backend=headless-backend.so --shell=desktop-shell.so --config="$RUNTIME/weston.ini" --idle-time=0 \
         --socket="$SOCKET" --width="$WIDTH" --height="$HEIGHT" >"$RUNTIME/weston.log" 2>&1 &
WESTON_PID=$!
for _ in $(seq 100); do
  [ -S "$RUNTIME/$SOCKET" ] && break
  kill -0 "$WESTON_PID" 2>/dev/null || { cat "$RUNTIME/weston.log" >&2; fail "weston exited at start"; }
  sleep 0.1
done
[ -S "$RUNTIME/$SOCKET" ] || { cat "$RUNTIME/weston.log" >&2; fail "weston's socket did not appear in 10 s"; }

env -u DISPLAY XDG_RUNTIME_DIR="$RUNTIME" HOME="$RUNTIME" WAYLAND_DISPLAY="$SOCKET" GDK_BACKEND=wayland \
  GSK_RENDERER=cairo GTK_A11Y=none GSETTINGS_BACKEND=memory \
  "$PEER" --width "$WIDTH" --height "$HEIGHT" "$@" || fail "the GTK peer failed (exit $?)"

if [ -n "${LIST_DEMO:-}" ]; then
  [ -x "$LIST_DEMO" ] || fail "LIST_DEMO=$LIST_DEMO is not an executable"
  # The same list as the peer's (--plain: the list alone, one section), then the menu as list-demo
  # shows it (a title above, pinned section headers).
  for shape in --plain ""; do
    # shellcheck disable=SC2086 # an empty shape is no argument
    env -u DISPLAY XDG_RUNTIME_DIR="$RUNTIME" HOME="$RUNTIME" WAYLAND_DISPLAY="$SOCKET" \
      "$LIST_DEMO" --fullscreen $shape --autoscroll "${PIXELS:-8}" --frames "${FRAMES:-600}" \
      || fail "list-demo $shape failed (exit $?)"
  done
fi
