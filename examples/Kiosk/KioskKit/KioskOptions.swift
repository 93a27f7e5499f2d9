import ArgumentParser
import ExampleSupport

/// `kiosk-demo`'s command line.
public struct KioskOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "kiosk-demo",
        abstract: "A museum kiosk: a carousel, exhibit tiles and detail screens (the second Tactile example).")

    /// The window size in points.
    @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
    public var size: WindowSize = WindowSize(width: 1280, height: 800)

    /// Ask for a fullscreen window.
    @Flag(help: "Ask the compositor for a fullscreen window.")
    public var fullscreen = false

    /// Seconds without a touch before the attract loop starts; 0 turns it off.
    @Option(help: ArgumentHelp("Seconds without input before going back home and turning the carousel (0: never).",
                               valueName: "SECONDS"))
    public var idle: Double = 90

    /// Seconds before the idle reset that the kiosk asks "Do you need more time?"; 0 turns it off.
    @Option(help: ArgumentHelp("Seconds before the idle reset that a \"Do you need more time?\" alert shows (0: no warning; "
                               + "at least the idle time: no warning).", valueName: "SECONDS"))
    public var idleWarning: Double = 20

    /// Which keyboard types into the search field.
    @Option(help: ArgumentHelp("Which keyboard types into the search field: in-app, input-method (the compositor's, "
                               + "when it serves the window) or both.", valueName: "KIND"))
    public var textEntry: KioskTextEntry = .inApp

    /// The language the kiosk starts in (BCP 47: en, de, ar, ja); the language button switches it.
    @Option(help: ArgumentHelp("The language to start in: en, de, ar or ja (others show English; a malformed tag is logged and ignored).",
                               valueName: "CODE"))
    public var language: String?

    /// Print trace events as JSON lines on stdout.
    @Flag(help: "Print one JSON object per line on stdout for each app event.")
    public var trace = false

    /// Play the scripted tour in an in-process compositor and write PNGs to this directory.
    @Option(help: ArgumentHelp("Play the scripted tour headlessly and write a PNG per step to DIR (runs kiosk-demo-tour).",
                               valueName: "DIR"))
    public var headlessTour: String?

    public init() {}

    public func validate() throws {
        guard idle.isFinite, idle >= 0 else { throw ValidationError("--idle must be 0 (off) or a positive number of seconds") }
        guard idle <= 86_400 else { throw ValidationError("--idle is at most 86400 seconds (a day)") }
        guard idleWarning.isFinite, idleWarning >= 0, idleWarning <= 86_400 else {
            throw ValidationError("--idle-warning must be 0 (off) or a number of seconds up to 86400")
        }
        if let headlessTour, headlessTour.isEmpty { throw ValidationError("--headless-tour needs a directory") }
    }

    public func run() throws {
        throw ValidationError("kiosk-demo runs through KioskLauncher")
    }
}
