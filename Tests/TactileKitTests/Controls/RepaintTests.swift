import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct RepaintTests {
    func allWithin(_ rects: [Rect], _ frame: Rect) -> Bool {
        rects.allSatisfy { r in
            r.minX >= frame.minX - 1e-9 && r.maxX <= frame.maxX + 1e-9 && r.minY >= frame.minY - 1e-9 && r.maxY <= frame.maxY + 1e-9
        }
    }

    @Test func buttonPressDamagesOnlyTheButton() {
        let s = ControlScene()
        s.window.addSubview(Label(frame: R(0, 0, 400, 50), text: "Title"))
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        s.window.addSubview(b)
        s.window.clearDamage()
        s.down(1, 150, 120)
        #expect(!s.window.damagedRects.isEmpty)
        #expect(allWithin(s.window.damagedRects, b.frame))
        s.window.clearDamage()
        s.up(1)
        #expect(!s.window.damagedRects.isEmpty)
        #expect(allWithin(s.window.damagedRects, b.frame))
        s.window.clearDamage()
        b.isEnabled = false
        #expect(allWithin(s.window.damagedRects, b.frame))
    }

    @Test func sliderDragDamagesOnlyTheSlider() {
        let s = ControlScene()
        let slider = Slider(frame: R(50, 100, 228, 40))
        s.window.addSubview(slider)
        s.window.addSubview(Button(frame: R(50, 200, 100, 40), title: "Other"))
        s.window.clearDamage()
        s.drag(1, from: P(64, 120), to: P(164, 120), steps: 4, over: 40)
        #expect(!s.window.damagedRects.isEmpty)
        #expect(allWithin(s.window.damagedRects, slider.frame))
    }

    @Test func labelChangesDamageOnlyTheLabel() {
        let s = ControlScene()
        let label = Label(frame: R(10, 10, 200, 30), text: "Before")
        s.window.addSubview(label)
        s.window.addSubview(Label(frame: R(10, 60, 200, 30), text: "Other"))
        s.window.clearDamage()
        label.text = "After"
        label.textColor = .blue
        label.fontSize = 12
        #expect(!s.window.damagedRects.isEmpty)
        #expect(allWithin(s.window.damagedRects, label.frame))
        s.window.clearDamage()
        label.text = "After"
        #expect(s.window.damagedRects.isEmpty)
    }

    @Test func scrollingDamagesOnlyTheScrollView() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 100, 300, 200))
        scroll.contentSize = Size(width: 300, height: 1000)
        scroll.addSubview(Button(frame: R(10, 10, 100, 40), title: "In"))
        scroll.addSubview(Label(frame: R(10, 900, 100, 40), text: "Far below"))
        s.window.addSubview(scroll)
        s.window.addSubview(Label(frame: R(0, 0, 300, 50), text: "Header"))
        s.window.clearDamage()
        s.drag(1, from: P(150, 250), to: P(150, 150), steps: 5, over: 50)
        s.wait(5000)
        #expect(!s.window.damagedRects.isEmpty)
        #expect(allWithin(s.window.damagedRects, scroll.frame))
    }
}
