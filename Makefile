# Tactile — the two commands a newcomer needs: `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
DEB_PACKAGES := libwayland-dev libxkbcommon-dev xkb-data libx11-data libpixman-1-dev wayland-protocols weston pkg-config libfreetype-dev libharfbuzz-dev libfontconfig-dev libfribidi-dev libunibreak-dev fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji libpng-dev libjpeg62-turbo-dev libspeechd-dev speech-dispatcher espeak-ng cage sway xwayland libsystemd-dev python3-pyatspi at-spi2-core dbus
SWIFT_TEST_FLAGS ?=

.PHONY: deps build test bench demo fuzz fuzz-images fuzz-wire soak sanitize release check-app hot-functions docs clean

## deps: install the Debian packages Tactile builds against, if any are missing.
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  if [ "$$(id -u)" != 0 ]; then SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

# SwiftPM prints "Compiling plugin NAME" for every plugin in the graph on every build, compiled or
# not; this drops those lines (pipefail keeps swift's exit status, `|| true` grep's empty output).
QUIET_PLUGINS = 2>&1 | { grep --line-buffered -v '^\[[0-9]*/[0-9]*\] Compiling plugin ' || true; }

## build: compile every target.
build: deps
	set -o pipefail; $(SWIFT) build --build-tests $(QUIET_PLUGINS)

## test: install, build and run every test.
test: deps
	set -o pipefail; $(SWIFT) build --build-tests $(QUIET_PLUGINS)
	$(SWIFT) test --skip-build $(SWIFT_TEST_FLAGS)
	$(SWIFT) run --skip-build tactile-bench --smoke

## bench: every benchmark in release mode, the apps as shipped (`make release`, into dist/); figures to Benchmarks/results/<date>.json (docs/BENCHMARKS.md). BENCH_FLAGS adds options.
bench: deps
	$(SWIFT) build -c release --product tactile-bench
	SWIFT=$(SWIFT) scripts/release.sh map-pins kiosk-demo order-kiosk
	$(SWIFT) run -c release --skip-build tactile-bench --apps dist $(BENCH_FLAGS)

## demo: open map-pins on $WAYLAND_DISPLAY, or play its headless tour (map-pins-tour) into demo-out/ (scripts/demo.sh).
demo: deps
	SWIFT=$(SWIFT) ./scripts/demo.sh

## fuzz: one million random touch streams with a random (printed) seed, then the recording parser under libFuzzer + ASan for FUZZ_RECORDING_SECONDS; FUZZ_FLAGS adds options.
FUZZ_STREAMS ?= 1000000
FUZZ_RECORDING_SECONDS ?= 60
fuzz: deps
	$(SWIFT) build -c release --product tactile-fuzz
	$(SWIFT) run -c release --skip-build tactile-fuzz --streams $(FUZZ_STREAMS) $(FUZZ_FLAGS)
	SWIFTC=$(dir $(SWIFT))swiftc scripts/fuzz-recording.sh $(FUZZ_RECORDING_SECONDS)

## fuzz-images: the PNG and JPEG decoders under libFuzzer + ASan with the apps' caps, for FUZZ_IMAGE_SECONDS (scripts/fuzz-images.sh).
FUZZ_IMAGE_SECONDS ?= 60
fuzz-images: deps
	scripts/fuzz-images.sh $(FUZZ_IMAGE_SECONDS)

## fuzz-wire: a hostile compositor against map-pins, controls-demo and kiosk-demo in child processes, 100,000 sequences with a random (printed) seed, shared by WIRE_JOBS processes; WIRE_FLAGS adds options (--seed S, --apps map-pins).
WIRE_SEQUENCES ?= 100000
WIRE_JOBS ?= 4
fuzz-wire: deps
	$(SWIFT) build -c release --product map-pins
	$(SWIFT) build -c release --product controls-demo
	$(SWIFT) build -c release --product kiosk-demo
	$(SWIFT) build -c release --product tactile-fuzz
	$(SWIFT) run -c release --skip-build tactile-fuzz --wire --sequences $(WIRE_SEQUENCES) --jobs $(WIRE_JOBS) $(WIRE_FLAGS)

## soak: ten million touch events into a map-pins-like window; fails if RSS or open fds grow. SOAK_FLAGS adds options.
SOAK_EVENTS ?= 10000000
soak: deps
	$(SWIFT) build -c release --product tactile-soak
	$(SWIFT) run -c release --skip-build tactile-soak --events $(SOAK_EVENTS) $(SOAK_FLAGS)

## sanitize: the test suite under AddressSanitizer and ThreadSanitizer (.build-asan, .build-tsan); slow, not part of `make test`.
sanitize: deps
	SWIFT=$(SWIFT) scripts/sanitize.sh $(SANITIZERS)

## release: static, stripped release binaries of RELEASE_PRODUCTS in dist/, their size and ldd, and a run with no Swift toolchain (scripts/release.sh).
RELEASE_PRODUCTS ?= map-pins controls-demo kiosk-demo order-kiosk
release: deps
	SWIFT=$(SWIFT) scripts/release.sh $(RELEASE_PRODUCTS)

## check-app: build Tests/Fixtures/SmallApp, an app package depending on Tactile by path, with `scripts/release.sh --package-path` (size, ldd against README's run list, its end-to-end test; scripts/check-app-fixture.sh).
check-app: deps
	SWIFT=$(SWIFT) scripts/check-app-fixture.sh

## hot-functions: rewrite scripts/hot-functions.txt, the functions `make release` lays out first, from map-pins under callgrind (installs valgrind if missing).
hot-functions: deps
	@$(MAKE) --no-print-directory deps DEB_PACKAGES=valgrind
	SWIFT=$(SWIFT) scripts/hot-functions.sh

## docs: the API reference (DocC catalogues in Sources/*/*.docc) into .build/docs/; fails on any DocC warning (scripts/docs.sh).
DOC_TARGETS ?= Tactile TactileCore TactileKit TactileWayland TactileTesting TactileHeadless
docs: deps
	SWIFT=$(SWIFT) scripts/docs.sh $(DOC_TARGETS)

clean:
	rm -rf .build .build-release .build-fuzz .build-fixture demo-out dist
