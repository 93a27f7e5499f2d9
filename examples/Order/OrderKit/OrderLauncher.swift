import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// Starts `order-kiosk` from parsed options on the Wayland display.
@MainActor public enum OrderLauncher {
    /// Runs the app until its window closes. Without a compositor the platform prints
    /// `cannot connect to Wayland display …` and exits 1.
    public static func run(_ options: OrderOptions) -> Never {
        let size = Size(width: Double(options.size.width), height: Double(options.size.height))
        let window = Window(frame: Rect(origin: .zero, size: size))
        let trace = OrderTrace(echo: options.trace)
        let application = Application.shared
        OrderStrings.register(in: application.localization)
        if let language = options.language { application.localization.preferredLanguages = [language] }
        let accessibility = application.accessibility
        accessibility.speechOutput = TracingSpeechOutput(inner: SpeechDispatcherOutput(clientName: "order-kiosk"), trace: trace)
        let scene = OrderScene(window: window, trace: trace, settings: options.settings)
        if options.speechMode { scene.turnOnSpeechMode() }
        var runOptions = RunOptions(title: "Order", appID: "org.tactile.order-kiosk", size: size, fullscreen: options.fullscreen)
        runOptions.onFirstFrame = { size in trace.emit(.ready(width: Int(size.width), height: Int(size.height))) }
        withExtendedLifetime(scene) {
            application.run(window, options: runOptions)
        }
        exit(0)
    }
}
