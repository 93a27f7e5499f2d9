import Tactile
import TactileHeadless

/// Pixel counts over a window rectangle of the compositor's screenshots, for the controls' end-to-end
/// tests through `HeadlessHarness`.
extension HeadlessHarness {
    /// The centre of `view` in window points.
    func windowCenter(of view: View) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// Pixels of `shot` inside `rect` (window points) whose colour is not `color`.
    func pixels(of shot: Bitmap, in rect: Rect, notMatching color: Color) -> Int {
        count(in: rect, of: shot) { differ(shot.pixel(x: $0, y: $1), color) }
    }

    /// Pixels inside `rect` (window points) that differ between two screenshots.
    func changedPixels(from a: Bitmap, to b: Bitmap, in rect: Rect) -> Int {
        count(in: rect, of: a) { differ(a.pixel(x: $0, y: $1), b.pixel(x: $0, y: $1)) }
    }

    /// Pixels of `shot` inside `rect` (window points) close to `color`.
    func pixels(of shot: Bitmap, in rect: Rect, matching color: Color) -> Int {
        count(in: rect, of: shot) { !differ(shot.pixel(x: $0, y: $1), color) }
    }

    private func count(in rect: Rect, of shot: Bitmap, where test: (Int, Int) -> Bool) -> Int {
        let scale = Double(shot.width) / window.bounds.width
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(shot.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(shot.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return 0 }
        var n = 0
        for y in y0..<y1 { for x in x0..<x1 where test(x, y) { n += 1 } }
        return n
    }

    private func differ(_ p: Color, _ q: Color) -> Bool {
        let step = 3.0 / 255
        return abs(p.red - q.red) > step || abs(p.green - q.green) > step || abs(p.blue - q.blue) > step
    }
}
