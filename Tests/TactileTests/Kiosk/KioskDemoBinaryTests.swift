import Foundation
import Testing

/// The built `kiosk-demo` as a user runs it: `--headless-tour DIR` hands over to `kiosk-demo-tour`
/// beside it and writes the tour's PNGs; a bad flag exits 64 with a usage line.
@Suite struct KioskDemoBinaryTests {
    @Test func headlessTourWritesItsPictures() throws {
        let binary = try #require(KioskApp.kioskDemo.path, "kiosk-demo is not built next to the tests: run `swift build --build-tests`")
        let directory = NSTemporaryDirectory() + "kiosk-tour-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = try? FileManager.default.removeItem(atPath: directory) }
        let result = try Self.run(binary, ["--headless-tour", directory, "--size", "480x300"])
        #expect(result.status == 0, "kiosk-demo --headless-tour exited \(result.status): \(result.stderr)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }
        #expect(pictures.count == 11, "\(pictures)")
        #expect(result.stdout.split(separator: "\n").count == 11, "one path per picture: \(result.stdout)")
    }

    @Test(arguments: [["--size", "0x10"], ["--idle", "-5"], ["--no-such-flag"]])
    func badFlagsExit64WithAUsageLine(arguments: [String]) throws {
        let binary = try #require(KioskApp.kioskDemo.path, "kiosk-demo is not built next to the tests: run `swift build --build-tests`")
        let result = try Self.run(binary, arguments)
        #expect(result.status == 64, "\(arguments): status \(result.status)")
        #expect(result.stderr.contains("Usage: kiosk-demo"), "\(arguments): \(result.stderr)")
    }

    /// Runs `binary` without a Wayland display; returns its status and output.
    static func run(_ binary: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = "tactile-no-such-display"
        let result = try ProgramRun.run(binary, arguments, environment: environment)
        return (result.status, String(decoding: result.stdout, as: UTF8.self), result.stderr)
    }
}
