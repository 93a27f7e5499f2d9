import TactileCore
import TactileSpeech
import TactileATSPI

#if canImport(Glibc)
import Glibc
#endif

extension Application {
    /// Shows `window` on the Wayland display and runs the event loop until the app ends.
    ///
    /// ```swift
    /// Application.shared.run(window, options: RunOptions(title: "Kiosk", fullscreen: true))
    /// // the window was closed: main goes on
    /// ```
    ///
    /// Under systemd (`Type=notify`) it sends `READY=1` once the first frame is committed and, when
    /// `$WATCHDOG_USEC` is set, `WATCHDOG=1` every half interval from the event loop (docs/KIOSK.md).
    ///
    /// Returns after `terminate()` (status 0) or a compositor close request (the default
    /// `onCloseRequest`); the code after it runs and the process ends as `main` does.
    /// `terminate(status:)` with another status exits the process with it. When there is no
    /// display, a required global is missing or the compositor goes away, it prints one line to
    /// stderr (e.g. `cannot connect to Wayland display 'wayland-0': No such file or directory`) and
    /// exits the process with status 1.
    public func run(_ window: Window, options: RunOptions = RunOptions()) {
        window.makeKeyAndVisible()
        // The screen reader speaks through speech-dispatcher unless the app chose an output
        // (connecting lazily, off the main thread).
        accessibility.installDefaultOutput { SpeechDispatcherOutput() }
        // The tree on the AT-SPI2 bus when assistive technology is on (asynchronous; never waits).
        let atspi = AtspiBridge()
        atspi.start()
        defer { atspi.stop() }
        let status: Int32
        do {
            let platform = try WaylandPlatform(window: window, options: options)
            platform.serviceNotifier = ServiceNotifier(clock: window.clock)
            defer { platform.serviceNotifier?.stop() }
            let loop = EventLoop(platform: platform)
            runningLoop = loop
            defer { runningLoop = nil }
            try loop.run()
            status = loop.exitStatus ?? 0
        } catch {
            let line = Array("tactile: \(error)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            status = 1
        }
        if status != 0 { exit(status) }
    }

    /// Ends `run` after the current event: it returns (status 0) or exits the process with `status`.
    /// Outside `run`, exits the process at once.
    public func terminate(status: Int32 = 0) {
        guard let runningLoop else { exit(status) }
        runningLoop.end(status: status)
    }
}
