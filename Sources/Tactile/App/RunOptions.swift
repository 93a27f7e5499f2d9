/// How `Application.run` presents the window.
public struct RunOptions {
    /// The window title (`xdg_toplevel.set_title`).
    public var title: String
    /// The application id the compositor matches desktop files and rules with (`set_app_id`).
    public var appID: String
    /// The initial size in points; nil uses the window's frame size.
    public var size: Size?
    /// Ask for fullscreen (kiosk). Compositors such as weston's kiosk-shell make every window fullscreen anyway.
    public var fullscreen: Bool
    /// Ask to be maximized.
    public var maximized: Bool
    /// The Wayland display to connect to; nil uses `$WAYLAND_DISPLAY` (or `wayland-0`).
    public var displayName: String?
    /// Called when the compositor asks the window to close. Nil (the default) ends the app with
    /// status 0; set it to decide yourself (call `Application.shared.terminate()` to quit).
    public var onCloseRequest: (@MainActor () -> Void)?
    /// Record the raw input stream to this file (docs/RECORDING.md); nil uses `$TACTILE_RECORD`
    /// when set. A file that cannot be created is logged once and the app runs without recording.
    public var recordPath: String?
    /// Also record key presses, with the text they typed (docs/RECORDING.md); `TACTILE_RECORD_KEYS=1`
    /// does the same. Off by default: a recording file should not hold what a user typed.
    public var recordsKeys = false

    /// Options for `Application.run`.
    public init(title: String = "Tactile", appID: String = "org.tactile.app", size: Size? = nil,
                fullscreen: Bool = false, maximized: Bool = false, displayName: String? = nil,
                onCloseRequest: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.appID = appID
        self.size = size
        self.fullscreen = fullscreen
        self.maximized = maximized
        self.displayName = displayName
        self.onCloseRequest = onCloseRequest
    }
}
