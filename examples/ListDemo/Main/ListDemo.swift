import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import Tactile
import ListDemoKit

/// `list-demo`: a restaurant menu of 10,000 dishes in a `CollectionView` list — a picture and a name
/// per row, pinned section headers, tap to select, swipe a row for Delete.
///
/// `--autoscroll PX --frames N` scrolls the list PX points per display frame from its own frame
/// callback for N frames after a warm-up, prints the process CPU time per frame as one JSON line and
/// exits: the Tactile side of the GTK 4 list comparison (scripts/bench-list-peers.sh).
@main
struct ListDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list-demo",
        abstract: "A 10,000-row menu in a CollectionView list, on Wayland or into a PNG.")

    @Option(help: "How many rows (1...1,000,000).")
    var rows = 10_000

    @Option(help: "Render the window once into this PNG file instead of running.")
    var snapshot: String?

    @Flag(help: "Ask the compositor for a fullscreen window.")
    var fullscreen = false

    @Option(help: "Scroll this many points per frame and measure (with --frames).")
    var autoscroll: Double?

    @Option(help: "How many frames --autoscroll measures (after 60 warm-up frames).")
    var frames = 600

    @Flag(help: "Show the list alone, filling the window, its rows in one section without headers (the list the GTK 4 peer shows).")
    var plain = false

    @Flag(help: "Print a JSON line on stdout when the first frame is on screen, and one for each dish selected.")
    var trace = false

    func validate() throws {
        guard (1...1_000_000).contains(rows) else { throw ValidationError("--rows must be between 1 and 1000000") }
        if let autoscroll, !(autoscroll.isFinite && autoscroll > 0 && autoscroll < 10_000) {
            throw ValidationError("--autoscroll must be a positive number of points below 10000")
        }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 100000") }
    }

    func run() throws {
        // ArgumentParser calls run() on the main thread.
        try MainActor.assumeIsolated {
            let menu = MenuScreen(rows: rows, size: Size(width: 1920, height: 1080), plain: plain)
            if let snapshot {
                do { try menu.window.snapshot().writePNG(toFile: snapshot) } catch { throw ValidationError("\(error)") }
                return
            }
            if trace { menu.onSelect = { printLine(#"{"event":"selected","item":\#($0)}"#) } }
            var options = RunOptions(title: "Menu", appID: "org.tactile.list-demo", fullscreen: fullscreen)
            let autoscroll = self.autoscroll, frames = self.frames, trace = self.trace
            options.onFirstFrame = { size in
                if trace { printLine(#"{"event":"ready","width":\#(Int(size.width)),"height":\#(Int(size.height))}"#) }
                if let autoscroll {
                    let scroller = AutoScroller(list: menu.list, step: autoscroll, frames: frames) { line in
                        printLine(line)
                        Application.shared.terminate(status: 0)
                    }
                    menu.window.addFrameAnimator(scroller)
                }
            }
            Application.shared.run(menu.window, options: options)
        }
    }
}

/// Writes `text` and a newline to stdout at once.
func printLine(_ text: String) {
    let bytes = Array(text.utf8) + [10]
    _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}
