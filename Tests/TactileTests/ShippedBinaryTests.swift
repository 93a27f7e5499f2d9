import Foundation
import Testing

/// What ships in an app links no test support: the example executables `map-pins`, `kiosk-demo`,
/// `order-kiosk` and `controls-demo` export no `malloc` (the allocation probe is a malloc interposer), do not load
/// libwayland-server, and contain no symbol of `TactileTesting`, `TactileHeadless` or the internal
/// test targets.
///
/// It checks the binaries `swift build --build-tests` put next to the test bundle, a debug build.
/// Which modules an executable links follows from the package graph alone, the same in debug and
/// release; a debug link keeps every object it was given (nothing is dead-stripped), so a test
/// module that crept into the graph shows up here at least as surely as in a release binary.
@Suite struct ShippedBinaryTests {
    /// Substrings no symbol of a shipped binary may contain.
    static let testSupportMarks = [
        "TactileTesting", "TactileHeadless", "HeadlessCompositor", "TactileTestSupport",
        "TactileFuzzKit", "TactileSoakKit", "tactile_allocation_probe", "MapPinsHeadless", "KioskHeadless",
        "OrderHeadless",
    ]

    @Test(arguments: ["map-pins", "controls-demo", "kiosk-demo", "order-kiosk"])
    func shippedExampleLinksNoTestSupport(name: String) throws {
        let binary = try #require(Self.builtBinary(name), "\(name) is not built next to the tests: run `swift build --build-tests`")

        let exported = String(decoding: try Self.run("/usr/bin/nm", ["-D", "--defined-only", binary]), as: UTF8.self)
        let exportedNames = Set(exported.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) })
        for allocator in ["malloc", "free", "calloc", "realloc"] {
            #expect(!exportedNames.contains(allocator), "\(name) exports \(allocator)")
        }

        // Searched as bytes: a debug binary has tens of thousands of symbols.
        let symbols = try Self.run("/usr/bin/nm", ["--defined-only", binary])
        #expect(symbols.count > 10_000, "nm listed too little of \(name) to judge it")
        for mark in Self.testSupportMarks {
            let hit = symbols.range(of: Data(mark.utf8)).map { symbols[$0.lowerBound...].prefix(120) }
            #expect(hit == nil, "\(name) contains test support: \(hit.map { String(decoding: $0, as: UTF8.self) } ?? "")")
        }

        let libraries = String(decoding: try Self.run("/usr/bin/ldd", [binary]), as: UTF8.self)
        #expect(libraries.contains("libwayland-client"), "ldd output does not list the libraries: \(libraries)")
        #expect(!libraries.contains("libwayland-server"), "\(name) loads libwayland-server")
    }

    /// The executable `name` next to the test bundle.
    static func builtBinary(_ name: String) -> String? {
        guard let first = CommandLine.arguments.first else { return nil }
        let path = URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Runs `tool` and returns its standard output; throws when it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let result = try ProgramRun.run(tool, arguments)
        guard result.status == 0 else { throw ToolFailure(tool: tool, status: result.status) }
        return result.stdout
    }

    struct ToolFailure: Error, CustomStringConvertible {
        let tool: String
        let status: Int32
        var description: String { "\(tool) exited with status \(status)" }
    }
}
