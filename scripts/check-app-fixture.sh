#!/usr/bin/env bash
# Builds Tests/Fixtures/SmallApp, a small app package outside Tactile's own targets, as an app
# author would, and checks what comes out:
#   - its picture (SmallAppKit/Assets) goes through the EmbedAssets plugin and Image(named:);
#   - scripts/release.sh --package-path builds `small-app` static and stripped (its checks: system
#     libraries only, no toolchain RPATH, no ICU, starts and fails cleanly without a display),
#     at most FIXTURE_MAX_MB (default 20) MB (18.3 MB today, of which about 4 MB is FoundationEssentials with
#     _FoundationCollections and _RegexParser, linked for the Decimal and Date of Localization's API);
#   - scripts/check-run-packages.sh: every library the binary loads comes from README's run list;
#   - the fixture's end-to-end test (a HeadlessHarness) passes, in a debug build of its own: the
#     release build's static runtime cannot host Swift Testing, which has no static library.
# The fixture depends on `../tactile`: it is copied into FIXTURE_STAGE (default .build-fixture/)
# beside a link named `tactile` to this checkout. Prints the time it took.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export SWIFT="${SWIFT:-swift}"
stage="${FIXTURE_STAGE:-$root/.build-fixture}"
max_mb="${FIXTURE_MAX_MB:-20}"
started=$(date +%s)

mkdir -p "$stage/SmallApp"
ln -sfn "$root" "$stage/tactile"
# Copied with their times kept, so an unchanged file does not rebuild; build products stay.
rm -rf "$stage/SmallApp/Package.swift" "$stage/SmallApp/Sources" "$stage/SmallApp/Tests"
cp -a "$root/Tests/Fixtures/SmallApp/Package.swift" "$root/Tests/Fixtures/SmallApp/Sources" \
  "$root/Tests/Fixtures/SmallApp/Tests" "$stage/SmallApp/"

"$root/scripts/release.sh" --package-path "$stage/SmallApp" --max-size "$max_mb" small-app
"$root/scripts/check-run-packages.sh" "$stage/SmallApp/dist/small-app"
released=$(date +%s)
"$SWIFT" build --package-path "$stage/SmallApp" --build-tests
"$SWIFT" test --package-path "$stage/SmallApp" --skip-build
echo "check-app-fixture: release build and checks $(( released - started )) s," \
  "debug build and test $(( $(date +%s) - released )) s"
