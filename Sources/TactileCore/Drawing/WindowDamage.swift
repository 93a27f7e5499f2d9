extension Window {
    /// The window's recorded damage (`damagedRects`) as buffer pixels at `scale`, each rect rounded
    /// outward — ready for `ViewRenderer.render(_:into:scale:damage:)` and `wl_surface.damage_buffer`.
    public func damageRegion(scale: Int) -> DamageRegion {
        let s = Double(min(max(scale, 1), 8))
        let origin = bounds.origin
        var region = DamageRegion()
        for r in damagedRects {
            region.formUnion(covering: Rect(x: (r.origin.x - origin.x) * s, y: (r.origin.y - origin.y) * s,
                                            width: r.size.width * s, height: r.size.height * s))
        }
        return region
    }
}
