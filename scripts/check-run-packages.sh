#!/usr/bin/env bash
# Checks that a device set up with the run packages README.md lists ("to run: `...`") can start
# each BINARY: every library a binary names in its NEEDED entries must come from a listed package,
# or from libc6 or libgcc-s1 (on every Debian system). Libraries of the Swift toolchain (a debug
# build's runtime; release builds link it statically) are reported and skipped.
#
#   scripts/check-run-packages.sh [--packages "LIST"] BINARY...
#
# --packages checks against LIST instead of README.md's list. Prints one line per library and exits
# non-zero naming every library whose package is not listed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "check-run-packages: $*" >&2; exit 2; }

listed=""
binaries=()
while [ $# -gt 0 ]; do
  case "$1" in
    --packages) [ $# -ge 2 ] || fail "--packages needs a list"; listed="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) fail "unknown option $1" ;;
    *) binaries+=("$1"); shift ;;
  esac
done
[ ${#binaries[@]} -gt 0 ] || fail "name at least one binary"
if [ -z "$listed" ]; then
  listed="$(tr '\n' ' ' < "$root/README.md" | sed -n 's/.*to run: `\([^`]*\)`.*/\1/p')"
  [ -n "$listed" ] || fail "README.md has no \"to run: \`...\`\" list"
fi
read -r -a allowed <<< "$listed libc6 libgcc-s1"

missing=0
for binary in "${binaries[@]}"; do
  [ -f "$binary" ] || fail "$binary: no such file"
  echo "== $binary"
  libraries="$(ldd "$binary")" || fail "$binary: ldd failed"
  for soname in $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
    # "soname => path (address)", or for the dynamic loader "path (address)".
    path="$(echo "$libraries" | awk -v s="$soname" '
      $1 == s && $2 == "=>" { print $3; exit }
      substr($1, length($1) - length(s)) == "/" s { print $1; exit }' || true)"
    if [ -z "$path" ] || [ "$path" = "not" ]; then
      echo "   $soname: not found on this machine" >&2; missing=1; continue
    fi
    # The package owning a file ending in /SONAME (merged /usr: the path dpkg knows may differ).
    package="$(dpkg -S "$soname" 2>/dev/null | awk -v s="/$soname" '
      { file = $NF; if (substr(file, length(file) - length(s) + 1) == s) { sub(/:.*/, "", $1); print $1; exit } }' || true)"
    if [ -z "$package" ]; then
      case "$path" in
        */lib/swift/*|*/usr/lib/swift*) echo "   $soname: the Swift toolchain's ($path), skipped" ;;
        *) echo "   $soname: $path belongs to no Debian package" >&2; missing=1 ;;
      esac
      continue
    fi
    if [[ " ${allowed[*]} " == *" $package "* ]]; then
      echo "   $soname: $package"
    else
      echo "   $soname: $package, which the run list lacks" >&2; missing=1
    fi
  done
done
[ "$missing" = 0 ] || { echo "check-run-packages: the run list ($listed) does not cover every library" >&2; exit 1; }
echo "every library comes from the run list: $listed"
