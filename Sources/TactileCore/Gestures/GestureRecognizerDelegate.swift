/// Lets an object veto, filter and coordinate a recognizer. Every method has a default:
/// begin: true, receive: true, simultaneous: false, require failure: false, be required: false.
@MainActor public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked as `g` is about to leave `.possible`; false makes it fail.
    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool
    /// Asked before `touch` is first delivered to `g`; false keeps it from `g` for its whole life.
    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// True lets `g` and `other` recognize at the same time instead of one excluding the other.
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// True makes `g` wait for `other` to fail before recognizing.
    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// True makes `other` wait for `g` to fail before recognizing.
    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: true.
    public func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { true }
    /// Default: true.
    public func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        DefaultDelegateMethods.ranShouldReceive = ObjectIdentifier(self)
        return true
    }
    /// Default: false.
    public func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Default: false.
    public func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        DefaultDelegateMethods.ranShouldRequireFailure = ObjectIdentifier(self)
        return false
    }
    /// Default: false.
    public func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        DefaultDelegateMethods.ranShouldBeRequiredToFail = ObjectIdentifier(self)
        return false
    }
}
