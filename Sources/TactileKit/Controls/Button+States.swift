import TactileCore

extension Button {
    /// Sets the title shown in `state`; nil removes it, and the button then shows the normal title
    /// there. Setting the normal title is setting `title`.
    public func setTitle(_ t: String?, for state: Control.State) {
        if state == .normal {
            title = t ?? ""
            return
        }
        titlesByState[state] = t
        updateForState()
    }

    /// The title shown in `state`: the one set for it, else the normal one.
    public func title(for state: Control.State) -> String? {
        if state == .normal { return title.isEmpty ? nil : title }
        return titlesByState[state] ?? title(for: .normal)
    }

    /// Sets the title colour in `state`; nil removes it (the button's default for the state then
    /// applies: `titleColor`, or `disabledTitleColor` when disabled). Setting the normal colour sets
    /// `titleColor`.
    public func setTitleColor(_ color: Color?, for state: Control.State) {
        if state == .normal, let color {
            titleColor = color
            return
        }
        titleColorsByState[state] = color
        updateForState()
    }

    /// The title colour in `state`.
    public func titleColor(for state: Control.State) -> Color {
        if let color = titleColorsByState[state] { return color }
        if state.contains(.disabled) { return disabledTitleColor }
        return titleColor
    }

    /// Shows the title and its colour for the current state.
    func updateForState() {
        let current = state
        let text = current == .normal ? title : (titlesByState[current] ?? title)
        if titleLabel.text != text { showTitleText(text) }
        titleLabel.textColor = titleColor(for: current)
    }
}
