import Tactile
import TactileTesting
import WaylandServer

/// What end-to-end tests keep writing by hand: typing on the on-screen keyboard, waiting for
/// transitions and animations, a live resize from the compositor, and a screenshot on disk.
extension HeadlessHarness {
    /// Types `text` on the window's on-screen keyboard through the compositor's touches, one
    /// `tap(_:at:)` of finger `id` per key (shift for capitals, the page keys for digits and
    /// symbols). A text field must be first responder.
    ///
    /// - Throws: `KeyboardTypingError` when no keyboard shows or a character has no key, or what a
    ///   tap throws.
    public func type(_ text: String, id: Int32 = 90) throws {
        try KeyboardTyping.type(text, in: window) { point in try tap(id, at: point) }
    }

    /// Lets time pass a display frame (16 ms) at a time until no animation runs (screen
    /// transitions, the keyboard's slide, scroll glides) and no layout is pending. Returns false
    /// when they still run after `timeout`.
    @discardableResult
    public func settleAnimations(timeout: Duration = .seconds(10)) throws -> Bool {
        var waited = Duration.zero
        while window.hasRunningAnimations || window.hasPendingLayout {
            guard waited < timeout else { return false }
            try advance(by: TouchDriver.frameInterval)
            window.prepareForFrame()
            waited += TouchDriver.frameInterval
        }
        return true
    }

    /// The compositor configures the window live to `size` (the user or the output resized it),
    /// with `states`; returns once the app has answered and redrawn.
    public func configure(size: Size, states: [XdgToplevelResource.State] = [.activated]) throws {
        guard let toplevel else { throw HeadlessHarnessError.notMapped }
        compositor.sendConfigure(to: toplevel, width: Int32(size.width.rounded()), height: Int32(size.height.rounded()),
                                 states: states)
        try settle()
    }

    /// Saves what the compositor shows for the window (`screenshot()`) as a PNG file at `path`.
    public func saveScreenshot(toFile path: String) throws {
        try screenshot().writePNG(toFile: path)
    }
}
