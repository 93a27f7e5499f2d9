import Testing
import WaylandScannerKit

/// Truncated or corrupted protocol files never crash the scanner: they produce `file:line:` diagnostics.
@Suite("Robustness")
struct RobustnessTests {
    static let wayland: String = {
        let folder = FixturePaths.directory.split(separator: "/").dropLast(3).joined(separator: "/")
        return readText("/" + folder + "/protocols/wayland.xml") ?? ""
    }()

    @Test(arguments: [0, 1, 7, 100, 1_000, 5_000, 10_000, 20_000, 40_000])
    func truncatedFileIsDiagnosed(length: Int) throws {
        let text = String(Self.wayland.utf8.prefix(length)) ?? ""
        #expect(!Self.wayland.isEmpty)
        #expect(throws: ScannerFailure.self) {
            try Scanner.generate(inputs: [("wayland.xml", text)], side: .client)
        }
        do {
            _ = try Scanner.generate(inputs: [("wayland.xml", text)], side: .client)
        } catch {
            #expect(!error.diagnostics.isEmpty)
            #expect(error.diagnostics.allSatisfy { $0.file == "wayland.xml" && $0.line >= 1 })
        }
    }

    @Test func everyByteReplacedByAnAngleBracketNeverCrashes() {
        let bytes = Array(Self.wayland.utf8.prefix(3_000))
        var failures = 0
        for index in stride(from: 0, to: bytes.count, by: 37) {
            var corrupted = bytes
            corrupted[index] = UInt8(ascii: "<")
            let text = String(decoding: corrupted, as: UTF8.self)
            do {
                _ = try Scanner.generate(inputs: [("w.xml", text)], side: .server)
            } catch {
                failures += 1
                #expect(!error.diagnostics.isEmpty)
            }
        }
        #expect(failures > 0)
    }

    @Test func deepNestingIsRejected() {
        let xml = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        do {
            _ = try Scanner.generate(inputs: [("deep.xml", xml)], side: .client)
            Issue.record("deeply nested XML was accepted")
        } catch {
            #expect(error.description == "deep.xml:1: malformed XML: elements nested deeper than 64 levels")
        }
    }

    @Test func realProtocolsGenerateForBothSides() throws {
        #expect(!Self.wayland.isEmpty)
        for side in Side.allCases {
            let files = try Scanner.generate(inputs: [("wayland.xml", Self.wayland)], side: side)
            #expect(files.count == 2)
            #expect(files[0].contents.contains(side == .client ? "public final class WlSurface: Proxy" : "public final class WlSurfaceResource: Resource"))
        }
    }
}
