import Testing
@testable import TactileCore
import TactileTesting

/// `layoutMargins`, `directionalLayoutMargins`, `safeAreaInsets` and
/// `StackView.isLayoutMarginsRelativeArrangement`.
@MainActor @Suite struct LayoutMarginsTests {
    func window(rightToLeft: Bool = false) -> Window {
        let w = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: ManualClock())
        if rightToLeft { w.layoutDirection = .rightToLeft }
        return w
    }

    @Test func marginsAreEightPointsUntilSet() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.layoutMargins == EdgeInsets(all: 8))
        #expect(v.directionalLayoutMargins == View.defaultLayoutMargins)
    }

    @Test(arguments: [false, true]) func leadingAndTrailingFollowTheDirection(rightToLeft: Bool) {
        let w = window(rightToLeft: rightToLeft)
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4)
        #expect(v.layoutMargins == (rightToLeft ? EdgeInsets(top: 1, left: 4, bottom: 2, right: 20)
                                                : EdgeInsets(top: 1, left: 20, bottom: 2, right: 4)))
        v.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        #expect(v.directionalLayoutMargins.leading == (rightToLeft ? 10 : 30))
        #expect(v.layoutMargins.left == 30)
    }

    @Test func settingMarginsMarksLayout() {
        let w = window()
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let v = Counting(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        w.prepareForFrame()
        let before = v.passes
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 3)
        w.prepareForFrame()
        #expect(v.passes == before + 1)
    }

    @Test func aStackArrangesInsideItsMarginsWhenAsked() {
        let w = window()
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        stack.axis = .vertical
        let a = View(frame: .zero), b = View(frame: .zero)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        w.addSubview(stack)
        w.prepareForFrame()
        #expect(a.frame.minX == 0 && a.frame.width == 200)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
        w.prepareForFrame()
        #expect(a.frame.minX == 20 && a.frame.width == 150)
        #expect(a.frame.minY == 10 && b.frame.maxY == 90)
    }

    @Test func aStacksIntrinsicSizeIncludesItsMarginsWhenItArrangesInsideThem() {
        final class Fixed: View { override var intrinsicContentSize: Size { Size(width: 50, height: 20) } }
        let stack = StackView(frame: .zero)
        stack.addArrangedSubview(Fixed(frame: .zero))
        #expect(stack.intrinsicContentSize == Size(width: 50, height: 20))
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.intrinsicContentSize == Size(width: 66, height: 36))
    }

    @Test func theSafeAreaIsWhatTheWindowLeavesUncovered() {
        let w = window()
        let lower = View(frame: Rect(x: 0, y: 150, width: 400, height: 150))
        let upper = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(lower.safeAreaInsets == .zero)   // no window
        w.addSubview(lower)
        w.addSubview(upper)
        #expect(lower.safeAreaInsets == .zero)
        w.coveredInsets = EdgeInsets(top: 0, left: 0, bottom: 120, right: 0)
        #expect(w.safeAreaInsets.bottom == 120)
        #expect(lower.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 120, right: 0))
        #expect(upper.safeAreaInsets == .zero)
        w.coveredInsets = .zero
        #expect(lower.safeAreaInsets == .zero)
    }
}
