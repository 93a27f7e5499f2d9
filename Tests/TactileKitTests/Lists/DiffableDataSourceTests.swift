import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

/// `DiffableDataSource`: snapshots shown, their differences animated on the window's clock,
/// reconfigured items re-asked, bad snapshots refused.
@MainActor @Suite struct DiffableDataSourceTests {
    /// A 300 × 400 list of 44-point rows whose cells show their item's string.
    @MainActor final class Fixture {
        let scene = ControlScene(width: 300, height: 400)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: ListLayout())
        var provided: [String] = []
        var returnsNil = false
        lazy var source = DiffableDataSource<Int, String>(collectionView: view) { [unowned self] cv, indexPath, item in
            provided.append(item)
            if returnsNil { return nil }
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? TestCell)?.label.text = item
            return cell
        }

        init() {
            view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
            scene.window.addSubview(view)
            _ = source
        }

        func snapshot(_ items: [String]) -> DiffableSnapshot<Int, String> {
            var s = DiffableSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(items)
            return s
        }

        /// The text of the shown cells from top to bottom.
        var shown: [String] {
            view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { ($0 as? TestCell)?.label.text }
        }
    }

    @Test func aSnapshotIsShownInOrder() {
        let f = Fixture()
        f.source.apply(f.snapshot(["a", "b", "c"]), animatingDifferences: false)
        f.scene.window.prepareForFrame()
        #expect(f.shown == ["a", "b", "c"])
        #expect(f.source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(f.source.indexPath(for: "c") == IndexPath(item: 2, section: 0))
        #expect(f.source.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        #expect(f.source.indexPath(for: "z") == nil)
        #expect(f.source.snapshot().itemIdentifiers(inSection: 0) == ["a", "b", "c"])
    }

    @Test func differencesAnimateOnTheWindowsClockAndCompleteOnce() {
        let f = Fixture()
        f.source.apply(f.snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        f.scene.window.prepareForFrame()
        var completions = 0
        f.source.apply(f.snapshot(["d", "a", "x", "c"]), animatingDifferences: true) { completions += 1 }
        f.scene.wait(30)
        #expect(completions == 0)
        f.scene.wait(600)
        #expect(completions == 1)
        #expect(f.shown == ["d", "a", "x", "c"])
        let frames = f.view.visibleCells.map(\.frame.minY).sorted()
        #expect(frames == [0, 44, 88, 132])
    }

    @Test func reconfiguredVisibleItemsAreAskedForAgain() {
        let f = Fixture()
        f.source.apply(f.snapshot(["a", "b", "c"]), animatingDifferences: false)
        f.scene.window.prepareForFrame()
        f.provided.removeAll()
        var next = f.source.snapshot()
        next.reconfigureItems(["b"])
        f.source.apply(next)
        #expect(f.provided == ["b"])
        #expect(f.shown == ["a", "b", "c"])
    }

    @Test func aSnapshotWithDuplicatesIsRefused() {
        let f = Fixture()
        f.source.apply(f.snapshot(["a", "b"]), animatingDifferences: false)
        var bad = DiffableSnapshot<Int, String>()
        bad.appendSections([0])
        bad.appendItems(["x", "x"])
        var completed = false
        f.source.apply(bad) { completed = true }
        #expect(completed)
        #expect(f.source.snapshot().itemIdentifiers(inSection: 0) == ["a", "b"])
    }

    @Test func aCellProviderReturningNilShowsAnEmptyCell() {
        let f = Fixture()
        f.returnsNil = true
        f.source.apply(f.snapshot(["a", "b"]), animatingDifferences: false)
        f.scene.window.prepareForFrame()
        #expect(f.view.visibleCells.count == 2)
        #expect(f.shown.isEmpty)
    }

    @Test func sectionChangesReload() {
        let f = Fixture()
        f.source.apply(f.snapshot(["a", "b"]), animatingDifferences: false)
        var two = DiffableSnapshot<Int, String>()
        two.appendSections([0, 1])
        two.appendItems(["a"], toSection: 0)
        two.appendItems(["b", "c"], toSection: 1)
        f.source.apply(two)
        f.scene.window.prepareForFrame()
        #expect(f.view.numberOfSections == 2)
        #expect(f.view.numberOfItems(inSection: 1) == 2)
        #expect(f.source.indexPath(for: "c") == IndexPath(item: 1, section: 1))
    }
}
