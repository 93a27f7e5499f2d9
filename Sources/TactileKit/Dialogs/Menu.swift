import TactileCore

/// What a context menu shows (UIKit's `UIMenu`): an optional title above a list of actions.
public struct Menu {
    /// The grey heading above the actions; empty for none.
    public let title: String
    /// The actions, top to bottom.
    public let children: [MenuAction]

    /// A menu of `children` under `title`.
    public init(title: String = "", children: [MenuAction]) {
        self.title = title
        self.children = children
    }
}

/// One item of a context menu (UIKit's `UIAction`): a title, an optional image on the trailing
/// side, and what to run when it is chosen (after the menu has closed).
public struct MenuAction {
    /// How an item looks and behaves.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt8
        /// Attributes from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Deletes or changes data: drawn red.
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// Drawn grey; it cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 1)
    }

    /// The item's title.
    public let title: String
    /// A picture beside the title, if any.
    public let image: Image?
    /// Destructive or disabled.
    public let attributes: Attributes
    /// Runs after the menu closed, with the item chosen.
    let handler: @MainActor (MenuAction) -> Void

    /// An item titled `title`; `handler` runs when it is chosen.
    public init(title: String, image: Image? = nil, attributes: Attributes = [],
                handler: @escaping @MainActor (MenuAction) -> Void) {
        self.title = title
        self.image = image
        self.attributes = attributes
        self.handler = handler
    }

    /// Whether the item can be chosen.
    var isEnabled: Bool { !attributes.contains(.disabled) }
}
