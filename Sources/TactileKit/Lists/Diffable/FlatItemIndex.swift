/// Items of a flat list found by hash: an open-addressing table of their hash values, built with
/// one hash per item and searched with one hash and, on a matching hash, one comparison.
///
/// A diff runs as unspecialised generic code (the identifiers are the app's own types, from another
/// module), where every `Dictionary` operation goes through witness tables and the dictionary's
/// generic storage; this table touches the items only to hash and compare them, and keeps
/// everything else in `Int` arrays.
struct FlatItemIndex<Item: Hashable> {
    /// The items, in order; an item's index here is what `index(of:)` returns.
    let items: [Item]
    private var hashes: [Int] = []
    /// For each slot: the index of the item in it, plus one; 0 for an empty slot.
    private var slots: [Int]
    private let mask: Int

    /// A table of `items` (distinct).
    init(_ items: [Item]) {
        self.items = items
        var capacity = 16
        while capacity < items.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        slots = [Int](repeating: 0, count: capacity)
        hashes.reserveCapacity(items.count)
        // Indexing, not `enumerated()` or an iterator: unspecialised, those look up generic
        // metadata for every element.
        items.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count { hashes.append(buffer[i].hashValue) }
        }
        for i in hashes.indices {
            var slot = hashes[i] & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = i + 1
        }
    }

    /// The index of `item` in `items`, or nil.
    func index(of item: Item) -> Int? {
        items.withUnsafeBufferPointer { index(of: item, in: $0) }
    }

    /// The index of `item` in `items` (whose buffer is `buffer`), or nil.
    func index(of item: Item, in buffer: UnsafeBufferPointer<Item>) -> Int? {
        let hash = item.hashValue
        var slot = hash & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if hashes[entry - 1] == hash && buffer[entry - 1] == item { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }
}
