import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// Frames drawn by moving a scroll view's retained pixels (`ScrollMove`) are byte for byte what a
/// full repaint of the same state draws: a list with pictures, pinned headers, scroll indicators,
/// a translucent view above it, cells changing colour and a row swiped open, scrolled at random on
/// a manual clock and drawn through a rotation of 2 and of 3 buffers.
@MainActor @Suite struct ScrollMovePixelTests {
    @Test(arguments: [2, 3], [false, true]) func listFramesMatchAFullRepaint(buffers: Int, fullWidth: Bool) throws {
        let scene = PixelListScene(fullWidth: fullWidth)
        let surface = try EmulatedWindowSurface(window: scene.window, bufferCount: buffers)
        surface.drawFrame(whole: true)
        var random = SplitMix64(seed: 35 &+ UInt64(buffers))
        for frame in 1...360 {
            scene.clock.advance(by: .milliseconds(16))
            scene.step(frame: frame, random: &random)
            scene.window.prepareForFrame()
            surface.drawFrame()
            let mismatch = try PixelCompare.firstDifference(surface.lastBuffer, fullRepaintOf: scene.window)
            #expect(mismatch == nil, "frame \(frame) (\(surface.lastMove.map(\.description) ?? "no move")): \(mismatch ?? "")")
            if mismatch != nil { return }
        }
        #expect(surface.moveCount > 150, "only \(surface.moveCount) frames moved pixels")
    }

    /// Two scroll views side by side, each over a grid of coloured tiles, moved in both directions —
    /// one of them, the other, or both in one frame (which falls back to a repaint).
    @Test(arguments: [2, 3]) func twoScrollViewsMovedBothWaysMatchAFullRepaint(buffers: Int) throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 200), clock: clock)
        window.backgroundColor = Color(white: 0.8)
        let views = [Rect(x: 5, y: 10, width: 140, height: 180), Rect(x: 150, y: 10, width: 145, height: 170)].map { frame in
            let scroll = ScrollView(frame: frame)
            scroll.backgroundColor = .white
            scroll.contentSize = Size(width: 600, height: 900)
            for i in 0..<60 {
                let tile = Label()
                tile.frame = Rect(x: Double(i % 6) * 100 + 3, y: Double(i / 6) * 90 + 5, width: 90, height: 70)
                tile.backgroundColor = Color(red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: 0.6)
                tile.text = "Tile \(i)"
                scroll.addSubview(tile)
            }
            window.addSubview(scroll)
            return scroll
        }
        window.prepareForFrame()
        let surface = try EmulatedWindowSurface(window: window, bufferCount: buffers)
        surface.drawFrame(whole: true)
        var random = SplitMix64(seed: 7 &+ UInt64(buffers))
        for frame in 1...240 {
            clock.advance(by: .milliseconds(16))
            let which = random.next(below: 10)
            for (i, scroll) in views.enumerated() where which == 9 || which % 2 == i {
                let o = scroll.contentOffset
                let dx = Double(random.next(below: 61)) - 30, dy = Double(random.next(below: 61)) - 30
                scroll.contentOffset = Point(x: min(max(0, o.x + dx), 460), y: min(max(0, o.y + dy), 730))
                scroll.showIndicators()
            }
            window.prepareForFrame()
            surface.drawFrame()
            let mismatch = try PixelCompare.firstDifference(surface.lastBuffer, fullRepaintOf: window)
            #expect(mismatch == nil, "frame \(frame) (\(surface.lastMove.map(\.description) ?? "no move")): \(mismatch ?? "")")
            if mismatch != nil { return }
        }
        #expect(surface.moveCount > 100, "only \(surface.moveCount) frames moved pixels")
    }

    /// A move is only made when it is exact: not for a fractional offset, a jump of a whole view's
    /// height, or a window that does not retain scrolled pixels.
    @Test func unsafeScrollsAreRepaintedWhole() throws {
        let scene = PixelListScene()
        let surface = try EmulatedWindowSurface(window: scene.window)
        surface.drawFrame(whole: true)
        func scroll(by dy: Double) {
            scene.list.contentOffset = Point(x: 0, y: scene.list.contentOffset.y + dy)
            scene.window.prepareForFrame()
            surface.drawFrame()
        }
        scroll(by: 24)
        #expect(surface.lastMove == ScrollMove(rect: PixelRect(x: 10, y: 30, width: 300, height: 400), dx: 0, dy: 24))
        #expect(surface.lastRepaintArea < 300 * 400 / 2)
        #expect(surface.lastReported.boundingBox == PixelRect(x: 10, y: 30, width: 300, height: 400))
        scroll(by: 0.5)
        #expect(surface.lastMove == nil)
        scroll(by: 400)
        #expect(surface.lastMove == nil)
        scene.list.alpha = 0.99
        scroll(by: 10)
        #expect(surface.lastMove == nil)
        scene.list.alpha = 1
        scene.window.retainsScrolledPixels = false
        scroll(by: 10)
        #expect(surface.lastMove == nil)
        #expect(surface.lastRepaint.boundingBox == PixelRect(x: 10, y: 30, width: 300, height: 400))
    }
}

