/// One line of the order: an item with its options and how many of it.
public struct CartLine: Hashable, Sendable, Identifiable {
    /// Unique within a cart (lines with the same options stay separate rows).
    public var id: Int
    /// The item ordered.
    public var item: MenuItem
    /// The size chosen.
    public var size: PortionSize
    /// The extras switched on.
    public var extras: Set<Extra>
    /// The customer's note for the kitchen (may be empty).
    public var note: String
    /// How many (at least 1).
    public var quantity: Int

    /// The price of one, in cents: the item, its size and its extras.
    public var unitCents: Int { item.priceCents + size.surchargeCents + extras.reduce(0) { $0 + $1.priceCents } }
    /// The price of the line, in cents.
    public var totalCents: Int { unitCents * quantity }
}

/// The order being put together: lines in the order the customer arranged them, and the total.
@MainActor public final class Cart {
    /// The lines, in order.
    public private(set) var lines: [CartLine] = []
    /// Called after every change.
    public var onChange: (() -> Void)?
    private var nextID = 1

    /// An empty cart.
    public init() {}

    /// The sum of every line, in cents.
    public var totalCents: Int { lines.reduce(0) { $0 + $1.totalCents } }
    /// How many items, counting quantities.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    /// Whether nothing is ordered.
    public var isEmpty: Bool { lines.isEmpty }

    /// Adds a line of `quantity` (clamped to 1...99) `item`s; returns it.
    @discardableResult
    public func add(_ item: MenuItem, size: PortionSize = .small, extras: Set<Extra> = [], note: String = "", quantity: Int = 1) -> CartLine {
        let line = CartLine(id: nextID, item: item, size: size, extras: extras, note: note, quantity: min(max(quantity, 1), 99))
        nextID += 1
        lines.append(line)
        onChange?()
        return line
    }

    /// Removes line `index` (nothing when out of range).
    public func remove(at index: Int) {
        guard lines.indices.contains(index) else { return }
        lines.remove(at: index)
        onChange?()
    }

    /// Moves line `source` to `destination` (nothing when either is out of range).
    public func move(from source: Int, to destination: Int) {
        guard lines.indices.contains(source), lines.indices.contains(destination), source != destination else { return }
        lines.insert(lines.remove(at: source), at: destination)
        onChange?()
    }

    /// Removes every line.
    public func empty() {
        guard !lines.isEmpty else { return }
        lines.removeAll()
        onChange?()
    }
}
