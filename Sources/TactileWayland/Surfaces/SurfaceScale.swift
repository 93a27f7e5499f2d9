import TactileCore
/// Decides a surface's buffer scale from what the compositor told it.
///
/// With `wp_fractional_scale_v1` (and viewporter), the preferred fractional scale wins: a scale that
/// is a whole number is used as the buffer scale; a fractional one (e.g. 1.5) is rendered at the
/// next whole scale (2) and the viewport shows it at the logical size, so the compositor scales it
/// down. Otherwise the largest scale of the outputs the surface entered is used (1 before any).
/// (`wl_surface.preferred_buffer_scale` needs wl_surface v6; the project's protocol file stops at v5.)
/// Views and touches stay in logical points either way.
struct SurfaceScale: Equatable {
    /// The `wp_fractional_scale_v1.preferred_scale` value (120ths), if received.
    var preferredFraction120: UInt32?
    /// Scales of the outputs the surface is on.
    var outputScales: [Int] = []

    /// The whole-number scale to render at.
    var renderScale: Int {
        if let fraction = preferredFraction120, fraction > 0 {
            // Widened before rounding up: a fraction near 2^32 must not overflow.
            return min(8, max(1, (Int(fraction) + 119) / 120))
        }
        return min(8, max(1, outputScales.max() ?? 1))
    }

    /// Whether the viewport must map the buffer back to the logical size (a fractional scale).
    var isFractional: Bool {
        guard let fraction = preferredFraction120, fraction > 0 else { return false }
        return fraction % 120 != 0
    }
}
