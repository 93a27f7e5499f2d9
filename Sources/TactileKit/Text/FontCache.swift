import CFontconfig
import CUnibreak
import TactileCore

/// Whether fontconfig is ready, the toolkit's default font once loaded, and the fallback fonts found
/// for scripts, emoji and single characters. One per process (`KitGlobals.fonts`): fonts are shared
/// by every window.
@MainActor final class FontCache {
    /// The most fallback answers remembered (a font, or none, per script, emoji or character).
    static let maximumFallbacks = 256
    /// The most fallback font files kept loaded.
    static let maximumLoadedFallbacks = 32

    /// Fallback answers by base font and script, emoji or character; least recently used dropped first.
    var fallbacks = BoundedCache<FallbackKey, Font?>(capacity: maximumFallbacks)
    /// Loaded fallback fonts by file; least recently used dropped first (layouts keep the fonts they use).
    var loadedFallbacks = BoundedCache<String, Font>(capacity: maximumLoadedFallbacks)
    /// Whether libunibreak's tables are set up.
    private var lineBreakingReady = false

    /// Sets up libunibreak's tables once, before the first line breaking.
    func prepareLineBreaking() {
        guard !lineBreakingReady else { return }
        init_linebreak()
        lineBreakingReady = true
    }

    /// Whether `FcInit` has run (and whether it succeeded).
    private var fontconfigInitialized: Bool?

    /// Whether fontconfig initialized; the first call initializes it.
    var isFontconfigReady: Bool {
        if let fontconfigInitialized { return fontconfigInitialized }
        let ready = FcInit() != 0
        fontconfigInitialized = ready
        return ready
    }

    /// fontconfig's match for "DejaVu Sans" (then "sans-serif" when DejaVu is not installed), else
    /// DejaVu Sans at `Font.fallbackPath`, else the built-in last-resort face (each step down logged
    /// once). Loaded on the first call. Naming the family keeps text metrics the same whichever
    /// fonts a machine prefers for "sans-serif".
    var systemDefault: Font? { regular }

    private var regularFont: Font?
    private var boldFont: Font?

    /// The default typeface (see `systemDefault`).
    var regular: Font {
        if let regularFont { return regularFont }
        let font = Self.load(family: Self.regularPattern, path: Font.fallbackPath, bold: false)
        regularFont = font
        return font
    }

    /// The default bold typeface: fontconfig's "DejaVu Sans,sans-serif:bold", else DejaVu Sans Bold, else the
    /// built-in bold face.
    var bold: Font {
        if let boldFont { return boldFont }
        let font = Self.load(family: Self.boldPattern, path: Font.fallbackBoldPath, bold: true)
        boldFont = font
        return font
    }

    /// The fontconfig pattern of the default typeface: DejaVu Sans first, the machine's sans-serif
    /// after it.
    static let regularPattern = "DejaVu Sans,sans-serif"
    /// The bold weight of `regularPattern`.
    static let boldPattern = "DejaVu Sans,sans-serif:bold"

    private static func load(family: String, path: String, bold: Bool) -> Font {
        do {
            return try Font(family: family)
        } catch {
            Font.logger.notice("fontconfig gave no usable \(family) font (\(error)); using \(path)")
        }
        do {
            return try Font(path: path)
        } catch {
            Font.logger.warning("\(error); drawing text with the built-in Latin-only face")
        }
        guard let builtIn = Font.builtIn(bold: bold) else {
            // FreeType fails to start only when memory is exhausted, which no Swift code survives.
            fatalError("FreeType cannot initialize: out of memory")
        }
        return builtIn
    }
}
