import TactileCore

/// Horizontal paging that runs from the leading end: in a right-to-left layout page 0 is the
/// rightmost page of the content, and the scroll view starts there.
///
/// The content offset stays what it is everywhere (x grows to the right); what follows the
/// direction is which page counts as the first. A paging scroll view's own layout keeps the same
/// page (counted from the leading end) shown when its direction, content width or width changes,
/// and moves a new right-to-left one to its rightmost page, unless the offset was set since
/// (`contentOffset`, `scrollToPage(_:animated:)`) for the direction and content it has now. Lay the pages out with `pageFrame(at:)` (in
/// `layoutSubviews` of the content's owner, so they move when the direction changes), give the
/// content a whole number of pages' width, and read `currentPage` in a scroll action to drive a
/// `PageControl`, whose dots run the same way.
extension ScrollView {
    /// The horizontal page shown, counted from the leading end (the rightmost page is 0 in a
    /// right-to-left layout): the nearest page boundary to the offset. 0 for an empty view.
    public var currentPage: Int {
        let width = bounds.width
        guard width > 0 else { return 0 }
        let fromLeading = leadingDistance(ofX: contentOffset.x, rightToLeft: isRightToLeft, maximumX: maximumContentOffset.x)
        let pages = fromLeading / width
        return pages.isFinite ? Int(min(max(pages, 0), 1e9).rounded()) : 0
    }

    /// The frame of page `index` (counted from the leading end) in content coordinates: the view's
    /// size, from the left edge of the content, or from its right edge in a right-to-left layout.
    public func pageFrame(at index: Int) -> Rect {
        let width = bounds.width
        let x = Double(index) * width
        return Rect(x: isRightToLeft ? contentSize.width - x - width : x, y: 0, width: width, height: bounds.height)
    }

    /// Scrolls to page `index` (counted from the leading end; clamped to the content).
    public func scrollToPage(_ index: Int, animated: Bool) {
        let maximum = maximumContentOffset.x
        let fromLeading = Double(max(0, index)) * bounds.width
        let x = min(max(isRightToLeft ? maximum - fromLeading : fromLeading, 0), maximum)
        setContentOffset(Point(x: x, y: contentOffset.y), animated: animated)
        notePagingPlacement()
    }

    /// The offset now shown was placed for the current direction and content width: the next
    /// layout keeps it.
    func notePagingPlacement() {
        pagingPlacement = (effectiveUserInterfaceLayoutDirection, maximumContentOffset.x)
    }

    /// How far `x` is from the leading end of the content's offsets.
    private func leadingDistance(ofX x: Double, rightToLeft: Bool, maximumX: Double) -> Double {
        rightToLeft ? maximumX - x : x
    }

    /// From `layoutSubviews`: a paging scroll view whose direction, content width or width changed
    /// moves to show the same distance from the leading end (a new right-to-left one goes to the
    /// right end). Not while the finger or a settle moves it.
    func keepLeadingPage() {
        let direction = effectiveUserInterfaceLayoutDirection
        let maximumX = maximumContentOffset.x
        let previous = pagingPlacement ?? (.leftToRight, 0)
        guard isPagingEnabled, !isDragging, !isDecelerating else { return }
        pagingPlacement = (direction, maximumX)
        guard previous.direction != direction || (direction == .rightToLeft && previous.maximumX != maximumX) else { return }
        let fromLeading = leadingDistance(ofX: contentOffset.x, rightToLeft: previous.direction == .rightToLeft,
                                          maximumX: previous.maximumX)
        let x = min(max(direction == .rightToLeft ? maximumX - fromLeading : fromLeading, 0), maximumX)
        if x != contentOffset.x { contentOffset = Point(x: x, y: contentOffset.y) }
    }
}
