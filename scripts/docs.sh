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
  if ! "$SWIFT" package --allow-writing-to-directory "$OUT" generate-documentation \
      --target "$target" --output-path "$OUT/$target.doccarchive" >"$log" 2>&1; then
    cat "$log"; echo "docs: $target failed" >&2; exit 1
  fi
  if grep -E "warning:|error:" "$log"; then
    echo "docs: $target has DocC warnings (above)" >&2
    status=1
  fi
  echo "   $OUT/$target.doccarchive"
done
exit $status
