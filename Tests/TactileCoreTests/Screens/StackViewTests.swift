@testable import TactileCore
import TactileTesting
import Testing

@MainActor @Suite struct StackViewTests {
    private func probe(_ w: Double, _ h: Double) -> LayoutProbe {
        let p = LayoutProbe("", .zero, order: OrderLog())
        p.intrinsic = Size(width: w, height: h)
        return p
    }

    @Test func fillEquallyGivesEachVisibleViewAnEqualShare() {
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.frame = R(0, 0, 320, 40)
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(a.frame == R(0, 0, 100, 40) && b.frame == R(110, 0, 100, 40) && c.frame == R(220, 0, 100, 40))
        b.isHidden = true                                     // marks the stack; takes no space
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(a.frame == R(0, 0, 155, 40) && c.frame == R(165, 0, 155, 40))
    }

    @Test func fillKeepsIntrinsicLengthsAndTheFirstWithoutOneTakesTheRest() {
        let fixed = probe(50, 20), flexible = probe(-1, -1), tail = probe(30, 10)
        let stack = StackView(arrangedSubviews: [fixed, flexible, tail])
        stack.axis = .vertical
        stack.frame = R(0, 0, 100, 200)
        stack.spacing = 5
        stack.layoutIfNeeded()
        #expect(fixed.frame == R(0, 0, 100, 20))
        #expect(flexible.frame == R(0, 25, 100, 160))        // 200 − 2 × 5 − 20 − 10
        #expect(tail.frame == R(0, 190, 100, 10))
    }

    @Test func fillGivesTheLastViewTheRestWhenAllHaveIntrinsicLengthsNeverBelowZero() {
        let a = probe(50, 10), b = probe(30, 10)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.frame = R(0, 0, 200, 10)
        stack.layoutIfNeeded()
        #expect(b.frame == R(50, 0, 150, 10))
        stack.frame = R(0, 0, 40, 10)
        stack.layoutIfNeeded()
        #expect(b.frame.width == 0)
    }

    @Test func equalSpacingSharesTheLeftoverBetweenViews() {
        let a = probe(20, 10), b = probe(20, 10), c = probe(20, 10)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.frame = R(0, 0, 100, 10)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.minX == 40 && c.frame.minX == 80)
    }

    @Test func alignmentUsesIntrinsicOrCurrentCrossSizes() {
        let sized = probe(20, 10)
        let unsized = View(frame: R(0, 0, 20, 30))
        let stack = StackView(arrangedSubviews: [sized, unsized])
        stack.frame = R(0, 0, 100, 50)
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(sized.frame == R(0, 20, 50, 10))
        #expect(unsized.frame == R(50, 10, 50, 30))
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        #expect(sized.frame.minY == 40)
        stack.alignment = .leading
        stack.layoutIfNeeded()
        #expect(sized.frame.minY == 0)
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(sized.frame.height == 50)
    }

    @Test func removeArrangedSubviewKeepsTheSubviewAndRemoveFromSuperviewRemovesBoth() {
        let a = View(frame: .zero), b = View(frame: .zero)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 1 && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func anEmptyStackLaysOutNothing() {
        let stack = StackView(arrangedSubviews: [])
        stack.frame = R(0, 0, 100, 100)
        stack.layoutIfNeeded()
        #expect(stack.subviews.isEmpty && stack.arrangedSubviews.isEmpty)
        #expect(stack.intrinsicContentSize == Size(width: 0, height: View.noIntrinsicMetric))
    }

    @Test func aStackInAWindowFollowsTheWindowSize() {
        let window = Window(frame: R(0, 0, 300, 100), clock: ManualClock())
        let a = View(frame: .zero), b = View(frame: .zero)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.frame = window.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(stack)
        window.frame = R(0, 0, 600, 100)
        _ = window.snapshot()
        #expect(b.frame == R(300, 0, 300, 100))
    }
}
