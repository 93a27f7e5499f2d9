import Foundation
import Testing

/// `tactile-fuzz --wire`'s app selection: a name it does not know is a usage error that says which
/// names it knows, not a silently smaller campaign.
@Suite struct WireFuzzOptionsTests {
    @Test(arguments: ["kiosk", "map-pins,mappins"])
    func anUnknownAppIsAUsageError(apps: String) throws {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = directory.appendingPathComponent("tactile-fuzz")
        process.arguments = ["--wire", "--apps", apps, "--sequences", "1"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(text.contains("unknown app") && text.contains("map-pins, controls-demo, kiosk-demo"), "\(text)")
    }
}
