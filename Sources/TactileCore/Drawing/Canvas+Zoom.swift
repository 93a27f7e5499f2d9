extension Canvas {
    /// A canvas on the same pixels and clip where a point `p` lands where `origin + p × zoom` does on
    /// this one: for drawing a view's content magnified (the text loupe). Text drawn on it is
    /// rasterized at the magnified size, not scaled up. Use it only while this canvas is valid.
    package func zoomed(by zoom: Double, origin: Point) -> Canvas {
        let z = zoom.isFinite && zoom > 0 ? min(zoom, 16) : 1
        let x = origin.x.isFinite ? origin.x : 0, y = origin.y.isFinite ? origin.y : 0
        let local = DeviceMapping(a: z, b: 0, c: 0, d: z, tx: x, ty: y)
        return Canvas(target: target, mapping: local.then(mapping), clipBounds: clipBounds)
    }
}
