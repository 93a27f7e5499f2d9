/// Deceleration and bouncing after a drag: one `ScrollAxisMotion` per axis, advanced by timers on
/// the window's clock every `ScrollView.frameInterval`.
extension ScrollView {
    /// Starts moving with `velocity` (content points per second) from the current offset; at rest
    /// inside the range nothing happens.
    func startMotion(velocity: Point) {
        stopAnimation()
        let o = contentOffset, maxOffset = maximumContentOffset
        let rate = decelerationRate.isFinite ? min(max(decelerationRate, 0), 0.9999) : 0.998
        var mx = ScrollAxisMotion(position: o.x, velocity: velocity.x.isFinite ? velocity.x : 0,
                                  minimum: 0, maximum: maxOffset.x, bounces: bounces, decelerationRate: rate)
        var my = ScrollAxisMotion(position: o.y, velocity: velocity.y.isFinite ? velocity.y : 0,
                                  minimum: 0, maximum: maxOffset.y, bounces: bounces, decelerationRate: rate)
        mx.isAtRest = mx.velocity == 0 && o.x >= 0 && o.x <= maxOffset.x
        my.isAtRest = my.velocity == 0 && o.y >= 0 && o.y <= maxOffset.y
        guard !(mx.isAtRest && my.isAtRest) else { return }
        guard let clock = window?.clock else {
            // Not on screen: jump to where the motion would settle.
            applyOffset(Point(x: min(max(o.x, 0), maxOffset.x), y: min(max(o.y, 0), maxOffset.y)))
            return
        }
        motion = (mx, my)
        isDecelerating = true
        showIndicators()
        timerClock = clock
        lastTick = clock.now
        scheduleTick(on: clock)
    }

    /// Returns an out-of-range offset to the nearest edge (animated).
    func settle() {
        startMotion(velocity: .zero)
    }

    /// Moves the content to `offset`; with `animated`, over `ScrollView.scrollAnimationDuration`
    /// with an ease-out curve, driven by the window's clock (at once when not in a window).
    /// Touching the scroll view or setting `contentOffset` stops the animation where it is.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        guard animated, let clock = window?.clock, offset != contentOffset else {
            contentOffset = offset
            return
        }
        stopAnimation()
        let (ds, das) = Self.scrollAnimationDuration.components
        glide = (from: contentOffset, to: offset, start: clock.now, duration: Double(ds) + Double(das) * 1e-18)
        timerClock = clock
        scheduleTick(on: clock)
    }

    /// Whether `setContentOffset(_:animated:)` is animating.
    public var isAnimatingContentOffset: Bool { glide != nil }

    func scheduleTick(on clock: any TactileClock) {
        timer = clock.schedule(after: Self.frameInterval) { [weak self] in self?.tick() }
    }

    func tick() {
        timer = nil
        if let glide, let clock = timerClock {
            glideStep(glide, clock: clock)
            return
        }
        guard var m = motion, let clock = timerClock else { return }
        let now = clock.now
        let elapsed = now - lastTick
        lastTick = now
        let (seconds, attoseconds) = elapsed.components
        let dt = min(max(Double(seconds) + Double(attoseconds) * 1e-18, 0), 0.1)
        m.x.advance(by: dt)
        m.y.advance(by: dt)
        motion = m
        applyOffset(Point(x: m.x.position, y: m.y.position))
        if m.x.isAtRest && m.y.isAtRest {
            motion = nil
            isDecelerating = false
            timerClock = nil
            scheduleIndicatorHide()
        } else {
            scheduleTick(on: clock)
        }
    }

    /// One frame of an animated `setContentOffset` or page settle: ease-out cubic from `from` to `to`.
    private func glideStep(_ g: (from: Point, to: Point, start: Duration, duration: Double), clock: any TactileClock) {
        let (seconds, attoseconds) = (clock.now - g.start).components
        let elapsed = Double(seconds) + Double(attoseconds) * 1e-18
        let t = min(max(elapsed / max(g.duration, 1e-3), 0), 1)
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        applyOffset(Point(x: g.from.x + (g.to.x - g.from.x) * eased, y: g.from.y + (g.to.y - g.from.y) * eased))
        if t >= 1 {
            glide = nil
            timerClock = nil
            if isDecelerating {
                isDecelerating = false
                scheduleIndicatorHide()
            }
        } else {
            scheduleTick(on: clock)
        }
    }

    /// Stops deceleration, bouncing or an animated `setContentOffset` where it is.
    func stopAnimation() {
        if let timer, let timerClock { timerClock.cancel(timer) }
        timer = nil
        timerClock = nil
        motion = nil
        glide = nil
        isDecelerating = false
    }
}
