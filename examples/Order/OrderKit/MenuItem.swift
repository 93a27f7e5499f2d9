/// One dish or drink on the menu: its picture, its category and its base price in cents.
public struct MenuItem: Hashable, Sendable {
    /// The identifier, also the picture's file name without extension or scale ("burger").
    public var id: String
    /// The category it is listed under.
    public var category: MenuCategory
    /// The price of the small size, in cents.
    public var priceCents: Int

    /// The catalogue key of its name ("item.burger").
    public var nameKey: String { "item.\(id)" }

    /// The eight items of the menu, in menu order.
    public static let all: [MenuItem] = [
        MenuItem(id: "burger", category: .mains, priceCents: 850),
        MenuItem(id: "veggie", category: .mains, priceCents: 790),
        MenuItem(id: "fries", category: .sides, priceCents: 350),
        MenuItem(id: "salad", category: .sides, priceCents: 420),
        MenuItem(id: "cola", category: .drinks, priceCents: 250),
        MenuItem(id: "lemonade", category: .drinks, priceCents: 290),
        MenuItem(id: "icecream", category: .desserts, priceCents: 320),
        MenuItem(id: "brownie", category: .desserts, priceCents: 380),
    ]

    /// The items of `category`, in menu order.
    public static func items(in category: MenuCategory) -> [MenuItem] { all.filter { $0.category == category } }

    /// The item with identifier `id`, if there is one.
    public static func item(_ id: String) -> MenuItem? { all.first { $0.id == id } }
}

/// A section of the menu, shown as a segment of the menu screen's category control.
public enum MenuCategory: String, CaseIterable, Hashable, Sendable {
    case mains, sides, drinks, desserts

    /// The catalogue key of its name ("category.mains").
    public var nameKey: String { "category.\(rawValue)" }
}

/// The portion size chosen on the item screen; a bigger size costs more.
public enum PortionSize: Int, CaseIterable, Hashable, Sendable {
    case small, medium, large

    /// What the size adds to the item's price, in cents.
    public var surchargeCents: Int { [0, 60, 120][rawValue] }
    /// The catalogue key of its name ("size.small").
    public var nameKey: String { "size.\(String(describing: self))" }
}

/// An extra switched on or off on the item screen.
public enum Extra: String, CaseIterable, Hashable, Sendable {
    case sauce, double

    /// What the extra adds to the item's price, in cents.
    public var priceCents: Int { self == .sauce ? 50 : 200 }
    /// The catalogue key of its name ("extra.sauce").
    public var nameKey: String { "extra.\(rawValue)" }
}
