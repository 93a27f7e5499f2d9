import TactileCore

/// The AT-SPI roles Tactile's elements map to (values of `AtspiRole` in at-spi2-core).
public enum AtspiRole: UInt32, Sendable {
    /// A modal container.
    case dialog = 16
    /// A window.
    case frame = 23
    /// A picture.
    case image = 27
    /// Text.
    case label = 29
    /// A scrolling container (a list or grid).
    case list = 31
    /// A cell of a scrolling container.
    case listItem = 32
    /// A bar of tabs.
    case pageTabList = 38
    /// A container.
    case panel = 39
    /// A secure text field.
    case passwordText = 40
    /// A button or a key.
    case pushButton = 43
    /// An adjustable element.
    case slider = 51
    /// The application.
    case application = 75
    /// A text field.
    case entry = 79
    /// A heading.
    case heading = 83
    /// A link.
    case link = 88

    /// The role's name as AT-SPI spells it ("push button").
    public var name: String {
        switch self {
        case .dialog: "dialog"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .passwordText: "password text"
        case .pushButton: "push button"
        case .slider: "slider"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        }
    }

    /// The role of `view` in the exported tree: a window is a frame; an element's role comes from
    /// its traits (a text input is an entry); a container that scrolls is a list, a modal one a
    /// dialog, a tab bar a page tab list, any other a panel.
    @MainActor public static func of(_ view: View) -> AtspiRole {
        if view is Window { return .frame }
        let traits = view.accessibilityTraits
        guard view.isAccessibilityElement else {
            if traits.contains(.tabBar) { return .pageTabList }
            if view.accessibilityViewIsModal { return .dialog }
            return view is any AccessibilityScrolling ? .list : .panel
        }
        if traits.contains(.searchField) || view is any KeyInput { return .entry }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.tabBar) { return .pageTabList }
        if traits.contains(.staticText) { return .label }
        if view.superview is any AccessibilityScrolling { return .listItem }
        return .label
    }
}

/// AT-SPI states (bit numbers of `AtspiStateType`), as a set of 64 bits sent as two 32-bit words.
public struct AtspiStates: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The window is the key window.
    public static let active = AtspiStates(rawValue: 1 << 1)
    /// Its text can be edited.
    public static let editable = AtspiStates(rawValue: 1 << 7)
    /// It can be used now.
    public static let enabled = AtspiStates(rawValue: 1 << 8)
    /// It can take the focus.
    public static let focusable = AtspiStates(rawValue: 1 << 11)
    /// It has the accessibility focus or is the first responder.
    public static let focused = AtspiStates(rawValue: 1 << 12)
    /// It hides what is behind it.
    public static let modal = AtspiStates(rawValue: 1 << 16)
    /// It is a cell that can be selected.
    public static let selectable = AtspiStates(rawValue: 1 << 22)
    /// It is selected.
    public static let selected = AtspiStates(rawValue: 1 << 23)
    /// It responds to input now.
    public static let sensitive = AtspiStates(rawValue: 1 << 24)
    /// It is visible and on screen.
    public static let showing = AtspiStates(rawValue: 1 << 25)
    /// Its text is one line.
    public static let singleLine = AtspiStates(rawValue: 1 << 26)
    /// Neither it nor an ancestor is hidden or transparent.
    public static let visible = AtspiStates(rawValue: 1 << 30)

    /// The states of `view`: enabled and sensitive unless `notEnabled`; visible when not hidden,
    /// showing when also on screen; an element is focusable, focused when it has the accessibility
    /// focus or is the first responder; `selected` from the trait; a text input is editable.
    @MainActor public static func of(_ view: View) -> AtspiStates {
        var states: AtspiStates = []
        let traits = view.accessibilityTraits
        if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
        var visible = true
        var ancestor: View? = view
        while let v = ancestor, visible {
            visible = !v.isHidden && v.alpha >= 0.01
            ancestor = v.superview
        }
        if visible { states.insert(.visible) }
        if let window = view.window, visible {
            let bounds = Rect(origin: .zero, size: window.bounds.size)
            if view.accessibilityFrame.intersects(bounds) { states.insert(.showing) }
            if view === window, window.isKeyWindow { states.insert(.active) }
        }
        if view.accessibilityViewIsModal { states.insert(.modal) }
        if view.isAccessibilityElement {
            states.insert(.focusable)
            if view.window?.accessibility.focusedElement === view || view.isFirstResponder { states.insert(.focused) }
            if view is any KeyInput { states.formUnion([.editable, .singleLine]) }
            if view.superview is any AccessibilityScrolling { states.insert(.selectable) }
        }
        if traits.contains(.selected) { states.insert(.selected) }
        return states
    }
}
