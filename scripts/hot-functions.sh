#!/usr/bin/env bash
# Writes scripts/hot-functions.txt: the functions of map-pins that run while a finger drags a pin and
# pans the map (the latency benchmark's scenarios, map-pins under callgrind), most instructions first.
# `make release` lays them out at the start of the text in that order (scripts/release.sh).
#
# Run it after changing the touch, drawing or Wayland paths. A stale list costs locality, never
# correctness: names a build no longer has are skipped. Needs valgrind (Debian package valgrind).
set -euo pipefail
SWIFT="${SWIFT:-swift}"
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null \
  || { echo "hot-functions: needs valgrind (apt-get install valgrind)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$SWIFT" build -c release --product tactile-bench
RELEASE_OUT="$work/dist" SWIFT="$SWIFT" scripts/release.sh map-pins >/dev/null
bin="$("$SWIFT" build --scratch-path "${RELEASE_SCRATCH:-.build-release}" -c release --static-swift-stdlib --show-bin-path)"
# valgrind reads the symbol table; it cannot read the DWARF 5 debug information the toolchain writes.
mkdir -p "$work/apps"
strip --strip-debug -o "$work/apps/map-pins" "$bin/map-pins"

cat > "$work/callgrind-child.sh" <<EOF
#!/bin/sh
case "\$(basename "\$1")" in
  map-pins) exec valgrind --tool=callgrind --callgrind-out-file="$work/profile.%p.out" "\$@" ;;
  *) exec "\$@" ;;
esac
EOF
chmod +x "$work/callgrind-child.sh"

# tactile-bench zeroes the child's profile after the warm-up motions and dumps it after the measured
# ones (callgrind_control), so only the steady-state motions count.
TACTILE_BENCH_CHILD_PREFIX="$work/callgrind-child.sh" TACTILE_BENCH_LATENCY_MOTIONS=200 \
  "$("$SWIFT" build -c release --show-bin-path)/tactile-bench" --group latency --apps "$work/apps" \
  --output "$work/figures.json" >/dev/null

# The pin drag's profile is dumped first, the map pan's second: the drag's functions (a touch frame
# and a moved subsurface, the latency-critical path) come first, then what only the pan adds.
mapfile -t profiles < <(ls -tr "$work"/profile.*.out.* 2>/dev/null)
[ ${#profiles[@]} -gt 0 ] || { echo "hot-functions: callgrind wrote no profile" >&2; exit 1; }
rank=0
for profile in "${profiles[@]}"; do
  rank=$((rank + 1))
  # Functions of the map-pins binary with their instruction counts.
  callgrind_annotate --threshold=100 "$profile" 2>/dev/null | awk -v exe=" [$work/apps/map-pins]" -v rank=$rank '
    { i = index($0, "???:"); e = length($0) - length(exe) + 1 }
    i && substr($0, e) == exe {
      name = substr($0, i + 4, e - i - 4); c = $1; gsub(",", "", c)
      # The package'\''s own code and the runtime'\''s C entry points (swift_retain, ...). Not the Swift
      # standard library'\''s nor the concurrency runtime'\''s executors: their objects are not split into
      # sections, so naming one of their functions would move a whole library in among the hot ones.
      own = name ~ /Tactile|Wayland|MapPins|map_pins|Kiosk/
      runtime = name ~ /^_?swift_/ && name !~ /[Tt]ask|Executor|Swift$/
      if (name !~ / / && (own || runtime)) print rank, c, name
    }'
done | sort -k1,1n -k2,2nr | awk '!seen[$3]++ { print $3 }' > scripts/hot-functions.txt
echo "scripts/hot-functions.txt: $(wc -l < scripts/hot-functions.txt) functions"
