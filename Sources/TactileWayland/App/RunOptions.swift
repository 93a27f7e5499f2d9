import TactileCore
import TactileKit
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
    /// Called once, with the window's size in points, right after its first frame was committed (a
    /// readiness signal: a trace line, a start-up probe).
    public var onFirstFrame: (@MainActor (Size) -> Void)?
    /// Keep the screen on while the app runs (signage) through `zwp_idle_inhibit_manager_v1`. A
    /// compositor without it gets one log line and the app runs on.
    public var inhibitsIdle = false
    /// Drop the touch that wakes a blanked screen, so a tap on a dark screen presses nothing. Needs
    /// `ext_idle_notifier_v1`: the compositor says when the user has been idle for
    /// `screenBlankTimeout`; the first touch after that (and any finger down with it) goes to no view.
    /// A compositor without it gets one log line and every touch is delivered.
    public var swallowsWakeTouch = false
    /// How long without input before the screen blanks (the compositor's or its idle daemon's
    /// timeout, such as swayidle's): the idle time `swallowsWakeTouch` asks the compositor about.
    public var screenBlankTimeout: Duration = .seconds(60)
    /// Also record key presses, with the text they typed (docs/RECORDING.md); `TACTILE_RECORD_KEYS=1`
    /// does the same. Off by default: a recording file should not hold what a user typed.
    public var recordsKeys = false
    /// Where text fields get their typing: the in-app keyboard (the default, for kiosks), the
    /// compositor's input method (`zwp_text_input_v3`), or both (docs/TEXT-ENTRY.md).
    public var textEntry: TextEntryMode = .inAppKeyboard
    /// The locale whose compose table hardware keyboards use for dead keys and the Compose key
    /// (e.g. "de_DE.UTF-8"); nil (the default) takes it from `LC_ALL`, `LC_CTYPE` or `LANG`.
    /// Without one, or when the locale has no table, the "en_US.UTF-8" table is used; when no table
    /// loads at all, keys type as plain keys (docs/TEXT-ENTRY.md).
    public var composeLocale: String?

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
