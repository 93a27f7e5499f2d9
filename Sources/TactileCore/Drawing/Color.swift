import CPixman

/// A colour with straight (non-premultiplied) components in 0...1.
///
/// Components outside 0...1 are clamped when the colour is drawn.
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour from straight (non-premultiplied) components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with its opacity replaced by `alpha`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Fully transparent black: what a window shows where no view paints.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque mid grey.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Opaque orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
}

extension Color {
    /// Clamps `v` to 0...1, treating NaN as 0.
    static func unit(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }

    /// The premultiplied 16-bit-per-channel colour pixman expects for solid fills.
    var pixmanColor: pixman_color_t {
        let a = Color.unit(alpha)
        func channel(_ v: Double) -> UInt16 { UInt16((Color.unit(v) * a * 65535).rounded()) }
        return pixman_color_t(red: channel(red), green: channel(green), blue: channel(blue),
                              alpha: UInt16((a * 65535).rounded()))
    }

    /// Whether drawing this colour changes nothing (fully transparent).
    var isInvisible: Bool { Color.unit(alpha) == 0 }
}
