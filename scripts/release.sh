#!/usr/bin/env bash
# `make release`: builds each product named on the command line (default: map-pins controls-demo kiosk-demo)
# in release mode with the Swift runtime and Foundation linked statically, strips it into dist/,
# prints its size and dynamic dependencies, and checks that it runs with no Swift toolchain around:
#   - every library `ldd` lists comes from the system (/lib, /usr/lib), none from the toolchain;
#   - no RPATH/RUNPATH but SwiftPM's `$ORIGIN`;
#   - no ICU data (full Foundation) is linked in;
#   - `PRODUCT --help` exits 0 under `env -i` with an empty LD_LIBRARY_PATH, and without a display
#     the app starts and exits 1 with its one-line "cannot connect" message;
#   - controls-demo also draws a PNG there (`--snapshot`: fonts, shaping, pixman).
# Each function gets its own section and lld lays out those named in scripts/hot-functions.txt first,
# in that order (scripts/hot-functions.sh writes the list): a touch frame's code then spans a few
# dozen pages instead of the whole text. Without the toolchain's ld.lld the build links as usual.
# Exits non-zero on the first failed check.
set -euo pipefail
SWIFT="${SWIFT:-swift}"
OUT="${RELEASE_OUT:-dist}"
# A build directory of its own: the static link flags do not disturb `make bench`'s release build.
SCRATCH="${RELEASE_SCRATCH:-.build-release}"
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(map-pins controls-demo kiosk-demo)

mkdir -p "$OUT"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")"
fail() { echo "release: $*" >&2; exit 1; }

order_file="$PWD/scripts/hot-functions.txt"
layout=()
if [ -x "$toolchain/bin/ld.lld" ] && [ -f "$order_file" ]; then
  layout=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld
          -Xlinker "--symbol-ordering-file=$order_file" -Xlinker --no-warn-symbol-ordering)
else
  echo "release: no $toolchain/bin/ld.lld or no $order_file: hot functions are not laid out first" >&2
fi

bin="$("$SWIFT" build --scratch-path "$SCRATCH" -c release --static-swift-stdlib --show-bin-path)"
for product in "${products[@]}"; do
  # The order file is no input SwiftPM tracks: relink when it changed since the last link.
  if [ ${#layout[@]} -gt 0 ] && [ "$order_file" -nt "$bin/$product" ]; then rm -f "$bin/$product"; fi
  "$SWIFT" build --scratch-path "$SCRATCH" -c release --static-swift-stdlib ${layout[@]+"${layout[@]}"} --product "$product"
done

for product in "${products[@]}"; do
  unstripped="$bin/$product"
  target="$OUT/$product"
  strip -o "$target" "$unstripped"
  size=$(stat -c %s "$target")
  echo "== $product: $target"
  awk -v s="$size" -v u="$(stat -c %s "$unstripped")" \
    'BEGIN { printf "   size: %d bytes (%.1f MB stripped, %.1f MB unstripped)\n", s, s / 1e6, u / 1e6 }'
  if [ ${#layout[@]} -gt 0 ]; then
    # Where the listed functions of Tactile's and the app's modules landed (the Swift runtime's are
    # not split into sections).
    read -r count first last found listed < <(nm -n "$unstripped" | awk -v list="$order_file" '
      BEGIN { while ((getline name < list) > 0) { hot[name] = 1; if (name ~ /Tactile|Wayland/) listed++ } }
      ($2 == "t" || $2 == "T") && ($3 in hot) && !seen[$3]++ {
        if ($3 ~ /Tactile|Wayland|MapPins|Kiosk/) { if (!n++) lo = $1; hi = $1 }
        if ($3 ~ /Tactile|Wayland/) found++ }
      END { print n + 0, (n ? lo : 0), (n ? hi : 0), found + 0, listed + 0 }')
    echo "   hot functions: $count of Tactile's and the app's together in $(( (16#$last - 16#$first) / 1024 )) KB of text"
    # The toolkit's functions are in every app: when most listed ones are gone, the list is stale.
    if [ $((found * 5)) -lt $((listed * 4)) ]; then
      echo "release: only $found of the $listed toolkit functions in scripts/hot-functions.txt exist:" \
        "run \`make hot-functions\` to lay out the current ones" >&2
    fi
  fi
  echo "   dynamic dependencies (ldd):"
  deps="$(ldd "$target")"
  echo "$deps" | sed 's/^[[:space:]]*/     /'
  if echo "$deps" | grep -q "not found"; then fail "$product: a library is not found"; fi
  if echo "$deps" | grep -Eq "libswift|libFoundation|libdispatch|libBlocksRuntime|$toolchain"; then
    fail "$product: links the Swift toolchain's shared libraries"
  fi
  if echo "$deps" | grep '=>' | awk '{print $3}' | grep -Ev '^/(usr/)?lib(64|x32)?/' | grep -q .; then
    fail "$product: a library outside /lib and /usr/lib"
  fi
  # SwiftPM links every executable with RUNPATH $ORIGIN (harmless); any other entry is not.
  if readelf -d "$target" | grep -E 'R(UN)?PATH' | grep -v '\[\$ORIGIN\]$' | grep -q .; then
    fail "$product: has an RPATH/RUNPATH other than \$ORIGIN"
  fi
  if grep -aq "icudt[0-9][0-9]" "$target"; then fail "$product: contains ICU data (full Foundation)"; fi
  echo "   no ICU data, no toolchain RPATH, only system libraries"

  env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$target" --help >/dev/null \
    || fail "$product --help failed with no toolchain on the library path"
  echo "   $product --help: ok under env -i, LD_LIBRARY_PATH empty"
  # Without a display the app itself must start and fail cleanly: one line, status 1.
  set +e
  message="$(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= XDG_RUNTIME_DIR=/nonexistent "$target" 2>&1 >/dev/null)"
  status=$?
  set -e
  [ "$status" = 1 ] && echo "$message" | grep -q "cannot connect to Wayland display" \
    || fail "$product without a display: status $status, said: $message"
  echo "   $product without a display: '$message', status 1"
  if [ "$product" = controls-demo ]; then
    shot="$(mktemp --suffix=.png)"
    env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$target" --snapshot "$shot" >/dev/null \
      || fail "controls-demo --snapshot failed with no toolchain on the library path"
    [ -s "$shot" ] || fail "controls-demo --snapshot wrote nothing"
    rm -f "$shot"
    echo "   controls-demo --snapshot: a PNG drawn with FreeType, HarfBuzz and fontconfig under env -i"
  fi
done
