#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, each in its own scratch path
# (.build-asan, .build-tsan) so the normal .build is untouched. Not part of `make test`.
#
#   scripts/sanitize.sh                 # address, then thread
#   scripts/sanitize.sh address         # one of them
#   SANITIZE_FILTER=Reliability scripts/sanitize.sh   # only tests matching a filter
#
# Logs go to .build-<name>/sanitize.log; the exit status is non-zero if any run failed.
set -uo pipefail
SWIFT="${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}"
sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
filter=()
[ -n "${SANITIZE_FILTER:-}" ] && filter=(--filter "$SANITIZE_FILTER")

status=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) echo "sanitize: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 2 ;;
  esac
  mkdir -p "$scratch"
  log="$scratch/sanitize.log"
  echo "== $sanitizer: building in $scratch (log: $log)"
  if ! "$SWIFT" build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1; then
    echo "sanitize: $sanitizer build failed; see $log" >&2
    tail -20 "$log" >&2
    status=1
    continue
  fi
  echo "== $sanitizer: testing"
  # halt_on_error=1: the first report fails the run; the report itself is in the log.
  if ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}" \
     TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}" \
     "$SWIFT" test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "${filter[@]}" >>"$log" 2>&1; then
    echo "== $sanitizer: clean"
  else
    echo "sanitize: $sanitizer found problems or tests failed; see $log" >&2
    grep -E "ERROR: (Address|Thread)Sanitizer|WARNING: ThreadSanitizer|SUMMARY:|✘|error:" "$log" | head -40 >&2
    status=1
  fi
  tail -3 "$log"
done
exit $status
