// swift-tools-version:6.1
import PackageDescription

/// Tactile: UIKit's touch model for Swift apps on Wayland.
///
/// Layers, bottom up (see README.md):
/// - `WaylandScanner` turns `protocols/*.xml` into Swift at build time (plugin `WaylandBindings`).
/// - `WaylandClient` / `WaylandServer`: the generated bindings plus a small runtime over libwayland.
/// - `TactileCore`: views, touches, gesture recognizers, drawing. No Wayland.
/// - `TactileKit`: the widget set (controls, text, images, text entry). `TactileCore` only, no Wayland.
/// - `TactileWayland`: the Wayland platform an app runs on (event loop, windows, input, services).
/// - `TactileSpeech`: speech-dispatcher output for the built-in screen reader (`TactileCore` only).
/// - `TactileATSPI`: the accessibility tree on the AT-SPI2 bus for Orca, through sd-bus (`TactileCore` only).
/// - `Tactile`: the umbrella apps import; re-exports the five above.
/// - `TactileTesting`: `ManualClock`, `TouchDriver` for an app's unit tests (`TactileCore` only).
/// - `TactileHeadless`: the in-process `HeadlessCompositor` and `HeadlessHarness` for an app's
///   end-to-end tests.
///
/// What ships in an app links no test support: the examples' executables depend on `Tactile` only.
/// The fuzzer, the soak run, the allocation probe (a malloc interposer) and the tests' PNG decoder
/// are internal targets used by `tactile-fuzz`, `tactile-soak`, `tactile-bench` and the tests.
let package = Package(
    name: "Tactile",
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileCore", targets: ["TactileCore"]),
        .library(name: "TactileKit", targets: ["TactileKit"]),
        .library(name: "TactileWayland", targets: ["TactileWayland"]),
        .library(name: "TactileSpeech", targets: ["TactileSpeech"]),
        .library(name: "TactileATSPI", targets: ["TactileATSPI"]),
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        .library(name: "TactileHeadless", targets: ["TactileHeadless"]),
        .library(name: "WaylandClient", targets: ["WaylandClient"]),
        .library(name: "WaylandServer", targets: ["WaylandServer"]),
        .executable(name: "controls-demo", targets: ["controls-demo"]),
        .executable(name: "list-demo", targets: ["list-demo"]),
        .executable(name: "map-pins", targets: ["map-pins"]),
        .executable(name: "map-pins-tour", targets: ["map-pins-tour"]),
        .executable(name: "kiosk-demo", targets: ["kiosk-demo"]),
        .executable(name: "kiosk-demo-tour", targets: ["kiosk-demo-tour"]),
        .executable(name: "order-kiosk", targets: ["order-kiosk"]),
        .executable(name: "wayland-swift-scanner", targets: ["wayland-swift-scanner"]),
        .executable(name: "tactile-fuzz", targets: ["tactile-fuzz"]),
        .executable(name: "tactile-soak", targets: ["tactile-soak"]),
        .executable(name: "tactile-bench", targets: ["tactile-bench"]),
        .executable(name: "tactile-trace", targets: ["tactile-trace"]),
        .plugin(name: "WaylandBindings", targets: ["WaylandBindings"]),
        // Builds an app target's `Assets` folder into its binary for `Image(named:)`.
        .plugin(name: "EmbedAssets", targets: ["EmbedAssets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // `make docs`: builds the DocC catalogues (Sources/*/*.docc). A plugin only, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // System libraries, found through pkg-config.
        .systemLibrary(name: "CWaylandClient", pkgConfig: "wayland-client",
                       providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(name: "CWaylandServer", pkgConfig: "wayland-server",
                       providers: [.apt(["libwayland-dev"])]),
        // Header-only: the wayland-util.h types both libwayland halves share.
        .systemLibrary(name: "CWaylandUtil"),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon",
                       providers: [.apt(["libxkbcommon-dev"])]),
        // Text: glyph rasterization, shaping and font lookup (Label).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        // Text: the Unicode bidi algorithm (UAX #9) and line breaking (UAX #14).
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak",
                       providers: [.apt(["libunibreak-dev"])]),
        // Speech for the built-in screen reader (TactileSpeech).
        .systemLibrary(name: "CSpeechd", pkgConfig: "speech-dispatcher",
                       providers: [.apt(["libspeechd-dev"])]),
        // D-Bus (sd-bus from libsystemd) for the AT-SPI2 bridge (TactileATSPI).
        .systemLibrary(name: "CSystemdBus", pkgConfig: "libsystemd",
                       providers: [.apt(["libsystemd-dev"])]),
        // Images: PNG (both directions) and JPEG, behind a C shim that keeps setjmp out of Swift.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(name: "CTactileImageCodec", dependencies: ["CPNG", "CJPEG"]),
        // The last-resort typeface (a DejaVu Sans subset), embedded with C23 #embed.
        .target(name: "CTactileFontData", exclude: ["LastResortSans.ttf", "LastResortSansBold.ttf", "FONT-LICENSE"]),
        // Test and benchmark support: writes PNG/JPEG fixtures of every kind.
        .target(name: "CTactileImageFixtures", dependencies: ["CPNG", "CJPEG"]),

        // The scanner: a library (parse, validate, generate) and a thin CLI over it.
        .target(name: "WaylandScannerKit"),
        .executableTarget(
            name: "wayland-swift-scanner",
            dependencies: [
                "WaylandScannerKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/WaylandScanner"),
        .plugin(name: "WaylandBindings", capability: .buildTool(), dependencies: [.target(name: "wayland-swift-scanner")]),

        // Pictures into the binary: the checks and the source writer, a thin CLI, and the plugin
        // running it over a target's `Assets` folder.
        .target(name: "AssetEmbedding"),
        .executableTarget(
            name: "tactile-embed-assets",
            dependencies: ["AssetEmbedding", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/EmbedAssetsTool"),
        .plugin(name: "EmbedAssets", capability: .buildTool(), dependencies: [.target(name: "tactile-embed-assets")]),

        // Protocol runtimes with generated bindings; WaylandCommon holds what both share.
        .target(name: "WaylandCommon", dependencies: ["CWaylandUtil", "CSharedMemory"]),
        // The one anonymous shared-memory file (memfd, sealed) behind every wl_shm pool and keymap.
        .target(name: "CSharedMemory"),
        .target(name: "CWaylandServerShim", dependencies: ["CWaylandServer"]),
        // Tiny C helpers for the platform layer: main-queue integration, libxkbcommon's log messages.
        .target(name: "CTactilePlatform", dependencies: ["CXKBCommon"]),
        .target(
            name: "WaylandClient",
            dependencies: ["CWaylandClient", "WaylandCommon", .product(name: "Logging", package: "swift-log")],
            plugins: ["WaylandBindings"]),
        .target(
            name: "WaylandServer",
            dependencies: [
                "CWaylandServer", "CWaylandServerShim", "WaylandCommon",
                .product(name: "Logging", package: "swift-log"),
            ],
            plugins: ["WaylandBindings"]),

        // The toolkit.
        // The engine: geometry, views, touches, recognizers, layout, animation, drawing. No Wayland.
        .target(
            name: "TactileCore",
            dependencies: [
                "CPixman",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The widget set: controls, text, images, text entry. TactileCore only: no Wayland import
        // (`WidgetModuleBoundaryTests` checks).
        .target(
            name: "TactileKit",
            dependencies: [
                "TactileCore", "CPixman", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CUnibreak", "CTactileImageCodec",
                "CTactileFontData", .product(name: "Logging", package: "swift-log"),
            ]),
        // Speech through speech-dispatcher, the screen reader's default output. No Wayland.
        .target(
            name: "TactileSpeech",
            dependencies: ["TactileCore", "CSpeechd", .product(name: "Logging", package: "swift-log")]),
        // The accessibility tree on the AT-SPI2 bus, for Orca (docs/ACCESSIBILITY.md). No Wayland.
        .target(
            name: "TactileATSPI",
            dependencies: ["TactileCore", "CSystemdBus", .product(name: "Logging", package: "swift-log")]),
        // The Wayland platform an app runs on: event loop, windows, buffers, surfaces, input, services.
        .target(
            name: "TactileWayland",
            dependencies: [
                "TactileCore", "TactileKit", "TactileSpeech", "TactileATSPI", "WaylandClient", "CXKBCommon", "CTactilePlatform", "CPixman",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The umbrella apps import: re-exports the five above.
        .target(name: "Tactile", dependencies: ["TactileCore", "TactileKit", "TactileSpeech", "TactileATSPI", "TactileWayland"]),

        // Test support an app may use (products).
        .target(name: "TactileTesting", dependencies: ["TactileCore"]),
        .target(
            name: "TactileHeadless",
            dependencies: ["TactileCore", "Tactile", "TactileTesting", "WaylandServer", "WaylandClient", "CXKBCommon", "CWaylandServer", "CWaylandUtil"]),

        // Internal test support: never a product, never linked into an example's executable.
        // Counts the Swift runtime's heap allocations for `AllocationCounter` (a malloc interposer).
        .target(name: "CAllocationProbe"),
        // `AllocationCounter`, the tests' PNG decoder and image fixtures, a Unix socket probe for real compositors.
        .target(name: "TactileTestSupport", dependencies: ["TactileCore", "TactileKit", "TactileTesting", "CAllocationProbe", "CTactileImageFixtures"]),
        .target(
            name: "TactileFuzzKit",
            dependencies: ["TactileCore", "TactileKit", "TactileTesting", "TactileHeadless", "TactileTestSupport", "WaylandClient", "WaylandServer"]),
        .target(name: "TactileSoakKit", dependencies: ["TactileCore", "TactileTesting", "TactileFuzzKit"]),
        .executableTarget(
            name: "tactile-fuzz",
            dependencies: [
                "TactileCore", "TactileTesting", "TactileFuzzKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TactileFuzz"),
        .executableTarget(
            name: "tactile-soak",
            dependencies: [
                "TactileCore", "TactileTesting", "TactileSoakKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TactileSoak"),

        // Arbitration logs and recordings as pictures (docs/GESTURE-FRONTIER.md).
        .target(name: "TactileTraceKit", dependencies: ["Tactile", "TactileCore"]),
        .executableTarget(
            name: "tactile-trace",
            dependencies: [
                "TactileTraceKit", "TactileCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TactileTrace"),

        // The ten-line example app of docs/PLATFORM.md.
        .executableTarget(name: "tactile-hello", dependencies: ["Tactile"], path: "examples/Hello"),
        // Every control (docs/CONTROLS.md).
        .executableTarget(
            name: "controls-demo",
            dependencies: ["Tactile", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "examples/Controls"),
        // A 10,000-row menu in a CollectionView list; the Tactile side of the GTK 4 list comparison.
        .target(name: "ListDemoKit", dependencies: ["Tactile"], path: "examples/ListDemo/ListDemoKit"),
        .executableTarget(
            name: "list-demo",
            dependencies: ["Tactile", "ListDemoKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "examples/ListDemo/Main"),
        // The flagship example (docs/MAP-PINS.md): the app as a library (tests drive it in-process)
        // and a thin executable; the scripted headless tour of `make demo` is a separate executable,
        // so `map-pins` links no test support.
        // What both larger examples parse from their command lines.
        .target(
            name: "ExampleSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "examples/Support"),
        .target(
            name: "MapPinsKit",
            dependencies: [
                "Tactile", "ExampleSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "examples/MapPins/MapPinsKit"),
        .executableTarget(name: "map-pins", dependencies: ["MapPinsKit"], path: "examples/MapPins/Main"),
        // What both examples' headless tours share (never linked into a shipped binary).
        .target(name: "TourSupport", dependencies: ["TactileHeadless"], path: "examples/TourSupport"),
        .target(
            name: "MapPinsHeadless",
            dependencies: ["MapPinsKit", "Tactile", "TactileTesting", "TactileHeadless", "TourSupport"],
            path: "examples/MapPins/Headless"),
        .executableTarget(
            name: "map-pins-tour",
            dependencies: [
                "MapPinsHeadless", "MapPinsKit", "Tactile", "ExampleSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "examples/MapPins/Tour"),

        // The second example (docs/KIOSK-DEMO.md), laid out as map-pins: the app as a library, a thin
        // executable, and the headless tour apart. Its pictures are built into the binary
        // (KioskKit/Assets, through EmbedAssets), so the app ships as one file.
        .target(
            name: "KioskKit",
            dependencies: [
                "Tactile", "ExampleSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "examples/Kiosk/KioskKit",
            exclude: ["Assets"],
            plugins: ["EmbedAssets"]),
        .executableTarget(name: "kiosk-demo", dependencies: ["KioskKit"], path: "examples/Kiosk/Main"),
        .target(
            name: "KioskHeadless",
            dependencies: ["KioskKit", "Tactile", "TactileTesting", "TactileHeadless", "TourSupport"],
            path: "examples/Kiosk/Headless"),
        .executableTarget(
            name: "kiosk-demo-tour",
            dependencies: [
                "KioskHeadless", "KioskKit", "Tactile", "ExampleSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "examples/Kiosk/Tour"),

        // The ordering terminal (issue 40), laid out as kiosk-demo: the app as a library with its menu
        // pictures built in (OrderKit/Assets), a thin executable, and a headless session for the tests.
        .target(
            name: "OrderKit",
            dependencies: [
                "Tactile", "ExampleSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "examples/Order/OrderKit",
            exclude: ["Assets"],
            plugins: ["EmbedAssets"]),
        .executableTarget(name: "order-kiosk", dependencies: ["OrderKit"], path: "examples/Order/Main"),
        .target(
            name: "OrderHeadless",
            dependencies: ["OrderKit", "Tactile", "TactileTesting", "TactileHeadless", "TourSupport"],
            path: "examples/Order/Headless"),

        // The benchmark suite (`make bench`, docs/BENCHMARKS.md); CBenchPeers holds its C peers (libwayland,
        // libpng, libjpeg-turbo).
        .target(name: "CBenchPeers", dependencies: ["CPNG", "CJPEG"], path: "Benchmarks/CBenchPeers",
                linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("wayland-server")]),
        .executableTarget(
            name: "tactile-bench",
            dependencies: [
                "Tactile", "TactileCore", "TactileTesting", "TactileHeadless", "TactileTestSupport", "TactileFuzzKit", "TactileSoakKit",
                "MapPinsKit", "MapPinsHeadless", "ListDemoKit", "KioskKit", "KioskHeadless", "WaylandClient", "WaylandServer", "CBenchPeers",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/TactileBench"),

        // Tests.
        .testTarget(name: "WaylandScannerTests", dependencies: ["WaylandScannerKit"], exclude: ["Fixtures"]),
        .testTarget(name: "AssetEmbeddingTests", dependencies: ["AssetEmbedding"]),
        .testTarget(
            name: "WaylandTests",
            dependencies: ["WaylandClient", "WaylandServer", "TactileTesting", "TactileHeadless", "TactileTestSupport", "TactileFuzzKit"]),
        .testTarget(
            name: "TactileCoreTests",
            dependencies: ["TactileCore", "TactileTesting", "TactileTestSupport", "TactileFuzzKit", "TactileSoakKit"],
            exclude: ["Recording/Fixtures"]),
        // The widget set's own tests: no compositor.
        .testTarget(
            name: "TactileKitTests",
            dependencies: [
                "TactileKit", "TactileCore", "TactileTesting", "TactileTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TactileTests",
            dependencies: [
                "Tactile", "TactileTesting", "TactileHeadless", "TactileTestSupport", "TactileFuzzKit", "MapPinsKit", "MapPinsHeadless",
                "TactileTraceKit", "KioskKit", "KioskHeadless", "OrderKit", "OrderHeadless", "ExampleSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
    ]
)
