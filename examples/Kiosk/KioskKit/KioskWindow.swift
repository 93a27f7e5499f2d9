import Tactile

/// kiosk-demo's window: a `Window` that tells the attract loop about every touch.
@MainActor public final class KioskWindow: Window {
    /// Called before each touch event is delivered.
    public var onTouch: (() -> Void)?

    public override func sendEvent(_ event: TouchEvent) {
        onTouch?()
        super.sendEvent(event)
    }
}
