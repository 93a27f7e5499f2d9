/// The insertions, deletions and moves recorded by one `performBatchUpdates` call, and how they
/// map the old items to the new ones (UIKit's rules: deletions and move sources name items before
/// the update, insertions and move destinations name items after it).
struct BatchUpdate {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Completions of nested `performBatchUpdates` calls, run with the outer one's.
    var nestedCompletions: [(Bool) -> Void] = []

    /// Where each old item goes: `newItem[section][item]` is the new index path, nil when deleted.
    /// Throws a message (for the log) when the update does not fit `oldCounts` and `newCounts`.
    func mapping(oldCounts: [Int], newCounts: [Int]) throws(BatchUpdateError) -> [[IndexPath?]] {
        guard oldCounts.count == newCounts.count else {
            throw BatchUpdateError("the number of sections changed from \(oldCounts.count) to \(newCounts.count) in a batch update of items")
        }
        func inRange(_ p: IndexPath, _ counts: [Int]) -> Bool {
            p.section >= 0 && p.section < counts.count && p.item >= 0 && p.item < counts[p.section]
        }
        var removed = Set<IndexPath>()
        for p in deletes + moves.map(\.from) {
            guard inRange(p, oldCounts) else {
                throw BatchUpdateError("index path \(p) to delete or move is out of range (before the update \(Self.describe(p, oldCounts)))")
            }
            guard removed.insert(p).inserted else { throw BatchUpdateError("index path \(p) is deleted or moved twice") }
        }
        var added = Set<IndexPath>()
        for p in inserts + moves.map(\.to) {
            guard inRange(p, newCounts) else {
                throw BatchUpdateError("index path \(p) to insert or move to is out of range (after the update \(Self.describe(p, newCounts)))")
            }
            guard added.insert(p).inserted else { throw BatchUpdateError("index path \(p) is inserted or moved to twice") }
        }
        // Each section's items after the removals: their old index paths.
        var columns: [[IndexPath?]] = oldCounts.enumerated().map { section, count in
            (0..<count).map { IndexPath(item: $0, section: section) }.filter { !removed.contains($0) }
        }
        let arrivals = (inserts.map { (to: $0, from: IndexPath?.none) } + moves.map { (to: $0.to, from: Optional($0.from)) })
            .sorted { $0.to < $1.to }
        for arrival in arrivals {
            guard arrival.to.item <= columns[arrival.to.section].count else {
                throw BatchUpdateError("index path \(arrival.to) leaves a gap in section \(arrival.to.section)")
            }
            columns[arrival.to.section].insert(arrival.from, at: arrival.to.item)
        }
        for (section, column) in columns.enumerated() where column.count != newCounts[section] {
            let ins = arrivals.filter { $0.to.section == section }.count
            let del = removed.filter { $0.section == section }.count
            throw BatchUpdateError("section \(section) has \(newCounts[section]) items after the update, but \(oldCounts[section]) before + \(ins) inserted or moved in − \(del) deleted or moved out = \(column.count)")
        }
        var map: [[IndexPath?]] = oldCounts.map { Array(repeating: nil, count: $0) }
        for (section, column) in columns.enumerated() {
            for (item, old) in column.enumerated() {
                if let old { map[old.section][old.item] = IndexPath(item: item, section: section) }
            }
        }
        return map
    }

    private static func describe(_ p: IndexPath, _ counts: [Int]) -> String {
        p.section >= 0 && p.section < counts.count ? "section \(p.section) has \(counts[p.section]) items" : "there are \(counts.count) sections"
    }
}

/// Why a batch update cannot be applied (a line for the log).
struct BatchUpdateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
