import TactileCore
/// Paging (`isPagingEnabled`): where a lift settles, and the animated settle.
extension ScrollView {
    /// Lift speed (content points per second) from which a drag counts as a flick: it then moves
    /// to the next page in its direction even when it went less than half a page.
    public static let pagingFlickSpeed: Double = 300

    /// The page (per axis) whose boundary is nearest to `offset`, within the content.
    func nearestPage(to offset: Point) -> (x: Int, y: Int) {
        (Self.page(nearest: offset.x, pageLength: bounds.width, maximum: maximumContentOffset.x),
         Self.page(nearest: offset.y, pageLength: bounds.height, maximum: maximumContentOffset.y))
    }

    /// Settles on a page boundary after a drag that ended with `velocity` (content points per
    /// second), animated with the window's frames (at once outside a window).
    func settleOnPage(velocity: Point) {
        let o = contentOffset, maxOffset = maximumContentOffset, size = bounds.size
        let target = Point(
            x: Self.pagedTarget(o.x, velocity: velocity.x, pageLength: size.width, maximum: maxOffset.x, startPage: pageAtDragStart.x),
            y: Self.pagedTarget(o.y, velocity: velocity.y, pageLength: size.height, maximum: maxOffset.y, startPage: pageAtDragStart.y))
        stopAnimation()
        guard target != o else { return }
        guard let window else {
            applyOffset(target)
            return
        }
        // An ease-out cubic starts at 3·distance/duration: match the finger's speed where it has
        // one, within 0.15...0.4 s.
        let distance = max(abs(target.x - o.x), abs(target.y - o.y))
        let speed = max(abs(velocity.x), abs(velocity.y))
        let duration = speed > 1 ? min(max(3 * distance / speed, 0.15), 0.4) : 0.3
        glide = (from: o, to: target, start: window.clock.now, duration: duration)
        isDecelerating = true
        showIndicators()
        startFrames(in: window)
    }

    /// Where one axis settles: a flick (at least `pagingFlickSpeed`) goes to the next boundary in
    /// its direction, otherwise the nearest boundary; never more than one page from `startPage`,
    /// never outside the content.
    static func pagedTarget(_ position: Double, velocity: Double, pageLength: Double, maximum: Double, startPage: Int) -> Double {
        guard pageLength > 0, position.isFinite, maximum > 0 else { return min(max(position, 0), max(0, maximum)) }
        let exact = Self.pageUnits(position / pageLength)
        var page: Int
        if abs(velocity) >= pagingFlickSpeed {
            page = velocity > 0 ? Int(exact.rounded(.down)) + 1 : Int(exact.rounded(.up)) - 1
        } else {
            page = Int(exact.rounded())
        }
        page = min(max(page, startPage - 1), startPage + 1)
        let lastPage = Int(Self.pageUnits(maximum / pageLength).rounded(.up))
        page = min(max(page, 0), lastPage)
        return min(Double(page) * pageLength, maximum)
    }

    private static func page(nearest position: Double, pageLength: Double, maximum: Double) -> Int {
        guard pageLength > 0, position.isFinite else { return 0 }
        let clamped = min(max(position, 0), max(0, maximum))
        return Int(pageUnits(clamped / pageLength).rounded())
    }

    /// `pages` kept within ±10⁹ (so converting to Int cannot trap on absurd content sizes).
    private static func pageUnits(_ pages: Double) -> Double {
        pages.isFinite ? min(max(pages, -1e9), 1e9) : 0
    }
}
