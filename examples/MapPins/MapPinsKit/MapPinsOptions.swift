import ArgumentParser
import ExampleSupport
import Tactile

/// `map-pins`' command line.
public struct MapPinsOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "map-pins",
        abstract: "A procedurally drawn map with draggable pins (the Tactile flagship example).")

    /// The window size in points.
    @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
    public var size: WindowSize = WindowSize(width: 800, height: 600)

    /// Ask for a fullscreen window.
    @Flag(help: "Ask the compositor for a fullscreen window.")
    public var fullscreen = false

    /// Pins at window coordinates at start (ids 0, 1, 2… in order).
    @Option(name: .customLong("pin"), help: ArgumentHelp("A pin at window point X,Y at start (repeatable; replaces the default pins).", valueName: "X,Y"))
    public var pins: [PinSpec] = []

    /// Show the live touch overlay.
    @Flag(help: "Show a circle under every finger (the live touch overlay).")
    public var overlay = false

    /// Print trace events as JSON lines on stdout.
    @Flag(help: "Print one JSON object per line on stdout for each app event.")
    public var trace = false

    /// Record the session's raw input (the platform recording) to this file.
    @Option(help: ArgumentHelp("Record the raw input from the compositor to FILE (JSON lines; as TACTILE_RECORD).", valueName: "FILE"))
    public var record: String?

    /// Replay a recorded session.
    @Option(help: ArgumentHelp("Replay the input recorded in FILE at its recorded pace.", valueName: "FILE"))
    public var replay: String?

    public init() {}

    public func validate() throws {
        if record != nil, replay != nil, record == replay {
            throw ValidationError("--record and --replay name the same file")
        }
        if let replay {
            do { _ = try InputRecording(contentsOfFile: replay) } catch {
                throw ValidationError("--replay \(replay): \(error)")
            }
        }
    }

    public func run() throws {
        throw ValidationError("map-pins runs through MapPinsLauncher")
    }
}

/// An `X,Y` point.
public struct PinSpec: ExpressibleByArgument, Hashable, Sendable {
    public var point: Point

    public init(point: Point) { self.point = point }

    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(String(parts[0]).filter { !$0.isWhitespace }),
              let y = Double(String(parts[1]).filter { !$0.isWhitespace }),
              x.isFinite, y.isFinite else { return nil }
        point = Point(x: x, y: y)
    }
}
