#if canImport(Glibc)
import Glibc
import Testing
@testable import TactileCore
import TactileTesting
import TactileTestSupport

/// Damage arithmetic and a damaged repaint, counted in a child process (the runtime's allocation
/// hook is process-wide): the exit status is the number of allocations, at most 250.
@MainActor @Suite struct DamageAllocationTests {
    /// What a window surface does with one-rectangle damage each frame.
    static func damageArithmetic() -> Int {
        var tracker = BufferDamageTracker<Int>()
        tracker.markPainted(0)
        tracker.markPainted(1)
        var boxes = 0
        let frames = { (range: Range<Int>) in
            for i in range {
                var region = DamageRegion()
                region.formUnion(covering: Rect(x: 10, y: Double(i % 20), width: 200, height: 64))
                region.formUnion(PixelRect(x: 20, y: 20, width: 30, height: 30))   // inside: still one box
                let extent = DamageRegion(PixelRect(x: 0, y: 0, width: 480, height: 400))
                let changed = region.intersection(extent)
                let repaint = changed.union(tracker.damage(for: i % 2) ?? extent).intersection(extent)
                var visible = repaint
                visible.subtract(DamageRegion(PixelRect(x: 0, y: 0, width: 480, height: 400)))
                tracker.add(changed)
                tracker.markPainted(i % 2)
                if repaint == repaint.translatedBy(x: 0, y: 0), visible.isEmpty, repaint.boundingBox.width > 0 { boxes += 1 }
            }
        }
        frames(0..<2)      // warm-up
        let count = AllocationCounter.measure { frames(2..<1000) }
        guard boxes == 1000 else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }

    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func oneBoxDamageAllocatesNothing() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { DamageAllocationTests.damageArithmetic() }
            _exit(Int32(count))
        }
    }

    /// A window with an opaque panel (an occluder) and a box inside it changing colour, repainted
    /// where it changed (one rectangle), 100 frames after 10 warm ones.
    static func repaints() -> Int {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let panel = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        panel.backgroundColor = .white
        let box = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        box.backgroundColor = .blue
        panel.addSubview(box)
        window.addSubview(panel)
        guard let image = try? PixelImage(width: 300, height: 300) else { return 252 }
        let renderer = ViewRenderer()
        var step = 0
        let frame = {
            step += 1
            box.backgroundColor = step % 2 == 0 ? .blue : .red
            window.prepareForFrame()
            var damage = DamageRegion()
            for rect in window.damagedRects { damage.formUnion(covering: rect) }
            window.clearDamage()
            renderer.render(window, into: image, scale: 1, damage: damage)
        }
        for _ in 0..<10 { frame() }
        let count = AllocationCounter.measure { for _ in 0..<100 { frame() } }
        // The box shows its last colour (frame 110: blue), the panel around it white.
        let b = image.bitmap()
        let p = b.pixel(x: 20, y: 20), around = b.pixel(x: 60, y: 60)
        guard around.red > 0.9, around.green > 0.9, around.blue > 0.9 else { return 253 }
        guard p.blue > 0.9, p.red < 0.1, p.green < 0.1 else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }

    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func repaintingDamageAllocatesNothing() async {
        let result = await #expect(processExitsWith: .success) {
            let count = await MainActor.run { DamageAllocationTests.repaints() }
            _exit(Int32(count))
        }
        if case .exitCode(let code)? = result?.exitStatus {
            print("allocation probe: 100 damaged repaints → \(code) (250: or more)")
        }
    }
}
#endif
