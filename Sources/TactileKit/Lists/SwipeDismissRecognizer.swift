import TactileCore

/// While a list row shows its swipe actions, takes every new touch in the list: a tap on an action
/// button performs it, a tap on the open row closes it, and a touch anywhere else closes the row
/// at once and does nothing else (it recognizes at touch-down, so the scroll and the cells never
/// get it). With no row open it fails at once.
@MainActor final class SwipeDismissRecognizer: GestureRecognizer {
    weak var controller: RowSwipeController?
    private var touch: Touch?
    /// The action button the touch went down on.
    private var button: Int?

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard touch == nil else { return }
        guard let controller, controller.isActive, let t = touches.first else {
            state = .failed
            return
        }
        touch = t
        if let index = controller.buttonIndex(containing: t.view) {
            button = index
        } else if !controller.rowContains(t.view) {
            state = .ended
            controller.close(animated: true)
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let t = touch, touches.contains(t), state == .possible, let controller else { return }
        let button = button
        let inside = t.view.map { $0.bounds.contains(t.location(in: $0)) } ?? false
        state = .ended
        if let button, inside, controller.buttonIndex(containing: t.view) == button {
            controller.perform(button)
        } else {
            controller.close(animated: true)
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let t = touch, touches.contains(t) else { return }
        state = .failed
    }

    override func reset() {
        touch = nil
        button = nil
    }
}
