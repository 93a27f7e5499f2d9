import TactileCore
/// The delegate of a scroll view's pan recognizer: lets the pan begin only in a direction the scroll
/// view can scroll, and only if the content may lose touches it is already tracking.
@MainActor final class ScrollGestureCoordinator: GestureRecognizerDelegate {
    weak var scrollView: ScrollView?

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        scrollView?.panShouldBegin() ?? true
    }
}
