#!/usr/bin/env bash
# `make docs`: builds the API reference from the DocC catalogues (Sources/<Target>/<Target>.docc)
# with swift-docc-plugin, one archive per module in .build/docs/<Target>.doccarchive, and fails on
# any DocC warning (an unresolved symbol link, a malformed article).
set -euo pipefail
SWIFT="${SWIFT:-swift}"
OUT="${DOCS_OUT:-.build/docs}"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(Tactile TactileCore TactileKit TactileWayland TactileTesting TactileHeadless)
mkdir -p "$OUT"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
for target in "${targets[@]}"; do
  [ -d "Sources/$target/$target.docc" ] || { echo "docs: no catalogue Sources/$target/$target.docc" >&2; exit 1; }
  if [ -z "$(find "Sources/$target" -name '*.swift' -print -quit)" ]; then
    echo "docs: $target has a catalogue but no sources yet; skipped" >&2
    continue
  fi
  echo "== $target"
  # swift-package itself sometimes dies of a signal (a segfault in its plugin host, seen on 2
  # cores under load); that is the tool, not the catalogue, so such a run is retried, twice at
  # most. Any other failure, and any warning, still fails at once.
  attempt=1
  while :; do
    rc=0
    "$SWIFT" package --allow-writing-to-directory "$OUT" generate-documentation \
      --target "$target" --output-path "$OUT/$target.doccarchive" >"$log" 2>&1 || rc=$?
    [ "$rc" -ge 128 ] && [ "$attempt" -lt 3 ] || break
    echo "   swift-package died of signal $((rc - 128)) (attempt $attempt); retrying" >&2
    attempt=$((attempt + 1))
  done
  if [ "$rc" -ne 0 ]; then
    cat "$log"; echo "docs: $target failed (exit $rc)" >&2; exit 1
  fi
  if grep -E "warning:|error:" "$log"; then
    echo "docs: $target has DocC warnings (above)" >&2
    status=1
  fi
  echo "   $OUT/$target.doccarchive"
done
exit $status
