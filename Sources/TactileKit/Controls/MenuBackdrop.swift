import TactileCore

/// A clear view laid under a menu (usually over the whole window): the first touch on it calls
/// `onTouch` once, which dismisses the menu. The touch goes no further.
@MainActor public final class MenuBackdrop: View {
    /// Called, then cleared, when a touch lands on the backdrop.
    public var onTouch: (@MainActor () -> Void)?

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        let action = onTouch
        onTouch = nil
        action?()
    }
}
