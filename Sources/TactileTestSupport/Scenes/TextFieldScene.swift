import TactileCore
import TactileKit
import TactileTesting

/// An 800×480 window on a manual clock with one text field at (20, 20), 400×44, and a touch driver:
/// the scene the text-field tests start from.
@MainActor package func makeTextFieldScene() -> (Window, ManualClock, TouchDriver, TextField) {
    let clock = ManualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
    let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
    window.addSubview(field)
    return (window, clock, TouchDriver(window: window, clock: clock), field)
}
