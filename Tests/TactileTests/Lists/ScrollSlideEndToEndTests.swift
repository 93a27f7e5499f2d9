import Testing
import Tactile
import TactileHeadless
import TactileTesting

/// A numbered row on a coloured band.
@MainActor private final class BandRow: CollectionViewCell {
    let band = View()
    let label = Label()

    required init(frame: Rect) {
        super.init(frame: frame)
        band.frame = Rect(x: 8, y: 6, width: 40, height: 32)
        label.frame = Rect(x: 60, y: 7, width: 200, height: 30)
        contentView.addSubview(band)
        contentView.addSubview(label)
    }
}

@MainActor private final class BandRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5_000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        if let row = cell as? BandRow {
            row.label.text = "Row \(indexPath.item)"
            row.band.backgroundColor = Color(red: Double(indexPath.item % 7) / 7, green: 0.5, blue: Double(indexPath.item % 3) / 3)
        }
        return cell
    }
}

/// Whole-window scrolls on the in-process compositor: the frames are `wl_buffer`s at rows of one
/// `wl_shm_pool`, and what the compositor shows is what a full repaint draws.
@MainActor @Suite struct ScrollSlideEndToEndTests {
    /// One display refresh: the frame callback completes, the app draws, the compositor takes the commit.
    private func refresh(_ harness: HeadlessHarness) throws {
        harness.clock.advance(by: .milliseconds(16))
        _ = harness.compositor.vblank()
        try harness.platform.dispatch()
        try harness.platform.update()
        try harness.compositor.dispatch()
        try harness.platform.dispatch()
    }

    private func fullRepaint(of window: Window) throws -> Bitmap {
        let image = try PixelImage(width: Int(window.bounds.width), height: Int(window.bounds.height))
        ViewRenderer().render(window, into: image, scale: 1)
        return image.bitmap()
    }

    @Test func aWholeWindowListScrolledFrameByFrameSlidesInThePoolAndShowsWhatARepaintShows() throws {
        let harness = try HeadlessHarness(size: Size(width: 400, height: 600))
        let rows = BandRows()
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: ListLayout())
        list.backgroundColor = .white
        list.register(BandRow.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        harness.window.addSubview(list)
        try harness.mapWindow()
        let surface = try #require(harness.platform.windowSurface)

        // Down 24 points a frame, then back up 10 a frame; a row recoloured halfway (a copied frame).
        for frame in 0..<60 {
            list.contentOffset = Point(x: 0, y: list.contentOffset.y + (frame < 40 ? 24 : -10))
            if frame == 30, let cell = list.visibleCells.first as? BandRow { cell.band.backgroundColor = .black }
            try refresh(harness)
        }
        #expect(surface.scrollPoolFrameCount >= 55, "\(surface.scrollPoolFrameCount) frames from the pool")
        #expect(list.contentOffset.y == 40 * 24 - 20 * 10)
        #expect(try harness.screenshot() == fullRepaint(of: harness.window))
        // The compositor released all but the frame it shows.
        #expect(surface.heldScrollPoolFrames <= 1)

        // A change that is not a scroll is drawn in a buffer, from the pool's last frame.
        let pooled = surface.scrollPoolFrameCount
        (list.visibleCells.last as? BandRow)?.band.backgroundColor = .black
        try refresh(harness)
        try refresh(harness)
        #expect(surface.scrollPoolFrameCount == pooled)
        #expect(try harness.screenshot() == fullRepaint(of: harness.window))
    }

    /// A list below a header does not move the whole frame: its scrolls copy pixels as before.
    @Test func aListBelowAHeaderCopiesItsPixelsInstead() throws {
        let harness = try HeadlessHarness(size: Size(width: 400, height: 600))
        let rows = BandRows()
        let header = Label(frame: Rect(x: 0, y: 0, width: 400, height: 50), text: "Menu")
        let list = CollectionView(frame: Rect(x: 0, y: 50, width: 400, height: 550), collectionViewLayout: ListLayout())
        list.backgroundColor = .white
        list.register(BandRow.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        harness.window.backgroundColor = .white
        harness.window.addSubview(header)
        harness.window.addSubview(list)
        try harness.mapWindow()
        let surface = try #require(harness.platform.windowSurface)
        for _ in 0..<20 {
            list.contentOffset = Point(x: 0, y: list.contentOffset.y + 24)
            try refresh(harness)
        }
        #expect(surface.scrollPoolFrameCount == 0)
        #expect(try harness.screenshot() == fullRepaint(of: harness.window))
    }
}
