import Testing
@testable import TactileKit

/// Bad input to a snapshot: logged and ignored, never a crash; duplicates make it invalid.
@Suite struct DiffableSnapshotBadInputTests {
    typealias Snapshot = DiffableSnapshot<String, Int>

    static func twoSections() -> Snapshot { DiffableSnapshotTests.twoSections() }

    @Test func appendingWithNoSectionIsIgnored() {
        var s = Snapshot()
        s.appendItems([1, 2])
        #expect(s.numberOfItems == 0)
        #expect(s.isValid)
        #expect(s.lastDiagnostic?.contains("no section") == true)
    }

    @Test func appendingToAMissingSectionIsIgnored() {
        var s = Self.twoSections()
        s.appendItems([9], toSection: "nope")
        #expect(s.numberOfItems == 5)
        #expect(s.sectionIdentifier(containingItem: 9) == nil)
        #expect(s.lastDiagnostic?.contains("\"nope\"") == true)
    }

    @Test func duplicateItemsAreLeftOutAndInvalidate() {
        var s = Self.twoSections()
        s.appendItems([6, 2, 7], toSection: "b")
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 6, 7])
        #expect(s.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(!s.isValid)
        #expect(s.problem?.contains("duplicate item") == true)
    }

    @Test func duplicatesWithinOneCallInvalidate() {
        var s = Snapshot()
        s.appendSections(["a"])
        s.appendItems([1, 1, 2])
        #expect(s.itemIdentifiers(inSection: "a") == [1, 2])
        #expect(!s.isValid)
    }

    @Test func insertingADuplicateInvalidates() {
        var s = Self.twoSections()
        s.insertItems([4, 8], beforeItem: 1)
        #expect(s.itemIdentifiers(inSection: "a") == [8, 1, 2, 3])
        #expect(s.sectionIdentifier(containingItem: 4) == "b")
        #expect(!s.isValid)
    }

    @Test func duplicateSectionsAreLeftOutAndInvalidate() {
        var s = Self.twoSections()
        s.appendSections(["c", "a", "c"])
        #expect(s.sectionIdentifiers == ["a", "b", "c"])
        #expect(s.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(!s.isValid)
        #expect(s.problem?.contains("duplicate section") == true)
        var t = Self.twoSections()
        t.insertSections(["b"], beforeSection: "a")
        #expect(t.sectionIdentifiers == ["a", "b"])
        #expect(!t.isValid)
    }

    @Test func insertBeforeAMissingItemIsIgnored() {
        var s = Self.twoSections()
        s.insertItems([8], beforeItem: 99)
        s.insertItems([8], afterItem: 99)
        #expect(s.numberOfItems == 5)
        #expect(s.sectionIdentifier(containingItem: 8) == nil)
        #expect(s.isValid)
        #expect(s.lastDiagnostic?.contains("99") == true)
    }

    @Test func moveOfOrAfterAMissingItemIsIgnored() {
        var s = Self.twoSections()
        s.moveItem(99, afterItem: 1)
        #expect(s.lastDiagnostic?.contains("99") == true)
        s.moveItem(1, afterItem: 98)
        #expect(s.lastDiagnostic?.contains("98") == true)
        s.moveItem(1, beforeItem: 97)
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.isValid)
    }

    @Test func deletingMissingItemsDeletesTheRest() {
        var s = Self.twoSections()
        s.deleteItems([99, 2, 98])
        #expect(s.itemIdentifiers == [1, 3, 4, 5])
        #expect(s.lastDiagnostic?.contains("2 item(s) not in the snapshot") == true)
        #expect(s.isValid)
    }

    @Test func deletingMissingSectionsDeletesTheRest() {
        var s = Self.twoSections()
        s.deleteSections(["x", "a"])
        #expect(s.sectionIdentifiers == ["b"])
        #expect(s.numberOfItems == 2)
        #expect(s.lastDiagnostic?.contains("\"x\"") == true)
    }

    @Test func movingOrInsertingNextToMissingSectionsIsIgnored() {
        var s = Self.twoSections()
        s.moveSection("x", beforeSection: "a")
        s.moveSection("a", afterSection: "y")
        s.insertSections(["c"], beforeSection: "y")
        s.insertSections(["c"], afterSection: "y")
        #expect(s.sectionIdentifiers == ["a", "b"])
        #expect(s.isValid)
        #expect(s.lastDiagnostic?.contains("\"y\"") == true)
    }

    @Test func markingMissingItemsMarksTheRest() {
        var s = Self.twoSections()
        s.reconfigureItems([1, 99])
        #expect(s.reconfiguredItemIdentifiers == [1])
        #expect(s.lastDiagnostic?.contains("99") == true)
        s.reloadItems([98, 5])
        #expect(s.reloadedItemIdentifiers == [5])
        #expect(s.lastDiagnostic?.contains("98") == true)
        s.reloadSections(["q"])
        #expect(s.reloadedSectionIdentifiers.isEmpty)
        #expect(s.isValid)
    }

    @Test func readingAMissingSectionGivesNothing() {
        let s = Self.twoSections()
        #expect(s.itemIdentifiers(inSection: "x").isEmpty)
        #expect(s.numberOfItems(inSection: "x") == 0)
        #expect(s.indexOfSection("x") == nil)
        #expect(s.indexOfItem(99) == nil)
    }
}
