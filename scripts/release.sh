#!/usr/bin/env bash
# `make release`, and release builds of any app's package:
#
#   scripts/release.sh [PRODUCT...]                        Tactile's products (default: map-pins controls-demo kiosk-demo)
#   scripts/release.sh --package-path DIR PRODUCT...       the products of the package in DIR
#
# Builds each product in release mode with the Swift runtime and Foundation linked statically,
# strips it into the output directory, prints its size and dynamic dependencies, and checks that it
# runs with no Swift toolchain around:
#   - every library `ldd` lists comes from the system (/lib, /usr/lib), none from the toolchain;
#   - no RPATH/RUNPATH but SwiftPM's `$ORIGIN`;
#   - no ICU data (full Foundation) is linked in;
#   - without a display the app starts under `env -i` with an empty LD_LIBRARY_PATH and exits 1 with
#     its one-line "cannot connect" message; Tactile's examples (or any product, with --check-help)
#     also exit 0 on `--help` there;
#   - controls-demo also draws a PNG there (`--snapshot`: fonts, shaping, pixman).
# Options: --out DIR (default: dist, or DIR/dist with --package-path), --scratch-path DIR (default:
# .build-release, or DIR/.build-release), --max-size MB (fail when a stripped binary is larger),
# --check-help. RELEASE_OUT and RELEASE_SCRATCH set the defaults too.
# Each function gets its own section and lld lays out those named in scripts/hot-functions.txt (the
# toolkit's and map-pins' hot functions, which every app shares the toolkit's part of) first, in that
# order (scripts/hot-functions.sh writes the list): a touch frame's code then spans a few dozen pages
# instead of the whole text. Without the toolchain's ld.lld the build links as usual.
# Exits non-zero on the first failed check.
set -euo pipefail
SWIFT="${SWIFT:-swift}"
fail() { echo "release: $*" >&2; exit 1; }
here="$(cd "$(dirname "$0")" && pwd)"

package=""
out=""
scratch=""
max_size=""
check_help=""
products=()
while [ $# -gt 0 ]; do
  case "$1" in
    --package-path) [ $# -ge 2 ] || fail "--package-path needs a directory"; package="$2"; shift 2 ;;
    --out) [ $# -ge 2 ] || fail "--out needs a directory"; out="$2"; shift 2 ;;
    --scratch-path) [ $# -ge 2 ] || fail "--scratch-path needs a directory"; scratch="$2"; shift 2 ;;
    --max-size) [ $# -ge 2 ] || fail "--max-size needs a number of MB"; max_size="$2"; shift 2 ;;
    --check-help) check_help=1; shift ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) fail "unknown option $1 (--help lists them)" ;;
    *) products+=("$1"); shift ;;
  esac
done
if [ -n "$max_size" ] && ! [[ "$max_size" =~ ^[0-9]+([.][0-9]+)?$ ]]; then
  fail "--max-size takes a number of MB, not '$max_size'"
fi
if [ -n "$package" ]; then
  [ -f "$package/Package.swift" ] || fail "$package has no Package.swift"
  package="$(cd "$package" && pwd)"
  [ ${#products[@]} -gt 0 ] || fail "name the products of $package to build"
  OUT="${out:-${RELEASE_OUT:-$package/dist}}"
  # A build directory of its own: the static link flags do not disturb the package's other builds.
  SCRATCH="${scratch:-${RELEASE_SCRATCH:-$package/.build-release}}"
  [ "$package" = "$(cd "$here/.." && pwd)" ] && check_help=1
  package_args=(--package-path "$package")
else
  OUT="${out:-${RELEASE_OUT:-dist}}"
  # A build directory of its own: the static link flags do not disturb `make bench`'s release build.
  SCRATCH="${scratch:-${RELEASE_SCRATCH:-.build-release}}"
  [ ${#products[@]} -gt 0 ] || products=(map-pins controls-demo kiosk-demo)
  check_help=1
  package_args=()
fi

mkdir -p "$OUT"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")"

order_file="$here/hot-functions.txt"
layout=()
if [ -x "$toolchain/bin/ld.lld" ] && [ -f "$order_file" ]; then
  layout=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld
          -Xlinker "--symbol-ordering-file=$order_file" -Xlinker --no-warn-symbol-ordering)
else
  echo "release: no $toolchain/bin/ld.lld or no $order_file: hot functions are not laid out first" >&2
fi

common=(${package_args[@]+"${package_args[@]}"} --scratch-path "$SCRATCH" -c release ${layout[@]+"${layout[@]}"})
bin="$("$SWIFT" build "${common[@]}" --static-swift-stdlib --show-bin-path)"
for product in "${products[@]}"; do
  # The order file is no input SwiftPM tracks: relink when it changed since the last link.
  if [ ${#layout[@]} -gt 0 ] && [ "$order_file" -nt "$bin/$product" ]; then rm -f "$bin/$product"; fi
  "$SWIFT" build "${common[@]}" --static-swift-stdlib --product "$product"
done

for product in "${products[@]}"; do
  unstripped="$bin/$product"
  target="$OUT/$product"
  strip -o "$target" "$unstripped"
  size=$(stat -c %s "$target")
  echo "== $product: $target"
  awk -v s="$size" -v u="$(stat -c %s "$unstripped")" \
    'BEGIN { printf "   size: %d bytes (%.1f MB stripped, %.1f MB unstripped)\n", s, s / 1e6, u / 1e6 }'
  if [ -n "$max_size" ] && awk -v s="$size" -v m="$max_size" 'BEGIN { exit !(s > m * 1e6) }'; then
    fail "$product: $size bytes stripped, over the limit of $max_size MB"
  fi
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
    # The toolkit's functions are in every example: when most listed ones are gone, the list is
    # stale. An app of its own may use little of the toolkit, so the check is for Tactile's package.
    if [ -z "$package" ] && [ $((found * 5)) -lt $((listed * 4)) ]; then
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

  if [ -n "$check_help" ]; then
    env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$target" --help >/dev/null \
      || fail "$product --help failed with no toolchain on the library path"
    echo "   $product --help: ok under env -i, LD_LIBRARY_PATH empty"
  fi
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
