import ArgumentParser
import Foundation
import TactileCore
import TactileTraceKit

/// `tactile-trace`: an arbitration log and/or an input recording as a picture (docs/GESTURE-FRONTIER.md).
@main
struct TactileTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-trace",
        abstract: "Draw gesture arbitration over time: one lane per touch and per recognizer.")

    @Option(name: .customLong("log"), help: "An arbitration log (ArbitrationLog.text).")
    var logPath: String?

    @Option(name: .customLong("recording"), help: "An input recording (.jsonl): its touches get lanes.")
    var recordingPath: String?

    @Option(name: .shortAndLong, help: "Where to write the picture.")
    var output: String

    @Option(help: "png (default, drawn by the toolkit) or svg.")
    var format: String = "png"

    @Option(help: "Picture width in points.")
    var width: Double = 1400

    func validate() throws {
        guard logPath != nil || recordingPath != nil else { throw ValidationError("give --log, --recording or both") }
        guard ["png", "svg"].contains(format) else { throw ValidationError("--format must be png or svg, not '\(format)'") }
        guard width.isFinite, (300...20_000).contains(width) else { throw ValidationError("--width must be 300…20000") }
    }

    @MainActor
    func run() async throws {
        var events = TraceEvents()
        if let logPath {
            guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else {
                throw TraceError.unreadable(logPath, "no such UTF-8 file")
            }
            try events.add(arbitrationLog: text)
        }
        if let recordingPath { events.add(recording: try InputRecording(contentsOfFile: recordingPath)) }
        let drawing = TraceDrawing(events: events, width: width)
        let bytes: [UInt8] = format == "svg" ? Array(TraceSVG.render(drawing).utf8) : TracePNG.render(drawing)
        guard FileManager.default.createFile(atPath: output, contents: Data(bytes)) else {
            throw TraceError.unreadable(output, "cannot write")
        }
        print("tactile-trace: wrote \(output) (\(Int(drawing.size.width))×\(Int(drawing.size.height)))")
    }
}
