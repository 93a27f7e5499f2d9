// swift-tools-version:6.1
import PackageDescription

/// A small app outside Tactile's own targets, built the way an app author builds one:
/// `scripts/check-app-fixture.sh` copies it beside a link named `tactile` to the checkout, builds it
/// with `scripts/release.sh --package-path`, checks the binary's size and libraries, and runs its
/// end-to-end test.
let package = Package(
    name: "SmallApp",
    dependencies: [
        .package(path: "../tactile"),
    ],
    targets: [
        // The app as a library (its test drives it in-process) with its pictures in `Assets`.
        .target(
            name: "SmallAppKit",
            dependencies: [.product(name: "Tactile", package: "tactile")],
            exclude: ["Assets"],
            plugins: [.plugin(name: "EmbedAssets", package: "tactile")]),
        .executableTarget(name: "small-app", dependencies: ["SmallAppKit"]),
        .testTarget(
            name: "SmallAppTests",
            dependencies: [
                "SmallAppKit",
                .product(name: "TactileTesting", package: "tactile"),
                .product(name: "TactileHeadless", package: "tactile"),
            ]),
    ]
)
