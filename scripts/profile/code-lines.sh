#!/usr/bin/env bash
# Counts the distinct 64-byte lines of code a pin drag's motions run in map-pins: the steady-state
# motions of `tactile-bench --group latency` (200 of them), with map-pins under callgrind
# (--dump-instr=yes; the wrapper's name must contain "callgrind" for tactile-bench to zero and dump the
# profile around the measured motions). Every object counts (map-pins, the Swift runtime, libwayland, libc). Fewer
# lines mean less code to fetch into a cold cache on every motion.
#
#   scripts/profile/code-lines.sh [APPS_DIR]     # default: dist (as `make release` writes it)
#
# Prints the lines and the instructions per motion. Needs valgrind and a release tactile-bench.
set -euo pipefail
SWIFT="${SWIFT:-swift}"
cd "$(dirname "$0")/../.."
apps="${1:-dist}"
motions="${MOTIONS:-200}"
command -v valgrind >/dev/null || { echo "code-lines: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
[ -x "$apps/map-pins" ] || { echo "code-lines: no map-pins in $apps (make release)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/apps"
# valgrind reads the symbol table; it cannot read the DWARF 5 debug information the toolchain writes.
strip --strip-debug -o "$work/apps/map-pins" "$apps/map-pins"
cat > "$work/callgrind-child.sh" <<CHILD
#!/bin/sh
case "\$(basename "\$1")" in
  map-pins) exec valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$work/profile.%p.out" "\$@" ;;
  *) exec "\$@" ;;
esac
CHILD
chmod +x "$work/callgrind-child.sh"
TACTILE_BENCH_CHILD_PREFIX="$work/callgrind-child.sh" TACTILE_BENCH_LATENCY_MOTIONS="$motions" TACTILE_BENCH_LATENCY_PAN=0 \
  "$("$SWIFT" build -c release --show-bin-path)/tactile-bench" --group latency --apps "$work/apps" \
  --output "$work/figures.json" >/dev/null
# The measured motions' dump (the profile is zeroed after the warm-up and dumped after them).
profile="$(ls -tr "$work"/profile.*.out.* 2>/dev/null | head -1)"
[ -n "$profile" ] || { echo "code-lines: callgrind wrote no profile" >&2; exit 1; }
# Cost lines start with the instruction's address: absolute (0x…), relative (+n, -n) or the same (*).
# The line after `calls=` carries an inclusive cost: its address is the call's, already counted.
awk -v motions="$motions" '
  function hex(word,   i, value) {
    value = 0
    for (i = 3; i <= length(word); i++) value = value * 16 + index("0123456789abcdef", tolower(substr(word, i, 1))) - 1
    return value
  }
  function position(word) {
    if (word ~ /^0x/) return hex(word)
    if (word ~ /^\+/) return address + substr(word, 2)
    if (word ~ /^-/) return address - substr(word, 2)
    return address
  }
  /^calls=/ { skip = 1; next }
  /^(0x|\+|-|\*)/ {
    address = position($1)
    if (skip) { skip = 0; next }
    if ($NF > 0) { lines[int(address / 64)] = 1; instructions += $NF }
    next
  }
  END {
    n = 0; for (l in lines) n++
    printf "distinct 64-byte code lines: %d\ninstructions per motion: %.0f\n", n, instructions / motions
  }' "$profile"
