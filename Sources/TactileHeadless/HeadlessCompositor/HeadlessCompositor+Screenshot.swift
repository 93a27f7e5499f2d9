import TactileCore

extension HeadlessCompositor {
    /// The composited window of `toplevel`: its surface and subsurfaces (see `screenshot(of:scale:)`).
    public func screenshot(of toplevel: HeadlessToplevel, scale: Int? = nil) throws(HeadlessCompositorError) -> Bitmap {
        try screenshot(of: toplevel.surface, scale: scale)
    }

    /// Composites `surface` and its mapped subsurfaces (in stacking order, clipped to `surface`'s own
    /// rectangle) into a straight-alpha `Bitmap` of `surface.size × scale` pixels.
    ///
    /// `scale` (1...64) defaults to the surface's buffer scale, so a scale-2 buffer is captured pixel for pixel.
    /// Buffers are sampled nearest-neighbour through their buffer transform, buffer scale and viewport.
    public func screenshot(of surface: HeadlessSurface, scale: Int? = nil) throws(HeadlessCompositorError) -> Bitmap {
        try requireAlive(surface)
        guard surface.buffer != nil else { throw .nothingToCapture(surfaceID: surface.id) }
        let factor = min(max(scale ?? Int(surface.bufferScale), 1), 64)
        let limit = Double(DrawingError.maximumDimension + 1)
        let width = Int(min((surface.size.width * Double(factor)).rounded(.up), limit))
        let height = Int(min((surface.size.height * Double(factor)).rounded(.up), limit))
        guard width > 0, height > 0 else { throw .nothingToCapture(surfaceID: surface.id) }
        guard width <= DrawingError.maximumDimension, height <= DrawingError.maximumDimension else {
            throw .captureFailed(reason: "\(width)×\(height) pixels is larger than a Bitmap can be")
        }
        var canvas = PremultipliedCanvas(width: width, height: height)
        draw(surface, at: .zero, scale: Double(factor), into: &canvas)
        do {
            return try Bitmap(width: width, height: height, rgba: canvas.straightRGBA())
        } catch {
            throw .captureFailed(reason: error.description)
        }
    }

    private func draw(_ surface: HeadlessSurface, at origin: Point, scale: Double, into canvas: inout PremultipliedCanvas) {
        for entry in surface.stack {
            if entry === surface {
                paint(surface, at: origin, scale: scale, into: &canvas)
            } else if entry.buffer != nil, let position = entry.subsurfacePosition {
                draw(entry, at: Point(x: origin.x + position.x, y: origin.y + position.y), scale: scale, into: &canvas)
            }
        }
    }

    private func paint(_ surface: HeadlessSurface, at origin: Point, scale: Double, into canvas: inout PremultipliedCanvas) {
        guard let buffer = surface.buffer, buffer.isBacked else { return }
        let size = surface.size
        guard size.width > 0, size.height > 0 else { return }
        let bufferScale = Double(max(surface.bufferScale, 1))
        // The viewport's source and the surface are in the buffer's orientation after its transform.
        let oriented = surface.orientedBufferSize(of: buffer)
        let source = surface.viewport.source
            ?? Rect(x: 0, y: 0, width: Double(oriented.width) / bufferScale, height: Double(oriented.height) / bufferScale)
        let m = surface.bufferOrientation.matrix(width: Double(oriented.width), height: Double(oriented.height))
        let x0 = max(0, Int((origin.x * scale).rounded(.down)))
        let y0 = max(0, Int((origin.y * scale).rounded(.down)))
        let x1 = min(canvas.width, Int(((origin.x + size.width) * scale).rounded(.up)))
        let y1 = min(canvas.height, Int(((origin.y + size.height) * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for py in y0..<y1 {
            let localY = (Double(py) + 0.5) / scale - origin.y
            guard localY >= 0, localY < size.height else { continue }
            let oy = (source.origin.y + localY * source.height / size.height) * bufferScale
            for px in x0..<x1 {
                let localX = (Double(px) + 0.5) / scale - origin.x
                guard localX >= 0, localX < size.width else { continue }
                let ox = (source.origin.x + localX * source.width / size.width) * bufferScale
                let bx = Int((m.a * ox + m.b * oy + m.c).rounded(.down))
                let by = Int((m.d * ox + m.e * oy + m.f).rounded(.down))
                guard bx >= 0, by >= 0, bx < Int(buffer.width), by < Int(buffer.height) else { continue }
                canvas.blend(x: px, y: py, buffer.premultipliedPixel(x: bx, y: by))
            }
        }
    }
}
