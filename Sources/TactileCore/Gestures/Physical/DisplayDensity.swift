/// How many points make a millimetre on a display a window is shown on, and the part of the window
/// that display shows (nil: all of it). The platform sets `Window.displayDensities` from the
/// outputs the window is on; a window without any uses `GestureDefaults`' point values.
public struct DisplayDensity: Equatable, Sendable {
    /// Points (surface coordinates) per millimetre of glass.
    public var pointsPerMillimetre: Double
    /// The part of the window (window coordinates) on this display; nil for the whole window.
    public var region: Rect?

    public init(pointsPerMillimetre: Double, region: Rect? = nil) {
        self.pointsPerMillimetre = pointsPerMillimetre
        self.region = region
    }

    /// The density of a display of `pixels` (the current mode) over `millimetres` (its physical
    /// size, as the compositor reports it) at integer `scale`, or why it is not believable: 0 mm
    /// (projectors, virtual outputs), a density below 38 or above 760 dpi, axes disagreeing by more
    /// than a quarter, or a diagonal over 2.5 m.
    public static func measure(pixels: (width: Int, height: Int), millimetres: (width: Int, height: Int),
                               scale: Int) -> Result<DisplayDensity, ImplausibleDisplaySize> {
        let (pw, ph) = (Double(pixels.width), Double(pixels.height))
        let (mw, mh) = (Double(millimetres.width), Double(millimetres.height))
        func reject(_ why: String) -> Result<DisplayDensity, ImplausibleDisplaySize> {
            .failure(ImplausibleDisplaySize(description: "\(millimetres.width)×\(millimetres.height) mm for \(pixels.width)×\(pixels.height) px: \(why)"))
        }
        guard mw > 0, mh > 0 else { return reject("no physical size") }
        guard pw > 0, ph > 0, scale >= 1 else { return reject("no mode") }
        guard (mw * mw + mh * mh).squareRoot() <= 2_500 else { return reject("larger than 2.5 m across") }
        let dx = pw / mw, dy = ph / mh
        guard min(dx, dy) >= 1.5, max(dx, dy) <= 30 else { return reject("density outside 38…760 dpi") }
        guard max(dx, dy) / min(dx, dy) <= 1.25 else { return reject("width and height densities disagree") }
        return .success(DisplayDensity(pointsPerMillimetre: (dx + dy) / 2 / Double(scale)))
    }
}

/// Why a reported display size was not used (the message says what was reported).
public struct ImplausibleDisplaySize: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
}
