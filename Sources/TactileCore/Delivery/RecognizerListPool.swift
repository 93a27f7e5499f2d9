/// Emptied recognizer lists of finished touches, kept with their capacity for the next touches.
///
/// A new touch's `swarm` and `ignoringRecognizers` come from here
/// rather than from the allocator, and a finished touch's lists come back rather than being freed:
/// freeing a list releases its elements one by one through the runtime's generic array destruction,
/// which costs more than delivering the touch's end.
struct RecognizerListPool {
    /// At most this many lists are kept (two for each touch of two hands, and more).
    static let maxLists = 32
    /// Lists with more room than this are let go rather than kept.
    static let maxCapacity = 256

    private var lists: [[GestureRecognizer]] = []

    /// An empty list, with room left by an earlier touch when there is one.
    mutating func take() -> [GestureRecognizer] {
        lists.popLast() ?? []
    }

    /// Empties `list` and keeps its storage for a later `take()`; `list` is left empty.
    mutating func giveBack(_ list: inout [GestureRecognizer]) {
        guard list.capacity > 0 else { return }
        guard lists.count < Self.maxLists, list.capacity <= Self.maxCapacity else {
            list = []
            return
        }
        list.clearKeepingCapacity()
        var kept: [GestureRecognizer] = []
        swap(&kept, &list)
        lists.append(kept)
    }
}
