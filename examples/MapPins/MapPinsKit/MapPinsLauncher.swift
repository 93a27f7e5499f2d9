import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// Starts `map-pins` from parsed options on the Wayland display.
@MainActor public enum MapPinsLauncher {
    /// Runs the app until it exits.
    public static func run(_ options: MapPinsOptions) -> Never {
        let size = Size(width: Double(options.size.width), height: Double(options.size.height))
        let window = MapPinsWindow(frame: Rect(origin: .zero, size: size))
        if options.overlay { window.touchOverlayEnabled = true }
        let trace = MapTrace(echo: options.trace)
        let scene = MapPinsScene(window: window, initialPins: options.pins.isEmpty ? nil : options.pins.map(\.point), trace: trace)

        // `ready` once the first frame is committed: the map draws during the loop's update, which
        // commits and flushes before the loop fires due timers.
        scene.map.onDraw = { [weak window, weak scene] in
            scene?.map.onDraw = nil
            _ = window?.clock.schedule(after: .zero) {
                guard let window else { return }
                trace.emit(.ready(width: Int(window.bounds.width), height: Int(window.bounds.height)))
            }
        }

        var replay: LiveReplay?
        if let path = options.replay {
            do {
                let recording = try InputRecording(contentsOfFile: path)
                let r = LiveReplay(window: window)
                r.start(recording)
                replay = r
            } catch {
                fail("--replay \(path): \(error)")
            }
        }

        let runOptions = SessionRecording.options(RunOptions(title: "Map Pins", appID: "org.tactile.map-pins",
                                                             size: size, fullscreen: options.fullscreen),
                                                  recordingTo: options.record)
        withExtendedLifetime((scene, replay)) {
            Application.shared.run(window, options: runOptions)
        }
    }

    private static func fail(_ message: String) -> Never {
        let line = Array("map-pins: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(1)
    }
}
