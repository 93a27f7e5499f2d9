import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import Tactile

/// `controls-demo`: every control of Tactile in one window.
///
/// Runs as a Wayland app (`Application.shared.run`), or with `--snapshot PATH` renders the window
/// once, without a display, to a PNG file.
@main
struct ControlsDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "controls-demo",
        abstract: "Labels, buttons, a slider, nested scroll views and form controls, on Wayland or into a PNG.")

    @Option(name: .long, help: "Render the window once into this PNG file instead of running.")
    var snapshot: String?

    @Option(name: .long, help: "Buffer scale of the snapshot (1...4).")
    var scale: Int = 1

    @Flag(name: .long, help: "Ask the compositor for a fullscreen window.")
    var fullscreen = false

    @Flag(name: .long, help: "Print a JSON line on stdout when the first frame is on screen.")
    var trace = false

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
    }

    func run() throws {
        // ArgumentParser calls run() on the main thread.
        try MainActor.assumeIsolated {
            let window = DemoWindow.make()
            if let snapshot {
                try writeSnapshot(of: window, to: snapshot)
                return
            }
            var options = RunOptions(title: "Tactile controls", appID: "org.tactile.controls-demo", fullscreen: fullscreen)
            if trace {
                options.onFirstFrame = { size in
                    let line = Array(#"{"event":"ready","width":\#(Int(size.width)),"height":\#(Int(size.height))}"#.utf8) + [10]
                    _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                }
            }
            Application.shared.run(window, options: options)
        }
    }

    @MainActor private func writeSnapshot(of window: Window, to path: String) throws {
        let bitmap: Bitmap
        if scale == 1 {
            bitmap = window.snapshot()
        } else {
            let image = try PixelImage(width: Int(window.bounds.width) * scale, height: Int(window.bounds.height) * scale)
            ViewRenderer().render(window, into: image, scale: scale)
            bitmap = image.bitmap()
        }
        do {
            try bitmap.writePNG(toFile: path)
        } catch {
            throw ValidationError("\(error)")
        }
        print("wrote \(bitmap.width)×\(bitmap.height) snapshot to \(path)")
    }
}
