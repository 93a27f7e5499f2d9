/// A view whose `draw(_:in:)` paints every pixel of its bounds with opaque colour whenever it is drawn
/// at a whole-number buffer scale with its bounds on whole pixels (for example a map drawn from
/// opaque tiles). The renderer then paints nothing beneath it — neither the views behind it nor the
/// frame's clearing — since the view paints over all of it anyway.
///
/// Only views drawn straight into the frame count (opaque `alpha` 1, untransformed or uniformly
/// scaled); if the view's `draw` leaves a pixel of its bounds unpainted, that pixel shows whatever the
/// buffer held before.
@MainActor public protocol OpaqueDrawing: View {
    /// Whether the promise holds for the coming draw (false: the view is treated as any other).
    var drawsOpaquely: Bool { get }
}
