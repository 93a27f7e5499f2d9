import Testing
import TactileCore

/// Where `SlidingFrames` puts a frame in the pool of rows: slid on from the frame shown last when
/// only the uncovered strip changes, copied in at the end the scroll runs away from otherwise, never
/// onto rows the compositor holds, and not at all for moves that are not of the whole frame.
@Suite struct SlidingFramesTests {
    let width = 100, height = 80
    var whole: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    func down(_ dy: Int) -> ScrollMove { ScrollMove(rect: whole, dx: 0, dy: dy) }
    func strip(_ dy: Int) -> DamageRegion {
        DamageRegion(dy > 0 ? PixelRect(x: 0, y: height - dy, width: width, height: dy) : PixelRect(x: 0, y: 0, width: width, height: -dy))
    }

    @Test func thePoolHoldsTwoFramesAndTheLargestStep() {
        let sliding = SlidingFrames(frameHeight: height)
        #expect(sliding.rows == 2 * height + height / 4)
        #expect(sliding.largestStep == 20)
        #expect(sliding.frontRow == nil)
    }

    @Test func aFirstScrollIsCopiedToTheEndItRunsFromThenSlides() {
        var sliding = SlidingFrames(frameHeight: height)
        #expect(sliding.placement(for: down(8), width: width, changed: strip(8), held: []) == .copied(row: 0))
        #expect(sliding.placement(for: down(-8), width: width, changed: strip(-8), held: []) == .copied(row: sliding.rows - height))
        sliding.didPresent(row: 0)
        // The frame shown last is held; the next one's strip lies below it.
        let placed = sliding.placement(for: down(8), width: width, changed: strip(8), held: [0..<height])
        #expect(placed == .slid(row: 8))
        sliding.didPresent(row: 8)
        // Back up: the strip (rows 0..<8) is just above the frame shown last.
        #expect(sliding.placement(for: down(-8), width: width, changed: strip(-8), held: [8..<(8 + height)]) == .slid(row: 0))
    }

    @Test func changesOutsideTheStripCopyInstead() {
        var sliding = SlidingFrames(frameHeight: height)
        sliding.didPresent(row: 0)
        var changed = strip(8)
        changed.formUnion(PixelRect(x: 10, y: 10, width: 5, height: 5))
        // Copied to row 0 would overwrite the held frame: nothing fits.
        #expect(sliding.placement(for: down(8), width: width, changed: changed, held: [0..<height]) == nil)
        // Released: copied at the top again.
        #expect(sliding.placement(for: down(8), width: width, changed: changed, held: []) == .copied(row: 0))
    }

    @Test func aStripOnHeldRowsIsNotPainted() {
        var sliding = SlidingFrames(frameHeight: height)
        sliding.didPresent(row: 40)
        // The strip of a 20-row step is rows 120..<140: an older frame still held at 110..<190 meets
        // it, and copying to rows 0..<80 would meet the front.
        #expect(sliding.placement(for: down(20), width: width, changed: strip(20), held: [40..<120, 110..<190]) == nil)
        #expect(sliding.placement(for: down(20), width: width, changed: strip(20), held: [40..<120]) == .slid(row: 60))
    }

    @Test func atTheEndOfThePoolTheFrameIsCopiedBackToTheOtherEnd() {
        var sliding = SlidingFrames(frameHeight: height)
        let last = sliding.rows - height
        sliding.didPresent(row: last - 3)
        #expect(sliding.placement(for: down(8), width: width, changed: strip(8), held: [(last - 3)..<(last - 3 + height)])
                == .copied(row: 0))
    }

    @Test func movesThatAreNotOfTheWholeFrameVerticallyStayOut() {
        var sliding = SlidingFrames(frameHeight: height)
        sliding.didPresent(row: 0)
        let sideways = ScrollMove(rect: whole, dx: 4, dy: 0)
        let part = ScrollMove(rect: PixelRect(x: 0, y: 10, width: width, height: height - 10), dx: 0, dy: 4)
        let tooFar = down(21)
        for move in [sideways, part, tooFar] {
            #expect(sliding.placement(for: move, width: width, changed: strip(4), held: []) == nil, "\(move)")
        }
        #expect(sliding.placement(for: nil, width: width, changed: DamageRegion(), held: []) == nil)
    }

    @Test func framesInTallerImagesCopyRowByOffset() throws {
        let pool = try PixelImage(width: 8, height: 30)
        for y in 0..<30 { for x in 0..<8 { pool.rowPointer(y)[x] = UInt32(0xFF00_0000 | y << 8 | x) } }
        // The 10-row frame at row 2, moved up by 3, copied into the frame at row 15.
        pool.apply(ScrollMove(rect: PixelRect(x: 0, y: 0, width: 8, height: 10), dx: 0, dy: 3), from: pool,
                   sourceRow: 2, row: 15, frameHeight: 10)
        for y in 0..<7 {
            #expect(pool.rowPointer(15 + y)[5] == UInt32(0xFF00_0000 | (2 + y + 3) << 8 | 5), "row \(y)")
        }
        // The last 3 rows of the frame (uncovered) are untouched.
        #expect(pool.rowPointer(22)[0] == UInt32(0xFF00_0000 | 22 << 8))
        // A frame that does not fit its image copies nothing.
        pool.apply(ScrollMove(rect: PixelRect(x: 0, y: 0, width: 8, height: 10), dx: 0, dy: 3), from: pool,
                   sourceRow: 25, row: 0, frameHeight: 10)
        #expect(pool.rowPointer(0)[1] == UInt32(0xFF00_0000 | 1))
    }
}
