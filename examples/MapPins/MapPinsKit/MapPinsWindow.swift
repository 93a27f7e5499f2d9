import Tactile

/// The app's window: a `Window` subclass, as an app would write one, that tells the scene when
/// the compositor resized it.
@MainActor public final class MapPinsWindow: Window {
    /// Called after the frame changed (a configure from the compositor).
    var onResize: (@MainActor () -> Void)?

    public override var frame: Rect {
        didSet { if frame != oldValue { onResize?() } }
    }
}
