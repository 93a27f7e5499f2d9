@testable import TactileCore
import TactileTesting
import Testing

/// A view counting its `layoutSubviews` calls into a shared order log.
@MainActor final class LayoutProbe: View {
    let label: String
    var order: OrderLog
    var layoutCount = 0
    var onLayout: ((LayoutProbe) -> Void)?
    var intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    init(_ label: String, _ frame: Rect, order: OrderLog) {
        self.label = label
        self.order = order
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        order.entries.append(label)
        onLayout?(self)
    }

    override var intrinsicContentSize: Size { intrinsic }
}

@MainActor final class OrderLog { var entries: [String] = [] }

@MainActor @Suite struct AutoresizingTests {
    @Test func flexibleWidthAndMarginsShareTheChangeInProportion() {
        let parent = View(frame: R(0, 0, 400, 200))
        let child = View(frame: R(100, 20, 200, 50))         // margins 100 | 200 | 100
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame = R(0, 0, 800, 200)                      // +400: 100, 200, 100 of it
        #expect(child.frame == R(200, 20, 400, 50))           // applied at once
    }

    @Test func zeroLengthFlexiblePartsShareEqually() {
        let parent = View(frame: R(0, 0, 100, 100))
        let child = View(frame: R(0, 0, 0, 100))             // left 0, width 0, right 100
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        parent.bounds = R(0, 0, 140, 100)
        #expect(child.frame == R(20, 0, 20, 100))
    }

    @Test func noFlexiblePartKeepsTheFrameAndDisabledAutoresizingDoesNothing() {
        let parent = View(frame: R(0, 0, 100, 100))
        let fixed = View(frame: R(10, 10, 20, 20))
        let stretchy = View(frame: R(0, 0, 100, 100))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(fixed)
        parent.addSubview(stretchy)
        parent.frame = R(0, 0, 300, 50)
        #expect(fixed.frame == R(10, 10, 20, 20))
        #expect(stretchy.frame == R(0, 0, 300, 50))
        parent.autoresizesSubviews = false
        parent.frame = R(0, 0, 100, 100)
        #expect(stretchy.frame == R(0, 0, 300, 50))
    }

