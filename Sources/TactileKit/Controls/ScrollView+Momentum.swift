import TactileCore

/// Deceleration, bouncing and animated offsets (page settles, `setContentOffset(_:animated:)`):
/// one `ScrollAxisMotion` per axis or an eased glide, stepped by the window before each frame
/// (`Window.addFrameAnimator`), on the window's clock, as `View.animate` is: the window asks for
/// frames only while the content moves, and none once it is at rest.
extension ScrollView {
    /// Starts moving with `velocity` (content points per second) from the current offset; at rest
    /// inside the range nothing happens.
    func startMotion(velocity: Point) {
        stopAnimation()
        let o = contentOffset, minY = minimumContentOffset.y, maxOffset = maximumContentOffset
        let rate = decelerationRate.isFinite ? min(max(decelerationRate, 0), 0.9999) : 0.998
        var mx = ScrollAxisMotion(position: o.x, velocity: velocity.x.isFinite ? velocity.x : 0,
                                  minimum: 0, maximum: maxOffset.x, bounces: bounces, decelerationRate: rate)
        var my = ScrollAxisMotion(position: o.y, velocity: velocity.y.isFinite ? velocity.y : 0,
                                  minimum: minY, maximum: maxOffset.y, bounces: bounces, decelerationRate: rate)
        mx.isAtRest = mx.velocity == 0 && o.x >= 0 && o.x <= maxOffset.x
        my.isAtRest = my.velocity == 0 && o.y >= minY && o.y <= maxOffset.y
        guard !(mx.isAtRest && my.isAtRest) else { return }
        guard let window else {
            // Not on screen: jump to where the motion would settle.
            applyOffset(Point(x: min(max(o.x, 0), maxOffset.x), y: min(max(o.y, minY), maxOffset.y)))
            return
        }
        motion = (mx, my)
        isDecelerating = true
        showIndicators()
        lastTick = window.clock.now
        startFrames(in: window)
    }

    /// Returns an out-of-range offset to the nearest edge (animated).
    func settle() {
        startMotion(velocity: .zero)
    }

    /// Moves the content to `offset`; with `animated`, over `ScrollView.scrollAnimationDuration`
    /// with an ease-out curve, on the window's frames (at once when not in a window).
    /// Touching the scroll view or setting `contentOffset` stops the animation where it is.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        guard animated, let window, offset != contentOffset else {
            contentOffset = offset
            return
        }
        stopAnimation()
        glide = (from: contentOffset, to: offset, start: window.clock.now,
                 duration: Self.seconds(Self.scrollAnimationDuration))
        startFrames(in: window)
    }

    /// Whether `setContentOffset(_:animated:)` is animating.
    public var isAnimatingContentOffset: Bool { glide != nil }

    /// Has `window` step the motion or glide before each of its frames.
    func startFrames(in window: Window) {
        let driver = frameDriver ?? ScrollFrameDriver(scrollView: self)
        frameDriver = driver
        drivingWindow = window
        window.addFrameAnimator(driver)
    }

    /// One frame at clock time `now`; returns whether the content is still moving.
    func frameStep(at now: Duration) -> Bool {
        guard drivingWindow != nil, window === drivingWindow else {
            // Left the window mid-motion: stop where it is.
            stopAnimation()
            return false
        }
        if let glide { return glideStep(glide, now: now) }
        guard var m = motion else { return false }
        let dt = min(max(Self.seconds(now - lastTick), 0), 0.1)
        lastTick = now
        m.x.advance(by: dt)
        m.y.advance(by: dt)
        motion = m
        applyOffset(Point(x: m.x.position, y: m.y.position))
        guard m.x.isAtRest && m.y.isAtRest else { return true }
        motion = nil
        isDecelerating = false
        drivingWindow = nil
        scheduleIndicatorHide()
        return false
    }

    /// One frame of an animated `setContentOffset` or page settle: ease-out cubic from `from` to
    /// `to`. Returns whether it is still moving.
    private func glideStep(_ g: (from: Point, to: Point, start: Duration, duration: Double), now: Duration) -> Bool {
        let t = min(max(Self.seconds(now - g.start) / max(g.duration, 1e-3), 0), 1)
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        applyOffset(Point(x: g.from.x + (g.to.x - g.from.x) * eased, y: g.from.y + (g.to.y - g.from.y) * eased))
        guard t >= 1 else { return true }
        glide = nil
        drivingWindow = nil
        if isDecelerating {
            isDecelerating = false
            scheduleIndicatorHide()
        }
        return false
    }

    /// Stops deceleration, bouncing or an animated `setContentOffset` where it is.
    func stopAnimation() {
        if let drivingWindow, let frameDriver { drivingWindow.removeFrameAnimator(frameDriver) }
        drivingWindow = nil
        motion = nil
        glide = nil
        isDecelerating = false
    }

    static func seconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// Steps a scroll view's motion with its window's frames (held by the window only while it moves;
/// it holds the scroll view weakly).
@MainActor final class ScrollFrameDriver: FrameAnimator {
    private weak var scrollView: ScrollView?

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
    }

    func step(at now: Duration) -> Bool {
        scrollView?.frameStep(at: now) ?? false
    }
}
