import TactileCore
/// The scroll indicators: shown in front of the content while scrolling, hidden
/// `ScrollView.indicatorLinger` after it stops.
extension ScrollView {
    /// Shows the scroll indicators of the scrollable axes for a moment (`indicatorLinger`), as
    /// UIKit's `flashScrollIndicators()`: to hint that there is more to scroll.
    public func flashScrollIndicators() {
        showIndicators()
        scheduleIndicatorHide()
    }

    /// Shows the indicators of the scrollable axes (in front of the content) until scrolling stops.
    func showIndicators() {
        cancelIndicatorHide()
        let showV = showsVerticalScrollIndicator && contentSize.height + keyboardInset > bounds.height
        let showH = showsHorizontalScrollIndicator && contentSize.width > bounds.width
        show(verticalIndicator, showV)
        show(horizontalIndicator, showH)
        layoutIndicators()
    }

    func layoutIndicators() {
        layout(verticalIndicator)
        layout(horizontalIndicator)
    }

    func layout(_ indicator: ScrollIndicator) {
        guard !indicator.isHidden else { return }
        // The part under the keyboard is not shown: the bars stay in the part above it.
        let viewport = Size(width: bounds.width, height: max(0, bounds.height - keyboardInset))
        let f = ScrollIndicator.frame(vertical: indicator.isVertical, offset: bounds.origin, viewport: viewport,
                                      content: contentSize)
        if indicator.frame != f { indicator.frame = f }
    }

    func show(_ indicator: ScrollIndicator, _ visible: Bool) {
        if visible && indicator.isHidden && subviews.last !== indicator { bringSubviewToFront(indicator) }
        indicator.isHidden = !visible
    }

    func scheduleIndicatorHide() {
        cancelIndicatorHide()
        guard !verticalIndicator.isHidden || !horizontalIndicator.isHidden else { return }
        guard let clock = window?.clock else {
            hideIndicators()
            return
        }
        indicatorClock = clock
        indicatorTimer = clock.schedule(after: Self.indicatorLinger) { [weak self] in
            self?.indicatorTimer = nil
            self?.hideIndicators()
        }
    }

    func cancelIndicatorHide() {
        if let indicatorTimer, let indicatorClock { indicatorClock.cancel(indicatorTimer) }
        indicatorTimer = nil
        indicatorClock = nil
    }

    func hideIndicators() {
        verticalIndicator.isHidden = true
        horizontalIndicator.isHidden = true
    }
}
