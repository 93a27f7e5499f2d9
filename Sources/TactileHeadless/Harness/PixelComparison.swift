import TactileCore

/// How two screenshots differ, channel by channel (each channel 0...1).
public struct PixelComparison: Equatable, Sendable {
    /// Whether both images have the same size; when not, every other figure is zero.
    public let sameSize: Bool
    /// Pixels where some channel differs by more than the tolerance.
    public let differingPixels: Int
    /// The largest difference of any channel of any pixel.
    public let largestChannelDifference: Double

    /// Whether the images match: same size and no pixel beyond the tolerance.
    public var matches: Bool { sameSize && differingPixels == 0 }
}

extension Bitmap {
    /// Compares with `other` pixel by pixel, allowing each channel to differ by `tolerance` (0...1;
    /// 0.02 absorbs anti-aliasing and rounding differences).
    public func compare(with other: Bitmap, tolerance: Double = 0.02) -> PixelComparison {
        guard width == other.width, height == other.height else {
            return PixelComparison(sameSize: false, differingPixels: 0, largestChannelDifference: 0)
        }
        var differing = 0
        var largest = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let d = pixel(x: x, y: y).largestChannelDifference(from: other.pixel(x: x, y: y))
                largest = Swift.max(largest, d)
                if d > tolerance { differing += 1 }
            }
        }
        return PixelComparison(sameSize: true, differingPixels: differing, largestChannelDifference: largest)
    }

    /// The pixel under window point `p` (a screenshot at scale 1).
    public func pixel(at p: Point) -> Color { pixel(x: Int(p.x), y: Int(p.y)) }
}

extension Color {
    /// Whether every channel is within `tolerance` (0...1) of `other`'s.
    public func matches(_ other: Color, tolerance: Double = 0.04) -> Bool {
        largestChannelDifference(from: other) <= tolerance
    }

    /// The largest difference of one channel between `self` and `other`.
    public func largestChannelDifference(from other: Color) -> Double {
        Swift.max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue), abs(alpha - other.alpha))
    }
}
