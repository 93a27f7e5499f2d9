import TactileCore
/// The base of views that respond to touches by themselves and report through actions (`Button`,
/// `Slider`), like UIKit's UIControl.
///
/// A control tracks one touch at a time and reports `Control.Event`s to the actions added for them:
/// `touchDown` (or `touchDownRepeat`) when tracking begins, `touchDragEnter`/`touchDragExit` when
/// the finger crosses the edge of the bounds grown by `touchMargin` and then `touchDragInside`/
/// `touchDragOutside` on every move, `touchUpInside`/`touchUpOutside` on lift, `touchCancel` when
/// the touch is cancelled. Subclasses refine tracking in `beginTracking(_:with:)`,
/// `continueTracking(_:with:)`, `endTracking(_:with:)` and `cancelTracking(with:)`.
///
/// Scroll views do not cancel a touch a control is already tracking
/// (`ScrollView.touchesShouldCancel(in:)` returns false for controls). Every state change redraws
/// the control only.
@MainActor open class Control: View {
    private struct Action {
        let id: ControlActionID
        let events: Event
        let run: (Control) -> Void
    }
    private var actions: [Action] = []
    private var nextActionID: UInt64 = 1

    /// Whether the control responds to touches. A disabled control ignores them (it is still
    /// hit-tested, so touches do not fall through to views behind it) and draws its disabled look.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { cancelTrackedTouch(with: nil) }
            controlStateDidChange()
        }
    }

    /// Whether a finger is on the control (within its touch margin). Drives the highlighted look;
    /// tracking sets it, and code may too (as UIKit's).
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected (a toggled look some controls draw; `Control.State.selected`).
    /// Default false.
    public var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is following a touch.
    public internal(set) var isTracking = false

    /// Whether the tracked touch is inside (within the bounds grown by `touchMargin`).
    public private(set) var isTouchInside = false

    /// How far outside its bounds the tracked finger still counts as inside (for the drag and up
    /// events and the highlight). Default 70 pt, UIKit's (`Button` uses 44 pt).
    public var touchMargin: Double = 70

    /// The touch being tracked.
    private weak var trackedTouch: Touch?

    /// Sends `primaryActionTriggered` after `touchUpInside` (a button's tap).
    var sendsPrimaryActionOnTouchUpInside = false

    // MARK: Actions

    /// Adds `action` for `events`: it runs each time the control sends one of them. Returns an id
    /// for `removeAction(_:)`.
    @discardableResult
    public func addAction(_ action: @escaping (Control) -> Void, for events: Event) -> ControlActionID {
        let id = ControlActionID(value: nextActionID)
        nextActionID += 1
        actions.append(Action(id: id, events: events, run: action))
        return id
    }

    /// Adds `action` for `.primaryActionTriggered` (a button's tap, a slider's value change).
    @discardableResult
    public func addAction(_ action: @escaping (Control) -> Void) -> ControlActionID {
        addAction(action, for: .primaryActionTriggered)
    }

    /// Removes an action; unknown ids are ignored.
    public func removeAction(_ id: ControlActionID) {
        actions.removeAll { $0.id == id }
    }

    /// The events that tell assistive technology the control's value changed.
    private static let changeEvents: Event = Event.valueChanged.union(.editingChanged)

    /// Runs, in the order added, every action added for any of `events` (each once).
    public func sendActions(for events: Event) {
        // A value the visitor changed is news to assistive technology outside the app (AT-SPI).
        if !events.isDisjoint(with: Self.changeEvents), let window {
            window.accessibility.elementChanged(self)
        }
        var i = 0
        // Indexing (not iterating a copy): an action may add or remove actions.
        while i < actions.count {
            let action = actions[i]
            i += 1
            if !action.events.isDisjoint(with: events) { action.run(self) }
        }
    }

    /// Runs the `.primaryActionTriggered` actions.
    public func sendActions() {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: State

    /// Called when `isEnabled`, `isHighlighted` or `isSelected` changes. Default: redraws the control.
    /// Subclasses update their look here and call `super`.
    open func controlStateDidChange() {
        setNeedsDisplay()
    }

    /// Whether `touch` is within the bounds grown by `touchMargin`.
    public func isWithinTouchMargin(_ touch: Touch) -> Bool {
        let margin = touchMargin.isFinite ? max(0, touchMargin) : 0
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    // MARK: Tracking hooks

    /// Whether to track `touch`, which went down on the control. Default true.
    open func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool { true }

    /// The tracked touch moved (after the drag events). Return false to stop tracking. Default true.
    open func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool { true }

    /// The tracked touch lifted (before the up events). Default: nothing.
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}

    /// The tracked touch was cancelled (before `touchCancel`). Default: nothing.
    open func cancelTracking(with event: TouchEvent?) {}

    /// Stops tracking without reporting. Subclasses reset their tracking state here and call `super`.
    open func endTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first, beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? .touchDownRepeat : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isWithinTouchMargin(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        // The actions may have disabled the control or ended tracking.
        guard trackedTouch === touch else { return }
        if !continueTracking(touch, with: event) { endTracking() }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isWithinTouchMargin(touch)
        endTracking(touch, with: event)
        endTracking()
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside && sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        cancelTrackedTouch(with: event)
    }

    private func cancelTrackedTouch(with event: TouchEvent?) {
        guard trackedTouch != nil else { return endTracking() }
        cancelTracking(with: event)
        endTracking()
        sendActions(for: .touchCancel)
    }
}
