extension SwipeDirection {
    /// The directions in the mask for failure reasons, e.g. `right|up`; `none` when empty.
    var reasonText: String {
        var names: [String] = []
        if contains(.right) { names.append("right") }
        if contains(.left) { names.append("left") }
        if contains(.up) { names.append("up") }
        if contains(.down) { names.append("down") }
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }
}
