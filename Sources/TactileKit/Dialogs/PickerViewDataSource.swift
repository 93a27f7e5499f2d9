import TactileCore

/// What a `PickerView` shows: how many wheels (components) and how many rows each has.
@MainActor public protocol PickerViewDataSource: AnyObject {
    /// The number of wheels, side by side.
    func numberOfComponents(in p: PickerView) -> Int
    /// The number of rows of wheel `c`.
    func pickerView(_ p: PickerView, numberOfRowsInComponent c: Int) -> Int
}

/// The titles of a `PickerView`'s rows and what it reports. Every method is optional.
@MainActor public protocol PickerViewDelegate: AnyObject {
    /// The title of row `r` of wheel `c`. Default nil (an empty row).
    func pickerView(_ p: PickerView, titleForRow r: Int, forComponent c: Int) -> String?
    /// Wheel `c` settled on row `r` after the user moved it (not after `selectRow`).
    func pickerView(_ p: PickerView, didSelectRow r: Int, inComponent c: Int)
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ p: PickerView, titleForRow r: Int, forComponent c: Int) -> String? { nil }
    /// Nothing.
    public func pickerView(_ p: PickerView, didSelectRow r: Int, inComponent c: Int) {}
}
