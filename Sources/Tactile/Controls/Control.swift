/// The base of views that respond to touches by themselves and report through actions (`Button`,
/// `Slider`), like UIKit's UIControl.
///
/// A control tracks its touches in the `touches…` methods. Scroll views do not cancel a touch a
/// control is already tracking (`ScrollView.touchesShouldCancel(in:)` returns false for controls).
/// Every state change redraws the control only.
@MainActor open class Control: View {
    private struct Action {
        let id: ControlActionID
        let run: (Control) -> Void
    }
    private var actions: [Action] = []
    private var nextActionID: UInt64 = 1

    /// Whether the control responds to touches. A disabled control ignores them (it is still
    /// hit-tested, so touches do not fall through to views behind it) and draws its disabled look.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { endTracking() }
            controlStateDidChange()
        }
    }

    /// Whether a finger is on the control (within its touch margin). Drives the highlighted look;
    /// tracking sets it, and code may too (as UIKit's).
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is following a touch.
    public internal(set) var isTracking = false

    /// Adds `action`, run every time the control reports its event (a button's tap, a slider's
    /// value change). Returns an id for `removeAction(_:)`.
    @discardableResult
    public func addAction(_ action: @escaping (Control) -> Void) -> ControlActionID {
        let id = ControlActionID(value: nextActionID)
        nextActionID += 1
        actions.append(Action(id: id, run: action))
        return id
    }

    /// Removes an action; unknown ids are ignored.
    public func removeAction(_ id: ControlActionID) {
        actions.removeAll { $0.id == id }
    }

    /// Runs every action, in the order added.
    public func sendActions() {
        for action in actions { action.run(self) }
    }

    /// Called when `isEnabled` or `isHighlighted` changes. Default: redraws the control.
    /// Subclasses update their look here and call `super`.
    open func controlStateDidChange() {
        setNeedsDisplay()
    }

    /// Stops tracking without reporting (touch cancelled, control disabled). Subclasses reset their
    /// tracking state here and call `super`.
    open func endTracking() {
        isTracking = false
        isHighlighted = false
    }
}
