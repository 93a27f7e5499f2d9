import TactileCore
/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate`. Every method
/// has a default: allow, allow, end editing on return, nothing.
@MainActor public protocol TextFieldDelegate: AnyObject {
    /// Whether `field` may become first responder and start editing.
    func textFieldShouldBeginEditing(_ field: TextField) -> Bool
    /// Whether typing may replace `range` of the text with `replacementString`.
    func textField(_ field: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString: String) -> Bool
    /// The return key was pressed; true lets the field end editing (it resigns first responder).
    func textFieldShouldReturn(_ field: TextField) -> Bool
    /// `field` stopped being first responder.
    func textFieldDidEndEditing(_ field: TextField)
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ field: TextField) -> Bool { true }
    public func textField(_ field: TextField, shouldChangeCharactersIn range: Range<String.Index>,
                          replacementString: String) -> Bool { true }
    public func textFieldShouldReturn(_ field: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ field: TextField) {}
}