    @Test func flexibleBottomMarginPinsToTheTop() {
        let parent = View(frame: R(0, 0, 100, 100))
        let bar = View(frame: R(0, 80, 100, 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        parent.addSubview(bar)
        parent.frame = R(0, 0, 200, 300)
        #expect(bar.frame == R(0, 280, 200, 20))
    }

    @Test func aBoundsSizeChangeMarksTheViewAndAMoveDoesNot() {
        let v = View(frame: R(0, 0, 10, 10))
        #expect(v.needsLayout)                                // a new view is laid out once, as in UIKit
        v.layoutIfNeeded()
        v.center = Point(x: 50, y: 50)
        #expect(!v.needsLayout)
        v.bounds = R(0, 0, 20, 10)
        #expect(v.needsLayout)
    }
}

@MainActor @Suite struct LayoutPassTests {
    @Test func setNeedsLayoutOnlyMarksAndTheSnapshotRunsOnePassSuperviewsFirst() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 100, 100), clock: clock)
        let log = OrderLog()
        let outer = LayoutProbe("outer", R(0, 0, 100, 100), order: log)
        let inner = LayoutProbe("inner", R(0, 0, 50, 50), order: log)
        outer.addSubview(inner)
        window.addSubview(outer)
        window.prepareForFrame()
        log.entries = []
        inner.setNeedsLayout()
        outer.setNeedsLayout()
        inner.setNeedsLayout()
        #expect(log.entries.isEmpty)                          // only marks
        _ = window.snapshot()
        #expect(log.entries == ["outer", "inner"])            // once each, superview first
        _ = window.snapshot()
        #expect(log.entries == ["outer", "inner"])            // nothing marked: nothing runs
    }

    @Test func layoutIfNeededRunsTheReceiverAndBelowButNotSiblings() {
        let window = Window(frame: R(0, 0, 100, 100), clock: ManualClock())
        let log = OrderLog()
        let a = LayoutProbe("a", R(0, 0, 50, 50), order: log)
        let a1 = LayoutProbe("a1", R(0, 0, 10, 10), order: log)
        let b = LayoutProbe("b", R(50, 0, 50, 50), order: log)
        a.addSubview(a1)
        window.addSubview(a)
        window.addSubview(b)
        window.prepareForFrame()
        log.entries = []
        a1.setNeedsLayout()
        b.setNeedsLayout()
        a.layoutIfNeeded()
        #expect(log.entries == ["a1"])
        window.prepareForFrame()
        #expect(log.entries == ["a1", "b"])
    }

    @Test func aWindowResizeMarksTheWindowAndRelaysOutBeforeTheNextFrame() {
        let window = Window(frame: R(0, 0, 800, 480), clock: ManualClock())
        let log = OrderLog()
        let screen = LayoutProbe("screen", R(0, 0, 800, 480), order: log)
        screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var placed: Rect?
        let badge = View(frame: .zero)
        screen.addSubview(badge)
        screen.onLayout = { s in badge.frame = R(s.bounds.width - 60, 10, 50, 50); placed = badge.frame }
        window.addSubview(screen)
        window.prepareForFrame()
        window.frame = R(0, 0, 1080, 1920)                    // rotation to a portrait panel
        #expect(window.needsLayout)
        #expect(screen.frame == R(0, 0, 1080, 1920))          // autoresizing at once
        window.prepareForFrame()
        #expect(placed == R(1020, 10, 50, 50))
    }

    @Test func layoutThatMarksASuperviewRunsItAgainInTheSamePass() {
        let window = Window(frame: R(0, 0, 100, 100), clock: ManualClock())
        let log = OrderLog()
        let parent = LayoutProbe("parent", R(0, 0, 100, 100), order: log)
        let child = LayoutProbe("child", R(0, 0, 10, 10), order: log)
        parent.addSubview(child)
        window.addSubview(parent)
        window.prepareForFrame()
        log.entries = []
        var once = true
        child.onLayout = { _ in if once { once = false; parent.setNeedsLayout() } }
        child.setNeedsLayout()
        window.prepareForFrame()
        #expect(log.entries == ["child", "parent"])
        #expect(!window.hasPendingLayout)
    }

    @Test func aFrameWithNothingMarkedRunsNoLayout() {
        let window = Window(frame: R(0, 0, 100, 100), clock: ManualClock())
        let log = OrderLog()
        window.addSubview(LayoutProbe("v", R(0, 0, 10, 10), order: log))
        window.prepareForFrame()
        let passes = window.layoutPassCount
        log.entries = []
        for _ in 0..<5 { window.prepareForFrame() }
        #expect(log.entries.isEmpty)
        #expect(window.layoutPassCount == passes)
    }

    @Test func nonFiniteGeometryFromLayoutIsIgnoredWithALogLine() {
        let window = Window(frame: R(0, 0, 100, 100), clock: ManualClock())
        let log = OrderLog()
        let parent = LayoutProbe("p", R(0, 0, 100, 100), order: log)
        let victim = View(frame: R(1, 2, 3, 4))
        parent.addSubview(victim)
        parent.onLayout = { _ in
            victim.frame = R(.nan, 0, 10, 10)
            victim.center = Point(x: .infinity, y: 0)
        }
        window.addSubview(parent)
        window.prepareForFrame()
        #expect(victim.frame == R(1, 2, 3, 4))
        #expect(victim.rejectedGeometryCount == 2)
        _ = window.snapshot()                                 // still draws
    }

    @Test func markingAViewInAWindowAsksForAFrame() {
        let window = Window(frame: R(0, 0, 100, 100), clock: ManualClock())
        let v = View(frame: R(0, 0, 10, 10))
        window.addSubview(v)
        window.prepareForFrame()
        var requests = 0
        window.onNeedsDisplay = { requests += 1 }
        v.setNeedsLayout()
        #expect(requests == 1)
    }

    @Test func defaultsMatchUIKit() {
        let v = View(frame: R(0, 0, 30, 40))
        #expect(v.sizeThatFits(Size(width: 1, height: 1)) == Size(width: 30, height: 40))
        #expect(v.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(View.noIntrinsicMetric == -1)
        #expect(v.autoresizingMask == [])
        #expect(v.autoresizesSubviews)
        #expect(v.contentMode == .scaleToFill)
    }

    @Test func contentModesPlaceContent() {
        let b = R(0, 0, 100, 50)
        let content = Size(width: 20, height: 20)
        #expect(ContentMode.scaleAspectFit.rect(forContentOfSize: content, in: b) == R(25, 0, 50, 50))
        #expect(ContentMode.scaleAspectFill.rect(forContentOfSize: content, in: b) == R(0, -25, 100, 100))
        #expect(ContentMode.center.rect(forContentOfSize: content, in: b) == R(40, 15, 20, 20))
        #expect(ContentMode.right.rect(forContentOfSize: content, in: b) == R(80, 15, 20, 20))
        #expect(ContentMode.scaleToFill.rect(forContentOfSize: content, in: b) == b)
    }
}
