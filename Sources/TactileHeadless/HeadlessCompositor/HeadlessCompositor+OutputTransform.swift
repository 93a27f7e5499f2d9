import TactileCore
import WaylandServer

extension HeadlessSurface {
    /// The applied buffer transform as an `OutputTransform` (`normal` for a value outside 0...7,
    /// which the request handler already refused).
    public var bufferOrientation: OutputTransform { OutputTransform(wire: bufferTransform.rawValue) ?? .normal }

    /// `buffer`'s size in the surface's orientation (swapped by a rotation of 90° or 270°).
    func orientedBufferSize(of buffer: ShmBuffer) -> (width: Int, height: Int) {
        bufferOrientation.transformedSize(width: Int(buffer.width), height: Int(buffer.height))
    }
}

extension HeadlessCompositor {
    /// Sends fullscreen and maximized toplevels a configure at the output's current logical size.
    func reconfigureForOutput() {
        for toplevel in toplevels where toplevel.record.sentInitialConfigure {
            let next = initialConfigure(for: toplevel)
            guard next.width > 0 else { continue }
            sendConfigure(to: toplevel, width: next.width, height: next.height, states: next.states)
        }
    }

    /// What the panel shows of a fullscreen `toplevel`: its composited window (`screenshot(of:)` at
    /// the output's scale) transformed by the output's transform, `output.width`×`output.height`
    /// pixels in the panel's own orientation.
    public func panelScreenshot(of toplevel: HeadlessToplevel) throws(HeadlessCompositorError) -> Bitmap {
        let window = try screenshot(of: toplevel, scale: Int(max(output.scale, 1)))
        let transform = output.transform
        let size = transform.transformedSize(width: window.width, height: window.height)
        var panel = Bitmap(width: size.width, height: size.height)
        let w = Double(window.width), h = Double(window.height)
        for y in 0..<window.height {
            for x in 0..<window.width {
                let p = transform.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), width: w, height: h)
                panel.setPixel(x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down)), to: window.pixel(x: x, y: y))
            }
        }
        return panel
    }

    /// The point of the output's logical space (surface coordinates of a fullscreen window) that
    /// panel pixel position `point` shows: how a compositor maps a touchscreen mounted with the panel.
    public func logicalPoint(ofPanel point: Point) -> Point {
        let scale = Double(max(output.scale, 1))
        let logical = output.transform.inverse.apply(point, width: Double(output.width), height: Double(output.height))
        return Point(x: logical.x / scale, y: logical.y / scale)
    }

    /// `touchDown` at a position on the panel (pixels, panel orientation) on the fullscreen `surface`.
    public func touchDown(id: Int32, atPanel point: Point, on surface: HeadlessSurface) throws(HeadlessCompositorError) {
        try touchDown(id: id, at: logicalPoint(ofPanel: point), on: surface)
    }

    /// `touchMotion` to a position on the panel (pixels, panel orientation).
    public func touchMotion(id: Int32, toPanel point: Point) throws(HeadlessCompositorError) {
        try touchMotion(id: id, to: logicalPoint(ofPanel: point))
    }
}
