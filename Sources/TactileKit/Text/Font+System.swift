import TactileCore
import CTactileFontData

extension Font {
    /// The toolkit's default typeface at `size` points (UIKit's `UIFont.systemFont(ofSize:)`):
    /// fontconfig's "DejaVu Sans" (or "sans-serif" without it), else DejaVu Sans at
    /// `fallbackPath`, else the last-resort face built into the binary (Latin only), so text
    /// always draws. A size that is not finite or not above zero is logged and replaced by 17.
    public static func systemFont(ofSize size: Double) -> Font {
        KitGlobals.fonts.regular.withSize(size)
    }

    /// The bold weight of `systemFont(ofSize:)`: fontconfig's "DejaVu Sans" bold (or
    /// "sans-serif:bold"), else DejaVu Sans Bold, else the built-in bold last-resort face.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        KitGlobals.fonts.bold.withSize(size)
    }

    /// This font's face at `size` points; the face and its glyph caches are shared. A size that is
    /// not finite or not above zero is logged and replaced by 17; sizes above 1000 are clamped.
    public func withSize(_ size: Double) -> Font {
        Font(typeface: typeface, pointSize: Self.sanitizedPointSize(size))
    }

    static func sanitizedPointSize(_ size: Double) -> Double {
        guard size.isFinite, size > 0 else {
            logger.error("font size \(size) is not a positive number; using 17")
            return 17
        }
        return min(size, 1000)
    }

    /// The face built into the binary (a DejaVu Sans subset: Latin, Latin-1, Latin Extended-A and
    /// common punctuation), regular or bold; nil only if FreeType itself cannot start.
    static func builtIn(bold: Bool) -> Font? {
        var length = 0
        let bytes = bold ? tactile_last_resort_sans_bold(&length) : tactile_last_resort_sans(&length)
        guard let bytes else { return nil }
        do {
            let face = try Typeface(embedded: bytes, length: length, name: bold ? "LastResortSansBold" : "LastResortSans")
            return Font(typeface: face, pointSize: nil)
        } catch {
            logger.critical("the built-in font does not load: \(error)")
            return nil
        }
    }
}
