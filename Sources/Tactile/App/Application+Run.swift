import TactileCore

#if canImport(Glibc)
import Glibc
#endif

extension Application {
    /// The running loop, while `run` is active.
    private static var runningLoop: EventLoop?

    /// Shows `window` on the Wayland display and runs the event loop until the app terminates.
    ///
    /// ```swift
    /// Application.shared.run(window, options: RunOptions(title: "Kiosk", fullscreen: true))
    /// ```
    ///
    /// Under systemd (`Type=notify`) it sends `READY=1` once the first frame is committed and, when
    /// `$WATCHDOG_USEC` is set, `WATCHDOG=1` every half interval from the event loop (docs/KIOSK.md).
    ///
    /// Exits the process when done: status 0 after `terminate()` or a compositor close request (the
    /// default `onCloseRequest`). When there is no display, a required global is missing or the
    /// compositor goes away, it prints one line to stderr (e.g. `cannot connect to Wayland display
    /// 'wayland-0': No such file or directory`) and exits with status 1.
    public func run(_ window: Window, options: RunOptions = RunOptions()) -> Never {
        let status: Int32
        do {
            let platform = try WaylandPlatform(window: window, options: options)
            platform.serviceNotifier = ServiceNotifier(clock: window.clock)
            defer { platform.serviceNotifier?.stop() }
            let loop = EventLoop(platform: platform)
            Application.runningLoop = loop
            try loop.run()
            status = loop.exitStatus ?? 0
        } catch {
            let line = Array("tactile: \(error)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            status = 1
        }
        Application.runningLoop = nil
        exit(status)
    }

    /// Ends `run` after the current event: the process exits with `status`.
    public func terminate(status: Int32 = 0) {
        guard let loop = Application.runningLoop else {
            exit(status)
        }
        loop.exitStatus = status
    }
}
