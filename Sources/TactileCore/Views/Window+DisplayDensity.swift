extension Window {
    /// The thresholds for a touch beginning at `p` (window coordinates): the millimetre values through
    /// the density of the display showing `p` (the first of `displayDensities` whose region holds it,
    /// or that has none), or the point values when the window knows of no display there.
    public func gestureThresholds(at p: Point) -> GestureThresholds {
        for d in displayDensities {
            if let region = d.region, !region.contains(p) { continue }
            return GestureThresholds(pointsPerMillimetre: d.pointsPerMillimetre)
        }
        return .points
    }
}
