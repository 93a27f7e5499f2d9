import TactileTestSupport
import Tactile

/// A 1920×1080 window with a text field at the top and the in-app keyboard along the bottom,
/// typing into the field, drawn into two emulated shm buffers as the platform draws them.
@MainActor final class KeyboardScene {
    static let size = Size(width: 1920, height: 1080)

    let window: Window
    let field: TextField
    let keyboard: KeyboardView
    let surface: EmulatedWindowSurface
    private var time: Duration = .zero

    init() throws {
        window = Window(frame: Rect(origin: .zero, size: Self.size), clock: SystemClock())
        window.backgroundColor = Color(white: 0.95)
        field = TextField(frame: Rect(x: 160, y: 80, width: 1600, height: 56))
        window.addSubview(field)
        let height = KeyboardView.height(for: Self.size)
        keyboard = KeyboardView(frame: Rect(x: 0, y: Self.size.height - height, width: Self.size.width, height: height))
        keyboard.target = field
        window.addSubview(keyboard)
        surface = try EmulatedWindowSurface(window: window)
        frame(whole: true)
        frame(whole: true)
    }

    /// The centre of the key typing `text`, in window coordinates.
    func keyCentre(_ text: String) -> Point {
        guard let entry = keyboard.keyFrames.first(where: { $0.key.action == .text(text) }) else {
            preconditionFailure("no key types \(text)")
        }
        return keyboard.convert(Point(x: entry.frame.midX, y: entry.frame.midY), to: nil)
    }

    /// A finger taps the key at `point` (down, then up, each its own touch frame).
    func tap(at point: Point) {
        time += .milliseconds(30)
        window.input.down(id: 1, at: point, timestamp: time)
        window.input.frame()
        time += .milliseconds(60)
        window.input.up(id: 1, timestamp: time)
        window.input.frame()
    }

    /// One display frame: the work before drawing, then the damaged region painted.
    func frame(whole: Bool = false) {
        window.prepareForFrame()
        surface.drawFrame(whole: whole)
    }
}

/// A `KeyInput` that only counts what it is given (the keyboard's own cost, without a field).
@MainActor final class CountingKeyInput: KeyInput {
    private(set) var inserted = 0
    private(set) var deleted = 0
    var hasText: Bool { inserted > deleted }
    func insertText(_ text: String) { inserted &+= 1 }
    func deleteBackward() { deleted &+= 1 }
}
