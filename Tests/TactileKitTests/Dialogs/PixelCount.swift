import TactileCore

extension Bitmap {
    /// How many pixels inside `rect` (window points at scale 1) satisfy `test`.
    func count(in rect: Rect, where test: (Color) -> Bool) -> Int {
        var count = 0
        for y in max(0, Int(rect.minY))..<min(height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(width, Int(rect.maxX)) where test(pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }

    /// The strongly red pixels inside `rect`: destructive titles.
    func redCount(in rect: Rect) -> Int {
        count(in: rect) { $0.red > 0.6 && $0.green < 0.45 && $0.blue < 0.45 }
    }
}
