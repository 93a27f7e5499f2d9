#!/usr/bin/env bash
# Fuzzes the recording parser (docs/RECORDING.md) with libFuzzer under AddressSanitizer.
# Usage: scripts/fuzz-recording.sh [SECONDS]   (default 60; the corpus grows in .build-fuzz/corpus)
# Any crash leaves its input in .build-fuzz/ (crash-*) and the script exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
SECONDS_TO_RUN=${1:-60}
OUT=.build-fuzz
mkdir -p "$OUT/corpus"
cp Tests/TactileCoreTests/Recording/Fixtures/*.jsonl "$OUT/corpus/" 2>/dev/null || true

# The parser and the value types it builds; nothing else of TactileCore is needed.
SOURCES=(
  Sources/TactileCore/Geometry/Point.swift
  Sources/TactileCore/Geometry/Size.swift
  Sources/TactileCore/Recording/JSONLine.swift
  Sources/TactileCore/Recording/RecordingError.swift
  Sources/TactileCore/Recording/RecordedInput.swift
  Sources/TactileCore/Recording/RecordingLineDecoder.swift
  Sources/TactileCore/Recording/RecordingLineEncoder.swift
  Sources/TactileCore/Recording/InputRecording.swift
  Sources/TactileCore/Recording/PrivateRecordingFile.swift
  scripts/fuzz/RecordingParserFuzzTarget.swift
)
"$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -g -module-name TactileCore \
  "${SOURCES[@]}" -o "$OUT/recording-fuzzer"
cd "$OUT"
ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 ./recording-fuzzer -max_total_time="$SECONDS_TO_RUN" \
  -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 corpus
