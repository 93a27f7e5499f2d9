extension View {
    /// Makes the first responder give up its status when it is this view or one of its subviews,
    /// before the subtree leaves its window: a view outside a window takes no keys, and a text field
    /// hides its keyboard while it still knows the window. Resigning runs app code (editing-end
    /// actions, delegates). A responder that refuses to resign loses the status anyway (logged).
    func resignFirstResponderInSubtree() {
        guard let responder = Application.shared.firstResponder as? View,
              responder.isDescendant(of: self) else { return }
        responder.resignFirstResponder()
        guard responder.isFirstResponder else { return }
        TactileLog.core.notice("\(responder.displayName) refused to resign first responder while leaving its window; it resigned anyway")
        Application.shared.firstResponder = nil
    }
}
