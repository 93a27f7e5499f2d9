import Testing
@testable import TactileCore

/// Draws with a canvas straight into a fresh transparent image and returns its pixels.
@MainActor
func renderCanvas(width: Int, height: Int, scale: Double = 1, _ draw: (Canvas) -> Void) throws -> Bitmap {
    let image = try PixelImage(width: width, height: height)
    let canvas = Canvas(target: image, mapping: .scale(scale),
                        clipBounds: PixelRect(x: 0, y: 0, width: width, height: height))
    draw(canvas)
    canvas.invalidate()
    return image.bitmap()
}

/// The 8-bit RGBA of a pixel.
func rgba(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * b.width + x) * 4
    return b.rgba[i..<(i + 4)].map(Int.init)
}

@MainActor @Suite struct CanvasTests {
    @Test func fillCoversExactlyTheRectsPixels() throws {
        let b = try renderCanvas(width: 10, height: 10) { $0.fill(Rect(x: 2, y: 3, width: 4, height: 5), with: .red) }
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<8).contains(y)
                #expect(rgba(b, x, y) == (inside ? [255, 0, 0, 255] : [0, 0, 0, 0]), "pixel \(x),\(y)")
            }
        }
    }

    @Test func fillOnHalfPixelsIsAntiAliased() throws {
        let b = try renderCanvas(width: 10, height: 10) { $0.fill(Rect(x: 2.5, y: 2, width: 3, height: 4), with: .white) }
        #expect(rgba(b, 3, 3) == [255, 255, 255, 255])
        #expect(abs(rgba(b, 2, 3)[3] - 128) <= 8)
        #expect(abs(rgba(b, 5, 3)[3] - 128) <= 8)
        #expect(rgba(b, 6, 3)[3] == 0)
    }

    @Test func fractionalRectHasFullInteriorAndProportionalRim() throws {
        let b = try renderCanvas(width: 10, height: 10) { $0.fill(Rect(x: 2.5, y: 2.25, width: 4, height: 4.5), with: .white) }
        for y in 3...5 { for x in 3...5 { #expect(rgba(b, x, y) == [255, 255, 255, 255], "inside \(x),\(y)") } }
        #expect(abs(rgba(b, 2, 2)[3] - 96) <= 10)   // ½ × ¾ covered
        #expect(abs(rgba(b, 4, 2)[3] - 191) <= 10)  // ¾ covered
        #expect(abs(rgba(b, 2, 4)[3] - 128) <= 10)  // ½ covered
        #expect(abs(rgba(b, 6, 6)[3] - 96) <= 10)   // ½ × ¾ covered
        #expect(abs(rgba(b, 4, 6)[3] - 191) <= 10)
        #expect(rgba(b, 7, 4)[3] == 0 && rgba(b, 4, 7)[3] == 0 && rgba(b, 1, 4)[3] == 0 && rgba(b, 4, 1)[3] == 0)
    }

    /// A fractional rectangle's pixels carry exactly the area it covers (covered width × covered
    /// height), to within 8-bit rounding, for boxes narrower than a pixel and boxes spanning many.
    @Test(arguments: [(1.3, 2.6, 4.2, 3.1), (0.25, 0.75, 0.5, 0.25), (3.9, 1.05, 0.2, 5.5), (2.0, 2.5, 5.0, 0.5)])
    func aFractionalRectCoversEachPixelByItsArea(_ r: (Double, Double, Double, Double)) throws {
        let (x, y, w, h) = r
        let b = try renderCanvas(width: 10, height: 10) { $0.fill(Rect(x: x, y: y, width: w, height: h), with: .white) }
        func overlap(_ a: Double, _ b: Double, _ pixel: Int) -> Double {
            max(0, min(b, Double(pixel + 1)) - max(a, Double(pixel)))
        }
        for py in 0..<10 {
            for px in 0..<10 {
                let area = overlap(x, x + w, px) * overlap(y, y + h, py)
                #expect(abs(rgba(b, px, py)[3] - Int((area * 255).rounded())) <= 1, "pixel \(px),\(py) covers \(area)")
            }
        }
    }

    @Test func translucentFillBlendsOverExistingPixels() throws {
        let b = try renderCanvas(width: 4, height: 4) {
            $0.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .blue)
            $0.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Color(red: 1, green: 0, blue: 0, alpha: 0.25))
        }
        let p = rgba(b, 1, 1)
        #expect(abs(p[0] - 64) <= 1 && p[1] == 0 && abs(p[2] - 191) <= 1 && p[3] == 255)
    }

    @Test func ellipseIsSolidInsideClearOutsideAndSoftOnTheEdge() throws {
        let b = try renderCanvas(width: 40, height: 40) { $0.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40), with: .green) }
        for (x, y) in [(20, 20), (5, 20), (20, 34), (10, 10), (19, 19), (21, 20)] {
            #expect(rgba(b, x, y) == [0, 255, 0, 255], "inside \(x),\(y)")
        }
        for (x, y) in [(0, 0), (39, 39), (2, 2), (37, 3)] {
            #expect(rgba(b, x, y)[3] == 0, "outside \(x),\(y)")
        }
        // On a 45° diagonal the circle crosses pixel (5, 5)/(6, 6); some pixel there is partially covered.
        let diagonal = (3...8).map { rgba(b, $0, $0)[3] }
        #expect(diagonal.contains { $0 > 0 && $0 < 255 })
        #expect(diagonal.first == 0 && diagonal.last == 255)
    }

    @Test func roundedRectCornersAreCutButEdgesAreFull() throws {
        let b = try renderCanvas(width: 40, height: 30) {
            $0.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 30), radius: 10, with: .white)
        }
        #expect(rgba(b, 0, 0)[3] == 0)
        #expect(rgba(b, 39, 29)[3] == 0)
        #expect(rgba(b, 1, 1)[3] == 0)
        #expect(rgba(b, 20, 0)[3] == 255)   // top edge, middle
        #expect(rgba(b, 0, 15)[3] == 255)   // left edge, middle
        #expect(rgba(b, 10, 10)[3] == 255)  // corner centre
        // Along the corner diagonal the edge (at 10 − 10/√2 ≈ 2.93) is partially covered.
        #expect((1...4).map { rgba(b, $0, $0)[3] }.contains { $0 > 0 && $0 < 255 })
    }

    @Test func roundedRectOffTheGridHasNoSeamBetweenCornerRowsAndMiddleRows() throws {
        let b = try renderCanvas(width: 40, height: 50) {
            $0.fillRoundedRect(Rect(x: 0.5, y: 0.3, width: 30, height: 40), radius: 8, with: .white)
        }
        // The corner rows end at y = 8.3; rows from 9 on are filled as a plain rectangle.
        for y in 7...33 { #expect(rgba(b, 15, y) == [255, 255, 255, 255], "row \(y)") }
        for y in 9...31 {
            #expect(abs(rgba(b, 0, y)[3] - 128) <= 10, "left rim row \(y)")
            #expect(abs(rgba(b, 30, y)[3] - 128) <= 10, "right rim row \(y)")
        }
        #expect(rgba(b, 0, 0)[3] == 0 && rgba(b, 30, 40)[3] == 0)
        #expect(abs(rgba(b, 15, 0)[3] - 179) <= 10) // top edge at y = 0.3: 70 % covered
    }

    @Test func polylineStrokeCoversItsPathOnly() throws {
        let b = try renderCanvas(width: 50, height: 50) {
            $0.stroke([Point(x: 5, y: 5), Point(x: 45, y: 5), Point(x: 45, y: 45)], width: 3, color: .red)
        }
        // The horizontal segment covers y 3.5...6.5: rows 4 and 5 fully, rows 3 and 6 half.
        #expect(rgba(b, 25, 4) == [255, 0, 0, 255])
        #expect(rgba(b, 25, 5) == [255, 0, 0, 255])
        #expect(abs(rgba(b, 25, 3)[3] - 128) <= 10)
        #expect(abs(rgba(b, 25, 6)[3] - 128) <= 10)
        #expect(rgba(b, 25, 2)[3] == 0 && rgba(b, 25, 7)[3] == 0)
        #expect(rgba(b, 45, 25) == [255, 0, 0, 255])   // vertical segment
        #expect(rgba(b, 45, 5) == [255, 0, 0, 255])    // the join
        #expect(rgba(b, 46, 4)[3] > 0)                 // only the round join reaches this outer-corner pixel
        #expect(rgba(b, 25, 25)[3] == 0)
        #expect(rgba(b, 3, 5)[3] > 0)                  // round cap reaches past the first point
        #expect(rgba(b, 1, 5)[3] == 0)
    }

    @Test func bitmapIsDrawnAndScaled() throws {
        var picture = Bitmap(width: 2, height: 2)
        picture.setPixel(x: 0, y: 0, to: .red)
        picture.setPixel(x: 1, y: 0, to: .green)
        picture.setPixel(x: 0, y: 1, to: .blue)
        picture.setPixel(x: 1, y: 1, to: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        let same = try renderCanvas(width: 6, height: 6) { $0.draw(picture, in: Rect(x: 3, y: 1, width: 2, height: 2)) }
        #expect(rgba(same, 3, 1) == [255, 0, 0, 255])
        #expect(rgba(same, 4, 1) == [0, 255, 0, 255])
        #expect(rgba(same, 3, 2) == [0, 0, 255, 255])
        #expect(rgba(same, 4, 2) == [255, 255, 255, 128])
        #expect(rgba(same, 2, 1)[3] == 0 && rgba(same, 5, 2)[3] == 0)

        let big = try renderCanvas(width: 40, height: 40) { $0.draw(picture, in: Rect(x: 0, y: 0, width: 40, height: 40)) }
        #expect(rgba(big, 2, 2) == [255, 0, 0, 255])
        #expect(rgba(big, 37, 2) == [0, 255, 0, 255])
        #expect(rgba(big, 2, 37) == [0, 0, 255, 255])
        let mid = rgba(big, 20, 2) // between red and green: a blend
        #expect(mid[0] > 40 && mid[1] > 40)
    }

    @Test func pixelImageDrawsAndRoundTripsThroughBitmap() throws {
        var picture = Bitmap(width: 3, height: 1)
        picture.setPixel(x: 0, y: 0, to: Color(red: 1, green: 0.5, blue: 0.25))
        picture.setPixel(x: 1, y: 0, to: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        let image = try PixelImage(picture)
        #expect(image.premultipliedPixel(x: 0, y: 0) == 0xFFFF_8040)
        #expect(image.premultipliedPixel(x: 2, y: 0) == 0)
        let back = image.bitmap()
        #expect(rgba(back, 0, 0) == rgba(picture, 0, 0))
        #expect(close(rgba(back, 1, 0), rgba(picture, 1, 0)))
        let b = try renderCanvas(width: 8, height: 4) { $0.draw(image, in: Rect(x: 1, y: 1, width: 3, height: 1)) }
        #expect(rgba(b, 1, 1) == rgba(picture, 0, 0))
        #expect(close(rgba(b, 2, 1), rgba(picture, 1, 0)))
        #expect(rgba(b, 3, 1)[3] == 0 && rgba(b, 0, 1)[3] == 0 && rgba(b, 1, 2)[3] == 0)
    }

    @Test func drawingACanvasIntoItselfIsIgnored() throws {
        let image = try PixelImage(width: 4, height: 4)
        image.fill(with: .red)
        let canvas = Canvas(target: image, mapping: .identity, clipBounds: PixelRect(x: 0, y: 0, width: 4, height: 4))
        canvas.draw(image, in: Rect(x: 1, y: 1, width: 2, height: 2))
        #expect(image.bitmap() == (try renderCanvas(width: 4, height: 4) { $0.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .red) }))
    }

    @Test func standaloneCanvasPreparesAPictureForLaterDrawing() throws {
        let picture = try PixelImage(width: 8, height: 8)
        let painter = Canvas(image: picture, scale: 2)
        #expect(painter.scale == 2)
        painter.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .green)
        #expect(picture.premultipliedPixel(x: 3, y: 3) == 0xFF00_FF00)
        #expect(picture.premultipliedPixel(x: 4, y: 3) == 0)
        let b = try renderCanvas(width: 8, height: 8) { $0.draw(picture, in: Rect(x: 0, y: 0, width: 8, height: 8)) }
        #expect(rgba(b, 1, 1) == [0, 255, 0, 255])
        #expect(rgba(b, 6, 6)[3] == 0)
    }

    @Test func scaleDoublesGeometry() throws {
        let b = try renderCanvas(width: 10, height: 10, scale: 2) { $0.fill(Rect(x: 1, y: 1, width: 2, height: 1), with: .red) }
        #expect(rgba(b, 2, 2) == [255, 0, 0, 255])
        #expect(rgba(b, 5, 3) == [255, 0, 0, 255])
        #expect(rgba(b, 6, 2)[3] == 0)
        #expect(rgba(b, 2, 4)[3] == 0)
        #expect(rgba(b, 1, 2)[3] == 0)
    }

    @Test func invalidatedCanvasAndBadInputDrawNothing() throws {
        let image = try PixelImage(width: 8, height: 8)
        let canvas = Canvas(target: image, mapping: .identity, clipBounds: PixelRect(x: 0, y: 0, width: 8, height: 8))
        canvas.fill(Rect(x: .nan, y: 0, width: 4, height: 4), with: .red)
        canvas.fillEllipse(in: Rect(x: 0, y: 0, width: -4, height: .infinity), with: .red)
        canvas.stroke([Point(x: 1, y: 1)], width: .nan, color: .red)
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 1e12, height: 1e12), radius: .nan, with: .clear)
        #expect(image.bitmap() == Bitmap(width: 8, height: 8))
        canvas.invalidate()
        canvas.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .red)
        #expect(image.bitmap() == Bitmap(width: 8, height: 8))
    }

    @Test func hugeShapesAreClippedToTheTarget() throws {
        let b = try renderCanvas(width: 8, height: 8) { $0.fillEllipse(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), with: .red) }
        #expect(rgba(b, 4, 4) == [255, 0, 0, 255])
    }

    @Test func pixelImageRejectsBadSizes() {
        #expect(throws: DrawingError.invalidSize(width: 0, height: 5)) { try PixelImage(width: 0, height: 5) }
        #expect(throws: DrawingError.invalidSize(width: 40000, height: 5)) { try PixelImage(width: 40000, height: 5) }
        var memory = [UInt32](repeating: 0, count: 16)
        _ = memory.withUnsafeMutableBytes { raw in
            #expect(throws: DrawingError.invalidStride(stride: 8, width: 4)) {
                try PixelImage(borrowing: raw.baseAddress!, width: 4, height: 4, stride: 8)
            }
        }
    }

    @Test func borrowedMemoryReceivesTheDrawing() throws {
        var memory = [UInt32](repeating: 0, count: 4 * 4)
        try memory.withUnsafeMutableBytes { raw in
            let image = try PixelImage(borrowing: raw.baseAddress!, width: 4, height: 4, stride: 16)
            image.fill(with: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        }
        #expect(memory.allSatisfy { $0 == 0x8080_0000 })
    }
}
