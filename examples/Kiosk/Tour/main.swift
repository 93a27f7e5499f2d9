import ArgumentParser
import ExampleSupport
import KioskHeadless
import KioskKit
import Tactile

/// `kiosk-demo-tour DIR`: kiosk-demo's scripted tour (docs/KIOSK-DEMO.md), also what
/// `kiosk-demo --headless-tour DIR` runs. It hosts the in-process headless compositor, so it is a
/// separate executable: the shipped `kiosk-demo` links no test support.
struct KioskDemoTour: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-demo-tour",
        abstract: "Play kiosk-demo's scripted tour inside an in-process headless compositor and write a PNG per step.")

    @Argument(help: ArgumentHelp("The directory the PNGs are written to.", valueName: "DIR"))
    var outputDirectory: String

    @Option(help: ArgumentHelp("Window size in points (the portrait steps swap its sides).", valueName: "WxH"))
    var size: WindowSize = WindowSize(width: 1280, height: 800)

    @Flag(help: "Print one JSON object per line on stdout for each app event.")
    var trace = false

    func run() throws {
        // ArgumentParser calls run() on the main thread.
        try MainActor.assumeIsolated {
            let points = Size(width: Double(size.width), height: Double(size.height))
            let paths = try KioskTour.run(outputDirectory: outputDirectory, size: points, trace: KioskTrace(echo: trace))
            for path in paths { print(path) }
        }
    }
}

KioskDemoTour.main()
