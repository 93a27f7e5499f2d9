import TactileTestSupport
import Foundation
import Tactile

/// A 300×200 card with rounded corners and a 20-point shadow dragged across the window: each
/// frame's repaint (the card's and its shadow's old and new areas) against the pixman fill floor of
/// the same region. The shadow is blurred once; later frames composite the cached mask.
@MainActor enum ShadowCardDrag {
    static func measure(in run: BenchmarkRun, group: String) throws {
        let (width, height) = run.isSmoke ? (480, 270) : (1920, 1080)
        let size = "\(width)×\(height)"
        let params = ["width": "\(width)", "height": "\(height)"]
        let window = Window(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        window.backgroundColor = Color(white: 0.94)
        let card = View(frame: Rect(x: 40, y: 40, width: 300, height: 200))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.35
        card.layer.shadowRadius = 20
        card.layer.shadowOffset = Size(width: 0, height: 6)
        window.addSubview(card)
        let surface = try EmulatedWindowSurface(window: window)
        let floor = try FrameFillFloor(width: width, height: height)
        surface.drawFrame(whole: true)
        surface.drawFrame(whole: true)

        var step = 0
        // A finger sweeping back and forth across the window, 9 points a frame.
        func moveCard() {
            step += 1
            let span = Double(width) - 300 - 80, rise = Double(height) - 200 - 80
            let t = Double(step) * 9
            let x = 40 + abs((t.truncatingRemainder(dividingBy: 2 * span)) - span)
            let y = 40 + rise * (0.5 + 0.5 * sin(Double(step) * 0.02))
            card.frame.origin = Point(x: x.rounded(), y: y.rounded())
        }
        for _ in 0..<5 { moveCard(); surface.drawFrame() }
        let blursBefore = card.layer.shadowBlurCount

        var frames: [Double] = [], ratios: [Double] = [], pixels: [Double] = []
        for _ in 0..<max(3, run.count(101)) {
            let start = Stopwatch.cpuNow()
            moveCard()
            surface.drawFrame()
            let frame = Double(Stopwatch.cpuNow() &- start)
            let fill = floor.time([PixmanFloor.boxes(of: surface.lastRepaint)])
            frames.append(frame / 1000)
            ratios.append(frame / fill)
            pixels.append(Double(surface.lastRepaintArea))
        }
        DrawingBenchmarks.savePNG(surface.lastBuffer, "shadow-card-\(width)x\(height)")
        let frameStats = Statistics(frames), ratioStats = Statistics(ratios), pixelStats = Statistics(pixels)
        let blurs = card.layer.shadowBlurCount - blursBefore
        run.record(Figure(group: group, name: "shadow card drag frame \(size)", unit: "µs", median: frameStats.median,
                          p99: frameStats.p99, samples: frameStats.count, parameters: params,
                          note: "300×200 card, corner radius 16, shadow radius 20; move + repaint of its damage "
                              + "(thread CPU time); shadow blurred \(blurs) times during the samples"))
        run.record(Figure(group: group, name: "shadow card drag frame \(size) / fill floor of its damage", unit: "×",
                          median: ratioStats.median, p99: ratioStats.p99, samples: ratioStats.count,
                          target: .atMost(2), parameters: params,
                          note: "per frame: its CPU time over pixman_image_fill_boxes of the same repaint region"))
        run.record(Figure(group: group, name: "shadow card drag pixels repainted \(size)", unit: "pixels",
                          median: pixelStats.median, p99: pixelStats.maximum, samples: pixelStats.count,
                          parameters: params, note: "the card's and its shadow's old and new areas; p99 column = maximum"))
    }
}
