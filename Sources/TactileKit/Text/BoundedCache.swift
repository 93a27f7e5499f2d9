import TactileCore

/// A dictionary that holds at most `capacity` entries, dropping the least recently used one to make
/// room.
struct BoundedCache<Key: Hashable, Value> {
    /// The most entries kept.
    let capacity: Int
    private var entries: [Key: (value: Value, used: UInt64)] = [:]
    private var clock: UInt64 = 0

    /// An empty cache of at most `capacity` (at least 1) entries.
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// How many entries are kept.
    var count: Int { entries.count }

    /// The value for `key`, marked as just used; nil when there is none.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value` for `key`, first dropping the least recently used entry when full.
    mutating func set(_ value: Value, for key: Key) {
        clock += 1
        if entries[key] == nil, entries.count >= capacity,
           let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
        entries[key] = (value, clock)
    }

    /// Drops every entry.
    mutating func removeAll() { entries.removeAll() }
}
