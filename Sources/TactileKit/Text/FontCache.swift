import CFontconfig
import TactileCore

/// Whether fontconfig is ready, and the toolkit's default font once loaded. One per process
/// (`KitGlobals.fonts`): fonts are shared by every window.
@MainActor final class FontCache {
    /// Whether `FcInit` has run (and whether it succeeded).
    private var fontconfigInitialized: Bool?
    private var defaultFont: Font?
    private var didLoadDefault = false

    /// Whether fontconfig initialized; the first call initializes it.
    var isFontconfigReady: Bool {
        if let fontconfigInitialized { return fontconfigInitialized }
        let ready = FcInit() != 0
        fontconfigInitialized = ready
        return ready
    }

    /// fontconfig's match for "sans-serif", or DejaVu Sans at `Font.fallbackPath` when that fails; nil
    /// (logged once) when neither loads. Loaded on the first call.
    var systemDefault: Font? {
        if didLoadDefault { return defaultFont }
        didLoadDefault = true
        do {
            defaultFont = try Font(family: "sans-serif")
        } catch {
            Font.logger.notice("fontconfig gave no usable sans-serif font (\(error)); using \(Font.fallbackPath)")
            do {
                defaultFont = try Font(path: Font.fallbackPath)
            } catch {
                Font.logger.error("no default font: \(error); labels without a font draw nothing")
            }
        }
        return defaultFont
    }
}
