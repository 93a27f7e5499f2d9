/// The state of a list's data by identifier — its sections and the items in each, in order — as
/// UIKit's `NSDiffableDataSourceSnapshot`: build one, hand it to a diffable data source, and the
/// collection view animates from what it showed to this.
///
/// Identifiers are unique: an item belongs to one section, once. UIKit raises on bad input; a
/// snapshot never crashes. Each bad call logs one line (`tactile.lists`) and is ignored: an item or
/// section that is not in the snapshot (to insert before, move after, delete, reconfigure, reload),
/// appending to a section that is not there (or, with no section named, when there is none).
/// Duplicate identifiers are left out too, and the snapshot remembers it was given them: a data
/// source refuses to apply it.
///
/// Lookups are by dictionary: the section holding an item and each section's index are kept up to
/// date; an item's index within its section is cached on first use after a change that shifted
/// items.
public struct DiffableSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// The section identifiers in order.
    var sections: [Section] = []
    /// The items of each section, parallel to `sections`.
    var sectionItems: [[Item]] = []
    /// Each section's index in `sections`.
    var sectionIndex: [Section: Int] = [:]
    /// The section holding each item (also: which items the snapshot holds).
    var itemSection: [Item: Section] = [:]
    /// Items whose cells are to be updated in place (`reconfigureItems`).
    var reconfigured: Set<Item> = []
    /// Items whose cells are to be replaced (`reloadItems`).
    var reloaded: Set<Item> = []
    /// Sections whose cells are to be replaced (`reloadSections`).
    var reloadedSectionSet: Set<Section> = []
    /// Each item's index within its section, built on first use (shared between copies until one
    /// of them changes).
    var positions = ItemPositionCache<Item>()

    /// Why the snapshot is not valid (the first duplicate identifier it was given), or nil.
    package internal(set) var problem: String?
    /// The last line logged for a call this snapshot ignored (for tests and diagnostics).
    package internal(set) var lastDiagnostic: String?

    /// An empty snapshot: no sections, no items.
    public init() {}

    /// Whether the snapshot can be applied: it was never given a duplicate identifier.
    package var isValid: Bool { problem == nil }

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { itemSection.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers in order.
    public var sectionIdentifiers: [Section] { sections }

    /// Every item identifier, section by section.
    public var itemIdentifiers: [Item] { Array(sectionItems.joined()) }

    /// The items of `section` in order; empty (and logged) when there is no such section.
    public func itemIdentifiers(inSection section: Section) -> [Item] {
        guard let index = sectionIndex[section] else {
            DiffableLog.warn("DiffableSnapshot.itemIdentifiers(inSection:): the section \(DiffableLog.describe(section)) is not in the snapshot")
            return []
        }
        return sectionItems[index]
    }

    /// The number of items in `section`; 0 when there is no such section.
    public func numberOfItems(inSection section: Section) -> Int {
        sectionIndex[section].map { sectionItems[$0].count } ?? 0
    }

    /// The section holding `item`, or nil when the snapshot does not hold it.
    public func sectionIdentifier(containingItem item: Item) -> Section? {
        itemSection[item]
    }

    /// The index of `section` among the sections, or nil.
    public func indexOfSection(_ section: Section) -> Int? {
        sectionIndex[section]
    }

    /// The index of `item` among all items (counting through the sections in order), or nil.
    public func indexOfItem(_ item: Item) -> Int? {
        guard let p = position(of: item) else { return nil }
        return sectionItems[..<p.section].reduce(p.item) { $0 + $1.count }
    }

    /// The items marked by `reconfigureItems(_:)`, in snapshot order.
    public var reconfiguredItemIdentifiers: [Item] {
        reconfigured.isEmpty ? [] : itemIdentifiers.filter { reconfigured.contains($0) }
    }

    /// The items marked by `reloadItems(_:)`, in snapshot order.
    public var reloadedItemIdentifiers: [Item] {
        reloaded.isEmpty ? [] : itemIdentifiers.filter { reloaded.contains($0) }
    }

    /// The sections marked by `reloadSections(_:)`, in snapshot order.
    public var reloadedSectionIdentifiers: [Section] {
        reloadedSectionSet.isEmpty ? [] : sections.filter { reloadedSectionSet.contains($0) }
    }

    /// Where `item` is: its section's index and its index within the section; nil when the
    /// snapshot does not hold it.
    package func position(of item: Item) -> ItemPosition? {
        guard let section = itemSection[item], let s = sectionIndex[section],
              let i = positions.index(of: item, in: sectionItems) else { return nil }
        return ItemPosition(section: s, item: i)
    }

    /// The item at `position`, or nil when out of range.
    package func item(at position: ItemPosition) -> Item? {
        guard sectionItems.indices.contains(position.section),
              sectionItems[position.section].indices.contains(position.item) else { return nil }
        return sectionItems[position.section][position.item]
    }

    /// The snapshot without its reconfigure and reload marks: what a data source keeps once it
    /// has applied them.
    package func clearingUpdateMarks() -> DiffableSnapshot {
        var copy = self
        copy.reconfigured = []
        copy.reloaded = []
        copy.reloadedSectionSet = []
        return copy
    }
}
