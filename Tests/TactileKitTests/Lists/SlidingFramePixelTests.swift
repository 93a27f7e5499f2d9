import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// A list that fills its window, scrolled as a fling and a drag would (steps of every size, both
/// ways, stops, jumps), with cells recoloured now and then: every frame, whether slid in the pool
/// of rows, copied into it or drawn in a buffer, is byte for byte what a full repaint draws. With
/// titled sections, the pinned header repaints at the top of every frame: nothing slides.
@MainActor @Suite struct SlidingFramePixelTests {
    @Test(arguments: [2, 3], [false, true]) func wholeWindowScrollFramesMatchAFullRepaint(buffers: Int, headers: Bool) throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 400), clock: clock)
        let list = CollectionView(frame: window.bounds, collectionViewLayout: ListLayout())
        list.backgroundColor = .white
        let rows = PictureRows(titled: headers)
        list.register(PictureCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        window.addSubview(list)
        window.prepareForFrame()
        let surface = try EmulatedWindowSurface(window: window, bufferCount: buffers)
        surface.drawFrame(whole: true)
        var random = SplitMix64(seed: 3500 &+ UInt64(buffers))
        var velocity = 0
        for frame in 1...400 {
            clock.advance(by: .milliseconds(16))
            let roll = random.next(below: 100)
            if roll < 8 { velocity = random.next(below: 61) - 30 }          // a new fling, either way
            if roll == 8 { velocity = 0 }                                   // a stop
            var dy = Double(velocity)
            if roll == 9 { dy = 300 }                                       // a jump: more than a quarter
            let maxY = max(0, list.contentSize.height - list.bounds.height)
            list.contentOffset = Point(x: 0, y: min(max(0, list.contentOffset.y + dy), maxY))
            if frame % 23 == 0, let cell = list.visibleCells.randomElement(using: &random) {
                cell.contentView.backgroundColor = Color(red: 0.5, green: Double(random.next(below: 10)) / 10, blue: 0.9)
            }
            window.prepareForFrame()
            surface.drawFrame()
            let mismatch = try PixelCompare.firstDifference(surface.lastBuffer, fullRepaintOf: window)
            #expect(mismatch == nil, "frame \(frame) (\(surface.lastMove.map(\.description) ?? "no move")): \(mismatch ?? "")")
            if mismatch != nil { return }
        }
        if headers {
            #expect(surface.slideCount == 0)
            #expect(surface.moveCount > 150, "only \(surface.moveCount) frames moved pixels")
        } else {
            #expect(surface.slideCount > 150, "only \(surface.slideCount) frames slid")
            #expect(surface.slideCount < surface.moveCount, "no frame was copied or drawn in a buffer")
        }
    }

    /// With sliding off, the same scroll copies pixels in the buffers and slides nothing.
    @Test func slidingOffDrawsEveryFrameInTheBuffers() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 300), clock: ManualClock())
        let scroll = ScrollView(frame: window.bounds)
        scroll.backgroundColor = .white
        scroll.contentSize = Size(width: 200, height: 3000)
        for i in 0..<60 {
            let tile = View(frame: Rect(x: 10, y: Double(i) * 50, width: 100, height: 40))
            tile.backgroundColor = Color(red: Double(i % 5) / 5, green: 0.4, blue: 0.6)
            scroll.addSubview(tile)
        }
        window.addSubview(scroll)
        window.prepareForFrame()
        let on = try EmulatedWindowSurface(window: window)
        on.drawFrame(whole: true)
        for _ in 0..<10 {
            scroll.contentOffset.y += 10
            window.prepareForFrame()
            on.drawFrame()
        }
        #expect(on.slideCount == 9)     // the first move is copied into the pool
        #expect(try PixelCompare.firstDifference(on.lastBuffer, fullRepaintOf: window) == nil)
        let off = try EmulatedWindowSurface(window: window, slidesScrolledFrames: false)
        off.drawFrame(whole: true)
        for _ in 0..<10 {
            scroll.contentOffset.y += 10
            window.prepareForFrame()
            off.drawFrame()
        }
        #expect(off.slideCount == 0)
        #expect(off.moveCount == 10)
        #expect(try PixelCompare.firstDifference(off.lastBuffer, fullRepaintOf: window) == nil)
    }
}
