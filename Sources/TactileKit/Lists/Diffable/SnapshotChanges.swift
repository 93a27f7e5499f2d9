/// Where an item is in a snapshot: its section's index and its index within that section.
package struct ItemPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    package var section: Int
    /// The item's index within the section.
    package var item: Int

    package init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    package static func < (a: ItemPosition, b: ItemPosition) -> Bool {
        a.section != b.section ? a.section < b.section : a.item < b.item
    }

    package var description: String { "[\(section), \(item)]" }
}

/// An item that is in both snapshots at a different place: `from` in the old one, `to` in the new.
package struct ItemMove: Hashable, Sendable {
    package var from: ItemPosition
    package var to: ItemPosition

    package init(from: ItemPosition, to: ItemPosition) {
        self.from = from
        self.to = to
    }
}

/// A section that is in both snapshots at a different place: its old index and its new one.
package struct SectionMove: Hashable, Sendable {
    package var from: Int
    package var to: Int

    package init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// What changed from one snapshot to the next, in the terms of a collection view's batch update:
/// deletions and move sources at their places in the old snapshot, insertions, move destinations
/// and marked items at their places in the new one.
///
/// - A deleted section takes its items with it: they are not listed as deleted items, and an
///   inserted section brings its items: they are not listed as inserted items. An item that
///   leaves a deleted section for another, or joins an inserted section from another, is a move.
/// - Moves are as few as possible: of the items that stay in the same section, the longest run
///   whose order is unchanged stays in place and only the others move (likewise for sections);
///   an item that changes section always moves.
/// - Every list is in ascending order of its (first) position.
package struct SnapshotChanges: Equatable, Sendable {
    /// Old indices of sections only in the old snapshot.
    package var deletedSections: [Int] = []
    /// New indices of sections only in the new snapshot.
    package var insertedSections: [Int] = []
    /// Sections in both whose order relative to the others changed.
    package var movedSections: [SectionMove] = []
    /// New indices of sections in both marked by `reloadSections`.
    package var reloadedSections: [Int] = []
    /// Old positions of items only in the old snapshot (outside deleted sections).
    package var deletedItems: [ItemPosition] = []
    /// New positions of items only in the new snapshot (outside inserted sections).
    package var insertedItems: [ItemPosition] = []
    /// Items in both that changed section or whose order relative to the others changed.
    package var movedItems: [ItemMove] = []
    /// New positions of items in both marked by `reconfigureItems` (and not by `reloadItems`).
    package var reconfiguredItems: [ItemPosition] = []
    /// New positions of items in both marked by `reloadItems`.
    package var reloadedItems: [ItemPosition] = []

    package init() {}

    /// Whether nothing changed at all.
    package var isEmpty: Bool {
        !hasStructuralChanges && reloadedSections.isEmpty && reconfiguredItems.isEmpty && reloadedItems.isEmpty
    }

    /// Whether sections or items were inserted, deleted or moved.
    package var hasStructuralChanges: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
          && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }
}
