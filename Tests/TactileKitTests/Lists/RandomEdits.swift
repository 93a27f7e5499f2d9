@testable import TactileKit

/// A seeded random number generator (SplitMix64), so a failing case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Fresh identifiers for one test case.
struct IdentifierSource {
    private var nextItem = 0
    private var nextSection = 0
    mutating func items(_ n: Int) -> [Int] {
        defer { nextItem += n }
        return Array(nextItem..<nextItem + n)
    }
    mutating func section() -> String {
        defer { nextSection += 1 }
        return "s\(nextSection)"
    }
}

/// Random snapshots and random edits of them through the public API.
enum RandomEdits {
    typealias Snapshot = DiffableSnapshot<String, Int>

    static func snapshot(using rng: inout SplitMix64, ids: inout IdentifierSource) -> Snapshot {
        var s = Snapshot()
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            s.appendSections([ids.section()])
            s.appendItems(ids.items(Int.random(in: 0...12, using: &rng)))
        }
        return s
    }

    static func edit(_ s: inout Snapshot, steps: Int, using rng: inout SplitMix64, ids: inout IdentifierSource) {
        for _ in 0..<steps {
            let items = s.itemIdentifiers
            let sections = s.sectionIdentifiers
            let anyItem = items.randomElement(using: &rng)
            let anySection = sections.randomElement(using: &rng)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0:
                if let anySection { s.appendItems(ids.items(Int.random(in: 1...3, using: &rng)), toSection: anySection) }
            case 1:
                if let anyItem { s.insertItems(ids.items(Int.random(in: 1...3, using: &rng)), beforeItem: anyItem) }
            case 2:
                if let anyItem { s.insertItems(ids.items(1), afterItem: anyItem) }
            case 3:
                s.deleteItems(Array(items.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))))
            case 4, 5:
                if let a = anyItem, let b = items.randomElement(using: &rng) { s.moveItem(a, afterItem: b) }
            case 6:
                if let a = anyItem, let b = items.randomElement(using: &rng) { s.moveItem(a, beforeItem: b) }
            case 7:
                if sections.count > 1, let anySection { s.deleteSections([anySection]) }
            case 8:
                if let anySection, Bool.random(using: &rng) {
                    s.insertSections([ids.section()], beforeSection: anySection)
                } else {
                    s.appendSections([ids.section()])
                }
                s.appendItems(ids.items(Int.random(in: 0...4, using: &rng)))
            case 9:
                if let a = anySection, let b = sections.randomElement(using: &rng) { s.moveSection(a, afterSection: b) }
            case 10:
                s.reconfigureItems(Array(items.shuffled(using: &rng).prefix(2)))
            default:
                s.reloadItems(Array(items.shuffled(using: &rng).prefix(1)))
            }
        }
    }
}
