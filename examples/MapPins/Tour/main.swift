import ArgumentParser
import ExampleSupport
import MapPinsHeadless
import MapPinsKit
import Tactile

/// `map-pins-tour DIR`: the scripted tour of `make demo` (docs/MAP-PINS.md). It hosts the
/// in-process headless compositor, so it is a separate executable: the shipped `map-pins` links no
/// test support.
struct MapPinsTour: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map-pins-tour",
        abstract: "Play map-pins' scripted tour inside an in-process headless compositor and write a PNG per step.")

    @Argument(help: ArgumentHelp("The directory the PNGs are written to.", valueName: "DIR"))
    var outputDirectory: String

    @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
    var size: WindowSize = WindowSize(width: 800, height: 600)

    @Flag(help: "Print one JSON object per line on stdout for each app event.")
    var trace = false

    func run() throws {
        // ArgumentParser calls run() on the main thread.
        try MainActor.assumeIsolated {
            let points = Size(width: Double(size.width), height: Double(size.height))
            let paths = try HeadlessTour.run(outputDirectory: outputDirectory, size: points, trace: MapTrace(echo: trace))
            for path in paths { print(path) }
        }
    }
}

MapPinsTour.main()