/// A 300×400 list at (10, 30) in a 320×480 window: three titled sections (pinned headers) of rows
/// with a picture and a label, and a translucent badge above the list.
@MainActor final class PixelListScene {
    let clock = ManualClock()
    let window: Window
    let list: CollectionView
    let rows = PictureRows()
    let swipes = SwipeEvents()
    let badge = View(frame: Rect(x: 220, y: 120, width: 70, height: 50))

    /// `fullWidth`: the list spans the window's width (its rows are contiguous in the buffer).
    init(fullWidth: Bool = false) {
        list = CollectionView(frame: fullWidth ? Rect(x: 0, y: 30, width: 320, height: 400) : Rect(x: 10, y: 30, width: 300, height: 400),
                              collectionViewLayout: ListLayout())
        window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        window.backgroundColor = Color(white: 0.9)
        list.backgroundColor = .white
        list.register(PictureCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        list.delegate = swipes
        window.addSubview(list)
        badge.backgroundColor = Color(red: 1, green: 0.2, blue: 0, alpha: 0.5)
        window.addSubview(badge)
        window.prepareForFrame()
    }

    /// One frame's changes: a random scroll (now and then two, a fractional one or a long jump), a
    /// cell recoloured, a row swiped open and closed (animated), the badge moved.
    func step(frame: Int, random: inout SplitMix64) {
        let maxY = max(0, list.contentSize.height - list.bounds.height)
        let roll = random.next(below: 100)
        var moves = roll < 10 ? 2 : (roll < 88 ? 1 : 0)
        while moves > 0 {
            var dy = Double(random.next(below: 81)) - 40
            if roll == 95 { dy += 0.5 }
            if roll == 96 { dy = 500 }
            list.contentOffset = Point(x: 0, y: min(max(0, list.contentOffset.y + dy), maxY))
            list.showIndicators()
            moves -= 1
        }
        if frame % 7 == 0, let cell = list.visibleCells.randomElement(using: &random) {
            cell.contentView.backgroundColor = Color(red: 0.5, green: Double(random.next(below: 10)) / 10, blue: 0.9)
        }
        if frame % 50 == 10, let path = list.indexPathsForVisibleItems.sorted().dropFirst(2).first, let cell = list.cellForItem(at: path) {
            list.swipeController.open(cell, at: path, actions: swipes.collectionView(list, trailingSwipeActionsForItemAt: path),
                                      animated: true)
        }
        if frame % 50 == 35 { list.closeSwipedItem(animated: true) }
        if frame % 45 == 0 { badge.center = Point(x: badge.center.x, y: 100 + Double(random.next(below: 300))) }
        if frame % 90 == 60 { list.hideIndicators() }
    }
}

/// Rows of sections of 30, each a picture (one of four) and a name; sections titled (or, untitled,
/// one section of 200 rows).
@MainActor final class PictureRows: CollectionViewDataSource {
    let pictures: [Image] = (0..<4).compactMap { PictureRows.picture(hue: Double($0) / 4) }
    let titled: Bool

    init(titled: Bool = true) { self.titled = titled }

