#!/usr/bin/env bash
# Profiles one tactile-bench group under callgrind and prints its hottest functions.
#
#   scripts/profile.sh <group> [tactile-bench flags...]
#   scripts/profile.sh bindings --smoke          # a quick pass: fewer samples, same code paths
#   TOP=60 scripts/profile.sh dispatch            # more rows
#
# Builds the release bench (`swift build -c release --product tactile-bench`), then runs
# `tactile-bench --group <group> --output <tmp>` under `valgrind --tool=callgrind` and prints
# `callgrind_annotate` (inclusive and self instruction counts per function, Swift names
# demangled). Instruction counts are stable on a noisy machine where wall-clock figures are not:
# compare them before and after a change. The raw profile stays in
# .build/profile/callgrind.<group>.<pid>.out (open it with kcachegrind or callgrind_annotate).
#
# Valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 emits, so the binary is profiled from a
# copy with its debug info stripped (objcopy --strip-debug): function names come from the symbol
# table; there are no per-line counts. Valgrind 3.19 also crashes on libdispatch's sigsuspend of an
# async main (it writes to a read-only mask): scripts/profile/sigsuspend-shim.c, preloaded, works
# around it. Under callgrind the bench runs ~50x slower: prefer --smoke or a small group.
# The memory group replays in a child process: profile it with
#   CALLGRIND_FLAGS=--trace-children=yes TACTILE_BENCH_MEMORY_EVENTS=20000 scripts/profile.sh memory
# (one profile per process; the biggest, the child's, is the one annotated).
set -euo pipefail

if [[ $# -lt 1 || "$1" == -h || "$1" == --help ]]; then
    sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
group="$1"
shift

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is not installed" >&2; exit 1; }

swift build -c release --product tactile-bench >&2
mkdir -p .build/profile
binary=".build/profile/tactile-bench"
objcopy --strip-debug "$(swift build -c release --show-bin-path)/tactile-bench" "$binary"

cc -shared -fPIC -O2 -o .build/profile/sigsuspend-shim.so scripts/profile/sigsuspend-shim.c

rm -f .build/profile/callgrind."$group".*.out
LD_PRELOAD="$root/.build/profile/sigsuspend-shim.so" valgrind --tool=callgrind \
    --callgrind-out-file=".build/profile/callgrind.$group.%p.out" ${CALLGRIND_FLAGS:-} \
    "$binary" --group "$group" --output ".build/profile/results.$group.json" "$@" >&2
# With --trace-children=yes there is one profile per process: annotate the biggest.
out="$(ls -S .build/profile/callgrind."$group".*.out | head -n 1)"
echo "profile: $out" >&2

callgrind_annotate --inclusive=yes "$out" 2>/dev/null | head -n "$(( ${TOP:-40} + 25 ))" | swift demangle --simplified || true
echo
echo "self cost:"
callgrind_annotate "$out" 2>/dev/null | sed -n '/file:function/,$p' | head -n "$(( ${TOP:-40} + 2 ))" | swift demangle --simplified || true
