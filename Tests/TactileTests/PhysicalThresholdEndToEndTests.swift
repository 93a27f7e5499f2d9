import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// Millimetre thresholds through a real `wl_output`: the same physical finger movement on a dense
/// 15.6" 4K panel and a coarse 7" 800×480 one is judged the same way.
@MainActor struct PhysicalThresholdEndToEndTests {
    nonisolated static let dense = OutputSettings(width: 3840, height: 2160, physicalWidth: 344, physicalHeight: 194)
    nonisolated static let coarse = OutputSettings(width: 800, height: 480, physicalWidth: 154, physicalHeight: 86)

    /// A harness on `output` with a tap and a right swipe on the whole window.
    @MainActor final class Rig {
        let h: PlatformHarness
        var taps = 0, swipes = 0
        let tap = TapGestureRecognizer()
        let swipe = SwipeGestureRecognizer()
        let toplevel: HeadlessToplevel

        init(_ output: OutputSettings) throws {
            h = try PlatformHarness(size: Size(width: 400, height: 300), compositor: HeadlessCompositor(output: output))
            h.window.addGestureRecognizer(tap)
            h.window.addGestureRecognizer(swipe)
            toplevel = try h.mapWindow()
            tap.addAction { [unowned self] _ in self.taps += 1 }
            swipe.addAction { [unowned self] _ in self.swipes += 1 }
            h.compositor.eventTime = 1000
        }

        /// Points per millimetre the window learnt from the output.
        var density: Double? { h.window.displayDensities.first?.pointsPerMillimetre }

        /// A finger down at `a`, moved `millimetres` to the right in `steps` 16 ms steps, lifted.
        func stroke(from a: Point, millimetres: Double, steps: Int) throws {
            let k = try #require(density)
            try h.compositor.touchDown(id: 0, at: a, on: toplevel.surface)
            try h.compositor.touchFrame()
            try h.settle()
            for step in 1...steps {
                h.clock.advance(by: .milliseconds(16))
                h.compositor.eventTime += 16
                let x = a.x + millimetres * k * Double(step) / Double(steps)
                try h.compositor.touchMotion(id: 0, to: Point(x: x, y: a.y))
                try h.compositor.touchFrame()
                try h.settle()
            }
            h.clock.advance(by: .milliseconds(16))
            h.compositor.eventTime += 16
            try h.compositor.touchUp(id: 0)
            try h.compositor.touchFrame()
            try h.settle()
        }
    }

    @Test func theWindowLearnsTheOutputDensity() throws {
        let dense = try Rig(Self.dense), coarse = try Rig(Self.coarse)
        #expect(abs((dense.density ?? 0) - 11.15) < 0.05)
        #expect(abs((coarse.density ?? 0) - 5.39) < 0.05)
    }

    @Test(arguments: [dense, coarse])
    func theSamePhysicalWobbleIsATap(on output: OutputSettings) throws {
        let rig = try Rig(output)
        try rig.stroke(from: Point(x: 100, y: 100), millimetres: 1.4, steps: 2)
        #expect(rig.taps == 1)
        #expect(rig.swipes == 0)
    }

    @Test(arguments: [dense, coarse])
    func theSamePhysicalSwipeIsASwipe(on output: OutputSettings) throws {
        let rig = try Rig(output)
        try rig.stroke(from: Point(x: 50, y: 100), millimetres: 9, steps: 6)
        #expect(rig.swipes == 1)
        #expect(rig.taps == 0)
    }

    @Test func anOutputWithoutAPhysicalSizeKeepsThePointValues() throws {
        var virtual = Self.dense
        virtual.physicalWidth = 0
        virtual.physicalHeight = 0
        let rig = try Rig(virtual)
        #expect(rig.h.window.displayDensities.isEmpty)
        #expect(rig.h.window.gestureThresholds(at: Point(x: 10, y: 10)) == .points)
    }
}
