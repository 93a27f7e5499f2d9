import Tactile

/// The app's window: a `Window` subclass, as an app would write one, that tells the scene when
/// the compositor resized it and lets a recorder see every touch event before normal delivery.
@MainActor public final class MapPinsWindow: Window {
    /// Called after the frame changed (a configure from the compositor).
    var onResize: (@MainActor () -> Void)?
    /// Sees each touch event before it is delivered (the `--record` session recorder).
    var onTouchEvent: (@MainActor (TouchEvent) -> Void)?

    public override var frame: Rect {
        didSet { if frame != oldValue { onResize?() } }
    }

    public override func sendEvent(_ event: TouchEvent) {
        onTouchEvent?(event)
        super.sendEvent(event)
    }
}
