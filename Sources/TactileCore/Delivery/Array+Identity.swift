extension Array where Element: AnyObject {
    /// Removes every element identical to `object`, keeping the order of the others. Reads before it
    /// writes: an array that does not hold `object` is left untouched (no uniqueness check, no copy).
    mutating func removeIdentical(_ object: Element) {
        guard var i = firstIndex(where: { $0 === object }) else { return }
        remove(at: i)
        while i < count {
            if self[i] === object { remove(at: i) } else { i += 1 }
        }
    }
}

extension Array {
    /// `removeAll(keepingCapacity: true)` for the short scratch lists of the delivery engine:
    /// popping the few elements is a fraction of the cost of the general `replaceSubrange` the
    /// standard library's version goes through, and an empty list is left untouched.
    @inline(__always)
    mutating func clearKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