    func numberOfSections(in collectionView: CollectionView) -> Int { titled ? 3 : 1 }
    func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { titled ? 30 : 200 }
    func collectionView(_ cv: CollectionView, titleForHeaderInSection section: Int) -> String? {
        titled ? "Section \(section)" : nil
    }

    func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        if let row = cell as? PictureCell {
            row.label.text = "Row \(indexPath.section).\(indexPath.item) — a dish"
            row.picture.image = pictures.isEmpty ? nil : pictures[indexPath.item % pictures.count]
            row.contentView.backgroundColor = nil
        }
        return cell
    }

    /// A 24×24 gradient with a disc.
    static func picture(hue: Double) -> Image? {
        var bitmap = Bitmap(width: 24, height: 24)
        for y in 0..<24 {
            for x in 0..<24 {
                let dx = Double(x) - 12, dy = Double(y) - 12
                let disc = dx * dx + dy * dy < 64 ? 0.3 : 0
                bitmap.setPixel(x: x, y: y, to: Color(red: min(1, hue + disc), green: min(1, Double(x) / 24 + disc), blue: 1 - hue))
            }
        }
        return try? Image(data: bitmap.pngData())
    }
}

/// A row: a picture at the left and a label.
@MainActor final class PictureCell: CollectionViewCell {
    let picture = ImageView()
    let label = Label()

    required init(frame: Rect) {
        super.init(frame: frame)
        picture.frame = Rect(x: 6, y: 10, width: 24, height: 24)
        label.frame = Rect(x: 36.5, y: 7, width: 220, height: 30)
        contentView.addSubview(picture)
        contentView.addSubview(label)
    }
}

/// `PixelImage.apply(_:from:)` within one image (the front buffer reused) and between two.
@MainActor @Suite struct ScrollMoveCopyTests {
    @Test(arguments: [(0, 7), (0, -7), (5, 0), (-5, 3), (3, -4)], [false, true])
    func copiesEachPixelFromItsOffset(offset: (Int, Int), inPlace: Bool) throws {
        let (width, height) = (40, 30)
        func pattern(_ x: Int, _ y: Int) -> UInt32 { 0xFF00_0000 | UInt32(x << 8 | y) }
        let source = try PixelImage(width: width, height: height)
        for y in 0..<height { for x in 0..<width { source.rowPointer(y)[x] = pattern(x, y) } }
        let target = inPlace ? source : try PixelImage(width: width, height: height)
        let move = ScrollMove(rect: PixelRect(x: 4, y: 3, width: 30, height: 20), dx: offset.0, dy: offset.1)
        target.apply(move, from: source)
        let moved = move.destination
        for y in 0..<height {
            for x in 0..<width {
                let inside = x >= moved.x && x < moved.maxX && y >= moved.y && y < moved.maxY
                let expected = inside ? pattern(x + move.dx, y + move.dy) : (inPlace ? pattern(x, y) : 0)
                #expect(target.rowPointer(y)[x] == expected, "(\(x), \(y))")
                if target.rowPointer(y)[x] != expected { return }
            }
        }
    }
}

/// Byte comparison of a drawn buffer with a from-scratch render.
@MainActor enum PixelCompare {
    /// Where `buffer` first differs from a full repaint of `window` at scale 1, or nil when identical.
    static func firstDifference(_ buffer: PixelImage, fullRepaintOf window: Window) throws -> String? {
        let reference = try PixelImage(width: buffer.width, height: buffer.height)
        ViewRenderer().render(window, into: reference, scale: 1)
        var differing = 0
        var first: (Int, Int, UInt32, UInt32)?
        for y in 0..<buffer.height {
            let a = buffer.rowPointer(y), b = reference.rowPointer(y)
            for x in 0..<buffer.width where a[x] != b[x] {
                differing += 1
                if first == nil { first = (x, y, a[x], b[x]) }
            }
        }
        guard let first else { return nil }
        return "\(differing) pixels differ; first at (\(first.0), \(first.1)): drawn \(String(first.2, radix: 16)), "
            + "full repaint \(String(first.3, radix: 16))"
    }
}

extension SplitMix64 {
    /// A number in 0..<n.
    mutating func next(below n: Int) -> Int { Int(next() % UInt64(n)) }
}
