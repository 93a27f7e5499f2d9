/// The navigation controller's back-swipe recognizer: a screen-edge pan whose edge is the leading
/// one of the view it is attached to — the left edge, or the right one in a right-to-left layout.
///
/// The edge is chosen when the first finger lands, so a change of `Window.layoutDirection` takes
/// effect from the next gesture on.
@MainActor final class LeadingEdgePanGestureRecognizer: ScreenEdgePanGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if state == .possible { edges = view?.isRightToLeft == true ? .right : .left }
        super.touchesBegan(touches, with: event)
    }
}
