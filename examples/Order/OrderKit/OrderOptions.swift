import ArgumentParser
import ExampleSupport

/// `order-kiosk`'s command line (issue 40's flags).
public struct OrderOptions: ParsableCommand {
    /// The command's name and abstract.
    public static let configuration = CommandConfiguration(
        commandName: "order-kiosk",
        abstract: "A self-service ordering terminal: menu, options, cart and a simulated payment (a Tactile example).")

    /// The window size in points.
    @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
    public var size: WindowSize = WindowSize(width: 1280, height: 800)

    /// Ask for a fullscreen window.
    @Flag(help: "Ask the compositor for a fullscreen window.")
    public var fullscreen = false

    /// Seconds without input before "Do you need more time?"; 0 turns it off.
    @Option(help: ArgumentHelp("Seconds without input before asking \"Do you need more time?\" (0: never).", valueName: "SECONDS"))
    public var idle: Double = 60

    /// How long the simulated payment takes.
    @Option(help: ArgumentHelp("Seconds the simulated payment takes.", valueName: "SECONDS"))
    public var paymentSeconds: Double = 3

    /// Make the first attempt at each payment fail (an alert offers a retry, which goes through).
    @Flag(help: "Make the first attempt at each payment fail, to show the retry alert (the retry goes through).")
    public var paymentFails = false

    /// The language to start in (BCP 47: en, de, ar, ja).
    @Option(help: ArgumentHelp("The language to start in: en, de, ar or ja (others show English).", valueName: "CODE"))
    public var language: String?

    /// Start with the built-in screen reader on.
    @Flag(help: "Start with speech mode (the built-in screen reader) on.")
    public var speechMode = false

    /// Print trace events as JSON lines on stdout.
    @Flag(help: "Print one JSON object per line on stdout for each app event.")
    public var trace = false

    /// The defaults.
    public init() {}

    /// Rejects values out of range (a usage error: exit 64).
    public func validate() throws {
        guard idle.isFinite, idle >= 0, idle <= 86_400 else {
            throw ValidationError("--idle must be 0 (off) or a number of seconds up to 86400")
        }
        guard paymentSeconds.isFinite, paymentSeconds >= 0, paymentSeconds <= 600 else {
            throw ValidationError("--payment-seconds must be a number of seconds from 0 to 600")
        }
        if let language, language.isEmpty { throw ValidationError("--language needs a language code (en, de, ar, ja)") }
    }

    /// Unused: `OrderLauncher.run` starts the app.
    public func run() throws {
        throw ValidationError("order-kiosk runs through OrderLauncher")
    }

    /// The settings the scene takes from these options.
    public var settings: OrderSettings {
        OrderSettings(idleSeconds: idle, paymentSeconds: paymentSeconds, paymentFails: paymentFails)
    }
}

/// What the scene needs to know from the command line.
public struct OrderSettings: Hashable, Sendable {
    /// Seconds without input before the idle alert (0: never).
    public var idleSeconds: Double
    /// Seconds the simulated payment takes.
    public var paymentSeconds: Double
    /// Whether the first attempt at each payment fails.
    public var paymentFails: Bool

    /// Settings; the defaults are the command line's.
    public init(idleSeconds: Double = 60, paymentSeconds: Double = 3, paymentFails: Bool = false) {
        self.idleSeconds = idleSeconds
        self.paymentSeconds = paymentSeconds
        self.paymentFails = paymentFails
    }
}
