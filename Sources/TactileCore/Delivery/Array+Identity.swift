extension Array where Element: AnyObject {
    /// Removes every element identical to `object`, keeping the order of the others. Reads before it
    /// writes: an array that does not hold `object` is left untouched (no uniqueness check, no copy).
    mutating func removeIdentical(_ object: Element) {
        guard var i = indexOfIdentical(object) else { return }
        remove(at: i)
        while i < count {
            if self[i] === object { remove(at: i) } else { i += 1 }
        }
    }
}

extension Array where Element: AnyObject {
    /// The index of the first element identical to `object`: a plain scan comparing addresses
    /// (no closure, no reference counting of the elements it passes).
    @inline(__always)
    func indexOfIdentical(_ object: Element) -> Int? {
        let target = ObjectIdentifier(object)
        return withUnsafeBufferPointer { buffer in
            for i in buffer.indices where ObjectIdentifier(buffer[i]) == target { return i }
            return nil
        }
    }

    /// Whether some element is identical to `object`.
    @inline(__always)
    func containsIdentical(_ object: Element) -> Bool { indexOfIdentical(object) != nil }

    /// Whether `other` holds the same objects in the same order (a plain loop comparing addresses).
    func isIdentical(to other: [Element]) -> Bool {
        guard count == other.count else { return false }
        for i in indices where self[i] !== other[i] { return false }
        return true
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
