@testable import TactileCore
import TactileTesting
import Testing

/// Stack views in a right-to-left layout run from the right, and follow a live direction change.
@MainActor @Suite struct RightToLeftStackTests {
    /// A 300×60 window holding a horizontal stack of three coloured views, 20 pt from the left.
    private func scene() -> (Window, StackView, [View]) {
        let window = Window(frame: R(0, 0, 300, 60), clock: ManualClock())
        window.backgroundColor = .white
        let colours = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.7, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let views = colours.map { colour -> View in
            let v = View(frame: .zero)
            v.backgroundColor = colour
            return v
        }
        let stack = StackView(arrangedSubviews: views)
        stack.frame = R(20, 10, 260, 40)
        stack.spacing = 10
        stack.distribution = .fillEqually
        window.addSubview(stack)
        return (window, stack, views)
    }

    @Test func aHorizontalStackRunsFromTheRightAndFlipsLiveWithTheWindow() {
        let (window, stack, views) = scene()
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 90, 180])
        window.layoutDirection = .rightToLeft
        #expect(stack.needsLayout)
        window.prepareForFrame()
        #expect(views.map(\.frame.minX) == [180, 90, 0])
        #expect(views[0].frame.maxX == stack.bounds.maxX)
        window.layoutDirection = .leftToRight
        window.prepareForFrame()
        #expect(views.map(\.frame.minX) == [0, 90, 180])
    }

    @Test func forcedDirectionAndMarginsFollowTheStack() {
        let (window, stack, views) = scene()
        stack.semanticContentAttribute = .forceRightToLeft
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        window.layoutIfNeeded()
        // Leading is the right edge: the margin is on the right and the first view hugs it.
        #expect(views[0].frame.maxX == 230)
        #expect(views[2].frame.minX == 0)
    }

    @Test func aVerticalStacksLeadingAlignmentHugsTheRightEdge() {
        let window = Window(frame: R(0, 0, 200, 200), clock: ManualClock())
        window.layoutDirection = .rightToLeft
        let a = View(frame: R(0, 0, 50, 20)), b = View(frame: R(0, 0, 70, 20))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = R(0, 0, 200, 100)
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(a.frame.minX == 150 && a.frame.width == 50 && b.frame.minX == 130 && b.frame.maxX == 200)
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.minX == 0)
    }

    @Test func aRightToLeftStackDrawsAsTheMirrorImageOfTheLeftToRightOne() {
        let (ltrWindow, _, _) = scene()
        let (rtlWindow, _, _) = scene()
        rtlWindow.layoutDirection = .rightToLeft
        let ltr = ltrWindow.snapshot(), rtl = rtlWindow.snapshot()
        #expect(ltr.width == rtl.width && ltr.height == rtl.height)
        var differing = 0
        for y in 0..<ltr.height {
            for x in 0..<ltr.width {
                let a = ltr.pixel(x: x, y: y), b = rtl.pixel(x: ltr.width - 1 - x, y: y)
                if abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) > 0.05 { differing += 1 }
            }
        }
        #expect(differing <= ltr.width * ltr.height / 200)       // at most 0.5 % (edge pixels)
        // Not trivially symmetric: the left end of the LTR stack is red, of the RTL one blue.
        #expect(ltr.pixel(x: 30, y: 30).red > 0.9 && rtl.pixel(x: 30, y: 30).blue > 0.9)
    }
}
