extension Window {
    /// The window's recorded damage (`damagedRects`) as buffer pixels at `scale`, each rect rounded
    /// outward — ready for `ViewRenderer.render(_:into:scale:damage:)` and `wl_surface.damage_buffer`.
    public func damageRegion(scale: Int) -> DamageRegion {
        damageRegion(scale: Double(min(max(scale, 1), 8)))
    }

    /// The window's recorded damage as buffer pixels at a fractional `scale` (clamped to 0.25...8),
    /// each rect rounded outward.
    public func damageRegion(scale: Double) -> DamageRegion {
        let s = scale.isFinite ? min(max(scale, 0.25), 8) : 1
        let origin = bounds.origin
        var region = DamageRegion()
        for r in damagedRects {
            region.formUnion(covering: Rect(x: (r.origin.x - origin.x) * s, y: (r.origin.y - origin.y) * s,
                                            width: r.size.width * s, height: r.size.height * s))
        }
        return region
    }
}
