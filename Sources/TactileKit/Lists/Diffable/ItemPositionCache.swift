import Synchronization

/// Each item's index within its section, built from a snapshot's sections on first use.
///
/// Snapshot copies share one cache until a copy changes its items: it then empties a cache it
/// alone holds, or takes a fresh one (copy on write), so a shared cache only ever goes from
/// empty to built for the same items. The lock makes filling it from a non-mutating read safe.
final class ItemPositionCache<Item: Hashable & Sendable>: Sendable {
    private let table = Mutex<[Item: Int]?>(nil)

    init() {}

    /// The index of `item` within its section of `sections`, building the table first if needed.
    func index(of item: Item, in sections: [[Item]]) -> Int? {
        table.withLock { table in
            if table == nil { table = Self.build(sections) }
            return table?[item]
        }
    }

    /// The index of `item` if the table is built; nil (not built) or .some(nil) (not there).
    func peek(_ item: Item) -> Int?? {
        table.withLock { table in table.map { $0[item] } }
    }

    /// Records `items` appended at `start` in their section, if the table is built.
    func appended(_ items: [Item], at start: Int) {
        table.withLock { table in
            guard table != nil else { return }
            for (offset, item) in items.enumerated() { table?[item] = start + offset }
        }
    }

    /// Forgets the table (items moved); it is rebuilt on the next lookup.
    func invalidate() {
        table.withLock { $0 = nil }
    }

    private static func build(_ sections: [[Item]]) -> [Item: Int] {
        var table = [Item: Int](minimumCapacity: sections.reduce(0) { $0 + $1.count })
        for items in sections {
            for (index, item) in items.enumerated() { table[item] = index }
        }
        return table
    }
}

extension DiffableSnapshot {
    /// Items were appended at `start` of a section: the cache learns them if this snapshot alone
    /// holds it, otherwise this snapshot takes a fresh one.
    mutating func positionsAppended(_ items: [Item], at start: Int) {
        if isKnownUniquelyReferenced(&positions) {
            positions.appended(items, at: start)
        } else {
            positions = ItemPositionCache()
        }
    }

    /// Items moved within their sections: the cached positions are stale.
    mutating func positionsShifted() {
        if isKnownUniquelyReferenced(&positions) {
            positions.invalidate()
        } else {
            positions = ItemPositionCache()
        }
    }

    /// The index of `item` in the section at `section`: from the cache when it is built, otherwise
    /// by a scan of that section (no slower than the array edit that follows).
    func index(of item: Item, inSectionAt section: Int) -> Int? {
        if let cached = positions.peek(item) { return cached }
        return sectionItems[section].firstIndex(of: item)
    }
}
