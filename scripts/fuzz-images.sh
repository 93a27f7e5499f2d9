#!/usr/bin/env bash
# Fuzzes the PNG and JPEG decoders (Sources/CTactileImageCodec) with libFuzzer under AddressSanitizer,
# with the caps apps run with (docs/RELIABILITY.md, "Image fuzzing").
# Usage: scripts/fuzz-images.sh [SECONDS]   (default 60; the corpus grows in .build-fuzz/image-corpus)
# A crash, an ASan report, a leak, 2 GiB of RSS or an input running past FUZZ_IMAGE_TIMEOUT seconds
# (default 60: a wall-clock hang detector that tolerates a loaded machine) leaves its input in .build-fuzz/ and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
CLANG=${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}
[ -x "$CLANG" ] || CLANG=/opt/swift/usr/bin/clang
SECONDS_TO_RUN=${1:-60}
OUT=.build-fuzz
mkdir -p "$OUT/image-corpus"
LIBS="$(pkg-config --libs libpng) -ljpeg -lz -lm"
CODEC=(Sources/CTactileImageCodec/codec.c Sources/CTactileImageCodec/png_codec.c Sources/CTactileImageCodec/jpeg_codec.c)

# The seed corpus: written by the test fixtures' PNG and JPEG writers (no committed binaries).
"$CLANG" -O1 -ISources/CTactileImageFixtures/include Sources/CTactileImageFixtures/fixtures.c \
  scripts/fuzz/make_image_corpus.c $LIBS -o "$OUT/make-image-corpus"
"$OUT/make-image-corpus" "$OUT/image-corpus"
python3 scripts/fixtures/ztxt-bomb-png.py "$OUT/image-corpus/ztxt-bomb.png" 4 65536

"$CLANG" -fsanitize=fuzzer,address -O1 -g -ISources/CTactileImageCodec/include -ISources/CTactileImageCodec \
  "${CODEC[@]}" scripts/fuzz/image_fuzz_target.c $LIBS -o "$OUT/image-fuzzer"
cd "$OUT"
ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 ./image-fuzzer -max_total_time="$SECONDS_TO_RUN" \
  -max_len=262144 -timeout="${FUZZ_IMAGE_TIMEOUT:-60}" -rss_limit_mb=2048 -print_final_stats=1 image-corpus
