import Tactile

/// Lists at 1080p: scrolling 10,000 rows and grid items (frame against the fill floor, allocations,
/// live cells), the memory of 100,000 items, and the diffable snapshot's diff.
enum ListsBenchmarks: BenchmarkGroup {
    static let name = "lists"
    static let summary = "scrolling 10,000-item lists and grids at 1080p, RSS of 100,000 items, diff of two 10,000-item snapshots"

    @MainActor static func run(in run: BenchmarkRun) throws {
        try ListScrollBenchmarks.run(in: run, group: name)
        let count = 10_000
        let params = ["items": "\(count)", "inserts": "100", "deletes": "100", "moves": "50"]
        let (oldInts, newInts) = edited(Array(0..<count), fresh: { count + $0 })
        run.measure(group: name, name: "lists.diff-10k", unit: "ms", target: .atMost(5), parameters: params,
                    note: "DiffableSnapshot.changes(from:) on Int identifiers in one section; wall time",
                    samples: 51, warmUpSamples: 3) {
            let changes = newInts.changes(from: oldInts)
            precondition(changes.insertedItems.count == 100 && changes.deletedItems.count == 100, "the diff lost edits")
        }
        let (oldStrings, newStrings) = edited((0..<count).map { "item-\($0)" }, fresh: { "new-item-\($0)" })
        run.measure(group: name, name: "lists.diff-10k strings", unit: "ms", parameters: params,
                    note: "the same edits on String identifiers (\"item-1234\"): hashing costs more; wall time",
                    samples: 51, warmUpSamples: 3) {
            _ = newStrings.changes(from: oldStrings)
        }
    }

    /// A one-section snapshot of `items` and a copy with 100 deletes, 100 inserts (named by `fresh`)
    /// and 50 moves, at positions from a fixed seed.
    static func edited<Item: Hashable & Sendable>(_ items: [Item], fresh: (Int) -> Item)
        -> (DiffableSnapshot<Int, Item>, DiffableSnapshot<Int, Item>) {
        var old = DiffableSnapshot<Int, Item>()
        old.appendSections([0])
        old.appendItems(items)
        var new = old
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var remaining = items
        for _ in 0..<100 { new.deleteItems([remaining.remove(at: next(remaining.count))]) }
        for i in 0..<100 { new.insertItems([fresh(i)], beforeItem: remaining[next(remaining.count)]) }
        var moved = Set<Item>()
        while moved.count < 50 {
            let item = remaining[next(remaining.count)], anchor = remaining[next(remaining.count)]
            guard item != anchor, moved.insert(item).inserted else { continue }
            new.moveItem(item, afterItem: anchor)
        }
        return (old, new)
    }
}
